export interface SmsMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** A JPEG (≤ 200 KB) to send as MMS: the voucher's barcode. Without it SMS, or LMS when long. */
  image?: { name: string; jpeg: Buffer };
  /** Our delivery id: providers that support it de-duplicate on this key. */
  idempotencyKey: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
}
