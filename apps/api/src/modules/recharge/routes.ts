import { pageSchema } from '@bizgift/domain/envelope';
import { liveWorldOnlyQuerySchema } from '@bizgift/domain/orders';
import {
  createdRechargeSchema,
  RECHARGE_MESSAGES as M,
  type RechargeHistoryQuery,
  rechargeCreateRequestSchema,
  rechargeHistoryQuerySchema,
  rechargeListQuerySchema,
  rechargeOptionsSchema,
  rechargeRequestSchema,
  rechargeSchema,
  settleOutcomeSchema,
  transactionSchema,
} from '@bizgift/domain/recharge';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, redirect, success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { dayBound, pageRequest } from '../../http/pagination.ts';
import { PaymentVerificationError } from '../../providers/payment/payment-provider.ts';
import { requirePermission } from '../company/policy.ts';
import type { HistoryFilters, RechargeService, ReturnOutcome } from './service.ts';

export const historyFiltersOf = (q: RechargeHistoryQuery): HistoryFilters => ({
  createdAfter: dayBound(q.created_at_after, false),
  createdBefore: dayBound(q.created_at_before, true),
  transactionType: q.transaction_type,
  ascending: q.ordering === 'created_at',
});

const orderParams = z.object({ orderId: z.string().max(64) });

/** SPEC §7 payments calls (member) — balance lives in wallet/routes.ts. */
export async function rechargeRoutes(app: FastifyInstance, opts: { recharges: RechargeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const guard = { onRequest: app.requireMember };
  // Issue #27: owner and manager recharge the company wallet; sender and viewer only read.
  const mayRecharge = { onRequest: [app.requireMember, requirePermission('recharge')] };

  r.post(
    '/recharge',
    {
      schema: {
        tags,
        body: rechargeCreateRequestSchema,
        querystring: liveWorldOnlyQuerySchema,
        response: success(createdRechargeSchema, 201),
      },
      ...mayRecharge,
    },
    async (request, reply) => {
      const created = await opts.recharges.create(request.user!.id, request.body, request.headers.origin);
      return reply.status(201).send(ok(created, created.deposit ? M.bankRequested : undefined));
    },
  );

  r.get(
    '/recharge',
    {
      schema: {
        tags,
        querystring: rechargeListQuerySchema,
        response: success(z.array(rechargeRequestSchema)),
      },
      ...guard,
    },
    async (request) =>
      ok(
        await opts.recharges.list(request.user!.id, {
          createdAfter: dayBound(request.query.created_at_after, false),
          createdBefore: dayBound(request.query.created_at_before, true),
          ascending: request.query.ordering === 'created_at',
        }),
      ),
  );

  r.post(
    '/recharge/:id/cancel',
    {
      schema: {
        tags,
        params: idParams,
        querystring: liveWorldOnlyQuerySchema,
        response: success(rechargeSchema),
      },
      ...mayRecharge,
    },
    async (request) =>
      ok(await opts.recharges.cancel(request.user!.id, parseId(request.params.id, M.notFound)), M.cancelled),
  );

  r.get(
    '/recharge/options',
    { schema: { tags, response: success(rechargeOptionsSchema) }, ...guard },
    async (request) => ok(await opts.recharges.chargeOptions(request.user!.id)),
  );

  r.get(
    '/recharge/orders/:orderId',
    { schema: { tags, params: orderParams, response: success(rechargeSchema) }, ...guard },
    async (request) => ok(await opts.recharges.byOrderId(request.user!.id, request.params.orderId)),
  );

  r.get(
    '/recharge/histories',
    {
      schema: {
        tags,
        querystring: rechargeHistoryQuerySchema,
        response: success(pageSchema(transactionSchema)),
      },
      ...guard,
    },
    async (request) => {
      const q = request.query;
      return ok(await opts.recharges.histories(request.user!.id, historyFiltersOf(q), pageRequest(request)));
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The provider's server-to-server notification (public, authenticated by its signature over the
 * raw body) and, for Danal's CPCGI flow, the browser return that our server completes with BILL.
 */
export async function paymentCallbackRoutes(app: FastifyInstance, opts: { recharges: RechargeService }) {
  const provider = opts.recharges.provider;
  // The signature covers the exact bytes, so keep them (this scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      request.rawBody = body as string;
      done(null, {});
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/notifications',
    { schema: { tags: ['payments'], hide: true, response: success(settleOutcomeSchema) } },
    async (request) => {
      if (!provider?.verifyNotification)
        throw new AppError(404, '요청한 주소를 찾을 수 없습니다.', 'not_found');
      let result: ReturnType<NonNullable<typeof provider.verifyNotification>>;
      try {
        result = provider.verifyNotification(request.rawBody ?? '', request.headers);
      } catch (err) {
        if (err instanceof PaymentVerificationError) {
          request.log.warn(
            { reason: err.message, orderId: err.orderId, ip: request.ip },
            'payment notification refused',
          );
          throw new AppError(400, err.message, 'invalid_signature');
        }
        throw err;
      }
      return ok(await opts.recharges.settle(result, 'notification'));
    },
  );

  if (provider?.completeReturn) {
    const toResultPage = {
      schema: {
        hide: true,
        response: redirect(303, 'the SPA result page (/charge/success or /charge/fail)'),
      },
    };
    app.post('/danal/return', toResultPage, async (request, reply) =>
      redirectToResult(
        reply,
        await opts.recharges.completeReturn((request.body ?? {}) as Record<string, string>),
      ),
    );
    const cancel = async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as Record<string, unknown>;
      const orderId = String(query.orderId ?? '').slice(0, 64);
      return redirectToResult(
        reply,
        await opts.recharges.cancelReturn(orderId, String(query.sig ?? '').slice(0, 64)),
      );
    };
    app.get('/danal/cancel', toResultPage, cancel);
    app.post('/danal/cancel', toResultPage, cancel);
  }
}

/** The SPA's result pages after a browser return (303: the browser GETs them). */
function redirectToResult(reply: FastifyReply, outcome: ReturnOutcome) {
  if (outcome.paid) {
    return reply.redirect(
      `/charge/success?orderId=${encodeURIComponent(outcome.orderId)}&amount=${outcome.amount}`,
      303,
    );
  }
  const query = new URLSearchParams();
  if (outcome.orderId) query.set('orderId', outcome.orderId);
  query.set('code', outcome.code);
  query.set('message', outcome.message);
  return reply.redirect(`/charge/fail?${query}`, 303);
}
