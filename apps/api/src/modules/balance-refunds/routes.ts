import { pageSchema } from '@bizgift/domain/envelope';
import { liveWorldOnlyQuerySchema } from '@bizgift/domain/orders';
import { pageQuery } from '@bizgift/domain/query';
import {
  adminBalanceRefundSchema,
  adminRefundQuerySchema,
  balanceRefundRequestSchema,
  balanceRefundSchema,
  REFUND_MESSAGES as M,
  refundAccountRequestSchema,
  refundAccountStateSchema,
  refundRejectRequestSchema,
} from '@bizgift/domain/refunds';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { requirePermission } from '../company/policy.ts';
import type { BalanceRefundService } from './service.ts';

/** The owner's side of 잔액 환급 (issue #29 §3), under /api/payments. */
export async function balanceRefundRoutes(app: FastifyInstance, opts: { refunds: BalanceRefundService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  // The company's owner only (issue #29 §3): the money is the company's.
  const guard = { onRequest: [app.requireMember, requirePermission('manageCompany')] };

  r.get(
    '/refund-account',
    { schema: { tags, response: success(refundAccountStateSchema) }, ...guard },
    async (request) => ok(await opts.refunds.account(request.user!.id)),
  );
  r.put(
    '/refund-account',
    {
      schema: { tags, body: refundAccountRequestSchema, response: success(refundAccountStateSchema) },
      ...guard,
    },
    async (request) => ok(await opts.refunds.saveAccount(request.user!.id, request.body), M.accountSaved),
  );
  r.get(
    '/refunds',
    {
      schema: { tags, querystring: pageQuery(10, 50), response: success(pageSchema(balanceRefundSchema)) },
      ...guard,
    },
    async (request) => ok(await opts.refunds.mine(request.user!.id, pageRequest(request))),
  );
  r.post(
    '/refunds',
    {
      schema: {
        tags,
        body: balanceRefundRequestSchema,
        querystring: liveWorldOnlyQuerySchema,
        response: success(balanceRefundSchema, 201),
      },
      ...guard,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await opts.refunds.request(request.user!.id, request.body.amount), M.requested)),
  );
}

/** Staff: the requests, paid after the transfer or rejected (inside the staff-only /api/admin scope). */
export async function adminBalanceRefundRoutes(
  app: FastifyInstance,
  opts: { refunds: BalanceRefundService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        tags,
        querystring: adminRefundQuerySchema,
        response: success(pageSchema(adminBalanceRefundSchema)),
      },
    },
    async (request) => ok(await opts.refunds.adminList(request.query.status, pageRequest(request))),
  );
  r.post(
    '/:id/pay',
    { schema: { tags, params: idParams, response: success(balanceRefundSchema) } },
    async (request) => {
      const result = await opts.refunds.pay(parseId(request.params.id, M.notFound), request.user!.id);
      return ok(result.refund, result.changed ? M.paid : '이미 환급 완료된 신청입니다.');
    },
  );
  r.post(
    '/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        body: refundRejectRequestSchema,
        response: success(balanceRefundSchema),
      },
    },
    async (request) => {
      const result = await opts.refunds.reject(
        parseId(request.params.id, M.notFound),
        request.user!.id,
        request.body.reason,
      );
      return ok(result.refund, result.changed ? M.rejected : '이미 반려된 신청입니다.');
    },
  );
}
