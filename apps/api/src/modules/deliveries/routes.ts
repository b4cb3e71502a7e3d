import { pageSchema } from '@bizgift/domain/envelope';
import {
  autoRefundSummarySchema,
  type DeliveryListQuery,
  deliveryListQuerySchema,
  deliveryRefundRequestSchema,
  deliveryResendRequestSchema,
  deliverySchema,
  testWorldOnlyQuerySchema,
} from '@bizgift/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { dayBound, pageRequest } from '../../http/pagination.ts';
import { changeWorldOf, inTestWorld, requirePermission, worldOf } from '../company/policy.ts';
import { DELIVERY_MESSAGES, type DeliveryFilters, type DeliveryService } from './service.ts';
import { VOUCHER_MESSAGES } from './voucher-lifecycle.ts';

export const deliveryFiltersOf = (q: DeliveryListQuery): DeliveryFilters => ({
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
        querystring: deliveryListQuerySchema,
        response: success(pageSchema(deliverySchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const q = request.query;
      return ok(
        await opts.deliveries.list(
          request.user!.id,
          { ...deliveryFiltersOf(q), test: worldOf(request, q) },
          pageRequest(request),
        ),
      );
    },
  );

  r.get(
    '/auto-refunds',
    {
      schema: { tags: ['deliveries'], response: success(autoRefundSummarySchema) },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(await opts.deliveries.autoRefundSummary(request.user!.id, undefined, inTestWorld(request.user))),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags: ['deliveries'],
        params: idParams,
        querystring: testWorldOnlyQuerySchema,
        response: success(deliverySchema),
      },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(
        await opts.deliveries.get(
          request.user!.id,
          parseId(request.params.id, DELIVERY_MESSAGES.notFound),
          worldOf(request, request.query),
        ),
      ),
  );

  r.post(
    '/:id/refund',
    {
      schema: {
        tags: ['deliveries'],
        params: idParams,
        body: deliveryRefundRequestSchema.optional(),
        querystring: testWorldOnlyQuerySchema,
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
          undefined,
          changeWorldOf(request, request.query),
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
        body: deliveryResendRequestSchema.optional(),
        querystring: testWorldOnlyQuerySchema,
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
          changeWorldOf(request, request.query),
        ),
        DELIVERY_MESSAGES.resent,
      );
    },
  );

  r.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['deliveries'],
        params: idParams,
        querystring: testWorldOnlyQuerySchema,
        response: success(deliverySchema),
      },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) =>
      ok(
        await opts.deliveries.cancelVoucher(
          request.user!.id,
          parseId(request.params.id, DELIVERY_MESSAGES.notFound),
          undefined,
          changeWorldOf(request, request.query),
        ),
        VOUCHER_MESSAGES.cancelled,
      ),
  );
}
