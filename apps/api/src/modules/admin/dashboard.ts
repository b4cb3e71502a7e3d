import { DELIVERY_STATUS, RECHARGE_STATUS, TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { INQUIRY_STATUS } from '@bizgift/domain/support-messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codeList } from '../../db/sql.ts';
import { checkLedger, liveWalletIds } from '../wallet/ledger.ts';

/** Failed deliveries: the send failed (3) or the voucher could not be issued (5), as the partial index has them. */
const FAILED = codeList(DELIVERY_STATUS.SEND_FAILED, DELIVERY_STATUS.ADMIN_FAILED);

interface PeriodFigures {
  sales: string;
  refunds: string;
  recharges: string;
  deliveries_sent: number;
  deliveries_failed: number;
  orders: number;
}

async function figuresSince(db: Db, since: Date): Promise<PeriodFigures> {
  const result = await db.execute(sql`
    select
      (select coalesce(-sum(amount), 0) from wallet_transactions where wallet_id in ${liveWalletIds} and transaction_type = ${codeList(TRANSACTION_TYPE.USE)} and created_at >= ${since}) as sales,
      (select coalesce(sum(amount), 0) from wallet_transactions where wallet_id in ${liveWalletIds} and transaction_type = ${codeList(TRANSACTION_TYPE.REFUND)} and created_at >= ${since}) as refunds,
      (select coalesce(sum(amount), 0) from wallet_transactions where wallet_id in ${liveWalletIds} and transaction_type = ${codeList(TRANSACTION_TYPE.CHARGE)} and created_at >= ${since}) as recharges,
      (select count(*) from deliveries where status = ${codeList(DELIVERY_STATUS.COMPLETED)} and sent_at >= ${since} and not test) as sent,
      (select count(*) from deliveries where status in (${FAILED}) and created_at >= ${since} and not test) as failed,
      (select count(*) from orders where created_at >= ${since} and not test) as orders`);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
  return {
    sales: String(row.sales),
    refunds: String(row.refunds),
    recharges: String(row.recharges),
    deliveries_sent: Number(row.sent),
    deliveries_failed: Number(row.failed),
    orders: Number(row.orders),
  };
}

/** Today (Korean time) and the last 7 days, open work, and the ledger check. */
export async function dashboard(db: Db, now = new Date()) {
  const kstMidnight = new Date(
    `${new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10)}T00:00:00+09:00`,
  );
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [today, week, open, ledger] = await Promise.all([
    figuresSince(db, kstMidnight),
    figuresSince(db, weekAgo),
    db.execute(sql`
      select
        (select count(*) from recharges where status = ${codeList(RECHARGE_STATUS.PENDING)}) as pending_recharges,
        (select count(*) from inquiries where status = ${codeList(INQUIRY_STATUS.WAITING)}) as unanswered_inquiries,
        (select count(*) from deliveries where status in (${FAILED}) and not test) as failed_deliveries,
        (select count(*) from users where role = 'member' and status = 'active') as active_members`),
    checkLedger(db),
  ]);
  const o = (open as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
  return {
    today,
    last_7_days: week,
    pending_recharges: Number(o.pending_recharges),
    unanswered_inquiries: Number(o.unanswered_inquiries),
    failed_deliveries: Number(o.failed_deliveries),
    active_members: Number(o.active_members),
    ledger: {
      ok: ledger.ok,
      wallet_total: String(ledger.walletTotal),
      transaction_total: String(ledger.transactionTotal),
      difference: String(ledger.walletTotal - ledger.transactionTotal),
      mismatched_wallets: ledger.mismatchedWallets.length,
    },
  };
}

type Dashboard = Awaited<ReturnType<typeof dashboard>>;
const inFlight = new WeakMap<Db, Promise<Dashboard>>();

/**
 * The dashboard for staff asking at the same moment (issue #32 §4): callers that arrive while one
 * computation runs share it instead of starting their own, so 50 staff at once cost one pass over
 * the ledger, not 50. Nothing is kept once it is answered: the next request computes afresh (an
 * answer is at most as old as the computation it joined).
 */
export function sharedDashboard(db: Db): Promise<Dashboard> {
  const running = inFlight.get(db);
  if (running) return running;
  const started = dashboard(db).finally(() => inFlight.delete(db));
  inFlight.set(db, started);
  return started;
}
