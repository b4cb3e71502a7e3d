import {
  autoGiftRuleRequestSchema,
  autoGiftRuleSchema,
  autoGiftRuleUpdateSchema,
  autoGiftRunRequestSchema,
  autoGiftRunSchema,
  autoGiftSendSchema,
  upcomingGiftSchema,
  upcomingQuerySchema,
} from '@bizgift/domain/auto-gifts';
import { pageSchema } from '@bizgift/domain/envelope';
import { pageQuery } from '@bizgift/domain/query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { requirePermission } from '../company/policy.ts';
import type { AutoGiftJob } from './job.ts';
import type { AutoGiftService } from './service.ts';

/** /api/auto-gifts: the company's anniversary rules, their next gifts and history (owner, manager). */
export async function autoGiftRoutes(app: FastifyInstance, opts: { autoGifts: AutoGiftService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { autoGifts } = opts;
  const tags = ['auto-gifts'];
  const onRequest = [app.requireMember, requirePermission('autoGifts')];
  const companyOf = (request: { user: { companyId: number | null } | null }) => request.user!.companyId!;

  r.get(
    '/',
    { schema: { tags, response: success(z.array(autoGiftRuleSchema)) }, onRequest },
    async (request) => ok(await autoGifts.list(companyOf(request))),
  );
  r.post(
    '/',
    {
      schema: { tags, body: autoGiftRuleRequestSchema, response: success(autoGiftRuleSchema, 201) },
      onRequest,
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await autoGifts.create(companyOf(request), request.user!.id, request.body),
        '자동 발송 규칙을 만들었습니다.',
      );
    },
  );
  r.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: autoGiftRuleUpdateSchema,
        response: success(autoGiftRuleSchema),
      },
      onRequest,
    },
    async (request) =>
      ok(
        await autoGifts.update(companyOf(request), parseId(request.params.id), request.body),
        '저장했습니다.',
      ),
  );
  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(z.null()) }, onRequest },
    async (request) => {
      await autoGifts.remove(companyOf(request), parseId(request.params.id));
      return ok(null, '자동 발송 규칙을 삭제했습니다.');
    },
  );
  r.get(
    '/:id/upcoming',
    {
      schema: {
        tags,
        params: idParams,
        querystring: upcomingQuerySchema,
        response: success(z.array(upcomingGiftSchema)),
      },
      onRequest,
    },
    async (request) =>
      ok(await autoGifts.upcoming(companyOf(request), parseId(request.params.id), request.query.days)),
  );
  r.get(
    '/:id/history',
    {
      schema: {
        tags,
        params: idParams,
        querystring: pageQuery(20, 100),
        response: success(pageSchema(autoGiftSendSchema)),
      },
      onRequest,
    },
    async (request) =>
      ok(await autoGifts.history(companyOf(request), parseId(request.params.id), pageRequest(request))),
  );
}

/** /api/admin/auto-gifts/run: the daily job as of a date, now (recovery and tests; staff). */
export async function adminAutoGiftRoutes(app: FastifyInstance, opts: { job: AutoGiftJob }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/run',
    { schema: { tags: ['admin'], body: autoGiftRunRequestSchema, response: success(autoGiftRunSchema) } },
    async (request) =>
      ok(await opts.job.runByStaff(request.user!.id, request.body.date), '기념일 자동 발송을 실행했습니다.'),
  );
}
