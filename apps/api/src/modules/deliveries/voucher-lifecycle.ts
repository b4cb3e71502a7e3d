import {
  DELIVERY_STATUS,
  TRANSACTION_TYPE,
  VOUCHER_CANCEL_DAILY_LIMIT,
  VOUCHER_STATUS,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.ts';
import { deliveries, messages, orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { codeList } from '../../db/sql.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { type MessagingProviders, testWorld } from '../../providers/registry.ts';
import { BIZMONEY_SHORT } from '../../providers/voucher/giftishow.ts';
import { VoucherNotCancellable } from '../../providers/voucher/voucher-issuer.ts';
import { recordAudit } from '../audit/audit.ts';
import { visibleTo } from '../company/policy.ts';
import { applyBalanceChange, lockWallets, walletMode } from '../wallet/ledger.ts';
import { refreshOrderStatus } from './delivery-worker.ts';
import { emitDeliveryEvents, emitVoucherEvents } from './events.ts';
import { reconcileAttempts } from './supplier-attempts.ts';

export const VOUCHER_MESSAGES = {
  notFound: '발송 정보를 찾을 수 없습니다.',
  notRefundable: '환불 가능한 상태가 아닙니다.',
  notCancellable: '취소할 수 있는 쿠폰이 아닙니다. 발송이 완료된 미사용 쿠폰만 취소할 수 있습니다.',
  used: '이미 사용된 쿠폰은 취소할 수 없습니다.',
  expired: '유효기간이 지난 쿠폰은 취소할 수 없습니다.',
  inProgress: '이 쿠폰의 취소 또는 환불이 이미 진행 중입니다.',
  dailyLimit: `쿠폰 취소는 하루 ${VOUCHER_CANCEL_DAILY_LIMIT}건까지 가능합니다. 내일 다시 시도하거나 고객센터로 문의해주세요.`,
  supplierFailed: '상품권 공급사에 쿠폰 취소를 요청하지 못했습니다. 잠시 후 다시 시도해주세요.',
  cancelled: '쿠폰이 취소되었습니다. 결제 금액이 충전금으로 반환됩니다.',
  sandboxOnly: '사용 처리는 기본 발급기(샌드박스)에서만 할 수 있습니다.',
  notUnused: '미사용 쿠폰만 사용 처리할 수 있습니다.',
  markedUsed: '사용 처리되었습니다.',
} as const;

/** How long a cancel or refund holds a delivery before another may take it over (a crash mid-call). */
export const CANCEL_HOLD_SECONDS = 300;

/** The refund reasons the automatic refund writes: the member's summary finds its refunds by them. */
export const AUTO_REFUND_REASONS = {
  sendFailed: '발송 실패 자동 환불',
  issuingFailed: '발급 실패 자동 환불',
} as const;

type Kind = 'refund' | 'cancel';

/** The refund reason of a voucher found cancelled at the supplier but never refunded. */
export const SUPPLIER_CANCELLED_REASON = '공급사 취소 확인 환불';

export const MEMBER_WITHDRAWN_MESSAGE =
  '탈퇴한 회원의 발송은 환불할 수 없습니다. 탈퇴할 때 충전금이 소멸되어 환불받을 지갑이 없습니다.';

/** A withdrawn member's wallet is closed: no refund or voucher cancel credits it (409). */
async function refuseWithdrawnMember(tx: Tx, userId: number) {
  const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, userId));
  if (owner?.status === 'withdrawn') throw conflict(MEMBER_WITHDRAWN_MESSAGE, 'member_withdrawn');
}
/** A member acts in one world (issue #30 §2): `test` for a test key, whose deliveries are the test ones. */
type Actor =
  | { by: 'member'; userId: number; test?: boolean }
  | { by: 'staff'; staffId: number }
  | { by: 'system' };
type DeliveryRow = typeof deliveries.$inferSelect;

/** Start of today in Asia/Seoul, as SQL (the daily cancel limit counts from here). */
const seoulMidnight = sql`(date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul')`;

/**
 * The voucher's side of a delivery: taking a voucher back for money (a member's cancel of an unused
 * voucher, a refund of a failed send, the automatic refunds), staff's 사용 처리 on the sandbox and
 * reading the voucher's state from the issuer. The supplier is always asked first; the money moves
 * only once it has let go of the voucher, exactly once.
 */
export class VoucherLifecycle {
  /** A delivery's providers: a test order's voucher lives at the sandbox issuer (issue #30 §2). */
  private readonly world: (test: boolean | undefined) => MessagingProviders;

  constructor(
    private readonly db: Db,
    private readonly providers: MessagingProviders,
    private readonly options: {
      autoRefundAfterHours: number;
      mailFrom: string;
      supplierMaxConcurrency: number;
      supplierBalanceWarn: number;
    },
    private readonly log?: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {
    this.world = testWorld(providers, db);
  }

  /** DESIGN §4: a member's (or staff's) cancel of an unused voucher for a refund of its price. */
  cancel(actor: Actor, deliveryId: number, reason = '미사용 쿠폰 취소'): Promise<void> {
    return this.takeBack('cancel', actor, deliveryId, reason);
  }

  /** DESIGN §4: a refund of a failed send (3) or a failed issue (5); any voucher it left is cancelled first. */
  refund(actor: Actor, deliveryId: number, reason: string): Promise<void> {
    return this.takeBack('refund', actor, deliveryId, reason);
  }

  private async takeBack(kind: Kind, actor: Actor, deliveryId: number, reason: string) {
    const held = await this.hold(kind, actor, deliveryId);
    let voucherCancelled: boolean;
    try {
      voucherCancelled = await this.releaseAtSupplier(kind, held);
    } catch (error) {
      await this.unhold(held);
      throw error;
    }
    await this.settle(kind, actor, held, reason, voucherCancelled);
  }

  /**
   * Locks the order, then the delivery (the shop-wide order), checks the state and marks the
   * delivery held (cancel_started_at): a second cancel, a refund or a resend is refused meanwhile.
   * A member's cancel also takes the wallet lock so parallel cancels count against one daily limit.
   */
  private hold(kind: Kind, actor: Actor, deliveryId: number): Promise<DeliveryRow> {
    return this.db.transaction(async (tx) => {
      const delivery = await lockDelivery(
        tx,
        deliveryId,
        actor.by === 'member' ? actor.userId : null,
        actor.by === 'member' && actor.test === true,
      );
      await refuseWithdrawnMember(tx, delivery.userId);
      const allowed = kind === 'cancel' ? [1] : [3, 5];
      if (!allowed.includes(delivery.status)) {
        throw conflict(
          kind === 'cancel' ? VOUCHER_MESSAGES.notCancellable : VOUCHER_MESSAGES.notRefundable,
          kind === 'cancel' ? 'not_cancellable' : 'not_refundable',
        );
      }
      if (
        delivery.cancelStartedAt &&
        delivery.cancelStartedAt.getTime() > Date.now() - CANCEL_HOLD_SECONDS * 1000
      ) {
        throw conflict(VOUCHER_MESSAGES.inProgress, 'in_progress');
      }
      if (kind === 'cancel') {
        if (!delivery.couponNo || !delivery.supplierTrId) {
          throw conflict(VOUCHER_MESSAGES.notCancellable, 'not_cancellable');
        }
        // Already cancelled at the supplier but not refunded (a cancel whose answer was lost, seen by
        // the status sync since): the retry refunds it, whatever its expiry says.
        if (delivery.voucherStatus !== VOUCHER_STATUS.CANCELLED) {
          if (delivery.voucherStatus === VOUCHER_STATUS.USED)
            throw conflict(VOUCHER_MESSAGES.used, 'voucher_used');
          if (
            delivery.voucherStatus === VOUCHER_STATUS.EXPIRED ||
            (delivery.couponExpiresAt?.getTime() ?? 0) < Date.now()
          ) {
            throw conflict(VOUCHER_MESSAGES.expired, 'voucher_expired');
          }
        }
        if (actor.by === 'member') await this.checkDailyLimit(tx, actor.userId, delivery.test);
      }
      const [held] = await tx
        .update(deliveries)
        .set({ cancelStartedAt: new Date() })
        .where(eq(deliveries.id, deliveryId))
        .returning();
      return held!;
    });
  }

  private async checkDailyLimit(tx: Tx, userId: number, test: boolean) {
    await lockWallets(tx, [userId], walletMode(test));
    const [row] = await tx
      .select({ n: count() })
      .from(deliveries)
      .where(
        and(
          visibleTo(userId, deliveries, test),
          or(
            and(
              eq(deliveries.voucherCancelledBy, 'member'),
              gte(deliveries.voucherCancelledAt, seoulMidnight),
            ),
            // Cancels still in flight count too.
            and(
              eq(deliveries.status, DELIVERY_STATUS.COMPLETED),
              gte(deliveries.cancelStartedAt, sql`now() - make_interval(secs => ${CANCEL_HOLD_SECONDS})`),
            ),
          ),
        ),
      );
    if ((row?.n ?? 0) >= VOUCHER_CANCEL_DAILY_LIMIT) {
      throw new AppError(429, VOUCHER_MESSAGES.dailyLimit, 'cancel_limit');
    }
  }

  /**
   * The supplier lets go of the voucher first: cancelled, or an attempt whose answer was lost taken
   * back. True when the delivery's voucher is now cancelled (false: none issued, or it expired).
   */
  private async releaseAtSupplier(kind: Kind, delivery: DeliveryRow): Promise<boolean> {
    const issuer = this.world(delivery.test).voucher;
    if (!delivery.supplierTrId) return false;
    try {
      if (!delivery.couponNo) {
        await issuer.abandon(delivery.supplierTrId);
        return false;
      }
      if (delivery.voucherStatus !== VOUCHER_STATUS.CANCELLED) await issuer.cancel(delivery.supplierTrId);
      return true;
    } catch (error) {
      if (error instanceof VoucherNotCancellable) {
        // The supplier knows better than our last sync: record what it said.
        await this.refreshStatus(delivery.id).catch(() => {});
        // A failed send whose voucher was used anyway (the recipient got it after all) is not refunded.
        if (error.reason === 'used') throw conflict(VOUCHER_MESSAGES.used, 'voucher_used');
        if (kind === 'cancel') throw conflict(VOUCHER_MESSAGES.expired, 'voucher_expired');
        return false;
      }
      this.log?.warn({ err: error, deliveryId: delivery.id }, 'supplier cancel failed');
      throw new AppError(503, VOUCHER_MESSAGES.supplierFailed, 'supplier_unavailable');
    }
  }

  private async unhold(delivery: DeliveryRow) {
    await this.db
      .update(deliveries)
      .set({ cancelStartedAt: null })
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.cancelStartedAt, delivery.cancelStartedAt!)));
  }

  /** One transaction: status 4, the voucher cancelled, order totals, one ledger refund (type 3), the audit row. */
  private async settle(
    kind: Kind,
    actor: Actor,
    held: DeliveryRow,
    reason: string,
    voucherCancelled: boolean,
  ) {
    await this.db.transaction(async (tx) => {
      const delivery = await lockDelivery(tx, held.id, null);
      // Still our hold (a stale hold may have been taken over, and that one refunds).
      if (
        delivery.status === DELIVERY_STATUS.REFUNDED ||
        delivery.cancelStartedAt?.getTime() !== held.cancelStartedAt?.getTime()
      ) {
        throw conflict(VOUCHER_MESSAGES.inProgress, 'in_progress');
      }
      // The wallet before the member's status (a withdrawal changes both in one transaction): a
      // member who withdrew while the supplier was asked gets nothing credited either.
      await lockWallets(tx, [delivery.userId], walletMode(delivery.test));
      await refuseWithdrawnMember(tx, delivery.userId);
      const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, delivery.orderItemId));
      const amount = item!.amount;
      const now = new Date();
      await tx
        .update(deliveries)
        .set({
          status: DELIVERY_STATUS.REFUNDED,
          refundedAt: now,
          refundReason: reason,
          ...(voucherCancelled
            ? {
                voucherStatus: VOUCHER_STATUS.CANCELLED,
                voucherCancelledAt: now,
                voucherCancelledBy: actor.by,
              }
            : {}),
        })
        .where(eq(deliveries.id, delivery.id));
      await tx
        .update(orderItems)
        .set({ refundAmount: sql`${orderItems.refundAmount} + ${amount}` })
        .where(eq(orderItems.id, item!.id));
      await tx
        .update(orders)
        .set({ totalRefundAmount: sql`${orders.totalRefundAmount} + ${amount}` })
        .where(eq(orders.id, delivery.orderId));
      await refreshOrderStatus(tx, delivery.orderId);
      const staffId = actor.by === 'staff' ? actor.staffId : undefined;
      await applyBalanceChange(tx, {
        userId: delivery.userId,
        transactionType: TRANSACTION_TYPE.REFUND,
        amount,
        orderId: delivery.orderId,
        deliveryId: delivery.id,
        staffId,
        memo: reason,
      });
      if (voucherCancelled && delivery.voucherStatus !== VOUCHER_STATUS.CANCELLED) {
        await emitDeliveryEvents(tx, 'voucher.cancelled', [delivery.id], now);
      }
      await emitDeliveryEvents(tx, 'delivery.refunded', [delivery.id], now);
      if (staffId) {
        await recordAudit(tx, {
          staffId,
          action: kind === 'cancel' ? 'delivery.cancel_voucher' : 'delivery.refund',
          targetId: delivery.id,
          before: { status: delivery.status, voucher_status: delivery.voucherStatus },
          after: {
            status: DELIVERY_STATUS.REFUNDED,
            voucher_status: voucherCancelled ? VOUCHER_STATUS.CANCELLED : delivery.voucherStatus,
            amount,
            reason,
          },
        });
      }
    });
  }

  /** Reads the voucher's state from the issuer and records it on the delivery. */
  async refreshStatus(deliveryId: number): Promise<void> {
    const [d] = await this.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    if (!d?.supplierTrId || !d.couponNo) return;
    await this.readStatus(deliveryId, d.supplierTrId, d.test);
  }

  /** One supplier read under `trId` and one update (the sync knows both from its batch query). */
  private async readStatus(deliveryId: number, trId: string, test: boolean): Promise<void> {
    const state = await this.world(test).voucher.status(trId);
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: deliveries.voucherStatus })
        .from(deliveries)
        .where(eq(deliveries.id, deliveryId))
        .for('update');
      const updated = await tx
        .update(deliveries)
        .set({
          voucherStatus: state.status,
          voucherUsedAt: state.usedAt,
          voucherCheckedAt: new Date(),
          ...(state.expiresAt ? { couponExpiresAt: state.expiresAt } : {}),
        })
        // Our own cancel is final: a late sync answer must not bring the voucher back.
        .where(
          and(
            eq(deliveries.id, deliveryId),
            or(
              isNull(deliveries.voucherStatus),
              sql`${deliveries.voucherStatus} <> ${codeList(VOUCHER_STATUS.CANCELLED)}`,
            ),
          ),
        )
        .returning({ id: deliveries.id });
      if (updated.length > 0 && before?.status !== state.status) {
        await emitVoucherEvents(tx, [{ id: deliveryId, status: state.status }]);
      }
    });
  }

  /**
   * The status sync: reads the state of unused vouchers from the issuer, least recently checked
   * first, `supplierMaxConcurrency` calls at a time. One failed read is skipped (checked again next run).
   */
  async syncStatuses(
    limit = 1000,
    checkedBefore?: Date,
  ): Promise<{ checked: number; changed: number; failed: number }> {
    const due = await this.db
      .select({ id: deliveries.id, trId: deliveries.supplierTrId, test: deliveries.test })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.voucherStatus, VOUCHER_STATUS.UNUSED),
          isNotNull(deliveries.supplierTrId),
          isNotNull(deliveries.couponNo),
          checkedBefore
            ? or(isNull(deliveries.voucherCheckedAt), lt(deliveries.voucherCheckedAt, checkedBefore))
            : undefined,
        ),
      )
      .orderBy(sql`${deliveries.voucherCheckedAt} asc nulls first`, asc(deliveries.id))
      .limit(limit);
    let next = 0;
    let failed = 0;
    const read: { id: number; status: number; used_at: string | null; expires_at: string | null }[] = [];
    const workers = Array.from(
      { length: Math.min(this.options.supplierMaxConcurrency, due.length) },
      async () => {
        while (next < due.length) {
          const d = due[next++]!;
          try {
            const state = await this.world(d.test).voucher.status(d.trId!);
            read.push({
              id: d.id,
              status: state.status,
              used_at: state.usedAt?.toISOString() ?? null,
              expires_at: state.expiresAt?.toISOString() ?? null,
            });
          } catch (error) {
            failed++;
            this.log?.warn({ err: error, deliveryId: d.id }, 'voucher status read failed');
          }
        }
      },
    );
    await Promise.all(workers);
    const changed = await this.recordStatuses(read);
    await this.refundCancelledAtSupplier();
    await this.settleUnknownAttempts(false);
    return { checked: read.length, changed, failed };
  }

  /**
   * Issuing attempts still unknown, looked up and settled (supplier-attempts.ts). `ended`: only those
   * whose call ended without a readable answer (every sweep, so none stays unknown once the supplier
   * answers lookups again); else also timed-out ones past the late-issue time (the status sync).
   */
  async settleUnknownAttempts(ended = true): Promise<void> {
    const strays = await reconcileAttempts(this.db, this.providers.voucher, { ended });
    // The test world's stray attempts are the sandbox issuer's: never asked of the supplier.
    await reconcileAttempts(this.db, this.world(true).voucher, { test: true, ended });
    if (strays.cancelled > 0 || strays.failed > 0) this.log?.warn(strays, 'issuing attempts reconciled');
  }

  /**
   * Vouchers the supplier reports cancelled that we never refunded (a cancel whose answer was lost:
   * the member saw 503, the supplier let go of the voucher): refunded here, each exactly once (the
   * refund's own row lock and status check). Our own cancels refund in the same step that records
   * them, so any other cancelled voucher on an unrefunded delivery is one of these.
   */
  async refundCancelledAtSupplier(limit = 100): Promise<number> {
    const due = await this.db
      .select({ id: deliveries.id, status: deliveries.status })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.voucherStatus, VOUCHER_STATUS.CANCELLED),
          inArray(deliveries.status, [
            DELIVERY_STATUS.COMPLETED,
            DELIVERY_STATUS.SEND_FAILED,
            DELIVERY_STATUS.ADMIN_FAILED,
          ]),
          or(
            isNull(deliveries.cancelStartedAt),
            lt(deliveries.cancelStartedAt, sql`now() - make_interval(secs => ${CANCEL_HOLD_SECONDS})`),
          ),
          sql`${deliveries.userId} not in (select ${users.id} from ${users} where ${users.status} = 'withdrawn')`,
        ),
      )
      .orderBy(asc(deliveries.id))
      .limit(limit);
    let refunded = 0;
    for (const d of due) {
      const kind: Kind = d.status === DELIVERY_STATUS.COMPLETED ? 'cancel' : 'refund';
      try {
        await this.takeBack(kind, { by: 'system' }, d.id, SUPPLIER_CANCELLED_REASON);
        refunded++;
      } catch (error) {
        // Refunded or held by someone else meanwhile: nothing to do; anything else is retried next run.
        if (!(error instanceof AppError)) throw error;
        this.log?.warn(
          { err: error, deliveryId: d.id },
          'refund of a voucher cancelled at the supplier skipped',
        );
      }
    }
    if (refunded > 0) this.log?.info({ refunded }, 'vouchers cancelled at the supplier refunded');
    return refunded;
  }

  /**
   * The batch's answers in one statement (a row per voucher cost the sync half its time on the
   * database). Only vouchers still unused are written: one cancelled or marked used meanwhile was
   * written by that action, which knew better than this read. Returns how many are no longer unused.
   */
  private async recordStatuses(
    read: { id: number; status: number; used_at: string | null; expires_at: string | null }[],
  ): Promise<number> {
    if (read.length === 0) return 0;
    // Each change's event (voucher.used, .expired, .cancelled) is committed with it.
    const changed = await this.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`
        update ${deliveries} d set
          voucher_status = (x->>'status')::smallint,
          voucher_used_at = (x->>'used_at')::timestamptz,
          voucher_checked_at = now(),
          coupon_expires_at = coalesce((x->>'expires_at')::timestamptz, d.coupon_expires_at)
        from jsonb_array_elements(${JSON.stringify(read)}::jsonb) x
        where d.id = (x->>'id')::bigint and d.voucher_status = ${codeList(VOUCHER_STATUS.UNUSED)}
        returning d.id, d.voucher_status`)) as unknown as {
        rows: { id: number | string; voucher_status: number | string }[];
      };
      const moved = result.rows
        .map((r) => ({ id: Number(r.id), status: Number(r.voucher_status) }))
        .filter((r) => r.status !== VOUCHER_STATUS.UNUSED);
      await emitVoucherEvents(tx, moved);
      return moved;
    });
    return changed.length;
  }

  /**
   * The scheduled sync: every unused voucher once per run, in batches of `batch` (a run used to read
   * 10,000 and stop, so 100,000 unused vouchers were each seen only every tenth run). It stops when
   * nothing unchecked since the run began is left, or when a whole batch failed (the supplier is away).
   */
  async syncAll(
    batch = 1000,
  ): Promise<{ checked: number; changed: number; failed: number; batches: number }> {
    const started = new Date();
    const total = { checked: 0, changed: 0, failed: 0, batches: 0 };
    for (;;) {
      const run = await this.syncStatuses(batch, started);
      total.checked += run.checked;
      total.changed += run.changed;
      total.failed += run.failed;
      total.batches++;
      if (run.checked === 0 || run.checked + run.failed < batch) return total;
    }
  }

  /** The staff dashboard's supplier figures: bizmoney (a real supplier only) and sends refused for lack of it. */
  async supplierStatus() {
    const issuer = this.providers.voucher;
    let bizmoney: number | null = null;
    let error: string | null = null;
    if (issuer.bizmoney) {
      try {
        bizmoney = await issuer.bizmoney();
      } catch (e) {
        error = (e as Error).message;
      }
    }
    const [refused] = await this.db
      .select({ n: count() })
      .from(deliveries)
      .where(
        and(
          // Refused issues are refunded at once (5 → 4): still counted, or the alert would vanish.
          inArray(deliveries.status, [DELIVERY_STATUS.REFUNDED, DELIVERY_STATUS.ADMIN_FAILED]),
          gte(deliveries.failedAt, sql`now() - interval '24 hours'`),
          sql`${deliveries.lastError} like ${`%(${BIZMONEY_SHORT})%`}`,
          eq(deliveries.test, false),
        ),
      );
    return {
      issuer: issuer.name,
      bizmoney: bizmoney === null ? null : String(bizmoney),
      warn_below: String(this.options.supplierBalanceWarn),
      low: bizmoney !== null && bizmoney < this.options.supplierBalanceWarn,
      error,
      refused_for_bizmoney_24h: refused?.n ?? 0,
    };
  }

  /** Staff 사용 처리 on the built-in issuer (sandbox only), audited. */
  async markUsed(staffId: number, deliveryId: number): Promise<void> {
    const [d] = await this.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    if (!d) throw notFound(VOUCHER_MESSAGES.notFound);
    const issuer = this.world(d.test).voucher;
    if (!issuer.markUsed) throw conflict(VOUCHER_MESSAGES.sandboxOnly, 'sandbox_only');
    if (
      !d.supplierTrId ||
      !d.couponNo ||
      d.status === DELIVERY_STATUS.REFUNDED ||
      d.voucherStatus !== VOUCHER_STATUS.UNUSED
    ) {
      throw conflict(VOUCHER_MESSAGES.notUnused, 'not_unused');
    }
    try {
      await issuer.markUsed(d.supplierTrId, new Date());
    } catch (error) {
      if (error instanceof ProviderError) throw conflict(VOUCHER_MESSAGES.notUnused, 'not_unused');
      throw error;
    }
    await this.refreshStatus(deliveryId);
    await recordAudit(this.db, {
      staffId,
      action: 'delivery.mark_used',
      targetId: deliveryId,
      before: { voucher_status: d.voucherStatus },
      after: { voucher_status: VOUCHER_STATUS.USED },
    });
  }

  /**
   * Failures refund themselves (DESIGN §4): issuing failures (5) at once, final send failures (3)
   * once they are `autoRefundAfterHours` old (a successful resend meanwhile takes them out of 3).
   * The member is told by e-mail, with the amount. Returns how many were refunded.
   */
  async refundFailures(limit = 100): Promise<number> {
    const due = await this.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          inArray(deliveries.status, [DELIVERY_STATUS.SEND_FAILED, DELIVERY_STATUS.ADMIN_FAILED]),
          isNotNull(deliveries.failedAt),
          or(
            eq(deliveries.status, DELIVERY_STATUS.ADMIN_FAILED),
            lt(
              deliveries.failedAt,
              sql`now() - make_interval(hours => ${this.options.autoRefundAfterHours})`,
            ),
          ),
          or(
            isNull(deliveries.cancelStartedAt),
            lt(deliveries.cancelStartedAt, sql`now() - make_interval(secs => ${CANCEL_HOLD_SECONDS})`),
          ),
          // A withdrawn member has no wallet to refund to (staff are refused the same way).
          sql`${deliveries.userId} not in (select ${users.id} from ${users} where ${users.status} = 'withdrawn')`,
        ),
      )
      .orderBy(asc(deliveries.id))
      .limit(limit);
    let refunded = 0;
    for (const { id } of due) {
      try {
        const [before] = await this.db
          .select({ status: deliveries.status })
          .from(deliveries)
          .where(eq(deliveries.id, id));
        const reason =
          before?.status === DELIVERY_STATUS.ADMIN_FAILED
            ? AUTO_REFUND_REASONS.issuingFailed
            : AUTO_REFUND_REASONS.sendFailed;
        await this.refund({ by: 'system' }, id, reason);
        refunded++;
        await this.tellMember(id).catch((error) =>
          this.log?.warn({ err: error, deliveryId: id }, 'refund notice e-mail failed'),
        );
      } catch (error) {
        // Someone else refunded or resent it meanwhile, or the supplier is away: the next run retries.
        if (!(error instanceof AppError)) throw error;
        this.log?.warn({ err: error, deliveryId: id }, 'automatic refund skipped');
        if (error.code === 'voucher_used') {
          // The voucher reached the recipient after all: nothing to refund, stop offering it.
          await this.db.update(deliveries).set({ failedAt: null }).where(eq(deliveries.id, id));
        }
      }
    }
    return refunded;
  }

  /** The member's e-mail about an automatic refund, recorded in the outbox like every message. */
  private async tellMember(deliveryId: number) {
    const [row] = await this.db
      .select({
        email: users.email,
        amount: orderItems.amount,
        orderId: deliveries.orderId,
        reason: deliveries.refundReason,
        test: deliveries.test,
      })
      .from(deliveries)
      .innerJoin(users, eq(users.id, deliveries.userId))
      .innerJoin(orderItems, eq(orderItems.id, deliveries.orderItemId))
      .where(eq(deliveries.id, deliveryId));
    if (!row?.email) return;
    const subject = `[BizGift] 발송 실패 상품권 ${formatWon(row.amount)}원이 환불되었습니다`;
    const text = [
      `주문 ${row.orderId}번의 상품권 1건을 보내지 못해 결제 금액 ${formatWon(row.amount)}원을 충전금으로 돌려드렸습니다.`,
      `사유: ${row.reason ?? '자동 환불'}`,
      '충전금 내역은 마이페이지 > 충전금 내역에서 확인하실 수 있습니다.',
    ].join('\n');
    const html = text
      .split('\n')
      .map(
        (line) => `<p>${line.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</p>`,
      )
      .join('');
    const values = { channel: 'email' as const, recipient: row.email, subject, body: text, deliveryId };
    // A test order's notice goes only to the outbox (issue #30 §2).
    const email = this.world(row.test).email;
    try {
      const sent = await email.send({
        to: row.email,
        from: this.options.mailFrom,
        subject,
        text,
        html,
        idempotencyKey: `refund-${deliveryId}`,
      });
      await this.db.insert(messages).values({
        ...values,
        status: 'sent',
        provider: email.name,
        providerMessageId: sent.messageId,
      });
    } catch (error) {
      await this.db.insert(messages).values({
        ...values,
        status: 'failed',
        provider: email.name,
        error: (error as Error).message.slice(0, 500),
      });
    }
  }
}

/** Locks the delivery's order, then the delivery (the shop-wide order); `userId` checks ownership. */
export async function lockDelivery(
  tx: Tx,
  deliveryId: number,
  userId: number | null,
  test = false,
): Promise<DeliveryRow> {
  const ownership = userId === null ? undefined : visibleTo(userId, deliveries, test);
  const [found] = await tx
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(and(eq(deliveries.id, deliveryId), ownership))
    .limit(1);
  if (!found) throw notFound(VOUCHER_MESSAGES.notFound);
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [delivery] = await tx.select().from(deliveries).where(eq(deliveries.id, deliveryId)).for('update');
  if (!delivery) throw notFound(VOUCHER_MESSAGES.notFound);
  return delivery;
}
