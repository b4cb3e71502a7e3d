import { pageSchema } from '@bizgift/domain/envelope';
import { footerSchema, noticeListQuerySchema, noticeSchema, sealSchema } from '@bizgift/domain/support';
import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import { type NoticeService, visitorKey } from './notices.ts';
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

/** SPEC §7 notices: public list and detail (a view is counted once per visitor per day). */
export async function noticeRoutes(
  app: FastifyInstance,
  opts: { notices: NoticeService; visitorSecret: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['content'];

  r.get(
    '/',
    { schema: { tags, querystring: noticeListQuerySchema, response: success(pageSchema(noticeSchema)) } },
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
