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
  /** The final results the gateway has for these messages (those still on their way are left out). */
  reports?(messageIds: string[]): Promise<MessageReport[]>;
}
