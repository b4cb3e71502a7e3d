import { pageSchema } from '@bizgift/domain/envelope';
import {
  adminRechargeQuerySchema,
  adminRechargeSchema,
  RECHARGE_MESSAGES as M,
  rechargeRejectRequestSchema,
  rechargeSchema,
} from '@bizgift/domain/recharge';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import type { RechargeService } from './service.ts';

/**
 * Staff: bank-transfer requests (DESIGN §1 `GET /api/admin/recharges?status=0`, approve, reject).
 * Registered inside the /api/admin scope, whose hook requires a staff account.
 */
export async function adminRechargeRoutes(app: FastifyInstance, opts: { recharges: RechargeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: {
        tags,
        querystring: adminRechargeQuerySchema,
        response: success(pageSchema(adminRechargeSchema)),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await opts.recharges.adminList({ status: q.status, method: q.recharge_method }, pageRequest(request)),
      );
    },
  );

  r.post(
    '/:id/approve',
    { schema: { tags, params: idParams, response: success(rechargeSchema) } },
    async (request) => {
      const result = await opts.recharges.approve(parseId(request.params.id, M.notFound), request.user!.id);
      return ok(result.recharge, result.credited ? M.approved : '이미 승인된 충전 요청입니다.');
    },
  );

  r.post(
    '/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        body: rechargeRejectRequestSchema,
        response: success(rechargeSchema),
      },
    },
    async (request) =>
      ok(
        await opts.recharges.reject(
          parseId(request.params.id, M.notFound),
          request.user!.id,
          request.body?.reason ?? '',
        ),
        M.rejected,
      ),
  );
}
