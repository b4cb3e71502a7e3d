import { randomUUID } from 'node:crypto';
import { ProviderError } from '../provider-error.ts';
import type { EmailMessage, EmailSender } from './email-sender.ts';

export const SANDBOX_FAILING_EMAIL = 'fail@example.com';

/** Default e-mail provider when SMTP_URL is not set: accepts like a mail server, records in the outbox. */
export class SandboxEmailSender implements EmailSender {
  readonly name = 'sandbox-email';

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    if (message.to.toLowerCase() === SANDBOX_FAILING_EMAIL) {
      throw new ProviderError('수신 거부된 주소입니다. (샌드박스 실패 주소)', true);
    }
    return { messageId: `<sandbox-${randomUUID()}@bizgift.local>` };
  }
}
