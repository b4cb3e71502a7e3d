import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog.ts';
import { at, createdAt, fk, id, won } from './columns.ts';
import { contacts } from './contacts.ts';
import { orders } from './orders.ts';
import { companies, users } from './users.ts';

/**
 * An anniversary rule (issue #31 §3): every day at 09:00 in Korea, one gift to each contact of its
 * tags whose occasion `occasion_label` is `days_before` days away, ordered by `created_by`.
 */
export const autoGiftRules = pgTable(
  'auto_gift_rules',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    occasionLabel: text('occasion_label').notNull(),
    daysBefore: smallint('days_before').notNull(),
    goodsId: fk('goods_id')
      .notNull()
      .references(() => goods.id),
    /** The goods' price when the rule was saved: neither it repriced above this nor a dearer substitute goes out. */
    price: won('price').notNull(),
    /** Goods ids tried in this order when the goods cannot be sent. */
    substitutes: bigint('substitutes', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Contacts with any of these tags; empty: every contact of the company. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    sendType: smallint('send_type').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: fk('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('auto_gift_rules_company_idx').on(t.companyId, t.id),
    index('auto_gift_rules_active_idx').on(t.id).where(sql`${t.active}`),
    check('auto_gift_rules_days_before', sql`${t.daysBefore} between 0 and 30`),
  ],
);

/**
 * What a rule did for one contact's occasion in one year: the unique key is what keeps it to one
 * gift whatever runs twice, crashes or restarts (the order and its `sent` row commit together).
 * `year` is the occasion's own calendar year (a lunar date's lunar year).
 */
export const autoGiftSends = pgTable(
  'auto_gift_sends',
  {
    id: id(),
    ruleId: fk('rule_id')
      .notNull()
      .references(() => autoGiftRules.id, { onDelete: 'cascade' }),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    /** A deleted contact's history goes with it (its personal data). */
    contactId: fk('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    occasionLabel: text('occasion_label').notNull(),
    year: integer('year').notNull(),
    occasionDate: date('occasion_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['sent', 'skipped', 'waiting_balance', 'missed'] }).notNull(),
    reason: text('reason'),
    goodsId: fk('goods_id').references(() => goods.id),
    orderId: fk('order_id').references(() => orders.id),
    /** The run day whose notice to the owner went out for this row: one e-mail per day, not per run. */
    notifiedOn: date('notified_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auto_gift_sends_once_key').on(t.ruleId, t.contactId, t.occasionLabel, t.year),
    index('auto_gift_sends_rule_idx').on(t.ruleId, t.updatedAt),
    index('auto_gift_sends_waiting_idx').on(t.ruleId).where(sql`${t.status} = 'waiting_balance'`),
  ],
);
