import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { TEST_WALLET_TEXTS, TEST_WALLET_WON } from '@bizgift/domain/wallet';
import { LOW_BALANCE_WON } from '@bizgift/domain/webhooks';
import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { preparedStatement } from '../../db/sql.ts';
import { conflict } from '../../http/errors.ts';
import { emitWebhook } from '../webhooks/outbox.ts';

export type TransactionType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/**
 * Which of a company's two wallets (issue #30 §2): 'live', the real money every person and live key
 * spends, or 'test', the test world's wallet a test key's orders debit. Same table, same rules.
 */
export type WalletMode = 'live' | 'test';
export const walletMode = (test: boolean | null | undefined): WalletMode => (test ? 'test' : 'live');

/** SQL: the ids of every live wallet (sums, statements and exports of real money read only these). */
export const liveWalletIds = sql`(select w.id from wallets w where w.mode = 'live')`;

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
  /**
   * The wallet that moves. Unset: the order's (`orderId`: its test wallet for a test order, read in
   * the statement, so no refund path can credit a test order to live money), else the live one.
   */
  mode?: WalletMode;
}

/**
 * SQL: the mode of the wallet a change moves (see BalanceChange.mode): its mode when given, else its
 * order's world when it has an order, else live.
 */
const modeOf = (mode: WalletMode | null | Placeholder, orderId: number | null | Placeholder): SQL =>
  sql`coalesce(${mode}::text, (select case when o.test then 'test' else 'live' end from orders o where o.id = ${orderId}::bigint), 'live')`;

export const INSUFFICIENT_BALANCE = '충전금 잔액이 부족합니다.';

/** The wallet of a member: its company's (issue #27), one per company. */
const companyOf = (userId: number | Placeholder) =>
  sql`(select ${users.companyId} from ${users} where ${users.id} = ${userId})`;

/**
 * The one place that locks wallet rows. Callers that touch several wallets pass all the members at
 * once so rows are always locked in id order and two transactions can never deadlock; members of
 * one company share one wallet.
 */
export async function lockWallets(tx: Tx, userIds: number[], mode: WalletMode = 'live') {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const companies = tx.select({ id: users.companyId }).from(users).where(inArray(users.id, ids));
  const rows = await tx
    .select()
    .from(wallets)
    .where(and(inArray(wallets.companyId, companies), eq(wallets.mode, mode)))
    .orderBy(asc(wallets.id))
    .for('update');
  if (rows.length === 0) throw conflict('충전금 지갑을 찾을 수 없습니다.', 'wallet_missing');
  return rows;
}

const p = sql.placeholder;

/**
 * One balance change as one statement prepared by name (see applyBalanceChange): it locks the wallet
 * row (the UPDATE), checks and moves the balance against its latest version, and appends the ledger
 * row. Both drivers answer `rows`; bigint columns may come back as strings.
 */
const balanceChangeStatement = preparedStatement<{
  id: string | number;
  balance_after: string | number;
  mode: WalletMode;
}>(
  'ledger_change',
  sql`
    with moved as (
      update ${wallets} set recharge = recharge + ${p('amount')}::bigint, updated_at = now()
      where company_id = ${companyOf(p('user'))} and mode = ${modeOf(p('mode'), p('order'))}
        and recharge + ${p('amount')}::bigint >= 0
      returning id, recharge, mode),
    appended as (
      insert into ${walletTransactions}
        (wallet_id, user_id, transaction_type, amount, balance_after, recharge_id, order_id, delivery_id, staff_id,
         balance_refund_id, memo)
      select id, ${p('user')}, ${p('type')}, ${p('amount')}, recharge, ${p('recharge')}, ${p('order')},
        ${p('delivery')}, ${p('staff')}, ${p('balanceRefund')}, ${p('memo')}
      from moved
      returning id, balance_after)
    select appended.id, appended.balance_after, moved.mode from appended, moved`,
);

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
  const rows = await balanceChangeStatement(tx, {
    amount: change.amount,
    user: change.userId,
    mode: change.mode ?? null,
    order: change.orderId ?? null,
    type: change.transactionType,
    recharge: change.rechargeId ?? null,
    delivery: change.deliveryId ?? null,
    staff: change.staffId ?? null,
    balanceRefund: change.balanceRefundId ?? null,
    memo: change.memo ?? null,
  });
  const [row] = rows;
  if (!row) {
    // Nothing moved: no wallet, or not enough in it.
    const [found] = (
      (await tx.execute(
        sql`select ${modeOf(change.mode ?? null, change.orderId ?? null)} as mode`,
      )) as unknown as { rows: { mode: WalletMode }[] }
    ).rows;
    await lockWallets(tx, [change.userId], found?.mode ?? 'live');
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
    await emitWebhook(
      tx,
      { userId: change.userId },
      'wallet.low_balance',
      { balance: await getBalance(tx, change.userId, row.mode), threshold: String(LOW_BALANCE_WON) },
      new Date(),
      row.mode === 'test',
    );
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

/**
 * The company's test wallet (issue #30 §2), opened on first need with TEST_WALLET_WON, granted by a
 * ledger row (type 8) like any other movement so the invariant holds for it too. Idempotent: a
 * second call (or a racing one) finds it. `userId`: the member (or a key's creator) it is opened for.
 */
export async function ensureTestWallet(tx: Tx, userId: number): Promise<void> {
  const { rows } = (await tx.execute(sql`
    insert into ${wallets} (user_id, company_id, mode)
    select ${users.id}, ${users.companyId}, 'test' from ${users}
    where ${users.id} = ${userId} and ${users.companyId} is not null
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };
  if (rows.length === 0) return;
  await applyBalanceChange(tx, {
    userId,
    transactionType: TRANSACTION_TYPE.TEST_RESET,
    amount: TEST_WALLET_WON,
    mode: 'test',
    memo: TEST_WALLET_TEXTS.memoGrant,
  });
}

/**
 * Puts the company's test wallet back to TEST_WALLET_WON (the owner's reset): locked, then one
 * ledger row (type 8) of the difference, so the balance is still the sum of its rows. Returns the
 * balance before and after.
 */
export async function resetTestWallet(tx: Tx, userId: number): Promise<{ before: number; after: number }> {
  await ensureTestWallet(tx, userId);
  const [wallet] = await lockWallets(tx, [userId], 'test');
  const before = wallet!.recharge;
  if (before !== TEST_WALLET_WON) {
    await applyBalanceChange(tx, {
      userId,
      transactionType: TRANSACTION_TYPE.TEST_RESET,
      amount: TEST_WALLET_WON - before,
      mode: 'test',
      memo: TEST_WALLET_TEXTS.memoReset,
    });
  }
  return { before, after: TEST_WALLET_WON };
}

/** The member's company wallet (every member of a company sees the same balance); `mode` 'test': its test wallet. */
export async function getBalance(db: DbOrTx, userId: number, mode: WalletMode = 'live') {
  const [row] = await db
    .select({ recharge: wallets.recharge, reward: wallets.reward })
    .from(wallets)
    .where(and(eq(wallets.companyId, companyOf(userId)), eq(wallets.mode, mode)))
    .limit(1);
  // A test wallet not opened yet holds what it will be opened with.
  const fallback = mode === 'test' ? TEST_WALLET_WON : 0;
  return { recharge: String(row?.recharge ?? fallback), reward: String(row?.reward ?? 0) };
}

export interface LedgerCheck {
  ok: boolean;
  walletTotal: number;
  transactionTotal: number;
  /** Wallets whose balance differs from the sum of their transactions. */
  mismatchedWallets: { walletId: number; balance: number; ledger: number }[];
}

/** The invariant: every wallet's balance — live and test (issue #30 §2) alike — equals the sum of its ledger rows. */
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
