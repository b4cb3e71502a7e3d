import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  RECHARGE_METHOD,
  RECHARGE_METHOD_DISPLAY,
  RECHARGE_STATUS,
  RECHARGE_STATUS_DISPLAY,
  TRANSACTION_TYPE,
  TRANSACTION_TYPE_DISPLAY,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import {
  ACCEPTED_RECHARGE_METHODS,
  CHARGE_ORDER_ID,
  CHARGE_ORDER_NAME,
  checkRechargeAmount,
  DEPOSITOR_KINDS,
  type DepositInfo,
  type DepositorKind,
  RECHARGE_MESSAGES as M,
  MIN_RECHARGE_AMOUNT,
  type RechargeDto,
  type RechargeOptionsDto,
  type RechargeRequestDto,
  type TransactionDto,
} from '@bizgift/domain/recharge';
import { and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/users.ts';
import { recharges, walletTransactions } from '../../db/schema/wallet.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import {
  type PaymentProvider,
  type PaymentRequest,
  type PaymentResult,
  PaymentVerificationError,
} from '../../providers/payment/payment-provider.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { logActivity } from '../company/activity.ts';
import { visibleLedger, visibleTo } from '../company/policy.ts';
import { getSetting } from '../content/settings.ts';
import { applyBalanceChange, getBalance, lockWallets } from '../wallet/ledger.ts';
import { emitWebhook } from '../webhooks/outbox.ts';

export const NOTIFICATION_PATH = '/api/payments/notifications';
export const DANAL_RETURN_PATH = '/api/payments/danal/return';
export const DANAL_CANCEL_PATH = '/api/payments/danal/cancel';

export interface CreatedRecharge {
  recharge: RechargeDto;
  /** Bank transfer: where to send the money. */
  deposit?: DepositInfo;
  /** Integrated: what the web passes to the provider SDK. */
  payment?: { sdk_url: string; client_key: string; request: PaymentRequest };
}

export interface SettleOutcome {
  orderId: string;
  status: number;
  credited: boolean;
  duplicate: boolean;
}

/** Where Danal's browser return leads the payer: the success page, or the failure page with a reason. */
export type ReturnOutcome =
  | { paid: true; orderId: string; amount: number }
  | { paid: false; orderId: string; code: string; message: string };

const USER_CANCEL_MESSAGE = '사용자가 결제를 취소했습니다.';
const USER_CANCEL_CODE = 'USER_CANCEL';
/** The payer closed or cancelled the provider's window: their choice, not a failed payment. */
const USER_CANCEL_DISPLAY = '결제 취소';

/** Fail-reason code of a provider approval that came after its member withdrew (not credited). */
export const WITHDRAWN_PAID_CODE = 'WITHDRAWN_PAID';

/** A card payment still pending this long was abandoned (the buyer closed the provider's page). */
export const ABANDONED_PAYMENT_MINUTES = 30;
const EXPIRED_CODE = 'EXPIRED';
const EXPIRED_REASON = `${EXPIRED_CODE}: ${ABANDONED_PAYMENT_MINUTES}분 안에 결제가 완료되지 않아 만료되었습니다.`;
/** What the member sees for an expired payment (SPEC: 결제 미완료), instead of 결제실패. */
const EXPIRED_DISPLAY = '결제 미완료';

type RechargeRow = typeof recharges.$inferSelect;

const toDto = (r: RechargeRow): RechargeDto => ({
  id: r.id,
  recharge_method: r.rechargeMethod,
  recharge_method_display: RECHARGE_METHOD_DISPLAY[r.rechargeMethod] ?? '기타',
  amount: String(r.amount),
  status: r.status,
  status_display:
    r.status === RECHARGE_STATUS.FAILED && r.failReason?.startsWith(`${EXPIRED_CODE}:`)
      ? EXPIRED_DISPLAY
      : r.status === RECHARGE_STATUS.FAILED && r.failReason?.startsWith(`${USER_CANCEL_CODE}:`)
        ? USER_CANCEL_DISPLAY
        : (RECHARGE_STATUS_DISPLAY[r.status] ?? '기타'),
  order_id: r.providerOrderId,
  created_at: r.createdAt.toISOString(),
  approved_at: r.approvedAt ? r.approvedAt.toISOString() : null,
});

/** wallet.recharged (issue #30 §3): the credited recharge and the balance after it, in the credit's transaction. */
async function emitRecharged(tx: Tx, recharge: RechargeRow) {
  await emitWebhook(tx, { userId: recharge.userId }, 'wallet.recharged', {
    recharge: toDto(recharge),
    balance: await getBalance(tx, recharge.userId),
  });
}

export interface HistoryFilters {
  createdAfter?: Date;
  createdBefore?: Date;
  transactionType?: number;
  ascending: boolean;
}

/** The charge-history filters (the list and its Excel export read the same rows). */
/** The company's activity log names who asked for a recharge (issue #27 §4), in the request's transaction. */
function logRecharge(tx: DbOrTx, row: typeof recharges.$inferSelect) {
  return logActivity(tx, {
    companyId: row.companyId,
    actorId: row.userId,
    action: 'recharge.requested',
    target: `충전 ${row.id}`,
    detail: `${RECHARGE_METHOD_DISPLAY[row.rechargeMethod] ?? '충전'} ${formatWon(row.amount)}`,
  });
}

export function historyWhere(userId: number, filters: HistoryFilters): SQL {
  const where: SQL[] = [visibleLedger(userId)];
  if (filters.createdAfter) where.push(gte(walletTransactions.createdAt, filters.createdAfter));
  if (filters.createdBefore) where.push(lte(walletTransactions.createdAt, filters.createdBefore));
  if (filters.transactionType) where.push(eq(walletTransactions.transactionType, filters.transactionType));
  return and(...where)!;
}

export function adminRechargeWhere(filters: { status?: number; method?: number }): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status !== undefined) where.push(eq(recharges.status, filters.status));
  if (filters.method !== undefined) where.push(eq(recharges.rechargeMethod, filters.method));
  return where.length ? and(...where) : undefined;
}

/**
 * What a ledger line is about: the provider order id, BANK-<id> for a transfer, ORDER-<id>,
 * REFUND-<id> for a balance refund request (issue #29 §3), or '-'.
 */
export function transactionNumber(
  tx: { orderId: number | null; balanceRefundId?: number | null },
  recharge: { id: number; providerOrderId: string | null } | null,
): string {
  if (recharge) return recharge.providerOrderId ?? `BANK-${recharge.id}`;
  if (tx.orderId) return `ORDER-${tx.orderId}`;
  return tx.balanceRefundId ? `REFUND-${tx.balanceRefundId}` : '-';
}

export function newChargeOrderId(now = Date.now()): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const random = Array.from(randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
  return `CHARGE_${now}_${random}`;
}

export interface RechargeOptions {
  maxAmount: number;
  /** The site's base URL for provider URLs (http/public-url.ts): never from request headers. */
  publicUrl: () => string;
  /** Where the payer's browser returns, from the origin the payment was started on (http/public-url.ts). */
  returnUrl: (startedFrom: string | undefined) => string;
  /** Signs the cancel URL we hand to the provider (the secret of the access tokens). */
  signingKey: string;
}

/**
 * Recharge requests and their settlement (DESIGN §4 Recharge). Bank transfer: status 0 until staff
 * approve (1, credited once) or reject (2). Integrated: credited only from a verified provider
 * result for an order id we issued, with our stored amount, once per order id.
 */
export class RechargeService {
  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider | undefined,
    private readonly options: RechargeOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  async depositInfo(userId: number, chosen: DepositorKind = 'manager'): Promise<DepositInfo> {
    const [accounts, [user]] = await Promise.all([
      getSetting(this.db, 'deposit_accounts'),
      this.db
        .select({ fullname: users.fullname, company: companies.name })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, userId))
        .limit(1),
    ]);
    const options = depositorOptions(user?.fullname ?? '', user?.company ?? null);
    return {
      accounts,
      depositor_name: (options.find((o) => o.kind === chosen) ?? options[0]!).name,
      depositor_options: options,
      notice: M.depositorNotice,
    };
  }

  /** What the charge page needs before any request: deposit accounts, the SDK, the limits. */
  async chargeOptions(userId: number): Promise<RechargeOptionsDto> {
    return {
      deposit: await this.depositInfo(userId),
      integrated: { available: !!this.provider, sdk_url: this.provider?.sdkUrl ?? null },
      min_amount: MIN_RECHARGE_AMOUNT,
      max_amount: this.options.maxAmount,
    };
  }

  /** `startedFrom`: the browser origin the request came from (its Origin header), if any. */
  async create(userId: number, body: unknown, startedFrom?: string): Promise<CreatedRecharge> {
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const amountCheck = checkRechargeAmount(input.amount, this.options.maxAmount);
    if (!amountCheck.ok) throw badRequest(amountCheck.message, { amount: [amountCheck.message] });
    const method = parseMethod(input.recharge_method);
    const amount = amountCheck.amount;

    const [user] = await this.db
      .select({
        username: users.username,
        fullname: users.fullname,
        email: users.email,
        companyId: users.companyId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user?.companyId) throw notFound();
    const companyId = user.companyId;

    if (method === RECHARGE_METHOD.BANK_TRANSFER) {
      const kind = input.depositor ?? 'manager';
      if (!DEPOSITOR_KINDS.includes(kind as DepositorKind))
        throw badRequest(M.depositorInvalid, { depositor: [M.depositorInvalid] });
      const deposit = await this.depositInfo(userId, kind as DepositorKind);
      if (deposit.depositor_options.every((o) => o.kind !== kind))
        throw badRequest(M.depositorInvalid, { depositor: [M.depositorInvalid] });
      const row = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(recharges)
          .values({
            userId,
            companyId,
            amount,
            rechargeMethod: method,
            depositorName: deposit.depositor_name,
          })
          .returning();
        await logRecharge(tx, created!);
        return created!;
      });
      return { recharge: toDto(row), deposit };
    }

    if (!this.provider) throw new AppError(409, M.integratedUnavailable, 'payment_unavailable');
    const orderId = newChargeOrderId();
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(recharges)
        .values({ userId, companyId, amount, rechargeMethod: method, providerOrderId: orderId })
        .returning();
      await logRecharge(tx, created!);
      return created!;
    });
    const base = this.options.publicUrl();
    const back = this.options.returnUrl(startedFrom);
    const success = new URL('/charge/success', back);
    success.searchParams.set('orderId', orderId);
    success.searchParams.set('amount', String(amount));
    const fail = new URL('/charge/fail', back);
    fail.searchParams.set('orderId', orderId);
    const cancel = new URL(DANAL_CANCEL_PATH, back);
    cancel.searchParams.set('orderId', orderId);
    cancel.searchParams.set('sig', this.cancelSignature(orderId));
    try {
      const start = await this.provider.prepare({
        orderId,
        amount,
        orderName: CHARGE_ORDER_NAME,
        userId: user.email || user.username,
        userName: user.fullname,
        email: user.email,
        successUrl: success.toString(),
        failUrl: fail.toString(),
        notificationUrl: new URL(NOTIFICATION_PATH, base).toString(),
        returnUrl: new URL(DANAL_RETURN_PATH, back).toString(),
        cancelUrl: cancel.toString(),
      });
      return {
        recharge: toDto(row!),
        payment: { sdk_url: start.sdkUrl, client_key: start.clientKey, request: start.request },
      };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.log.error({ orderId, err: reason }, 'payment provider prepare failed');
      await this.db
        .update(recharges)
        .set({ status: RECHARGE_STATUS.FAILED, failReason: `prepare: ${reason}`.slice(0, 500) })
        .where(eq(recharges.id, row!.id));
      if (err instanceof ProviderError || err instanceof Error) {
        throw new AppError(502, M.paymentRequestFailed, 'payment_provider_error');
      }
      throw err;
    }
  }

  async list(
    userId: number,
    filters: { createdAfter?: Date; createdBefore?: Date; ascending: boolean },
  ): Promise<RechargeRequestDto[]> {
    const where = [visibleTo(userId, recharges)];
    if (filters.createdAfter) where.push(gte(recharges.createdAt, filters.createdAfter));
    if (filters.createdBefore) where.push(lte(recharges.createdAt, filters.createdBefore));
    const order = filters.ascending
      ? [asc(recharges.createdAt), asc(recharges.id)]
      : [desc(recharges.createdAt), desc(recharges.id)];
    const rows = await this.db
      .select({
        recharge: recharges,
        requestedBy: { id: users.id, username: users.username, fullname: users.fullname },
      })
      .from(recharges)
      .innerJoin(users, eq(users.id, recharges.userId))
      .where(and(...where))
      .orderBy(...order)
      .limit(1000);
    return rows.map((r) => ({ ...toDto(r.recharge), requested_by: r.requestedBy }));
  }

  async byOrderId(userId: number, orderId: string): Promise<RechargeDto> {
    const [row] = await this.db
      .select()
      .from(recharges)
      .where(and(eq(recharges.providerOrderId, orderId), eq(recharges.userId, userId)))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    return toDto(row);
  }

  async histories(
    userId: number,
    filters: HistoryFilters,
    pageReq: PageRequest,
  ): Promise<Page<TransactionDto>> {
    const condition = historyWhere(userId, filters);
    const order = filters.ascending
      ? [asc(walletTransactions.createdAt), asc(walletTransactions.id)]
      : [desc(walletTransactions.createdAt), desc(walletTransactions.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ tx: walletTransactions, recharge: recharges })
        .from(walletTransactions)
        .leftJoin(recharges, eq(recharges.id, walletTransactions.rechargeId))
        .where(condition)
        .orderBy(...order)
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(walletTransactions).where(condition),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ tx, recharge }) => ({
        id: tx.id,
        transaction_type: tx.transactionType,
        transaction_type_display: TRANSACTION_TYPE_DISPLAY[tx.transactionType] ?? '기타',
        amount: String(Math.abs(tx.amount)),
        balance_after: String(tx.balanceAfter),
        order_number: transactionNumber(tx, recharge),
        created_at: tx.createdAt.toISOString(),
        recharge_details: recharge
          ? {
              id: recharge.id,
              recharge_method: recharge.rechargeMethod,
              recharge_method_display: RECHARGE_METHOD_DISPLAY[recharge.rechargeMethod] ?? '기타',
            }
          : null,
      })),
    );
  }

  /**
   * The member withdraws their own bank-transfer request while it still waits for staff. The row is
   * locked, so a staff approval at the same moment either finds it cancelled (409) or has credited
   * it already, and then the cancel is refused (409): never both. Another member's id is 404.
   */
  async cancel(userId: number, rechargeId: number): Promise<RechargeDto> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(recharges)
        .where(and(eq(recharges.id, rechargeId), visibleTo(userId, recharges)))
        .for('update');
      if (!row) throw notFound(M.notFound);
      if (row.rechargeMethod !== RECHARGE_METHOD.BANK_TRANSFER)
        throw conflict(M.cancelNotBankTransfer, 'not_bank_transfer');
      if (row.status === RECHARGE_STATUS.CANCELLED) return toDto(row);
      if (row.status !== RECHARGE_STATUS.PENDING) throw conflict(M.cancelNotPending, 'not_pending');
      const [updated] = await tx
        .update(recharges)
        .set({ status: RECHARGE_STATUS.CANCELLED })
        .where(eq(recharges.id, row.id))
        .returning();
      return toDto(updated!);
    });
  }

  // ── Staff ────────────────────────────────────────────────────────────────────────────────

  async adminList(filters: { status?: number; method?: number }, pageReq: PageRequest) {
    const condition = adminRechargeWhere(filters);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ recharge: recharges, user: users, company: companies })
        .from(recharges)
        .innerJoin(users, eq(users.id, recharges.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(condition)
        .orderBy(desc(recharges.createdAt), desc(recharges.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(recharges).where(condition),
    ]);
    const staffIds = [...new Set(rows.map((r) => r.recharge.processedBy).filter((v): v is number => !!v))];
    const staff = new Map<number, string>();
    for (const id of staffIds) {
      const [s] = await this.db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      if (s) staff.set(id, s.username);
    }
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ recharge, user, company }) => ({
        ...toDto(recharge),
        member: {
          id: user.id,
          username: user.username,
          fullname: user.fullname,
          company_name: company?.name ?? null,
        },
        depositor_name: recharge.depositorName,
        fail_reason: recharge.failReason,
        transaction_id: recharge.providerTransactionId,
        processed_by: recharge.processedBy ? (staff.get(recharge.processedBy) ?? null) : null,
      })),
    );
  }

  /** Approves a bank transfer: credits once; calling it again changes nothing and answers the same. */
  async approve(rechargeId: number, staffId: number): Promise<{ recharge: RechargeDto; credited: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for('update');
      if (!row) throw notFound(M.notFound);
      if (row.rechargeMethod !== RECHARGE_METHOD.BANK_TRANSFER)
        throw conflict(M.notBankTransfer, 'not_bank_transfer');
      if (row.status === RECHARGE_STATUS.APPROVED) return { recharge: toDto(row), credited: false };
      if (row.status !== RECHARGE_STATUS.PENDING) throw conflict(M.notPending, 'not_pending');
      const [updated] = await tx
        .update(recharges)
        .set({ status: RECHARGE_STATUS.APPROVED, approvedAt: new Date(), processedBy: staffId })
        .where(eq(recharges.id, row.id))
        .returning();
      const { balanceAfter } = await applyBalanceChange(tx, {
        userId: row.userId,
        transactionType: TRANSACTION_TYPE.CHARGE,
        amount: row.amount,
        rechargeId: row.id,
        staffId,
        memo: '무통장입금 승인',
      });
      await emitRecharged(tx, updated!);
      await recordAudit(tx, {
        staffId,
        action: 'recharge.approve',
        targetId: String(row.id),
        before: { status: row.status },
        after: { status: RECHARGE_STATUS.APPROVED, amount: row.amount, balance_after: balanceAfter },
      });
      return { recharge: toDto(updated!), credited: true };
    });
  }

  async reject(rechargeId: number, staffId: number, reason: string): Promise<RechargeDto> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(recharges).where(eq(recharges.id, rechargeId)).for('update');
      if (!row) throw notFound(M.notFound);
      if (row.rechargeMethod !== RECHARGE_METHOD.BANK_TRANSFER)
        throw conflict(M.notBankTransfer, 'not_bank_transfer');
      if (row.status === RECHARGE_STATUS.REJECTED) return toDto(row);
      if (row.status !== RECHARGE_STATUS.PENDING) throw conflict(M.notPending, 'not_pending');
      const [updated] = await tx
        .update(recharges)
        .set({ status: RECHARGE_STATUS.REJECTED, processedBy: staffId, failReason: reason || null })
        .where(eq(recharges.id, row.id))
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'recharge.reject',
        targetId: String(row.id),
        before: { status: row.status },
        after: { status: RECHARGE_STATUS.REJECTED, reason: reason || null },
      });
      return toDto(updated!);
    });
  }

  /**
   * Closes card payments pending for more than ABANDONED_PAYMENT_MINUTES (the worker's sweep runs
   * it): failed with a reason, so they leave the staff queue and the dashboard counter. A return
   * still completing holds the row lock (lockCapturable) and the update waits for it, then skips
   * the row if it was paid. A later Danal return finds nothing to capture; a later verified
   * approval (the provider took the money) is still credited by settleIn.
   */
  async expireAbandoned(): Promise<number> {
    const expired = await this.db
      .update(recharges)
      .set({ status: RECHARGE_STATUS.FAILED, failReason: EXPIRED_REASON })
      .where(
        and(
          eq(recharges.status, RECHARGE_STATUS.PENDING),
          eq(recharges.rechargeMethod, RECHARGE_METHOD.INTEGRATED),
          lt(recharges.createdAt, sql`now() - make_interval(mins => ${ABANDONED_PAYMENT_MINUTES})`),
        ),
      )
      .returning({ id: recharges.id, orderId: recharges.providerOrderId });
    if (expired.length)
      this.log.info({ expired: expired.map((r) => r.orderId) }, 'abandoned card payments expired');
    return expired.length;
  }

  // ── Provider results ─────────────────────────────────────────────────────────────────────

  /** An integrated order we issued: its stored amount and status (undefined when we never issued it). */
  private async integratedOrder(orderId: string): Promise<{ amount: number; status: number } | undefined> {
    if (!CHARGE_ORDER_ID.test(orderId)) return undefined;
    const [row] = await this.db
      .select({ amount: recharges.amount, method: recharges.rechargeMethod, status: recharges.status })
      .from(recharges)
      .where(eq(recharges.providerOrderId, orderId))
      .limit(1);
    return row && row.method === RECHARGE_METHOD.INTEGRATED
      ? { amount: row.amount, status: row.status }
      : undefined;
  }

  /**
   * Danal's browser return (CPCGI): the provider decrypts it and captures (BILL) our stored amount,
   * then the result is settled once. The order's row stays locked from the amount lookup through
   * the capture to the settlement, so a duplicate return (a double submit, a reload, a second tab)
   * waits, then finds the order paid and captures nothing: Danal never sees a second BILL, and no
   * failure is recorded in between.
   */
  async completeReturn(form: Record<string, string>): Promise<ReturnOutcome> {
    const provider = this.provider;
    if (!provider?.completeReturn) throw notFound('요청한 주소를 찾을 수 없습니다.');
    try {
      const { result, outcome } = await this.db.transaction(async (tx) => {
        const result = await provider.completeReturn!(form, (orderId) => lockCapturable(tx, orderId));
        return { result, outcome: await this.settleIn(tx, result, 'danal-return') };
      });
      this.log.info({ source: 'danal-return', ...outcome }, 'payment result settled');
      if (result.status === 'approved') return { paid: true, orderId: result.orderId, amount: result.amount };
      // A failed result for an order that another path (the provider's notification) already paid.
      if (outcome.status === RECHARGE_STATUS.APPROVED) {
        const order = await this.integratedOrder(result.orderId);
        if (order) return { paid: true, orderId: result.orderId, amount: order.amount };
      }
      return {
        paid: false,
        orderId: result.orderId,
        code: result.code,
        message: result.message || M.paymentRequestFailed,
      };
    } catch (err) {
      // Refused before any capture: an order that is already paid (a duplicate that waited for the
      // first return) shows the payment; anything else shows the failure.
      const orderId = err instanceof PaymentVerificationError ? (err.orderId ?? '') : '';
      const order = orderId ? await this.integratedOrder(orderId) : undefined;
      if (order?.status === RECHARGE_STATUS.APPROVED) return { paid: true, orderId, amount: order.amount };
      this.log.warn({ err: (err as Error).message, orderId }, 'danal return refused');
      return err instanceof AppError
        ? { paid: false, orderId, code: err.code ?? 'error', message: err.message }
        : { paid: false, orderId, code: 'DANAL_ERROR', message: M.paymentRequestFailed };
    }
  }

  /**
   * The cancel URL is a plain browser navigation (no bearer token), so only the URL we issued may
   * close an order: it carries an HMAC of the order id. A bare or foreign `orderId` shows the
   * cancel page and changes nothing.
   */
  private cancelSignature(orderId: string): string {
    return createHmac('sha256', this.options.signingKey)
      .update(`danal-cancel\0${orderId}`)
      .digest('base64url');
  }

  private isCancelSignature(orderId: string, signature: string): boolean {
    const expected = Buffer.from(this.cancelSignature(orderId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The payer cancelled at Danal: the pending order is closed (best effort; the page shows the cancel). */
  async cancelReturn(orderId: string, signature = ''): Promise<ReturnOutcome> {
    if (orderId && !this.isCancelSignature(orderId, signature)) {
      this.log.warn({ orderId }, 'danal cancel without a valid signature: order left as it is');
    } else if (orderId) {
      await this.settle(
        { orderId, status: 'cancelled', code: USER_CANCEL_CODE, message: USER_CANCEL_MESSAGE },
        'danal-cancel',
      ).catch(() => undefined);
    }
    return { paid: false, orderId, code: USER_CANCEL_CODE, message: USER_CANCEL_MESSAGE };
  }

  /**
   * Applies a verified provider result exactly once: the recharge row is locked, an approval
   * credits only from status 0 and only for the amount we stored; a duplicate or replay of a
   * settled order changes nothing. Unknown orders and amount mismatches are refused and logged.
   */
  async settle(result: PaymentResult, source: string): Promise<SettleOutcome> {
    const outcome = await this.db.transaction((tx) => this.settleIn(tx, result, source));
    this.log.info({ source, ...outcome }, 'payment result settled');
    return outcome;
  }

  private async settleIn(tx: Tx, result: PaymentResult, source: string): Promise<SettleOutcome> {
    const [row] = CHARGE_ORDER_ID.test(result.orderId)
      ? await tx.select().from(recharges).where(eq(recharges.providerOrderId, result.orderId)).for('update')
      : [];
    if (!row || row.rechargeMethod !== RECHARGE_METHOD.INTEGRATED) {
      this.log.warn(
        { source, orderId: result.orderId, status: result.status },
        'payment result for an unknown order refused',
      );
      throw new AppError(404, '발급하지 않은 주문번호입니다.', 'unknown_order');
    }
    const base = { orderId: row.providerOrderId!, status: row.status };
    if (result.status === 'approved') {
      if (result.amount !== row.amount) {
        this.log.error(
          { source, orderId: result.orderId, expected: row.amount, notified: result.amount },
          'payment result amount mismatch refused',
        );
        throw new AppError(409, '결제 금액이 주문 금액과 일치하지 않습니다.', 'amount_mismatch');
      }
      if (row.status === RECHARGE_STATUS.APPROVED) {
        if (row.providerTransactionId !== result.transactionId) {
          this.log.warn(
            { source, orderId: result.orderId, transactionId: result.transactionId },
            'second approval with another transaction id ignored',
          );
        }
        return { ...base, credited: false, duplicate: true };
      }
      if (row.status === RECHARGE_STATUS.FAILED) {
        // The provider proves it took the money (signed approval, our amount): that outranks an
        // earlier failure or cancel on record (e.g. a duplicate return whose capture was refused
        // settled first). Refusing would leave the member charged and not credited.
        this.log.warn(
          { source, orderId: result.orderId, failReason: row.failReason },
          'verified approval after a recorded failure: credited',
        );
      } else if (row.status !== RECHARGE_STATUS.PENDING) {
        this.log.warn(
          { source, orderId: result.orderId, status: row.status },
          'approval for a closed order refused',
        );
        throw conflict(M.notPending, 'not_pending');
      }
      // The wallet before the member's status: a withdrawal changes both in one transaction, so
      // once we hold the wallet the status we read is final for this credit.
      await lockWallets(tx, [row.userId]);
      const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, row.userId));
      if (owner?.status === 'withdrawn') {
        // Never credited to a wallet nobody can use: staff cancel it at the provider (the console's
        // recharge list shows this reason, the amount and the transaction id).
        const failReason = `${WITHDRAWN_PAID_CODE}: 탈퇴한 회원의 결제 ${row.amount.toLocaleString('ko-KR')}원이 승인되었으나 충전하지 않았습니다. 결제사에서 결제를 취소(환불)해주세요.`;
        await tx
          .update(recharges)
          .set({
            status: RECHARGE_STATUS.FAILED,
            failReason,
            providerTransactionId: result.transactionId.slice(0, 100),
          })
          .where(eq(recharges.id, row.id));
        this.log.error(
          { source, orderId: result.orderId, amount: row.amount, transactionId: result.transactionId },
          'approval for a withdrawn member not credited: cancel it at the provider',
        );
        return { ...base, status: RECHARGE_STATUS.FAILED, credited: false, duplicate: false };
      }
      const [approved] = await tx
        .update(recharges)
        .set({
          status: RECHARGE_STATUS.APPROVED,
          approvedAt: new Date(),
          providerTransactionId: result.transactionId.slice(0, 100),
        })
        .where(eq(recharges.id, row.id))
        .returning();
      await applyBalanceChange(tx, {
        userId: row.userId,
        transactionType: TRANSACTION_TYPE.CHARGE,
        amount: row.amount,
        rechargeId: row.id,
        memo: `통합결제 ${result.transactionId}`.slice(0, 200),
      });
      await emitRecharged(tx, approved!);
      return { ...base, status: RECHARGE_STATUS.APPROVED, credited: true, duplicate: false };
    }
    if (row.status !== RECHARGE_STATUS.PENDING) return { ...base, credited: false, duplicate: true };
    await tx
      .update(recharges)
      .set({
        status: RECHARGE_STATUS.FAILED,
        failReason: `${result.code}: ${result.message}`.slice(0, 500),
      })
      .where(eq(recharges.id, row.id));
    return { ...base, status: RECHARGE_STATUS.FAILED, credited: false, duplicate: false };
  }
}

/** Locks an integrated order we issued and gives the amount to capture, only while it is pending. */
async function lockCapturable(tx: Tx, orderId: string): Promise<number | undefined> {
  if (!CHARGE_ORDER_ID.test(orderId)) return undefined;
  const [row] = await tx
    .select({ amount: recharges.amount, method: recharges.rechargeMethod, status: recharges.status })
    .from(recharges)
    .where(eq(recharges.providerOrderId, orderId))
    .for('update');
  return row?.method === RECHARGE_METHOD.INTEGRATED && row.status === RECHARGE_STATUS.PENDING
    ? row.amount
    : undefined;
}

function parseMethod(value: unknown): number {
  if (value === undefined || value === null || value === '') throw field('recharge_method', M.methodRequired);
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || !(n in RECHARGE_METHOD_DISPLAY)) {
    throw field('recharge_method', M.methodInvalid);
  }
  if (!ACCEPTED_RECHARGE_METHODS.includes(n)) throw field('recharge_method', M.methodUnavailable);
  return n;
}

const field = (name: string, message: string) => badRequest(message, { [name]: [message] });

/** The names a bank transfer may carry: the manager's, and the company's when the member has one. */
function depositorOptions(fullname: string, company: string | null): DepositInfo['depositor_options'] {
  return [
    { kind: 'manager' as const, name: fullname },
    ...(company ? [{ kind: 'company' as const, name: company }] : []),
  ];
}
