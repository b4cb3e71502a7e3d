import { pageSchema } from '@bizgift/domain/envelope';
import { cleanText, footerSchema, NOTICE_TYPES, noticeSchema, sealSchema } from '@bizgift/domain/support';
import { NOTICE_MESSAGES, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageQuery, pageRequest } from '../../http/pagination.ts';
import { NOTICE_ORDERINGS, type NoticeService, visitorKey } from './notices.ts';
import { getSetting } from './settings.ts';

export async function settingsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/footers', { schema: { tags: ['content'], response: success(footerSchema) } }, async () =>
    ok(await getSetting(opts.db, 'footer')),
  );
  // The seal printed on quotes drawn in the browser (a visitor may print one from a product page).
  app.get('/seal', { schema: { tags: ['content'], response: success(sealSchema) } }, async () =>
    ok(await getSetting(opts.db, 'seal')),
  );
}

const noticeListQuery = pageQuery(10, 100).extend({
  /** 1 general, 2 event; empty means all. */
  notice_type: z
    .union([z.literal(''), z.coerce.number()], { error: NOTICE_MESSAGES.typeInvalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || NOTICE_TYPES.includes(v), NOTICE_MESSAGES.typeInvalid),
  search: z
    .string()
    .max(SUPPORT_LIMITS.searchMax * 2, NOTICE_MESSAGES.searchTooLong)
    .transform(cleanText)
    .refine((s) => s.length <= SUPPORT_LIMITS.searchMax, NOTICE_MESSAGES.searchTooLong)
    .optional(),
  ordering: z.enum(NOTICE_ORDERINGS, { error: '정렬 기준이 올바르지 않습니다.' }).default('-created_at'),
});

/** SPEC §7 notices: public list and detail (a view is counted once per visitor per day). */
export async function noticeRoutes(
  app: FastifyInstance,
  opts: { notices: NoticeService; visitorSecret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/',
    { schema: { tags, querystring: noticeListQuery, response: success(pageSchema(noticeSchema)) } },
    async (request) => {
      const { notice_type, search, ordering } = request.query;
      return ok(
        await opts.notices.list(
          { noticeType: notice_type, search: search || undefined, ordering },
          pageRequest(request),
        ),
      );
    },
  );

  r.get(
    '/:id',
    { schema: { tags, params: idParams, response: success(noticeSchema) }, onRequest: app.optionalUser },
    async (request) => {
      const id = parseId(request.params.id, NOTICE_MESSAGES.notFound);
      const visitor = visitorKey(opts.visitorSecret, { userId: request.user?.id, ip: request.ip });
      return ok(await opts.notices.get(id, visitor));
    },
  );
}
