import { apiKeyCreateRequestSchema, apiKeySchema, createdApiKeySchema } from '@bizgift/domain/api-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import type { ApiKeyService } from './api-keys.ts';
import { requirePermission } from './policy.ts';

/** /api/company/api-keys (issue #30 §1): the company's API keys, the owner's only. */
export async function apiKeyRoutes(app: FastifyInstance, opts: { apiKeys: ApiKeyService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const onRequest = [app.requireMember, requirePermission('manageCompany')];
  const ownerOf = (user: { id: number; companyId: number | null }) => ({
    userId: user.id,
    companyId: user.companyId!,
  });

  r.get('/', { schema: { tags, response: success(z.array(apiKeySchema)) }, onRequest }, async (request) =>
    ok(await opts.apiKeys.list(request.user!.companyId!)),
  );
  r.post(
    '/',
    {
      schema: { tags, body: apiKeyCreateRequestSchema, response: success(createdApiKeySchema, 201) },
      onRequest,
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await opts.apiKeys.create(ownerOf(request.user!), request.body),
        'API 키를 발급했습니다. 키는 지금만 보여드리니 안전한 곳에 보관해주세요.',
      );
    },
  );
  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(z.null()) }, onRequest },
    async (request) => {
      await opts.apiKeys.revoke(ownerOf(request.user!), parseId(request.params.id));
      return ok(null, 'API 키를 폐기했습니다. 이 키로 보내는 요청은 바로 거절됩니다.');
    },
  );
}
