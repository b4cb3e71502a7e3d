import {
  DELIVERY_STATUS,
  RESENDABLE_DELIVERY_STATUSES,
  sendsToPhone,
  VOUCHER_STATUS,
} from '@bizgift/domain/codes';
import type { AutoRefundSummary, DeliveryDto } from '@bizgift/domain/orders';
import { normalizeEmail, normalizePhone } from '@bizgift/domain/recipients';
import { and, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, messages, orderItems, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { codeList, escapeLike } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { revealsContacts, visibleTo } from '../company/policy.ts';
import { type DeliveryWorker, refreshOrderStatus } from './delivery-worker.ts';
import { deliveryDto, deliveryRows } from './dto.ts';
import { emitDeliveryEvents } from './events.ts';
import {
  AUTO_REFUND_REASONS,
  CANCEL_HOLD_SECONDS,
  VOUCHER_MESSAGES,
  type VoucherLifecycle,
} from './voucher-lifecycle.ts';
import { voucherText } from './voucher-message.ts';

export const DELIVERY_MESSAGES = {
  notFound: '발송 정보를 찾을 수 없습니다.',
  notRefundable: '환불 가능한 상태가 아닙니다.',
  notResendable: '재발송할 수 없는 상태입니다.',
  resendFailed: '재발송 요청에 실패했습니다.',
  resendTooOften: '재발송 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  refunded: '환불 요청이 완료되었습니다. 결제 금액이 충전금으로 반환됩니다.',
  resent: '재발송 요청이 완료되었습니다.',
} as const;

/** A corrected recipient: `phone` / `email` (the list), or `recipient` (the detail page) read per channel. */
export interface ResendTarget {
  phone?: string;
  email?: string;
  recipient?: string;
}

/** At most this many resends of one delivery within the window (counted from the outbox). */
export const RESEND_LIMIT = { count: 3, windowMinutes: 10 } as const;

/** How far back 마이페이지's notice of automatic refunds looks. */
export const AUTO_REFUND_NOTICE_DAYS = 30;

/** How long a resend holds the delivery (status 2) before the worker may take it over after a crash. */
const RESEND_LEASE_SECONDS = 300;

export interface DeliveryFilters {
  goodsName?: string;
  recipient?: string;
  /** one status, or several (staff list every failed send: 3 and 5) */
  status?: number | number[];
  /** only the deliveries of this order (the order detail lists them) */
  orderId?: number;
  /** only the deliveries of orders this company member placed (issue #27) */
  placedBy?: number;
  /** gifticon.status (an unused voucher past its expiry counts as 3) */
  voucherStatus?: number;
  createdAfter?: Date;
  createdBefore?: Date;
  /** Issue #30 §2: the test world's deliveries instead of the live ones (members' lists only). */
  test?: boolean;
  /**
   * Which rows the caller sees with the recipient masked: an address book's (`contacts`, issue #31 §1)
   * or every one (`all`, a 발송 담당's or 조회 전용's Excel, issue #29 §7). The recipient search then
   * matches only what is shown of them, so a guessed number cannot confirm a hidden one.
   */
  masked?: 'contacts' | 'all';
}

/**
 * SQL: what the caller sees of the recipient (see `DeliveryFilters.masked`): the number as
 * `maskPhone` shows it without its dashes (010****5678: head and last four digits), of an e-mail only
 * its domain (the part both e-mail masks keep whole); unmasked rows their own columns.
 */
function shownRecipient(masked: DeliveryFilters['masked']) {
  const phone = deliveries.recipientPhone;
  const email = deliveries.recipientEmail;
  if (!masked) return { phone: sql`${phone}`, email: sql`${email}` };
  const head = sql`(case when left(${phone}, 2) = '02' then 2 else 3 end)`;
  const maskedPhone = sql`(case when length(${phone}) < 8 then repeat('*', length(${phone}))
    else left(${phone}, ${head}) || repeat('*', length(${phone}) - ${head} - 4) || right(${phone}, 4) end)`;
  const maskedEmail = sql`substr(${email}, strpos(${email}, '@'))`;
  if (masked === 'all') return { phone: maskedPhone, email: maskedEmail };
  return {
    phone: sql`(case when ${deliveries.fromContact} then ${maskedPhone} else ${phone} end)`,
    email: sql`(case when ${deliveries.fromContact} then ${maskedEmail} else ${email} end)`,
  };
}

function voucherStatusIs(status: number): SQL {
  const expired = sql`${deliveries.couponExpiresAt} < now()`;
  const unused = codeList(VOUCHER_STATUS.UNUSED);
  if (status === VOUCHER_STATUS.UNUSED)
    return sql`${deliveries.voucherStatus} = ${unused} and not (${expired})`;
  if (status === VOUCHER_STATUS.EXPIRED) {
    const expiredCode = codeList(VOUCHER_STATUS.EXPIRED);
    return sql`(${deliveries.voucherStatus} = ${expiredCode} or (${deliveries.voucherStatus} = ${unused} and ${expired}))`;
  }
  return eq(deliveries.voucherStatus, status);
}

/** Delivery list filters (the lists and their Excel exports read the same rows); userId null = every member. */
export function deliveryListWhere(userId: number | null, filters: DeliveryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (userId !== null) conditions.push(visibleTo(userId, deliveries, filters.test));
  // Staff lists (userId null) are of live deliveries: the test world is the company's own.
  else conditions.push(eq(deliveries.test, filters.test ?? false));
  if (typeof filters.status === 'number') conditions.push(eq(deliveries.status, filters.status));
  if (Array.isArray(filters.status)) conditions.push(inArray(deliveries.status, filters.status));
  if (filters.orderId !== undefined) conditions.push(eq(deliveries.orderId, filters.orderId));
  if (filters.placedBy !== undefined) conditions.push(eq(deliveries.userId, filters.placedBy));
  if (filters.voucherStatus !== undefined) conditions.push(voucherStatusIs(filters.voucherStatus));
  if (filters.createdAfter) conditions.push(gte(deliveries.createdAt, filters.createdAfter));
  if (filters.createdBefore) conditions.push(lte(deliveries.createdAt, filters.createdBefore));
  if (filters.recipient) {
    const digits = filters.recipient.replace(/\D/g, '');
    const text = `%${escapeLike(filters.recipient.trim())}%`;
    const shown = shownRecipient(filters.masked);
    conditions.push(or(ilike(shown.email, text), ...(digits ? [ilike(shown.phone, `%${digits}%`)] : []))!);
  }
  if (filters.goodsName) conditions.push(ilike(goods.name, `%${escapeLike(filters.goodsName)}%`));
  return conditions.length ? and(...conditions) : undefined;
}

export class DeliveryService {
  constructor(
    private readonly db: Db,
    private readonly worker: DeliveryWorker,
    private readonly vouchers: VoucherLifecycle,
  ) {}

  private base() {
    return deliveryRows(this.db);
  }

  async list(
    userId: number | null,
    filters: DeliveryFilters,
    pageReq: PageRequest,
  ): Promise<Page<DeliveryDto>> {
    const reveal = userId === null || (await revealsContacts(this.db, userId));
    const where = deliveryListWhere(userId, { ...filters, masked: reveal ? undefined : 'contacts' });
    const [rows, [total]] = await Promise.all([
      this.base().where(where).orderBy(desc(deliveries.id)).limit(pageReq.pageSize).offset(offsetOf(pageReq)),
      this.db
        .select({ n: count() })
        .from(deliveries)
        .innerJoin(goods, eq(goods.id, deliveries.goodsId))
        .where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((row) => deliveryDto(row, reveal)),
    );
  }

  /**
   * The member's deliveries refunded automatically (issue #19 §6) in the last `days` days, summed:
   * 마이페이지 says so at once, besides the e-mail. A refund gives back the item's unit price.
   */
  async autoRefundSummary(
    userId: number,
    days = AUTO_REFUND_NOTICE_DAYS,
    test = false,
  ): Promise<AutoRefundSummary> {
    const [row] = await this.db
      .select({
        count: count(),
        amount: sql<string | number>`coalesce(sum(${orderItems.amount}), 0)`,
        last: sql<string | Date | null>`max(${deliveries.refundedAt})`,
      })
      .from(deliveries)
      .innerJoin(orderItems, eq(orderItems.id, deliveries.orderItemId))
      .where(
        and(
          visibleTo(userId, deliveries, test),
          eq(deliveries.status, DELIVERY_STATUS.REFUNDED),
          inArray(deliveries.refundReason, Object.values(AUTO_REFUND_REASONS)),
          gte(deliveries.refundedAt, sql`now() - make_interval(days => ${days})`),
        ),
      );
    return {
      days,
      count: row?.count ?? 0,
      amount: String(row?.amount ?? 0),
      last_refunded_at: row?.last ? new Date(row.last).toISOString() : null,
    };
  }

  /** userId null = staff view (any member's delivery); `test`: a member's test world (issue #30 §2). */
  async get(userId: number | null, deliveryId: number, test = false): Promise<DeliveryDto> {
    const ownership = userId === null ? undefined : visibleTo(userId, deliveries, test);
    const [row] = await this.base()
      .where(and(eq(deliveries.id, deliveryId), ownership))
      .limit(1);
    if (!row) throw notFound(DELIVERY_MESSAGES.notFound);
    return deliveryDto(row, userId === null || (await revealsContacts(this.db, userId)));
  }

  /** DESIGN §4 Refund: only from 3 or 5, exactly once; a voucher the delivery left is cancelled first. */
  async refund(
    userId: number | null,
    deliveryId: number,
    reason: string,
    staffId?: number,
    test = false,
  ): Promise<DeliveryDto> {
    const actor = staffId
      ? ({ by: 'staff', staffId } as const)
      : userId === null
        ? ({ by: 'system' } as const)
        : ({ by: 'member', userId, test } as const);
    await this.vouchers.refund(actor, deliveryId, reason);
    return this.get(userId, deliveryId, test);
  }

  /**
   * DESIGN §4 Cancel: an unused voucher of a completed send is cancelled at the supplier, then its
   * price refunded once. Staff cancel on a member's behalf (audited, not counted in the daily limit).
   */
  async cancelVoucher(
    userId: number | null,
    deliveryId: number,
    staffId?: number,
    test = false,
  ): Promise<DeliveryDto> {
    if (staffId) await this.vouchers.cancel({ by: 'staff', staffId }, deliveryId, '관리자 쿠폰 취소');
    else if (userId !== null) await this.vouchers.cancel({ by: 'member', userId, test }, deliveryId);
    return this.get(userId, deliveryId, test);
  }

  /**
   * DESIGN §4 Resend: from 1, 2, 3, 5, the same voucher again (issued first if issuing had failed),
   * to the original or a corrected recipient; at most RESEND_LIMIT per delivery.
   */
  async resend(
    userId: number | null,
    deliveryId: number,
    target: ResendTarget,
    test = false,
  ): Promise<DeliveryDto> {
    // One resend of a delivery at a time in this process, so a burst of clicks cannot slip past the limit.
    const previous = this.resending.get(deliveryId) ?? Promise.resolve();
    const current = previous.catch(() => {}).then(() => this.resendNow(userId, deliveryId, target, test));
    this.resending.set(deliveryId, current);
    try {
      return await current;
    } finally {
      if (this.resending.get(deliveryId) === current) this.resending.delete(deliveryId);
    }
  }

  private readonly resending = new Map<number, Promise<DeliveryDto>>();

  private async resendNow(
    userId: number | null,
    deliveryId: number,
    target: ResendTarget,
    test: boolean,
  ): Promise<DeliveryDto> {
    const ownership = userId === null ? undefined : visibleTo(userId, deliveries, test);
    const [row] = await this.db
      .select({ delivery: deliveries, order: orders, company: companies.name, fullname: users.fullname })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(deliveries.id, deliveryId), ownership))
      .limit(1);
    if (!row) throw notFound(DELIVERY_MESSAGES.notFound);
    if (!RESENDABLE_DELIVERY_STATUSES.includes(row.delivery.status)) {
      throw conflict(DELIVERY_MESSAGES.notResendable, 'not_resendable');
    }
    const recipientOverride = this.readTarget(row.delivery.sendType, target);
    const delivery = await this.claimForResend(deliveryId);
    let sent = false;
    try {
      const coupon = await this.worker.ensureVoucher(delivery).catch(() => {
        throw conflict(DELIVERY_MESSAGES.resendFailed, 'resend_failed');
      });
      const [g] = await this.db
        .select({ name: goods.name, brand: brands.name })
        .from(goods)
        .innerJoin(brands, eq(brands.id, goods.brandId))
        .where(eq(goods.id, delivery.goodsId));
      const message = voucherText({
        brand: g!.brand,
        goodsName: g!.name,
        couponNo: coupon.couponNo,
        expiresAt: coupon.expiresAt,
        title: row.order.title,
        body: row.order.sendMsg,
        senderName: row.company ?? row.fullname,
        url: this.worker.voucherUrl(delivery.token),
        recipientName: delivery.recipientName,
      });
      sent = await this.worker.sendAndRecord(
        delivery,
        { ...message, couponNo: coupon.couponNo },
        await this.worker.smsSender(row.order.sender, row.order.userId),
        {
          recipientOverride,
          isResend: true,
        },
      );
      if (!sent) throw conflict(DELIVERY_MESSAGES.resendFailed, 'resend_failed');
      await this.db.transaction(async (tx) => {
        const resent = await tx
          .update(deliveries)
          .set({
            status: DELIVERY_STATUS.COMPLETED,
            sentAt: new Date(),
            lastError: null,
            failedAt: null,
            ...(recipientOverride
              ? sendsToPhone(delivery.sendType)
                ? { recipientPhone: recipientOverride }
                : { recipientEmail: recipientOverride }
              : {}),
          })
          .where(and(eq(deliveries.id, deliveryId), ne(deliveries.status, DELIVERY_STATUS.REFUNDED)))
          .returning({ id: deliveries.id });
        await emitDeliveryEvents(
          tx,
          'delivery.sent',
          resent.map((d) => d.id),
        );
      });
    } finally {
      // Not sent: give the delivery back as it was (unless someone else settled it meanwhile).
      if (!sent) {
        await this.db
          .update(deliveries)
          .set({ status: delivery.status, nextAttemptAt: delivery.nextAttemptAt })
          .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, DELIVERY_STATUS.SENT)));
      }
    }
    await refreshOrderStatus(this.db, delivery.orderId);
    return this.get(userId, deliveryId, test);
  }

  /**
   * Takes the delivery for a resend under its row lock: checks the state and the rate limit, then
   * marks it in flight (status 2, with a worker-style lease so the delivery worker leaves it alone).
   * While it is in flight a refund is refused, so a voucher is never both sent again and refunded.
   * Returns the row as it was before, to put back if the send fails.
   */
  private async claimForResend(deliveryId: number) {
    return this.db.transaction(async (tx) => {
      const [delivery] = await tx
        .select()
        .from(deliveries)
        .where(eq(deliveries.id, deliveryId))
        .for('update');
      if (!delivery || !RESENDABLE_DELIVERY_STATUSES.includes(delivery.status)) {
        throw conflict(DELIVERY_MESSAGES.notResendable, 'not_resendable');
      }
      if (
        delivery.cancelStartedAt &&
        delivery.cancelStartedAt.getTime() > Date.now() - CANCEL_HOLD_SECONDS * 1000
      ) {
        throw conflict(VOUCHER_MESSAGES.inProgress, 'in_progress');
      }
      const [recent] = await tx
        .select({ n: count() })
        .from(messages)
        .where(
          and(
            eq(messages.deliveryId, deliveryId),
            sql`${messages.createdAt} > now() - make_interval(mins => ${RESEND_LIMIT.windowMinutes})`,
          ),
        );
      if ((recent?.n ?? 0) > RESEND_LIMIT.count) {
        throw new AppError(429, DELIVERY_MESSAGES.resendTooOften, 'rate_limited');
      }
      await tx
        .update(deliveries)
        .set({
          status: DELIVERY_STATUS.SENT,
          nextAttemptAt: sql`now() + make_interval(secs => ${RESEND_LEASE_SECONDS})`,
        })
        .where(eq(deliveries.id, deliveryId));
      return delivery;
    });
  }

  private readTarget(sendType: number, target: ResendTarget): string | undefined {
    if (sendsToPhone(sendType)) {
      const given = target.phone ?? target.recipient;
      if (given === undefined) return undefined;
      if (!given.trim())
        throw badRequest(DELIVERY_MESSAGES.phoneRequired, { phone: [DELIVERY_MESSAGES.phoneRequired] });
      const phone = normalizePhone(given);
      if (!phone.ok) throw badRequest(phone.message, { phone: [phone.message] });
      return phone.phone;
    }
    const given = target.email ?? target.recipient;
    if (given === undefined) return undefined;
    const email = normalizeEmail(given);
    if (!email.ok) throw badRequest(email.message, { email: [email.message] });
    return email.email;
  }
}
