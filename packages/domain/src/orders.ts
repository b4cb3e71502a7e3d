/**
 * SPEC §3 Order, Order item and Delivery record as the API sends them and the web reads them (money
 * as integer-like strings, dates as ISO strings). One definition so the two sides cannot drift: the
 * routes declare these schemas as their answers and the web imports the types.
 */

import { z } from 'zod';
import { ORDER_STATUS, ORDER_STATUS_DISPLAY } from './codes.ts';
import { actorSchema } from './company.ts';
import { instantSchema, moneySchema } from './envelope.ts';
import { dateQuery, pageQuery, searchText } from './query.ts';

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

/**
 * What an order's status reads (issue #29 §2), the same word in the list, the detail, the documents
 * and the staff console. The API keeps SPEC's codes (0 발송대기, 2 발송중, 3 발송완료, 4 취소); once
 * every send has settled (3), the word follows the sends: 발송완료 when none failed, 일부 실패 n건
 * when some did, 발송실패 when all did. `failed` counts deliveries that failed to send or issue (3,
 * 5) and are not refunded; `live` the deliveries not refunded.
 */
export function orderStatusDisplay(status: number, failed: number, live: number): string {
  if (status === ORDER_STATUS.DELIVERED && failed > 0)
    return failed >= live ? '발송실패' : `일부 실패 ${failed}건`;
  return ORDER_STATUS_DISPLAY[status] ?? ORDER_STATUS_DISPLAY[ORDER_STATUS.PAYMENT_PENDING]!;
}

/** How an order's status looks: settled with failures reads as a failure, never as a green 발송완료. */
export function orderStatusTone(
  status: number,
  failed: number,
  live: number,
): 'pending' | 'progress' | 'done' | 'partial' | 'failed' | 'cancelled' {
  if (status === ORDER_STATUS.DELIVERED) return failed === 0 ? 'done' : failed >= live ? 'failed' : 'partial';
  if (status === ORDER_STATUS.ORDER_CANCELLED) return 'cancelled';
  return status === ORDER_STATUS.DELIVERING ? 'progress' : 'pending';
}

/** Where an order came from: the checkout or the API (`manual`), or an anniversary rule (issue #31 §3). */
export const ORDER_SOURCES = ['manual', 'auto_gift'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
/** The mark the order list, the receipt and the statements show beside an order's name ('' none). */
export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = { manual: '', auto_gift: '자동 발송' };

/** An order's name, goods line or title as the documents print it: marked when a rule placed the order. */
export const withSourceMark = (text: string, source: OrderSource) =>
  ORDER_SOURCE_LABELS[source] ? `${text} [${ORDER_SOURCE_LABELS[source]}]` : text;

export const orderSchema = z.object({
  id: int(),
  name: z.string(),
  title: z.string(),
  send_msg: z.string(),
  sender: z.string(),
  send_type: int(),
  status: int(),
  /** orderStatusDisplay: 발송완료, 일부 실패 n건 or 발송실패 once the sends settled. */
  status_display: z.string(),
  /** Deliveries that failed to send or issue (3, 5), not refunded. */
  failed_count: int(),
  /** Deliveries not refunded. */
  live_count: int(),
  is_reserved: z.boolean(),
  created_at: instantSchema,
  delivery_at: instantSchema,
  total_order_amount: moneySchema,
  total_refund_amount: moneySchema,
  order_items: z.array(orderItemSchema),
  /** The order's vouchers by gifticon status ("10개 중 7개 사용"). */
  vouchers: voucherSummarySchema,
  /** The company member who placed it (issue #27). */
  placed_by: actorSchema,
  source: z.enum(ORDER_SOURCES),
  /** Placed with a test API key (issue #30 §2): test wallet, sandbox voucher, outbox only. */
  test: z.boolean(),
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
  /** A reserved send's (예약 발송) scheduled time, its order's delivery_at; null for an order sent at once. */
  reserved_at: instantSchema.nullable(),
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
  /** The company member who placed the delivery's order (issue #27). */
  placed_by: actorSchema,
  /** Its order was a test order (issue #30 §2). */
  test: z.boolean(),
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

// ---- Requests (issue #30 §4)

/**
 * `?test=true` on a member's order and delivery reads, on placing an order and on a refund, resend
 * or cancellation: the test world's rows and test wallet instead of the live ones. A test API key
 * always acts in the test world, whatever this says; a live key may read it but not change it.
 */
export const testWorldQuerySchema = z
  .enum(['true', 'false'], { error: 'test는 true 또는 false입니다.' })
  .optional()
  .describe(
    'true: 테스트 모드(테스트 API 키의 세계)에서 테스트 충전금으로 주문하거나, 테스트 주문·발송을 보거나 환불·재발송·취소합니다. 테스트 키는 이 값과 관계없이 항상 테스트 데이터만 다루고, 운영 키는 테스트 주문을 만들거나 바꿀 수 없습니다(403).',
  );

/** The query string of one order's or one delivery's read: only the world to read it from. */
export const testWorldOnlyQuerySchema = z.object({ test: testWorldQuerySchema });
export type TestWorldQuery = z.infer<typeof testWorldOnlyQuerySchema>;

/**
 * The query string of a money route the test world has no counterpart for (recharges, balance
 * refunds, approvals): `?test=true` is refused (400) rather than ignored, so a request that asked
 * for test money never moves live money.
 */
export const liveWorldOnlyQuerySchema = z.object({
  test: z
    .enum(['false'], {
      error: '이 요청은 테스트 모드(test=true)를 지원하지 않습니다. 실제 충전금으로만 처리됩니다.',
    })
    .optional()
    .describe(
      '테스트 모드가 없는 요청입니다. test=true를 보내면 실제 돈이 움직이지 않도록 400으로 거절합니다.',
    ),
});

export const orderListQuerySchema = pageQuery(10, 100).extend({
  /** Issue #27: one member's orders (owner, manager and viewer see the whole company's). */
  placed_by: z.coerce
    .number({ error: '주문자가 올바르지 않습니다.' })
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  name: searchText(100),
  goods_name: searchText(100),
  status: z.coerce.number({ error: '주문 상태가 올바르지 않습니다.' }).int().min(0).max(5).optional(),
  created_at_after: dateQuery.optional(),
  created_at_before: dateQuery.optional(),
  ordering: z.enum(['-id', 'id'], { error: '정렬 기준이 올바르지 않습니다.' }).default('-id'),
  test: testWorldQuerySchema,
});

export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
/** GET /api/orders as the web asks it (every field a string or number, all optional). */
export type OrderListParams = z.input<typeof orderListQuerySchema>;

/** gifticon.status 1–4 as a list filter (the member's sent list and the staff delivery list). */
export const voucherStatusQuery = z.coerce
  .number({ error: '쿠폰 상태가 올바르지 않습니다.' })
  .int('쿠폰 상태가 올바르지 않습니다.')
  .min(1, '쿠폰 상태가 올바르지 않습니다.')
  .max(4, '쿠폰 상태가 올바르지 않습니다.')
  .optional();

export const deliveryListQuerySchema = pageQuery(10, 100).extend({
  goods_name: searchText(100),
  recipient: searchText(254),
  status: z.coerce.number({ error: '발송 상태가 올바르지 않습니다.' }).int().min(0).max(5).optional(),
  voucher_status: voucherStatusQuery,
  order_id: z.coerce
    .number({ error: '주문 번호가 올바르지 않습니다.' })
    .int('주문 번호가 올바르지 않습니다.')
    .positive('주문 번호가 올바르지 않습니다.')
    .max(2_147_483_647, '주문 번호가 올바르지 않습니다.')
    .optional(),
  /** Issue #27: the deliveries of one member's orders (a sender only ever sees its own). */
  placed_by: z.coerce
    .number({ error: '주문자가 올바르지 않습니다.' })
    .int('주문자가 올바르지 않습니다.')
    .positive('주문자가 올바르지 않습니다.')
    .max(2_147_483_647, '주문자가 올바르지 않습니다.')
    .optional(),
  created_at_after: dateQuery.optional(),
  created_at_before: dateQuery.optional(),
  ordering: z.enum(['-id'], { error: '정렬 기준이 올바르지 않습니다.' }).default('-id'),
  test: testWorldQuerySchema,
});

export const deliveryRefundRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(200, '환불 사유는 200자 이하로 입력해주세요.')
    .default('고객 요청에 의한 환불'),
});

export const deliveryResendRequestSchema = z
  .object({
    phone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    recipient: z.string().max(254).optional(),
  })
  .default({});

export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;
export type DeliveryListParams = z.input<typeof deliveryListQuerySchema>;
export type DeliveryResendRequest = z.input<typeof deliveryResendRequestSchema>;
