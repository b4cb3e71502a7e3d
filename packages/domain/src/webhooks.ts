import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';
import { deliverySchema, orderSchema } from './orders.ts';
import { rechargeSchema } from './recharge.ts';
import { balanceSchema } from './wallet.ts';

/** Events a company can subscribe an endpoint to (issue #30 §3), and the test event. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.approved',
  'order.rejected',
  'delivery.sent',
  'delivery.failed',
  'delivery.opened',
  'delivery.refunded',
  'voucher.used',
  'voucher.expired',
  'voucher.cancelled',
  'wallet.recharged',
  'wallet.low_balance',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

/**
 * wallet.low_balance fires when a debit takes the company's balance from at least this to below it
 * (once per crossing: a credit back above it arms it again).
 */
export const LOW_BALANCE_WON = 100_000;

/** What each event's `data` is: the same shapes the API answers (an order, a delivery, a recharge). */
export const webhookEventDataSchemas = {
  'order.created': orderSchema,
  'order.approved': orderSchema,
  'order.rejected': orderSchema,
  'delivery.sent': deliverySchema,
  'delivery.failed': deliverySchema,
  'delivery.opened': deliverySchema,
  'delivery.refunded': deliverySchema,
  'voucher.used': deliverySchema,
  'voucher.expired': deliverySchema,
  'voucher.cancelled': deliverySchema,
  'wallet.recharged': z.object({ recharge: rechargeSchema, balance: balanceSchema }),
  'wallet.low_balance': z.object({ balance: balanceSchema, threshold: moneySchema }),
  'webhook.test': z.object({ endpoint_id: z.number().int(), message: z.string() }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

/**
 * The body of every webhook: `{type, timestamp, test, data}`. `test` is true for an event a test
 * order caused (a test API key's world, issue #30 §2), false otherwise.
 */
export const webhookBodySchema = z.object({
  type: z.string(),
  timestamp: instantSchema,
  test: z.boolean(),
  data: z.unknown(),
});

export const WEBHOOK_TEXTS = {
  urlInvalid: '웹훅 주소가 올바르지 않습니다.',
  httpsOnly: '웹훅 주소는 https:// 로 시작해야 합니다.',
  eventsRequired: '받을 이벤트를 하나 이상 선택해주세요.',
  eventUnknown: '알 수 없는 이벤트입니다.',
  notFound: '웹훅을 찾을 수 없습니다.',
  tooMany: '웹훅은 회사당 10개까지 등록할 수 있습니다.',
  notFailed: '실패한 전송만 다시 보낼 수 있습니다.',
} as const;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why we switched it off (it failed for days); null otherwise. */
  disabled_reason: z.string().nullable(),
  failing_since: instantSchema.nullable(),
  created_at: instantSchema,
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointSchema>;

/** The answer to a create: the signing secret, shown this once. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });

export const webhookAttemptSchema = z.object({
  id: z.number().int(),
  /** The message's webhook-id, the same on every attempt. */
  event_id: z.string(),
  type: z.string(),
  /** null when no answer came (refused, timed out, blocked address). */
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  response_excerpt: z.string(),
  /** The message's state: pending (retrying), delivered or failed (resend possible). */
  message_status: z.enum(['pending', 'delivered', 'failed']),
  created_at: instantSchema,
});
export type WebhookAttemptDto = z.infer<typeof webhookAttemptSchema>;

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_TEXTS.eventUnknown }), {
    error: WEBHOOK_TEXTS.eventsRequired,
  })
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENTS.length);
const url = z.string({ error: WEBHOOK_TEXTS.urlInvalid }).trim().max(2000, WEBHOOK_TEXTS.urlInvalid);

export const webhookCreateRequestSchema = z.object({ url, events });
export const webhookUpdateRequestSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookCreateRequest = z.infer<typeof webhookCreateRequestSchema>;
export type WebhookUpdateRequest = z.infer<typeof webhookUpdateRequestSchema>;

/** What each event means, for the screens and the developer page. */
export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'order.created': '주문 접수',
  'order.approved': '주문 승인',
  'order.rejected': '주문 반려',
  'delivery.sent': '발송 완료',
  'delivery.failed': '발송 실패',
  'delivery.opened': '수신자가 상품권 열람',
  'delivery.refunded': '발송 환불',
  'voucher.used': '상품권 사용',
  'voucher.expired': '상품권 기간 만료',
  'voucher.cancelled': '상품권 취소',
  'wallet.recharged': '충전금 충전',
  'wallet.low_balance': '충전금 잔액 부족',
};
