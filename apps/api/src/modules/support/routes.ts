import { pageSchema } from '@bizgift/domain/envelope';
import {
  adminInquiryListQuerySchema,
  adminInquirySchema,
  inquiryAnswerSchema,
  inquiryCreateSchema,
  inquiryListQuerySchema,
  inquirySchema,
} from '@bizgift/domain/support';
import { INQUIRY_MESSAGES } from '@bizgift/domain/support-messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { pageRequest } from '../../http/pagination.ts';
import type { InquiryService } from './service.ts';

/** SPEC §7 inquiries: a member's own 1:1 inquiries. */
export async function inquiryRoutes(app: FastifyInstance, opts: { inquiries: InquiryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support'];

  r.get(
    '/',
    {
      schema: { tags, querystring: inquiryListQuerySchema, response: success(pageSchema(inquirySchema)) },
      onRequest: app.requireMember,
    },
    async (request) => {
      return ok(await opts.inquiries.listOwn(request.user!.id, pageRequest(request)));
    },
  );

  r.post(
    '/',
    {
      schema: { tags, body: inquiryCreateSchema, response: success(inquirySchema, 201) },
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const created = await opts.inquiries.create(request.user!.id, request.body);
      return reply.status(201).send(ok(created, INQUIRY_MESSAGES.created));
    },
  );

  r.get(
    '/:id',
    { schema: { tags, params: idParams, response: success(inquirySchema) }, onRequest: app.requireMember },
    async (request) =>
      ok(
        await opts.inquiries.getOwn(request.user!.id, parseId(request.params.id, INQUIRY_MESSAGES.notFound)),
      ),
  );
}

/** Staff side, registered under /api/admin/inquiries. */
export async function adminInquiryRoutes(app: FastifyInstance, opts: { inquiries: InquiryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Authenticate before validating so a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireStaff);

  r.get(
    '/',
    {
      schema: {
        tags,
        querystring: adminInquiryListQuerySchema,
        response: success(pageSchema(adminInquirySchema)),
      },
    },
    async (request) => {
      const { status } = request.query;
      return ok(await opts.inquiries.listForStaff({ status }, pageRequest(request)));
    },
  );

  r.post(
    '/:id/answer',
    { schema: { tags, params: idParams, body: inquiryAnswerSchema, response: success(inquirySchema) } },
    async (request) => {
      const id = parseId(request.params.id, INQUIRY_MESSAGES.notFound);
      return ok(
        await opts.inquiries.answer(request.user!.id, id, request.body.answer),
        INQUIRY_MESSAGES.answered,
      );
    },
  );
}
