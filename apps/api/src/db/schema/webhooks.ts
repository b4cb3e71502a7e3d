import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns.ts';
import { companies } from './users.ts';

/** A company's webhook endpoint (issue #30 §3): where its events are POSTed, signed with `secret`. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** whsec_ + base64 of 32 random bytes (Standard Webhooks). */
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was switched off by us (failing for days); null while enabled or switched off by hand. */
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since its last success; null while it answers. */
    failingSince: at('failing_since'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * The outbox: one message per event and endpoint, written in the transaction that made the event,
 * delivered at least once by the worker (modules/webhooks/delivery.ts) under the same message id.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: id(),
    /** webhook-id: msg_ + 24 random characters; the same on every attempt. */
    messageId: text('message_id').notNull().unique(),
    endpointId: fk('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The body sent: {type, timestamp, data}. */
    payload: jsonb('payload').notNull(),
    /** pending → delivered | failed. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A worker holds a message it is sending until then (another worker skips it). */
    leasedUntil: at('leased_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_messages_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** One delivery attempt of a message: what the endpoint answered (null status: no answer came). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    messageId: fk('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: fk('endpoint_id').notNull(),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.id)],
);
