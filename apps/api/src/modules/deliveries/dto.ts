import {
  DELIVERY_STATUS,
  DELIVERY_STATUS_DISPLAY,
  VOUCHER_STATUS,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import type { Actor } from '@bizgift/domain/company';
import { maskContactEmail } from '@bizgift/domain/contacts';
import { maskPhone } from '@bizgift/domain/documents';
import type { DeliveryDto } from '@bizgift/domain/orders';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { deliveries, orderItems, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** The columns a delivery's DTO reads (with the joins of `deliveryRows`). */
export const deliverySelection = {
  delivery: deliveries,
  amount: orderItems.amount,
  goodsName: goods.name,
  goodsImage: goods.image,
  goodsPrice: goods.price,
  goodsRegularPrice: goods.regularPrice,
  validPeriod: goods.validPeriod,
  brand: brands.name,
  placer: { id: users.id, username: users.username, fullname: users.fullname },
  /** The order's reserved send time (예약 발송), null for an order sent at once. */
  reservedAt: sql<Date | null>`case when ${orders.isReserved} then ${orders.deliveryAt} end`.mapWith(
    orders.deliveryAt,
  ),
};

export type DeliveryRow = {
  delivery: typeof deliveries.$inferSelect;
  amount: number;
  goodsName: string;
  goodsImage: string;
  goodsPrice: number;
  goodsRegularPrice: number;
  validPeriod: number;
  brand: string;
  placer: Actor;
  reservedAt: Date | null;
};

/** An unused voucher past its expiry is expired, whether or not the status sync has seen it yet. */
export function effectiveVoucherStatus(
  d: Pick<typeof deliveries.$inferSelect, 'voucherStatus' | 'couponExpiresAt'>,
  now = Date.now(),
): number | null {
  if (d.voucherStatus === VOUCHER_STATUS.UNUSED && d.couponExpiresAt && d.couponExpiresAt.getTime() < now) {
    return VOUCHER_STATUS.EXPIRED;
  }
  return d.voucherStatus;
}

/**
 * `reveal`: whether the caller sees an address-book recipient in full (owner, manager, staff, the
 * company's own webhooks); a 발송 담당 or 조회 전용 sees it masked, as in the address book (issue #31 §1).
 */
export function deliveryDto(row: DeliveryRow, reveal = true): DeliveryDto {
  const d = row.delivery;
  const masked = d.fromContact && !reveal;
  const phone = d.recipientPhone && masked ? maskPhone(d.recipientPhone) : d.recipientPhone;
  const email = d.recipientEmail && masked ? maskContactEmail(d.recipientEmail) : d.recipientEmail;
  const voucherStatus = effectiveVoucherStatus(d);
  return {
    id: d.id,
    order_id: d.orderId,
    status: d.status,
    status_display: DELIVERY_STATUS_DISPLAY[d.status] ?? '발송대기',
    send_type: d.sendType,
    created_at: d.createdAt.toISOString(),
    sent_at: d.sentAt?.toISOString() ?? null,
    reserved_at: row.reservedAt?.toISOString() ?? null,
    received_at: d.receivedAt?.toISOString() ?? null,
    opened_at: d.openedAt?.toISOString() ?? null,
    received_channel: d.receivedChannel ?? null,
    failure_reason:
      d.status === DELIVERY_STATUS.SEND_FAILED || d.status === DELIVERY_STATUS.ADMIN_FAILED
        ? d.lastError
        : null,
    recipient: phone,
    recipient_name: d.recipientName,
    email,
    phone,
    valid_until: d.couponExpiresAt?.toISOString() ?? null,
    refund_amount: d.status === DELIVERY_STATUS.REFUNDED ? String(row.amount) : '0',
    amount: String(row.amount),
    goods: {
      id: d.goodsId,
      name: row.goodsName,
      brand: row.brand,
      image: row.goodsImage,
      price: String(row.goodsPrice),
      regular_price: String(row.goodsRegularPrice),
      valid_period: row.validPeriod,
    },
    refund_reason: d.status === DELIVERY_STATUS.REFUNDED ? d.refundReason : null,
    refunded_at: d.refundedAt?.toISOString() ?? null,
    placed_by: row.placer,
    test: d.test,
    gifticon: {
      coupon_no: d.couponNo,
      status: voucherStatus,
      status_display: voucherStatus === null ? null : (VOUCHER_STATUS_DISPLAY[voucherStatus] ?? null),
      expires_at: d.couponExpiresAt?.toISOString() ?? null,
      used_at: d.voucherUsedAt?.toISOString() ?? null,
    },
  };
}

/** Deliveries with what their DTO shows (amount, goods, brand). */
export function deliveryRows(db: DbOrTx) {
  return db
    .select(deliverySelection)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(orderItems, eq(orderItems.id, deliveries.orderItemId))
    .innerJoin(goods, eq(goods.id, deliveries.goodsId))
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .innerJoin(users, eq(users.id, deliveries.userId));
}
