import { VOUCHER_STATUS } from '@bizgift/domain/codes';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries, supplierAttempts } from '../../db/schema/orders.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import type { VoucherIssuer, VoucherState } from '../../providers/voucher/voucher-issuer.ts';

/**
 * The fate of issuing attempts at the supplier (table supplier_attempts, one row per tr_id written
 * before the call). A send whose answer was lost may still be carried out by the supplier: no new
 * tr_id is issued while an earlier one's fate is unknown (the coupon detail call says), a voucher
 * found issued under an unknown attempt is cancelled (its PIN never reached us, nobody can use it),
 * and the status sync keeps looking up the unknown ones, so exactly one voucher per delivery stays live.
 */

/** A tr_id the supplier never shows within this long counts as never issued. */
const ABSENT_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/** The new issue waits: an earlier attempt's fate is not known yet (the supplier may still issue it). */
export class EarlierIssuePending extends ProviderError {
  constructor(readonly until: Date) {
    super('이전 발급 요청의 결과를 확인하는 중입니다. 잠시 후 다시 시도해주세요.', false);
    this.name = 'EarlierIssuePending';
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
 * supplier may still carry it out the new issue waits (EarlierIssuePending); after that it stays
 * unknown for the status sync to look for, and the issue goes ahead.
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
    const state = await issuer.find(attempt.trId);
    if (state) {
      await settleFound(db, issuer, attempt.trId, state);
      continue;
    }
    const late = attempt.startedAt.getTime() + issuer.lateIssueMs;
    if (late > Date.now()) waitUntil = Math.max(waitUntil, late);
    else await checked(db, attempt.trId);
  }
  if (waitUntil > 0) throw new EarlierIssuePending(new Date(waitUntil));
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

async function settleFound(db: Db, issuer: VoucherIssuer, trId: string, state: VoucherState) {
  if (state.status === VOUCHER_STATUS.UNUSED) {
    await takeBackAttempt(db, issuer, trId);
    return;
  }
  await db
    .update(supplierAttempts)
    .set({ outcome: state.status === VOUCHER_STATUS.CANCELLED ? 'cancelled' : 'gone', checkedAt: new Date() })
    .where(and(eq(supplierAttempts.trId, trId), isNull(supplierAttempts.outcome)));
}

async function checked(db: Db, trId: string) {
  await db.update(supplierAttempts).set({ checkedAt: new Date() }).where(eq(supplierAttempts.trId, trId));
}

/**
 * Reconciliation by tr_id (the status sync): attempts still unknown once the supplier can no longer
 * be working on them are looked up again, least recently checked first. One found issued is
 * cancelled; one never found for three days is settled as absent. A failed lookup is retried next run.
 */
export async function reconcileAttempts(
  db: Db,
  issuer: VoucherIssuer,
  limit = 200,
  /** The test world's attempts (issue #30 §2, asked of the sandbox issuer), else the live ones. */
  test = false,
): Promise<{ checked: number; cancelled: number; failed: number }> {
  const due = await db
    .select({ trId: supplierAttempts.trId, startedAt: supplierAttempts.startedAt })
    .from(supplierAttempts)
    .where(
      and(
        isNull(supplierAttempts.outcome),
        lt(supplierAttempts.startedAt, new Date(Date.now() - issuer.lateIssueMs)),
        sql`not exists (select 1 from ${deliveries} d where d.supplier_tr_id = ${supplierAttempts.trId} and d.coupon_no is not null)`,
        sql`coalesce((select d.test from ${deliveries} d where d.id = ${supplierAttempts.deliveryId}), false) = ${test}`,
      ),
    )
    .orderBy(sql`${supplierAttempts.checkedAt} asc nulls first`, asc(supplierAttempts.startedAt))
    .limit(limit);
  const result = { checked: 0, cancelled: 0, failed: 0 };
  for (const attempt of due) {
    try {
      const state = await issuer.find(attempt.trId);
      result.checked++;
      if (state?.status === VOUCHER_STATUS.UNUSED) {
        if (await takeBackAttempt(db, issuer, attempt.trId)) result.cancelled++;
      } else if (state) {
        await settleFound(db, issuer, attempt.trId, state);
      } else if (attempt.startedAt.getTime() < Date.now() - ABSENT_AFTER_MS) {
        await db
          .update(supplierAttempts)
          .set({ outcome: 'absent', checkedAt: new Date() })
          .where(and(eq(supplierAttempts.trId, attempt.trId), isNull(supplierAttempts.outcome)));
      } else {
        await checked(db, attempt.trId);
      }
    } catch {
      result.failed++;
    }
  }
  return result;
}
