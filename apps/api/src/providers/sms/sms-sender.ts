import type { MessageReport } from './solapi-reports.ts';

export interface SmsMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** A JPEG (≤ 200 KB) to send as MMS: the voucher's barcode. Without it SMS, or LMS when long. */
  image?: { name: string; jpeg: Buffer };
  /**
   * Send as a KakaoTalk 알림톡 with a registered template instead (no image): the gateway fills the
   * template's #{…} variables, and sends the same text as an SMS/LMS when the 알림톡 is not delivered.
   * `text` is then that filled-in text (what the outbox keeps).
   */
  kakao?: { pfId: string; templateId: string; variables: Record<string, string> };
  /** Our delivery id: providers that support it de-duplicate on this key. */
  idempotencyKey: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
  /**
   * A message the gateway accepted with our `idempotencyKey`, sent to `to` since `since`, or null:
   * what a send whose answer was lost (a crash, a timeout) did. Gateways without a message list leave it out.
   */
  find?(query: { to: string; idempotencyKey: string; since: Date }): Promise<{ messageId: string } | null>;
  /** The final results the gateway has for these messages (those still on their way are left out). */
  reports?(messageIds: string[]): Promise<MessageReport[]>;
}
