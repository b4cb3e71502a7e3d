import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import {
  adminNoticeListQuerySchema,
  noticeCreateSchema,
  noticeSchema,
  noticeUpdateSchema,
} from '@bizgift/domain/support';
import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import type { NoticeService } from './notices.ts';

/**
 * Staff: notices (create, edit, delete). Registered under /api/admin/notices, inside the staff-only
 * scope; the service writes the audit row in the same transaction as the change.
 */
export async function adminNoticeRoutes(app: FastifyInstance, opts: { notices: NoticeService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/',
    {
      schema: { tags, querystring: adminNoticeListQuerySchema, response: success(pageSchema(noticeSchema)) },
    },
    async (request) => {
      const { notice_type, search } = request.query;
      return ok(
        await opts.notices.list(
          { noticeType: notice_type, search: search || undefined, ordering: '-created_at' },
          pageRequest(request),
        ),
      );
    },
  );

  r.get('/:id', { schema: { tags, params: idParams, response: success(noticeSchema) } }, async (request) =>
    ok(await opts.notices.get(parseId(request.params.id, NOTICE_MESSAGES.notFound))),
  );

  r.post(
    '/',
    { schema: { tags, body: noticeCreateSchema, response: success(noticeSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await opts.notices.create(request.user!.id, request.body), '공지사항이 등록되었습니다.');
    },
  );

  r.put(
    '/:id',
    { schema: { tags, params: idParams, body: noticeUpdateSchema, response: success(noticeSchema) } },
    async (request) =>
      ok(
        await opts.notices.update(
          request.user!.id,
          parseId(request.params.id, NOTICE_MESSAGES.notFound),
          request.body,
        ),
        '공지사항이 수정되었습니다.',
      ),
  );

  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await opts.notices.remove(request.user!.id, parseId(request.params.id, NOTICE_MESSAGES.notFound));
      return ok(null, '공지사항이 삭제되었습니다.');
    },
  );
}
