import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, won } from './columns.ts';
import { companies, users } from './users.ts';

/** An owner's invitation to join the company (issue #27 §2): the link's token is kept only hashed. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'sender', 'viewer'] }).notNull(),
    monthlyLimit: won('monthly_limit'),
    /** sha256 of the link's token: a leaked table cannot be used to join. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: fk('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: fk('accepted_by').references(() => users.id),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_pending_idx')
      .on(t.companyId, t.id)
      .where(sql`${t.acceptedAt} is null and ${t.cancelledAt} is null`),
  ],
);

/**
 * A company's API key (issue #30 §1): `bgk_live_…` or `bgk_test_…`, shown once. Only the sha256 of
 * the whole key (its mode prefix included, so a test key cannot be relabelled live) is kept, with a
 * unique index to find it; `prefix` is its first characters, for people to tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    /** The owner who created it; the key acts for the company through this member. */
    createdBy: fk('created_by')
      .notNull()
      .references(() => users.id),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: fk('revoked_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_company_idx').on(t.companyId, t.id),
  ],
);

/** What the company's people did (issue #27 §4), written in the same transaction as the change. */
export const companyActivity = pgTable(
  'company_activity',
  {
    id: id(),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    /** null: the system (an approval left 7 days). */
    actorId: fk('actor_id').references(() => users.id),
    /** The API key that acted (issue #30 §1); actorId is then the member who created the key. */
    apiKeyId: fk('api_key_id').references(() => apiKeys.id),
    action: text('action').notNull(),
    target: text('target'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('company_activity_company_idx').on(t.companyId, t.id)],
);
