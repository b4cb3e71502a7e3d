import nodemailer, { type Transporter } from 'nodemailer';
import { ProviderError } from '../provider-error.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

/** Real e-mail over SMTP (nodemailer). 5xx replies are permanent refusals, the rest are retried. */
export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.inlineImages?.map((i) => ({
          cid: i.cid,
          filename: i.filename,
          content: i.content,
          contentType: i.contentType,
          contentDisposition: 'inline' as const,
        })),
        headers: { 'X-Idempotency-Key': message.idempotencyKey },
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
      return { messageId: info.messageId };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      throw new ProviderError(
        `메일 발송 실패: ${(error as Error).message}`,
        code !== undefined && code >= 500,
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}
