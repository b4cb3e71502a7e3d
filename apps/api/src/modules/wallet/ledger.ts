import { LOW_BALANCE_WON } from '@bizgift/domain/webhooks';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { conflict } from '../../http/errors.ts';
import { emitWebhook } from '../webhooks/outbox.ts';

export type TransactionType = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface BalanceChange {
  /** The member the change is for (who ordered, asked, was refunded); its company's wallet moves. */
  userId: number;
  transactionType: TransactionType;
  /** Signed won: positive credits, negative debits. */
  amount: number;
  rechargeId?: number;
  orderId?: number;
  deliveryId?: number;
  staffId?: number;
  /** Types 6 and 7: the balance refund request (issue #29 §3). */
  balanceRefundId?: number;
  memo?: string;
}

export const INSUFFICIENT_BALANCE = '충전금 잔액이 부족합니다.';

/** The wallet of a member: its company's (issue #27), one per company. */
const companyOf = (userId: number) =>
  sql`(select ${users.companyId} from ${users} where ${users.id} = ${userId})`;

/**
 * The one place that locks wallet rows. Callers that touch several wallets pass all the members at
 * once so rows are always locked in id order and two transactions can never deadlock; members of
 * one company share one wallet.
 */
export async function lockWallets(tx: Tx, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const companies = tx.select({ id: users.companyId }).from(users).where(inArray(users.id, ids));
  const rows = await tx
    .select()
    .from(wallets)
    .where(inArray(wallets.companyId, companies))
    .orderBy(asc(wallets.id))
    .for('update');
  if (rows.length === 0) throw conflict('충전금 지갑을 찾을 수 없습니다.', 'wallet_missing');
  return rows;
}

/**
 * Every balance change goes through here: inside the caller's transaction it moves the recharge
 * balance and appends the ledger row that explains it. A debit that would go below zero is refused
 * (409) and the caller's transaction rolls back.
 *
 * One statement locks the row (the UPDATE), checks and moves the balance against its latest
 * version, and appends the ledger row, so the lock is held for that statement and the commit only:
 * concurrent orders of one member queue on this row, and every extra round trip under the lock
 * was throughput lost. Every caller changes one wallet per transaction; one that needs several
 * takes them first with `lockWallets` (id order).
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange) {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new Error(`invalid ledger amount ${change.amount}`);
  }
  // Both drivers answer raw SQL with `rows`; bigint columns may come back as strings.
  const { rows } = (await tx.execute(sql`
    with moved as (
      update ${wallets} set recharge = recharge + ${change.amount}, updated_at = now()
      where company_id = ${companyOf(change.userId)} and recharge + ${change.amount} >= 0
      returning id, recharge)
    insert into ${walletTransactions}
      (wallet_id, user_id, transaction_type, amount, balance_after, recharge_id, order_id, delivery_id, staff_id,
       balance_refund_id, memo)
    select id, ${change.userId}, ${change.transactionType}, ${change.amount}, recharge,
      ${change.rechargeId ?? null}, ${change.orderId ?? null}, ${change.deliveryId ?? null},
      ${change.staffId ?? null}, ${change.balanceRefundId ?? null}, ${change.memo ?? null}
    from moved
    returning id, balance_after`)) as { rows: { id: string | number; balance_after: string | number }[] };
  const [row] = rows;
  if (!row) {
    // Nothing moved: no wallet, or not enough in it.
    await lockWallets(tx, [change.userId]);
    throw conflict(INSUFFICIENT_BALANCE, 'insufficient_balance');
  }
  const balanceAfter = Number(row.balance_after);
  // wallet.low_balance once per crossing: this debit took the balance from at or above the
  // threshold to below it (the next debit below it is no new crossing; a credit above it re-arms).
  if (
    change.amount < 0 &&
    balanceAfter < LOW_BALANCE_WON &&
    balanceAfter - change.amount >= LOW_BALANCE_WON
  ) {
    await emitWebhook(tx, { userId: change.userId }, 'wallet.low_balance', {
      balance: await getBalance(tx, change.userId),
      threshold: String(LOW_BALANCE_WON),
    });
  }
  return { balanceAfter, transactionId: Number(row.id) };
}

/** Opens the company's wallet for the member who signs it up (a company has one; later members share it). */
export async function createWallet(db: DbOrTx, userId: number) {
  await db.execute(sql`
    insert into ${wallets} (user_id, company_id)
    select ${users.id}, ${users.companyId} from ${users} where ${users.id} = ${userId} and ${users.companyId} is not null
    on conflict do nothing`);
}

/** The member's company wallet (every member of a company sees the same balance). */
export async function getBalance(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ recharge: wallets.recharge, reward: wallets.reward })
    .from(wallets)
    .where(eq(wallets.companyId, companyOf(userId)))
    .limit(1);
  return { recharge: String(row?.recharge ?? 0), reward: String(row?.reward ?? 0) };
}

export interface LedgerCheck {
  ok: boolean;
  walletTotal: number;
  transactionTotal: number;
  /** Wallets whose balance differs from the sum of their transactions. */
  mismatchedWallets: { walletId: number; balance: number; ledger: number }[];
}

/** The invariant: every wallet's balance equals the sum of its ledger rows. */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const totals = db
    .select({
      walletId: walletTransactions.walletId,
      total: sql<string>`sum(${walletTransactions.amount})`.as('total'),
    })
    .from(walletTransactions)
    .groupBy(walletTransactions.walletId)
    .as('totals');
  const rows = await db
    .select({ walletId: wallets.id, balance: wallets.recharge, ledger: sql<string | null>`${totals.total}` })
    .from(wallets)
    .leftJoin(totals, eq(totals.walletId, wallets.id));
  let walletTotal = 0;
  let transactionTotal = 0;
  const mismatchedWallets: LedgerCheck['mismatchedWallets'] = [];
  for (const row of rows) {
    const ledger = Number(row.ledger ?? 0);
    walletTotal += row.balance;
    transactionTotal += ledger;
    if (ledger !== row.balance)
      mismatchedWallets.push({ walletId: row.walletId, balance: row.balance, ledger });
  }
  return { ok: mismatchedWallets.length === 0, walletTotal, transactionTotal, mismatchedWallets };
}
