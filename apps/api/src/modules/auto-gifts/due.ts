import { and, arrayOverlaps, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { autoGiftSends } from '../../db/schema/auto-gifts.ts';
import { contactOccasions, contacts } from '../../db/schema/contacts.ts';
import { addDays, occurrencesBetween } from './occasion-dates.ts';
import type { RuleRow } from './rules.ts';

/** One contact's occasion a rule gives a gift for, in one year. */
export interface DueGift {
  contactId: number;
  name: string;
  phone: string | null;
  email: string | null;
  year: number;
  /** The occasion's solar date that year. */
  occasionDate: string;
  /** The day the gift goes out: `days_before` days earlier, or `from` when that day has passed. */
  sendDate: string;
  /** What became of it so far; null: nothing yet. */
  status: (typeof autoGiftSends.$inferSelect)['status'] | null;
}

/**
 * The rule's gifts whose day to go out is between `from` and `to` (inclusive): every contact of its
 * tags with its occasion falling from `from` to `to + days_before`. A gift whose day was missed (a
 * run that never happened, a rule made late) goes out on `from` while its occasion is still ahead.
 */
export async function dueGifts(db: DbOrTx, rule: RuleRow, from: string, to: string): Promise<DueGift[]> {
  const conditions: SQL[] = [
    eq(contacts.companyId, rule.companyId),
    eq(contactOccasions.label, rule.occasionLabel),
  ];
  if (rule.tags.length > 0) conditions.push(arrayOverlaps(contacts.tags, rule.tags));
  const rows = await db
    .select({
      contactId: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      month: contactOccasions.month,
      day: contactOccasions.day,
      lunar: contactOccasions.lunar,
      leap: contactOccasions.leap,
    })
    .from(contacts)
    .innerJoin(contactOccasions, eq(contactOccasions.contactId, contacts.id))
    .where(and(...conditions));
  const last = addDays(to, rule.daysBefore);
  const gifts: DueGift[] = [];
  for (const row of rows) {
    for (const { year, date } of occurrencesBetween(row, from, last)) {
      const sendDate = addDays(date, -rule.daysBefore);
      gifts.push({
        contactId: row.contactId,
        name: row.name,
        phone: row.phone,
        email: row.email,
        year,
        occasionDate: date,
        sendDate: sendDate < from ? from : sendDate,
        status: null,
      });
    }
  }
  if (gifts.length === 0) return gifts;
  const done = await db
    .select({ contactId: autoGiftSends.contactId, year: autoGiftSends.year, status: autoGiftSends.status })
    .from(autoGiftSends)
    .where(
      and(
        eq(autoGiftSends.ruleId, rule.id),
        eq(autoGiftSends.occasionLabel, rule.occasionLabel),
        inArray(autoGiftSends.contactId, [...new Set(gifts.map((g) => g.contactId))]),
      ),
    );
  const statusOf = new Map(done.map((d) => [`${d.contactId}:${d.year}`, d.status]));
  for (const gift of gifts) gift.status = statusOf.get(`${gift.contactId}:${gift.year}`) ?? null;
  return gifts.sort((a, b) => a.sendDate.localeCompare(b.sendDate) || a.name.localeCompare(b.name, 'ko'));
}
