import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, fk, id, won } from './columns.ts';
import { companies, users } from './users.ts';

/**
 * One wallet per company (issue #27): every member's orders debit it. `user_id` is the member who
 * opened it. Balances never go below zero: the database refuses it too.
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
    recharge: won('recharge').notNull().default(0),
    reward: won('reward').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_key').on(t.userId),
    uniqueIndex('wallets_company_key').on(t.companyId),
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
    memo: text('memo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    index('wallet_transactions_wallet_idx').on(t.walletId),
    check('wallet_transactions_type_valid', sql`${t.transactionType} between 1 and 5`),
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
