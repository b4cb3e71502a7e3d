import {
  createdWebhookSchema,
  webhookAttemptSchema,
  webhookCreateRequestSchema,
  webhookEndpointSchema,
  webhookUpdateRequestSchema,
} from '@bizgift/domain/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { requirePermission } from '../company/policy.ts';
import type { WebhookService } from './service.ts';

const attemptParams = z.object({ id: z.string().max(40), attemptId: z.string().max(40) });
const eventIdSchema = z.object({ event_id: z.string() });

/** /api/company/webhooks: the company's endpoints, their test event, attempts and resends (issue #30 §3). */
export async function webhookRoutes(app: FastifyInstance, opts: { webhooks: WebhookService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { webhooks } = opts;
  const tags = ['webhooks'];
  // The company's owner only (policy.ts manageCompany: members, policy, keys, webhooks).
  const onRequest = [app.requireMember, requirePermission('manageCompany')];

  r.get(
    '/',
    { schema: { tags, response: success(z.array(webhookEndpointSchema)) }, onRequest },
    async (request) => ok(await webhooks.list(request.user!.id)),
  );
  r.post(
    '/',
    {
      schema: { tags, body: webhookCreateRequestSchema, response: success(createdWebhookSchema, 201) },
      onRequest,
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await webhooks.create(request.user!.id, request.body),
        '웹훅을 등록했습니다. 서명 키는 지금만 보여드립니다.',
      );
    },
  );
  r.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: webhookUpdateRequestSchema,
        response: success(webhookEndpointSchema),
      },
      onRequest,
    },
    async (request) => ok(await webhooks.update(request.user!.id, parseId(request.params.id), request.body)),
  );
  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(z.null()) }, onRequest },
    async (request) => {
      await webhooks.remove(request.user!.id, parseId(request.params.id));
      return ok(null, '웹훅을 삭제했습니다.');
    },
  );
  r.post(
    '/:id/test',
    { schema: { tags, params: idParams, response: success(eventIdSchema, 202) }, onRequest },
    async (request, reply) => {
      reply.status(202);
      return ok(
        await webhooks.sendTest(request.user!.id, parseId(request.params.id)),
        '테스트 이벤트를 보냈습니다.',
      );
    },
  );
  r.get(
    '/:id/attempts',
    { schema: { tags, params: idParams, response: success(z.array(webhookAttemptSchema)) }, onRequest },
    async (request) => ok(await webhooks.attempts(request.user!.id, parseId(request.params.id))),
  );
  r.post(
    '/:id/attempts/:attemptId/resend',
    { schema: { tags, params: attemptParams, response: success(eventIdSchema, 202) }, onRequest },
    async (request, reply) => {
      reply.status(202);
      const { id, attemptId } = request.params;
      return ok(await webhooks.resend(request.user!.id, parseId(id), parseId(attemptId)), '다시 보냈습니다.');
    },
  );
}
