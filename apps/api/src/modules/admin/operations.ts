import type { AdminOrder, OutboxMessage } from '@bizgift/domain/admin';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveries, messages, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { escapeLike } from '../../db/sql.ts';
import type { Page } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { offsetOf, type PageRequest, pageOf } from '../../http/pagination.ts';
import { type AuditAction, recordAudit } from '../audit/audit.ts';
import type { DeliveryService } from '../deliveries/service.ts';
import type { VoucherLifecycle } from '../deliveries/voucher-lifecycle.ts';
import { NO_COUNTS, orderCounts, orderStatusFields } from '../orders/service.ts';
import { maskSecrets, staffDelivery } from './outbox-mask.ts';

/** Staff order list filters over orders ⋈ users ⟕ companies (the list and its Excel export). */
export function adminOrderWhere(filters: { q?: string; status?: number }): SQL | undefined {
  // Test orders (issue #30 §2) are the company's own sandbox: never in staff lists or exports.
  const conditions: SQL[] = [eq(orders.test, false)];
  if (filters.status !== undefined) conditions.push(eq(orders.status, filters.status));
  if (filters.q) {
    const text = `%${escapeLike(filters.q)}%`;
    const asId = /^\d{1,15}$/.test(filters.q) ? [eq(orders.id, Number(filters.q))] : [];
    conditions.push(
      or(ilike(orders.name, text), ilike(users.username, text), ilike(companies.name, text), ...asId)!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Staff views across all members: outbox, orders, failed deliveries and what can be done about them. */
export class AdminOperationsService {
  constructor(
    private readonly db: Db,
    private readonly deliveryService: DeliveryService,
    private readonly vouchers: VoucherLifecycle,
  ) {}

  async messages(
    filters: { recipient?: string; channel?: 'sms' | 'email' | 'kakao'; status?: 'sent' | 'failed' },
    pageReq: PageRequest,
  ) {
    const conditions: SQL[] = [];
    if (filters.recipient) {
      const digits = filters.recipient.replace(/\D/g, '');
      conditions.push(
        or(
          ilike(messages.recipient, `%${escapeLike(filters.recipient.trim())}%`),
          ...(digits.length >= 3 && !filters.recipient.includes('@')
            ? [ilike(messages.recipient, `%${digits}%`)]
            : []),
        )!,
      );
    }
    if (filters.channel) conditions.push(eq(messages.channel, filters.channel));
    if (filters.status) conditions.push(eq(messages.status, filters.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ message: messages, couponNo: deliveries.couponNo })
        .from(messages)
        .leftJoin(deliveries, eq(deliveries.id, messages.deliveryId))
        .where(where)
        .orderBy(desc(messages.id))
        .limit(pageReq.pageSize)
        .offset(offsetOf(pageReq)),
      this.db.select({ n: count() }).from(messages).where(where),
    ]);
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map((r) => outboxMessage(r.message, r.couponNo, true)),
    );
  }

  /** One outbox message as it was sent, coupon number and voucher link in full: audited. */
  async revealMessage(staffId: number, id: number): Promise<OutboxMessage> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ message: messages, couponNo: deliveries.couponNo })
        .from(messages)
        .leftJoin(deliveries, eq(deliveries.id, messages.deliveryId))
        .where(eq(messages.id, id));
      if (!row) throw notFound('발송 메시지를 찾을 수 없습니다.');
      await recordAudit(tx, {
        staffId,
        action: 'message.reveal',
        targetId: id,
        after: { delivery_id: row.message.deliveryId, recipient: row.message.recipient },
      });
      return outboxMessage(row.message, row.couponNo, false);
    });
  }

  async orders(filters: { q?: string; status?: number }, pageReq: PageRequest): Promise<Page<AdminOrder>> {
    const where = adminOrderWhere(filters);
    const base = () =>
      this.db
        .select({ order: orders, username: users.username, company: companies.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(companies, eq(companies.id, users.companyId));
    const [rows, [total]] = await Promise.all([
      base().where(where).orderBy(desc(orders.id)).limit(pageReq.pageSize).offset(offsetOf(pageReq)),
      this.db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where),
    ]);
    const summaries = await orderCounts(
      this.db,
      rows.map((r) => r.order.id),
    );
    return pageOf(
      pageReq,
      total?.n ?? 0,
      rows.map(({ order, username, company }) => ({
        id: order.id,
        name: order.name,
        username,
        company_name: company ?? '',
        ...orderStatusFields(order.status, summaries.get(order.id)),
        send_type: order.sendType,
        is_reserved: order.isReserved,
        total_order_amount: String(order.totalOrderAmount),
        total_refund_amount: String(order.totalRefundAmount),
        delivery_at: order.deliveryAt.toISOString(),
        created_at: order.createdAt.toISOString(),
        vouchers: (summaries.get(order.id) ?? NO_COUNTS).vouchers,
        source: order.source,
      })),
    );
  }

  async deliveries(
    filters: { statuses?: number[]; recipient?: string; voucherStatus?: number },
    pageReq: PageRequest,
  ) {
    const page = await this.deliveryService.list(
      null,
      { recipient: filters.recipient, status: filters.statuses, voucherStatus: filters.voucherStatus },
      pageReq,
    );
    return { ...page, results: page.results.map(staffDelivery) };
  }

  async retryDelivery(staffId: number, deliveryId: number, target: { phone?: string; email?: string }) {
    const before = await this.deliveryService.get(null, deliveryId);
    const audit = (action: AuditAction, after: Record<string, unknown>) =>
      recordAudit(this.db, {
        staffId,
        action,
        targetId: deliveryId,
        before: { status: before.status, recipient: before.recipient ?? before.email },
        after,
      });
    let after: Awaited<ReturnType<DeliveryService['resend']>>;
    try {
      after = await this.deliveryService.resend(null, deliveryId, target);
    } catch (error) {
      // A send that was tried and failed still left a trace (outbox row, maybe an issued voucher).
      if (error instanceof AppError && error.code === 'resend_failed') {
        await audit('delivery.retry_failed', {
          error: error.message,
          phone: target.phone ?? null,
          email: target.email ?? null,
        });
      }
      throw error;
    }
    await audit('delivery.retry', { status: after.status, recipient: after.recipient ?? after.email });
    return staffDelivery(after);
  }

  /** The refund writes its audit row inside its own transaction (DeliveryService.refund with staffId). */
  async refundDelivery(staffId: number, deliveryId: number, reason: string) {
    return staffDelivery(await this.deliveryService.refund(null, deliveryId, reason, staffId));
  }

  /** A member's unused voucher cancelled on their behalf; the audit row is written with the refund. */
  async cancelVoucher(staffId: number, deliveryId: number) {
    return staffDelivery(await this.deliveryService.cancelVoucher(null, deliveryId, staffId));
  }

  /** 사용 처리 (built-in issuer only), audited. */
  async markVoucherUsed(staffId: number, deliveryId: number) {
    await this.vouchers.markUsed(staffId, deliveryId);
    return staffDelivery(await this.deliveryService.get(null, deliveryId));
  }

  /** POST /api/admin/vouchers/sync: one batch of the status sync now, audited. */
  async syncVouchers(staffId: number) {
    const result = await this.vouchers.syncStatuses(1000);
    await recordAudit(this.db, {
      staffId,
      action: 'vouchers.sync',
      targetId: 'status-sync',
      after: result,
    });
    return result;
  }

  supplierStatus() {
    return this.vouchers.supplierStatus();
  }
}

function outboxMessage(
  m: typeof messages.$inferSelect,
  couponNo: string | null,
  masked: boolean,
): OutboxMessage {
  const show = (text: string) => (masked ? maskSecrets(text, couponNo) : text);
  return {
    id: m.id,
    channel: m.channel,
    recipient: m.recipient,
    subject: show(m.subject),
    body: show(m.body),
    masked,
    status: m.status,
    provider: m.provider,
    error: m.error,
    delivery_id: m.deliveryId,
    created_at: m.createdAt.toISOString(),
  };
}
