import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/orders.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';

const escapeHtml = (line: string) =>
  line.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface Notice {
  to: string;
  subject: string;
  lines: string[];
  /** The provider's idempotency key: the same notice twice is one e-mail. */
  key: string;
}

/**
 * A plain e-mail to a person of a company (an invitation, an approval decision), recorded in the
 * outbox (GET /api/admin/messages) whether it went out or not. Never throws: the change it tells of
 * is already committed, and a mail outage must not undo or fail it.
 */
export async function sendNotice(db: Db, email: EmailSender, from: string, notice: Notice): Promise<void> {
  const text = notice.lines.join('\n');
  const html = notice.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const values = { channel: 'email' as const, recipient: notice.to, subject: notice.subject, body: text };
  try {
    const sent = await email.send({
      to: notice.to,
      from,
      subject: notice.subject,
      text,
      html,
      idempotencyKey: notice.key,
    });
    await db
      .insert(messages)
      .values({ ...values, status: 'sent', provider: email.name, providerMessageId: sent.messageId });
  } catch (error) {
    await db
      .insert(messages)
      .values({
        ...values,
        status: 'failed',
        provider: email.name,
        error: (error as Error).message.slice(0, 500),
      })
      .catch(() => undefined);
  }
}
