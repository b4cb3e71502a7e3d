import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns.ts';
import { users } from './users.ts';

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    inquiryType: smallint('inquiry_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** 1 waiting, 2 answered. */
    status: smallint('status').notNull().default(1),
    answer: text('answer'),
    answeredBy: fk('answered_by'),
    answeredAt: at('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('inquiries_user_idx').on(t.userId, t.createdAt), index('inquiries_status_idx').on(t.status)],
);

export const notices = pgTable(
  'notices',
  {
    id: id(),
    noticeType: smallint('notice_type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

/** One row per visitor per notice per day, so a view is counted once a day, not per request. */
export const noticeViews = pgTable(
  'notice_views',
  {
    noticeId: fk('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    viewDate: date('view_date').notNull(),
  },
  (t) => [uniqueIndex('notice_views_key').on(t.noticeId, t.visitorKey, t.viewDate)],
);

/** Editable shop settings (footer, deposit accounts…), one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    staffId: fk('staff_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt)],
);
