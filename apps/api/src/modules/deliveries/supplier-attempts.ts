import { VOUCHER_STATUS } from '@bizgift/domain/codes';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries, supplierAttempts } from '../../db/schema/orders.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import type { OutcomeUnknown, VoucherIssuer } from '../../providers/voucher/voucher-issuer.ts';

/**
 * The fate of issuing attempts at the supplier (table supplier_attempts, one row per tr_id written
 * before the call). An attempt whose answer was lost is looked up by its tr_id (the coupon detail
 * call); a voucher found issued under it is cancelled (its PIN never reached us, nobody can use it),
 * so exactly one voucher per delivery stays live. When nothing is found, it depends on how the call
 * ended:
 * - It ended without a readable answer (garbage, an error page, a connection cut or refused): the
 *   supplier is done with it (settle_after is set), so it is looked up at once, and finding nothing
 *   settles it as absent; the delivery is issued again with its next try. Before, these were waited
 *   for like a timeout (the delivery held two minutes) and stayed unknown for three days.
 * - No answer came in time: the supplier may still be carrying it out. No new tr_id is issued until
 *   the issuer's late-issue time has passed; after that the issue goes ahead and the status sync
 *   keeps looking it up (a send held longer than that is still found and cancelled) until found, or
 *   for three days, when it counts as absent.
 */

/** A timed-out tr_id the supplier never shows within this long counts as never issued. */
const ABSENT_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** The new issue waits: an earlier attempt's fate is not known yet (the supplier may still issue it). */
export class EarlierIssuePending extends ProviderError {
  constructor(readonly until: Date) {
    super('이전 발급 요청의 결과를 확인하는 중입니다. 잠시 후 다시 시도해주세요.', false);
    this.name = 'EarlierIssuePending';
  }
}

/**
 * The attempt's call got no readable answer. One that ended (not a timeout) is marked settled by a
 * lookup from now on and looked up at once; a failed lookup leaves it to the delivery's next try or
 * the sweep.
 */
export async function recordLostAnswer(
  db: Db,
  issuer: VoucherIssuer,
  trId: string,
  error: OutcomeUnknown,
): Promise<void> {
  if (error.mayStillHappen) return;
  const [attempt] = await db
    .update(supplierAttempts)
    .set({ settleAfter: sql`now()` })
    .where(and(eq(supplierAttempts.trId, trId), isNull(supplierAttempts.outcome)))
    .returning();
  if (!attempt) return;
  try {
    await settleAttempt(db, issuer, attempt);
  } catch {
    // The supplier is not answering lookups either: it stays unknown until one is answered.
  }
}

/** The supplier refused the attempt (it answered): nothing was issued under it. */
export async function recordRefusal(db: Db, trId: string): Promise<void> {
  await db
    .update(supplierAttempts)
    .set({ outcome: 'refused', checkedAt: new Date() })
    .where(and(eq(supplierAttempts.trId, trId), isNull(supplierAttempts.outcome)));
}

/**
 * Before a delivery is issued under a new tr_id: each earlier attempt of it whose fate is unknown is
 * looked up. Found live: cancelled. Found used, expired or cancelled: settled. Not found: while the
 * supplier may still carry it out the new issue waits (EarlierIssuePending); after that it is
 * settled as absent, and the issue goes ahead.
 */
export async function settleEarlierAttempts(
  db: Db,
  issuer: VoucherIssuer,
  delivery: { id: number; supplierTrId: string | null },
): Promise<void> {
  if (delivery.supplierTrId) {
    // An attempt from before this table: looked up like one started long ago.
    await db
      .insert(supplierAttempts)
      .values({ trId: delivery.supplierTrId, deliveryId: delivery.id, startedAt: new Date(0) })
      .onConflictDoNothing();
  }
  const unknown = await db
    .select()
    .from(supplierAttempts)
    .where(and(eq(supplierAttempts.deliveryId, delivery.id), isNull(supplierAttempts.outcome)));
  let waitUntil = 0;
  for (const attempt of unknown) {
    const { pendingUntil } = await settleAttempt(db, issuer, attempt);
    if (pendingUntil) waitUntil = Math.max(waitUntil, pendingUntil);
  }
  if (waitUntil > 0) throw new EarlierIssuePending(new Date(waitUntil));
}

/**
 * One unknown attempt looked up at the supplier: a voucher found live is taken back, one used,
 * expired or cancelled settled. Nothing found: absent when its call ended, or when a timed-out one
 * was never seen for ABSENT_AFTER_MS; a timed-out one within the late-issue time answers until when
 * the supplier may still carry it out (pendingUntil).
 */
async function settleAttempt(
  db: Db,
  issuer: VoucherIssuer,
  attempt: { trId: string; startedAt: Date; settleAfter: Date | null },
): Promise<{ tookBack: boolean; pendingUntil?: number }> {
  const state = await issuer.find(attempt.trId);
  if (state?.status === VOUCHER_STATUS.UNUSED)
    return { tookBack: await takeBackAttempt(db, issuer, attempt.trId) };
  if (state) {
    await settle(db, attempt.trId, state.status === VOUCHER_STATUS.CANCELLED ? 'cancelled' : 'gone');
    return { tookBack: false };
  }
  if (attempt.settleAfter || attempt.startedAt.getTime() < Date.now() - ABSENT_AFTER_MS) {
    await settle(db, attempt.trId, 'absent');
    return { tookBack: false };
  }
  await db
    .update(supplierAttempts)
    .set({ checkedAt: new Date() })
    .where(eq(supplierAttempts.trId, attempt.trId));
  const late = attempt.startedAt.getTime() + issuer.lateIssueMs;
  return { tookBack: false, pendingUntil: late > Date.now() ? late : undefined };
}

/**
 * Takes back whatever the supplier issued under `trId` when it is not a delivery's voucher: marked
 * cancelled first (a late answer can no longer store its PIN), then cancelled at the supplier.
 * False when someone else settled it already (or it became the delivery's voucher).
 */
export async function takeBackAttempt(db: Db, issuer: VoucherIssuer, trId: string): Promise<boolean> {
  const claimed = await db
    .update(supplierAttempts)
    .set({ outcome: 'cancelled', checkedAt: new Date() })
    .where(
      and(
        eq(supplierAttempts.trId, trId),
        isNull(supplierAttempts.outcome),
        sql`not exists (select 1 from ${deliveries} d where d.supplier_tr_id = ${trId} and d.coupon_no is not null)`,
      ),
    )
    .returning({ trId: supplierAttempts.trId });
  if (claimed.length === 0) return false;
  try {
    await issuer.abandon(trId);
  } catch (error) {
    await db
      .update(supplierAttempts)
      .set({ outcome: null })
      .where(and(eq(supplierAttempts.trId, trId), eq(supplierAttempts.outcome, 'cancelled')));
    throw error;
  }
  return true;
}

async function settle(db: Db, trId: string, outcome: 'cancelled' | 'gone' | 'absent') {
  await db
    .update(supplierAttempts)
    .set({ outcome, checkedAt: new Date() })
    .where(and(eq(supplierAttempts.trId, trId), isNull(supplierAttempts.outcome)));
}

/**
 * Reconciliation by tr_id: attempts still unknown that a lookup can settle are looked up, least
 * recently checked first (a voucher found issued is cancelled). `ended`: only those whose call
 * ended (the sweep, every few seconds: settled as soon as the supplier answers lookups again, also
 * for a delivery that failed for good meanwhile); else also the timed-out ones past the late-issue
 * time (the status sync). A failed lookup is retried next run.
 */
export async function reconcileAttempts(
  db: Db,
  issuer: VoucherIssuer,
  options: {
    limit?: number;
    /** The test world's attempts (asked of the sandbox issuer), else the live ones. */
    test?: boolean;
    ended?: boolean;
  } = {},
): Promise<{ checked: number; cancelled: number; failed: number }> {
  const { limit = 200, test = false, ended = false } = options;
  const due = await db
    .select({
      trId: supplierAttempts.trId,
      startedAt: supplierAttempts.startedAt,
      settleAfter: supplierAttempts.settleAfter,
    })
    .from(supplierAttempts)
    .where(
      and(
        isNull(supplierAttempts.outcome),
        ended
          ? sql`${supplierAttempts.settleAfter} <= now()`
          : sql`coalesce(${supplierAttempts.settleAfter}, ${supplierAttempts.startedAt} + ${issuer.lateIssueMs} * interval '1 millisecond') <= now()`,
        sql`not exists (select 1 from ${deliveries} d where d.supplier_tr_id = ${supplierAttempts.trId} and d.coupon_no is not null)`,
        sql`coalesce((select d.test from ${deliveries} d where d.id = ${supplierAttempts.deliveryId}), false) = ${test}`,
      ),
    )
    .orderBy(sql`${supplierAttempts.checkedAt} asc nulls first`, asc(supplierAttempts.startedAt))
    .limit(limit);
  const result = { checked: 0, cancelled: 0, failed: 0 };
  for (const attempt of due) {
    try {
      const { tookBack } = await settleAttempt(db, issuer, attempt);
      result.checked++;
      if (tookBack) result.cancelled++;
    } catch {
      result.failed++;
    }
  }
  return result;
}
