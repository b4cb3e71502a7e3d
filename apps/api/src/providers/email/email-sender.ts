export interface EmailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Inline images the HTML shows by `cid:` (the voucher's barcode). */
  inlineImages?: { cid: string; filename: string; content: Buffer; contentType: string }[];
  idempotencyKey: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ messageId: string }>;
}
