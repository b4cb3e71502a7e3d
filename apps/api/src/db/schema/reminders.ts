import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns.ts';
import { deliveries, messages } from './orders.ts';

/**
 * Expiry reminders (issue #16 §4): one row per reminder of an unused voucher, written before the
 * message is handed to the gateway. The unique keys are what make a reminder go out once: an
 * automatic one per delivery and reminder day (D-n), a member's one-click one per delivery and
 * Korean date. A row still `sending` after its lease is a run that died: it is taken up again under
 * the same idempotency key (`reminder-{id}`).
 */
export const deliveryReminders = pgTable(
  'delivery_reminders',
  {
    id: id(),
    deliveryId: fk('delivery_id')
      .notNull()
      .references(() => deliveries.id),
    /** 'auto' (the daily job, at D-`days_before`) or 'member' (the one-click reminder). */
    kind: text('kind', { enum: ['auto', 'member'] }).notNull(),
    /** n of D-n for an automatic reminder; for a member's, the days left when it was sent. */
    daysBefore: smallint('days_before').notNull(),
    /** The Korean date the reminder is for (a member's: at most one a day). */
    remindOn: date('remind_on').notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    /** Bumped by every take-over: a run that lost its lease can no longer record anything. */
    attempts: integer('attempts').notNull().default(1),
    /** While `sending`: when another run may take the reminder over (the holder died). */
    leaseUntil: at('lease_until').notNull(),
    /** The outbox row of the message that went out. */
    messageId: fk('message_id').references(() => messages.id),
    error: text('error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_reminders_auto_key').on(t.deliveryId, t.daysBefore).where(sql`${t.kind} = 'auto'`),
    // One reminder a day per voucher, automatic or the member's (a failed one frees the day): the
    // daily job and a click at the same moment cannot both send.
    uniqueIndex('delivery_reminders_day_key')
      .on(t.deliveryId, t.remindOn)
      .where(sql`${t.status} <> 'failed'`),
    index('delivery_reminders_sending_idx').on(t.leaseUntil).where(sql`${t.status} = 'sending'`),
  ],
);
