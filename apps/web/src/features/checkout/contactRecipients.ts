import type { ContactPick } from '../../api/contacts.ts';

/**
 * A contact in the send screen's recipient list: `contact:<id>:<what the caller may
 * see>`. The id goes to the server, which reads the real number; the shown part is only for the
 * list (a sender sees 010-****-5678). It survives the draft like any other recipient.
 */
const PATTERN = /^contact:(\d+):(.*)$/;

export const contactKey = (c: ContactPick, sms: boolean) =>
  `contact:${c.id}:${(sms ? c.phone : c.email) ?? ''}`;

export function contactOf(recipient: string): { id: number; shown: string } | null {
  const m = PATTERN.exec(recipient);
  return m ? { id: Number(m[1]), shown: m[2]! } : null;
}
