import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { conflict } from '../../http/errors.ts';

export type TransactionType = 1 | 2 | 3 | 4 | 5;

export interface BalanceChange {
  userId: number;
  transactionType: TransactionType;
  /** Signed won: positive credits, negative debits. */
  amount: number;
  rechargeId?: number;
  orderId?: number;
  deliveryId?: number;
  staffId?: number;
  memo?: string;
}

export const INSUFFICIENT_BALANCE = '충전금 잔액이 부족합니다.';

/**
 * The one place that locks wallet rows. Callers that touch several wallets pass all the user ids
 * at once so rows are always locked in id order and two transactions can never deadlock.
 */
export async function lockWallets(tx: Tx, userIds: number[]) {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(wallets)
    .where(inArray(wallets.userId, ids))
    .orderBy(asc(wallets.id))
    .for('update');
  if (rows.length !== ids.length) throw conflict('충전금 지갑을 찾을 수 없습니다.', 'wallet_missing');
  return rows;
}

/**
 * Every balance change goes through here: inside the caller's transaction, with the wallet row
 * locked, it moves the recharge balance and appends the ledger row that explains it. A debit that
 * would go below zero is refused (409) and the caller's transaction rolls back.
 */
export async function applyBalanceChange(tx: Tx, change: BalanceChange) {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new Error(`invalid ledger amount ${change.amount}`);
  }
  const [wallet] = await lockWallets(tx, [change.userId]);
  const balanceAfter = wallet!.recharge + change.amount;
  if (balanceAfter < 0) throw conflict(INSUFFICIENT_BALANCE, 'insufficient_balance');
  await tx
    .update(wallets)
    .set({ recharge: balanceAfter, updatedAt: sql`now()` })
    .where(eq(wallets.id, wallet!.id));
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      walletId: wallet!.id,
      userId: change.userId,
      transactionType: change.transactionType,
      amount: change.amount,
      balanceAfter,
      rechargeId: change.rechargeId,
      orderId: change.orderId,
      deliveryId: change.deliveryId,
      staffId: change.staffId,
      memo: change.memo,
    })
    .returning();
  return { balanceAfter, transaction: row! };
}

export async function createWallet(db: DbOrTx, userId: number) {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

export async function getBalance(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ recharge: wallets.recharge, reward: wallets.reward })
    .from(wallets)
    .where(eq(wallets.userId, userId))
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
