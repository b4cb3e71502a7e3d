import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, won } from './columns.ts';
import { companies, users } from './users.ts';

/**
 * One wallet per company (issue #27): every member's orders debit it. `user_id` is the member who
 * opened it. Balances never go below zero: the database refuses it too. `mode` 'test' is the
 * company's test wallet (issue #30 §2): a test API key's orders debit it, the owner resets it to
 * 10,000,000원; it moves by the same ledger rules and is never counted with live money.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    mode: text('mode', { enum: ['live', 'test'] })
      .notNull()
      .default('live'),
    recharge: won('recharge').notNull().default(0),
    reward: won('reward').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_mode_key').on(t.userId, t.mode),
    uniqueIndex('wallets_company_mode_key').on(t.companyId, t.mode),
    check('wallets_mode_valid', sql`${t.mode} in ('live', 'test')`),
    check('wallets_recharge_non_negative', sql`${t.recharge} >= 0`),
    check('wallets_reward_non_negative', sql`${t.reward} >= 0`),
  ],
);

/**
 * Append-only ledger. amount is signed won; balance_after is the wallet's recharge balance right
 * after this row. The sum of a wallet's amounts always equals its balance.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    walletId: fk('wallet_id')
      .notNull()
      .references(() => wallets.id),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    transactionType: smallint('transaction_type').notNull(),
    amount: won('amount').notNull(),
    balanceAfter: won('balance_after').notNull(),
    rechargeId: fk('recharge_id'),
    orderId: fk('order_id'),
    deliveryId: fk('delivery_id'),
    staffId: fk('staff_id'),
    /** Types 6 (환급 신청: held) and 7 (환급 반려: released): the balance refund (issue #29 §3). */
    balanceRefundId: fk('balance_refund_id'),
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_transactions_wallet_idx').on(t.walletId),
    // The staff dashboard's sales, refunds and recharges today / in 7 days (issue #32 §4).
    index('wallet_transactions_type_created_idx').on(t.transactionType, t.createdAt),
    check('wallet_transactions_type_valid', sql`${t.transactionType} between 1 and 8`),
  ],
);

/**
 * Where a company's unused money goes back (issue #29 §3): one account per company, held in the
 * business's own name.
 */
export const refundAccounts = pgTable('refund_accounts', {
  id: id(),
  companyId: fk('company_id')
    .notNull()
    .unique('refund_accounts_company_key')
    .references(() => companies.id),
  bank: text('bank').notNull(),
  accountNumber: text('account_number').notNull(),
  holder: text('holder').notNull(),
  updatedBy: fk('updated_by')
    .notNull()
    .references(() => users.id),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * 잔액 환급 신청 (issue #29 §3): the amount is taken from the wallet when asked (ledger type 6), then
 * staff pay it to the account (status 1, nothing more moves) or reject it (2: ledger type 7 gives
 * it back) — exactly once, decided by the status under the row's lock. One request waits at a time.
 */
export const balanceRefunds = pgTable(
  'balance_refunds',
  {
    id: id(),
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    companyId: fk('company_id').references(() => companies.id),
    amount: won('amount').notNull(),
    bank: text('bank').notNull(),
    accountNumber: text('account_number').notNull(),
    holder: text('holder').notNull(),
    /** 0 요청(보류 중) · 1 환급 완료 · 2 반려 */
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    processedBy: fk('processed_by'),
    processedAt: at('processed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_refunds_status_idx').on(t.status, t.id),
    index('balance_refunds_user_idx').on(t.userId, t.id),
    uniqueIndex('balance_refunds_one_pending_key').on(t.companyId).where(sql`${t.status} = 0`),
    check('balance_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    /** Who asked for it; the company's wallet is credited. */
    userId: fk('user_id')
      .notNull()
      .references(() => users.id),
    companyId: fk('company_id')
      .notNull()
      .references(() => companies.id),
    amount: won('amount').notNull(),
    rechargeMethod: smallint('recharge_method').notNull(),
    status: smallint('status').notNull().default(0),
    /** The order id we issued to the payment provider (CHARGE_<timestamp>_<random>). */
    providerOrderId: text('provider_order_id'),
    providerTransactionId: text('provider_transaction_id'),
    depositorName: text('depositor_name'),
    failReason: text('fail_reason'),
    processedBy: fk('processed_by'),
    approvedAt: at('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_user_created_idx').on(t.userId, t.createdAt),
    index('recharges_company_created_idx').on(t.companyId, t.createdAt),
    index('recharges_status_idx').on(t.status),
    uniqueIndex('recharges_provider_order_key').on(t.providerOrderId),
    check('recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);
