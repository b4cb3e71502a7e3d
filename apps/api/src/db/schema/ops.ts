import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/** Rate-limit counters every API process shares (http/rate-limit-store.ts); expired rows are swept. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * Failed calls to outside providers by kind (sms, email, voucher, payment, identity, business) and
 * provider name, counted by every process (providers/error-counter.ts); GET /metrics reads it, so
 * the worker processes, which serve no HTTP, are counted too.
 */
export const providerErrors = pgTable(
  'provider_errors',
  {
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    lastError: text('last_error'),
    lastAt: at('last_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.provider] })],
);
