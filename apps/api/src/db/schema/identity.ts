import { index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/** One identity verification attempt (KCP-shaped). Single-use, bound to its type, expires. */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: id(),
    ordrIdxx: text('ordr_idxx').notNull(),
    verificationType: smallint('verification_type').notNull(),
    status: text('status', { enum: ['pending', 'success', 'fail', 'cancel'] })
      .notNull()
      .default('pending'),
    name: text('name'),
    phoneNumber: text('phone_number'),
    birthDate: text('birth_date'),
    gender: text('gender'),
    carrier: text('carrier'),
    /** Keyed hashes of the verified person's CI and DI (users.ci_hash); never the CI itself. */
    ciHash: text('ci_hash'),
    diHash: text('di_hash'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_verifications_ordr_key').on(t.ordrIdxx),
    index('identity_created_idx').on(t.createdAt),
  ],
);

/** A withdrawn business number may not sign up again until blocked_until. */
export const businessNumberBlocks = pgTable('business_number_blocks', {
  businessNumber: text('business_number').primaryKey(),
  blockedUntil: at('blocked_until').notNull(),
  createdAt: createdAt(),
});

export const businessVerifications = pgTable(
  'business_verifications',
  {
    id: id(),
    businessNumber: text('business_number').notNull(),
    companyName: text('company_name').notNull(),
    verifiedAt: createdAt(),
  },
  (t) => [index('business_verifications_number_idx').on(t.businessNumber)],
);
