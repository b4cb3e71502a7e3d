export interface SmsMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** Our delivery id: providers that support it de-duplicate on this key. */
  idempotencyKey: string;
}

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<{ messageId: string }>;
}
