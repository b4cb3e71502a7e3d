export interface EmailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Inline images the HTML shows by `cid:` (the voucher's barcode). */
  inlineImages?: { cid: string; filename: string; content: Buffer; contentType: string }[];
  idempotencyKey: string;
  /** The Message-ID header (`<local@domain>`), when every attempt of one message must carry the same. */
  messageId?: string;
}

export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ messageId: string }>;
}
