import { pageSchema } from '@bizgift/domain/envelope';
import {
  type OrderListQuery,
  orderListQuerySchema,
  orderSchema,
  testWorldOnlyQuerySchema,
} from '@bizgift/domain/orders';
import {
  duplicateCheckRequestSchema,
  duplicateCheckSchema,
  messagePreviewSchema,
  orderCreateRequestSchema,
  previewRequestSchema,
  senderNumberCheckSchema,
  senderNumberQuerySchema,
  sendTypesSchema,
} from '@bizgift/domain/send-message';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { dayBound, pageRequest } from '../../http/pagination.ts';
import { changeWorldOf, inTestWorld, requirePermission, worldOf } from '../company/policy.ts';

import type { SendCheckService } from './send-checks.ts';
import { ORDER_MESSAGES, type OrderFilters, type OrderService } from './service.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, '멱등성 키가 올바르지 않습니다.')
    .max(100, '멱등성 키가 올바르지 않습니다.')
    .optional()
    .describe(
      '멱등성 키 (8–100자). 같은 키와 같은 내용으로 다시 보내면 새 주문 없이 처음 응답을 200으로, 같은 키에 다른 내용이면 422 (code: idempotency_mismatch)로 답합니다. 동시에 두 번 보내도 주문은 하나입니다.',
    ),
});

export const orderFiltersOf = (q: OrderListQuery): OrderFilters => ({
  placedBy: q.placed_by,
  name: q.name || undefined,
  goodsName: q.goods_name || undefined,
  status: q.status,
  createdAfter: dayBound(q.created_at_after, false),
  createdBefore: dayBound(q.created_at_before, true),
  ordering: q.ordering,
});

export async function ordersRoutes(
  app: FastifyInstance,
  opts: { orders: OrderService; checks: SendCheckService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mayOrder = requirePermission('send');

  // Before paying (issue #16 §5): only the member's own deliveries are read.
  r.post(
    '/duplicate-check',
    {
      schema: {
        tags: ['orders'],
        body: duplicateCheckRequestSchema,
        response: success(duplicateCheckSchema),
      },
      onRequest: [app.requireMember, mayOrder],
    },
    async (request) =>
      ok(await opts.checks.duplicates(request.user!.id, request.body, inTestWorld(request.user))),
  );

  r.post(
    '/preview',
    {
      schema: { tags: ['orders'], body: previewRequestSchema, response: success(messagePreviewSchema) },
      onRequest: [app.requireMember, mayOrder],
    },
    async (request) => ok(await opts.checks.preview(request.user!.id, request.body)),
  );

  r.get(
    '/send-types',
    { schema: { tags: ['orders'], response: success(sendTypesSchema) }, onRequest: app.requireMember },
    async () => ok(opts.checks.sendTypes()),
  );

  // The number recipients will see for the sender typed in (the send screen's hint, issue #16 §2).
  r.get(
    '/sender-number',
    {
      schema: {
        tags: ['orders'],
        querystring: senderNumberQuerySchema,
        response: success(senderNumberCheckSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) => ok(await opts.checks.senderNumber(request.user!.id, request.query.sender)),
  );

  r.post(
    '/',
    {
      schema: {
        tags: ['orders'],
        body: orderCreateRequestSchema,
        querystring: testWorldOnlyQuerySchema,
        headers: idempotencyHeaders,
        // 201 a new order; 200 the first answer again for a retried idempotency key.
        response: { ...success(orderSchema), ...success(orderSchema, 201) },
      },
      onRequest: [app.requireMember, mayOrder],
    },
    async (request, reply) => {
      const { order, replayed } = await opts.orders.create(request.user!.id, request.body, {
        idempotencyKey: request.headers['idempotency-key'],
        apiKeyId: request.user!.apiKey?.id ?? null,
        // A test key's order is a test order; a person asking `?test=true` gets one too (paid from
        // the test wallet), and a live key asking for it is refused: never live money for a test.
        test: changeWorldOf(request, request.query),
      });
      reply.status(replayed ? 200 : 201);
      return ok(order, replayed ? '이미 처리된 주문입니다.' : '주문이 완료되었습니다.');
    },
  );

  r.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        querystring: orderListQuerySchema,
        response: success(pageSchema(orderSchema)),
      },
      onRequest: app.requireMember,
    },
    async (request) => {
      const q = request.query;
      return ok(
        await opts.orders.list(
          request.user!.id,
          { ...orderFiltersOf(q), test: worldOf(request, q) },
          pageRequest(request),
        ),
      );
    },
  );

  r.get(
    '/:id',
    {
      schema: {
        tags: ['orders'],
        params: idParams,
        querystring: testWorldOnlyQuerySchema,
        response: success(orderSchema),
      },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(
        await opts.orders.get(
          request.user!.id,
          parseId(request.params.id, ORDER_MESSAGES.notFound),
          worldOf(request, request.query),
        ),
      ),
  );

  r.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        params: idParams,
        querystring: testWorldOnlyQuerySchema,
        response: success(orderSchema),
      },
      onRequest: [app.requireMember, mayOrder],
    },
    async (request) =>
      ok(
        await opts.orders.cancelReserved(
          request.user!.id,
          parseId(request.params.id, ORDER_MESSAGES.notFound),
          changeWorldOf(request, request.query),
        ),
        '예약 발송이 취소되었습니다. 결제 금액이 충전금으로 반환되었습니다.',
      ),
  );
}
