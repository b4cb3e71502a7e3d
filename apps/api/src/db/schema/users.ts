import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, won } from './columns.ts';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  businessNumber: text('business_number').notNull(),
  ownerName: text('owner_name').notNull(),
  primaryPhone: text('primary_phone').notNull(),
  businessType: text('business_type'),
  address: text('address'),
  /** Approval policy (issue #27): a sender's order above this many won waits for approval; null = never. */
  approvalOver: won('approval_over'),
  /** Set by the owner: every member must sign in with two-factor (TOTP); one without it can only enrol. */
  mfaRequired: boolean('mfa_required').notNull().default(false),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'member' (business customer) or 'staff' (runs the shop). */
    role: text('role', { enum: ['member', 'staff'] }).notNull(),
    /**
     * A staff account's role (issue #28 §3): 'super' (최고 관리자: staff accounts, settings, terms,
     * supplier) or 'operator' (운영자: day-to-day). Null for members.
     */
    staffRole: text('staff_role', { enum: ['super', 'operator'] }),
    /** 'active', 'suspended' (cannot log in) or 'withdrawn' (personal data erased). */
    status: text('status', { enum: ['active', 'suspended', 'withdrawn'] })
      .notNull()
      .default('active'),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    companyId: fk('company_id').references(() => companies.id),
    /** A member's role in its company (issue #27): owner, manager, sender or viewer; null for staff. */
    companyRole: text('company_role', { enum: ['owner', 'manager', 'sender', 'viewer'] }),
    /** What the member may order per calendar month (Asia/Seoul), in won; null = no limit. */
    monthlyLimit: won('monthly_limit'),
    /** Set by the company's owner: a suspended or removed member is locked out; its orders stay. */
    memberStatus: text('member_status', { enum: ['active', 'suspended', 'removed'] })
      .notNull()
      .default('active'),
    userType: text('user_type').notNull().default('corporate'),
    referralCode: text('referral_code'),
    /**
     * Keyed hashes (HMAC-SHA256) of the CI / DI of the person verified at sign-up: find-ID and
     * password reset need a new verification of the same person. The CI itself is never stored.
     */
    ciHash: text('ci_hash'),
    diHash: text('di_hash'),
    /** Raised on password change/reset, logout and suspension: older access tokens are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Expiry reminders to recipients of unused vouchers, days before expiry (issue #16 §4); empty = off. */
    reminderDays: smallint('reminder_days').array().notNull().default(sql`'{7,1}'::smallint[]`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId),
    index('users_ci_hash_idx').on(t.ciHash),
    check('users_staff_role_check', sql`(${t.role} = 'staff') = (${t.staffRole} is not null)`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    /** Every token issued from one login shares a family; re-use of a rotated token revokes it. */
    familyId: text('family_id').notNull(),
    /** sha256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: fk('user_id')
    .primaryKey()
    .references(() => users.id),
  isEventSmsEnabled: boolean('is_event_sms_enabled').notNull().default(false),
  isEventEmailEnabled: boolean('is_event_email_enabled').notNull().default(false),
  isInfoSmsEnabled: boolean('is_info_sms_enabled').notNull().default(false),
  isInfoEmailEnabled: boolean('is_info_email_enabled').notNull().default(false),
});

export const terms = pgTable('terms', {
  id: id(),
  /** Stable key of the term kind (service, privacy_collection, privacy_policy, event_sms, event_email). */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isRequired: boolean('is_required').notNull(),
  version: smallint('version').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const termAgreements = pgTable(
  'term_agreements',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    termId: fk('term_id')
      .notNull()
      .references(() => terms.id),
    isAgreed: boolean('is_agreed').notNull(),
    agreedAt: at('agreed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('term_agreements_user_term_key').on(t.userId, t.termId)],
);
