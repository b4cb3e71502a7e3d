import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's TOTP authenticator (RFC 6238). The secret is kept only sealed (AES-256-GCM under
 * MFA_ENCRYPTION_KEY), so a copy of the database alone cannot make codes. Until `enabled_at` is
 * set the row is an enrolment waiting for its first code.
 */
export const userMfa = pgTable('user_mfa', {
  userId: fk('user_id')
    .primaryKey()
    .references(() => users.id),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: at('enabled_at'),
  /**
   * The last 30-second step whose code was accepted: a code is taken only for a later step
   * (compare-and-set), so one code never works twice, also not from two requests at once.
   */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, kept as sha256 (they are random, not chosen). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * The short-lived `mfa_token` a password sign-in answers with: bound to one user and one purpose
 * (`login`: enter a code; `enroll`: set up an authenticator first), used once, with a cap on the
 * codes tried under it. Only its sha256 is kept.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['login', 'enroll'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId)],
);
