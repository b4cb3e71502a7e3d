import { pageSchema } from '@bizgift/domain/envelope';
import { autoRefundSummarySchema, deliverySchema } from '@bizgift/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { dateQuery, dayBound, pageQuery, pageRequest } from '../../http/pagination.ts';
import { searchText } from '../admin/query.ts';
import { requirePermission } from '../company/policy.ts';
import { DELIVERY_MESSAGES, type DeliveryFilters, type DeliveryService } from './service.ts';
import { VOUCHER_MESSAGES } from './vouchers.ts';

/** gifticon.status 1–4 as a list filter (the member's sent list and the staff delivery list). */
export const voucherStatusQuery = z.coerce
  .number({ error: '쿠폰 상태가 올바르지 않습니다.' })
  .int('쿠폰 상태가 올바르지 않습니다.')
  .min(1, '쿠폰 상태가 올바르지 않습니다.')
  .max(4, '쿠폰 상태가 올바르지 않습니다.')
  .optional();

export const deliveryListQuery = pageQuery(10, 100).extend({
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
});

const refundBody = z.object({
  reason: z
    .string()
    .trim()
    .max(200, '환불 사유는 200자 이하로 입력해주세요.')
    .default('고객 요청에 의한 환불'),
});

const resendBody = z
  .object({
    phone: z.string().max(40).optional(),
    email: z.string().max(254).optional(),
    recipient: z.string().max(254).optional(),
  })
  .default({});

export const deliveryFiltersOf = (q: z.infer<typeof deliveryListQuery>): DeliveryFilters => ({
  goodsName: q.goods_name || undefined,
  recipient: q.recipient || undefined,
  status: q.status,
  orderId: q.order_id,
  placedBy: q.placed_by,
  voucherStatus: q.voucher_status,
  createdAfter: dayBound(q.created_at_after, false),
  createdBefore: dayBound(q.created_at_before, true),
});

export async function deliveriesRoutes(app: FastifyInstance, opts: { deliveries: DeliveryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      schema: {
        tags: ['deliveries'],
        querystring: deliveryListQuery,
        response: success(pageSchema(deliverySchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const q = request.query;
      return ok(await opts.deliveries.list(request.user!.id, deliveryFiltersOf(q), pageRequest(request)));
    },
  );

  r.get(
    '/auto-refunds',
    {
      schema: { tags: ['deliveries'], response: success(autoRefundSummarySchema) },
      onRequest: app.requireMember,
    },
    async (request) => ok(await opts.deliveries.autoRefundSummary(request.user!.id)),
  );

  r.get(
    '/:id',
    {
      schema: { tags: ['deliveries'], params: idParams, response: success(deliverySchema) },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(await opts.deliveries.get(request.user!.id, parseId(request.params.id, DELIVERY_MESSAGES.notFound))),
  );

  r.post(
    '/:id/refund',
    {
      schema: {
        tags: ['deliveries'],
        params: idParams,
        body: refundBody.optional(),
        response: success(deliverySchema),
      },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) =>
      ok(
        await opts.deliveries.refund(
          request.user!.id,
          parseId(request.params.id, DELIVERY_MESSAGES.notFound),
          request.body?.reason || '고객 요청에 의한 환불',
        ),
        DELIVERY_MESSAGES.refunded,
      ),
  );

  r.post(
    '/:id/resend',
    {
      schema: {
        tags: ['deliveries'],
        params: idParams,
        body: resendBody.optional(),
        response: success(deliverySchema),
      },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) => {
      const body = request.body ?? {};
      // The detail page sends `recipient`; the list sends `phone` / `email` (SPEC §3 Resend). The
      // service reads `recipient` as the channel's address (a phone for SMS, an e-mail for e-mail).
      const target = { phone: body.phone, email: body.email, recipient: body.recipient };
      return ok(
        await opts.deliveries.resend(
          request.user!.id,
          parseId(request.params.id, DELIVERY_MESSAGES.notFound),
          target,
        ),
        DELIVERY_MESSAGES.resent,
      );
    },
  );

  r.post(
    '/:id/cancel',
    {
      schema: { tags: ['deliveries'], params: idParams, response: success(deliverySchema) },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) =>
      ok(
        await opts.deliveries.cancelVoucher(
          request.user!.id,
          parseId(request.params.id, DELIVERY_MESSAGES.notFound),
        ),
        VOUCHER_MESSAGES.cancelled,
      ),
  );
}
