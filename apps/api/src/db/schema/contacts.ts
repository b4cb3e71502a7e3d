import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns.ts';
import { companies, users } from './users.ts';

/**
 * A company's address book (issue #31 §1): people it sends gifts to again and again. Personal data
 * of the company: deleting a contact deletes the row, a company's withdrawal deletes them all.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** 010 + 8 digits (SPEC §5's rule, normalised); null when the contact has only an e-mail. */
    phone: text('phone'),
    /** Lower-cased; null when the contact has only a phone. */
    email: text('email'),
    /**
     * Tags as a text array: "contacts of tag X" is `tags @> array[X]` and "of any of these tags" is
     * `tags && array[…]`, both answered by the GIN index, with no join.
     */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    memo: text('memo'),
    createdBy: fk('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('contacts_company_idx').on(t.companyId, t.name, t.id),
    index('contacts_tags_idx').using('gin', t.tags),
    /** The import adds or updates by phone, then by e-mail: each names one contact of the company. */
    uniqueIndex('contacts_company_phone_key').on(t.companyId, t.phone).where(sql`${t.phone} is not null`),
    uniqueIndex('contacts_company_email_key').on(t.companyId, t.email).where(sql`${t.email} is not null`),
    check('contacts_reachable', sql`${t.phone} is not null or ${t.email} is not null`),
  ],
);

/**
 * A contact's anniversaries (at most 3, checked by the service): 생일, 입사기념일, 창립기념일… One row per
 * label, so "this contact's 생일" is one row for the anniversary job. Lunar dates are stored as the
 * contact gives them (month, day, leap month) and converted to the solar date of each year when used.
 */
export const contactOccasions = pgTable(
  'contact_occasions',
  {
    id: id(),
    contactId: fk('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    month: smallint('month').notNull(),
    day: smallint('day').notNull(),
    lunar: boolean('lunar').notNull().default(false),
    /** A lunar date in the leap month (윤달) of that month; never true for a solar date. */
    leap: boolean('leap').notNull().default(false),
  },
  (t) => [
    uniqueIndex('contact_occasions_label_key').on(t.contactId, t.label),
    index('contact_occasions_date_idx').on(t.label, t.month, t.day),
    check('contact_occasions_month', sql`${t.month} between 1 and 12`),
    check('contact_occasions_day', sql`${t.day} between 1 and 31`),
    check('contact_occasions_leap_lunar', sql`not ${t.leap} or ${t.lunar}`),
  ],
);

/** A company's saved message (issue #31 §2), chosen on the send screen: title and body with `#{이름}`. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdBy: fk('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_templates_company_name_key').on(t.companyId, t.name)],
);
