/**
 * SPEC §3 Order, Order item and Delivery record as the API sends them and the web reads them (money
 * as integer-like strings, dates as ISO strings). One definition so the two sides cannot drift: the
 * routes declare these schemas as their answers and the web imports the types.
 */
import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';

const int = () => z.number().int();

export const orderItemSchema = z.object({
  id: int(),
  goods: z.object({ id: int(), name: z.string(), brand: z.string(), image: z.string() }),
  amount: moneySchema,
  total_count: int(),
  total_amount: moneySchema,
  refund_amount: moneySchema,
});
export type OrderItemDto = z.infer<typeof orderItemSchema>;

export const voucherSummarySchema = z.object({
  /** Deliveries of the order (one voucher each). */
  total: int(),
  unused: int(),
  used: int(),
  expired: int(),
  cancelled: int(),
});
export type VoucherSummaryDto = z.infer<typeof voucherSummarySchema>;

export const orderSchema = z.object({
  id: int(),
  name: z.string(),
  title: z.string(),
  send_msg: z.string(),
  sender: z.string(),
  send_type: int(),
  status: int(),
  status_display: z.string(),
  is_reserved: z.boolean(),
  created_at: instantSchema,
  delivery_at: instantSchema,
  total_order_amount: moneySchema,
  total_refund_amount: moneySchema,
  order_items: z.array(orderItemSchema),
  /** The order's vouchers by gifticon status ("10개 중 7개 사용"). */
  vouchers: voucherSummarySchema,
});
export type OrderDto = z.infer<typeof orderSchema>;

/** "10개 중 7개 사용" */
export const voucherSummaryText = (v: VoucherSummaryDto) => `${v.total}개 중 ${v.used}개 사용`;

/**
 * The voucher behind a delivery (DESIGN §1 Vouchers). status null until a voucher is issued; an
 * unused voucher past its expiry reads 3 (기간만료) even before the status sync has seen it.
 */
export const gifticonSchema = z.object({
  coupon_no: z.string().nullable(),
  status: int().nullable(),
  status_display: z.string().nullable(),
  expires_at: instantSchema.nullable(),
  used_at: instantSchema.nullable(),
});
export type GifticonDto = z.infer<typeof gifticonSchema>;

export const deliverySchema = z.object({
  id: int(),
  order_id: int(),
  status: int(),
  status_display: z.string(),
  send_type: int(),
  created_at: instantSchema,
  sent_at: instantSchema.nullable(),
  /** The carrier's final report that the message reached the phone; null until it arrives. */
  received_at: instantSchema.nullable(),
  /** The recipient's first open of the voucher page (/v/{token}). */
  opened_at: instantSchema.nullable(),
  /** How a 알림톡 (send type 3) reached the phone: `alimtalk` itself, or `sms` (the gateway's replacement). */
  received_channel: z.enum(['alimtalk', 'sms']).nullable(),
  /** Why a failed send (3) or issue (5) failed, in words a member can act on. */
  failure_reason: z.string().nullable(),
  recipient: z.string().nullable(),
  /** The name given for `#{이름}` (issue #16 §5), or null. */
  recipient_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  valid_until: z.string().nullable(),
  refund_amount: moneySchema,
  amount: moneySchema,
  goods: z.object({
    id: int(),
    name: z.string(),
    brand: z.string(),
    image: z.string(),
    price: moneySchema,
    regular_price: moneySchema,
    valid_period: int(),
  }),
  /** Set once the delivery is refunded (status 4): why, and when. */
  refund_reason: z.string().nullable(),
  refunded_at: instantSchema.nullable(),
  gifticon: gifticonSchema,
});
export type DeliveryDto = z.infer<typeof deliverySchema>;

/** The member's automatic refunds of failed sends in the last `days` days (issue #19 §6: told on the site). */
export const autoRefundSummarySchema = z.object({
  days: int(),
  count: int(),
  amount: moneySchema,
  last_refunded_at: instantSchema.nullable(),
});
export type AutoRefundSummary = z.infer<typeof autoRefundSummarySchema>;
