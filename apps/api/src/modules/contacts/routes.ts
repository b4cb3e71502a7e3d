import {
  CONTACT_TEXTS,
  contactFilterQuerySchema,
  contactImportSchema,
  contactListQuerySchema,
  contactPickSchema,
  contactRequestSchema,
  contactSchema,
  contactTagSchema,
  contactUpdateRequestSchema,
  messageTemplateRequestSchema,
  messageTemplateSchema,
  messageTemplateUpdateRequestSchema,
  TEMPLATE_TEXTS,
} from '@bizgift/domain/contacts';
import { seoulDate } from '@bizgift/domain/documents';
import { noDataSchema, pageSchema } from '@bizgift/domain/envelope';
import { IMPORT_MESSAGES, UPLOAD_MAX_BYTES } from '@bizgift/domain/recipient-import';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { badRequest } from '../../http/errors.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { guardEachRoute } from '../../http/openapi.ts';
import { pageRequest } from '../../http/pagination.ts';
import { requirePermission } from '../company/policy.ts';
import { sendDocument, XLSX, xlsxFile } from '../documents/reply.ts';
import { exportContacts, importContacts, rowsOfFile, sampleContacts } from './import.ts';
import type { Actor, ContactService } from './service.ts';
import type { MessageTemplateService } from './templates.ts';

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.id,
  companyId: request.user!.companyId!,
  companyRole: request.user!.companyRole,
});

/** The one `file` part of an import, at most the recipient upload's 10 MB. */
async function uploadedFile(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const missing = () => badRequest(IMPORT_MESSAGES.fileEmpty, { file: [IMPORT_MESSAGES.fileEmpty] });
  if (!request.isMultipart()) throw missing();
  const part = await request.file().catch(() => undefined);
  if (!part) throw missing();
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch {
    // @fastify/multipart stops reading at the size limit.
    throw badRequest(IMPORT_MESSAGES.fileTooLarge, { file: [IMPORT_MESSAGES.fileTooLarge] });
  }
  if (part.file.truncated)
    throw badRequest(IMPORT_MESSAGES.fileTooLarge, { file: [IMPORT_MESSAGES.fileTooLarge] });
  if (data.length === 0) throw missing();
  return { name: part.filename ?? '', data };
}

/** /api/contacts (issue #31 §1): the company's address book; masked for 발송 담당 and 조회 전용. */
export async function contactRoutes(app: FastifyInstance, opts: { contacts: ContactService; db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const { contacts, db } = opts;
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
  guardEachRoute(app, app.requireMember);
  const failed = (request: FastifyRequest) => (error: unknown) =>
    request.log.error({ err: error }, 'contact export failed');

  r.get(
    '/',
    {
      schema: {
        tags,
        querystring: contactListQuerySchema,
        response: success(pageSchema(contactSchema)),
      },
    },
    async (request) => ok(await contacts.list(actorOf(request), request.query, pageRequest(request))),
  );
  r.get('/tags', { schema: { tags, response: success(z.array(contactTagSchema)) } }, async (request) =>
    ok(await contacts.tags(actorOf(request))),
  );
  r.get(
    '/picks',
    {
      schema: { tags, querystring: contactFilterQuerySchema, response: success(z.array(contactPickSchema)) },
    },
    async (request) => ok(await contacts.picks(actorOf(request), request.query)),
  );
  r.post(
    '/',
    { schema: { tags, body: contactRequestSchema, response: success(contactSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await contacts.create(actorOf(request), request.body), CONTACT_TEXTS.created);
    },
  );
  /** multipart/form-data with one `file` part (.xlsx or .csv, at most 10 MB, 10,000 rows). */
  r.post(
    '/import',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: success(contactImportSchema) },
      // Refused before the file is read.
      onRequest: requirePermission('manageContacts'),
    },
    async (request) => {
      const actor = actorOf(request);
      const file = await uploadedFile(request);
      const result = await importContacts(db, actor, await rowsOfFile(file.name, file.data));
      return ok(result, CONTACT_TEXTS.importDone(result.added, result.updated, result.skipped.length));
    },
  );
  r.get('/sample.xlsx', { schema: { tags, response: xlsxFile } }, async (request, reply) =>
    sendDocument(reply, sampleContacts(failed(request)), XLSX, '주소록_샘플.xlsx', 'contacts-sample.xlsx'),
  );
  r.get('/export.xlsx', { schema: { tags, response: xlsxFile } }, async (request, reply) => {
    const today = seoulDate(new Date());
    const stream = exportContacts(db, actorOf(request), failed(request));
    return sendDocument(reply, stream, XLSX, `주소록_${today}.xlsx`, `contacts-${today}.xlsx`);
  });
  r.get('/:id', { schema: { tags, params: idParams, response: success(contactSchema) } }, async (request) =>
    ok(await contacts.get(actorOf(request), parseId(request.params.id, CONTACT_TEXTS.notFound))),
  );
  r.patch(
    '/:id',
    {
      schema: { tags, params: idParams, body: contactUpdateRequestSchema, response: success(contactSchema) },
    },
    async (request) =>
      ok(
        await contacts.update(
          actorOf(request),
          parseId(request.params.id, CONTACT_TEXTS.notFound),
          request.body,
        ),
        CONTACT_TEXTS.updated,
      ),
  );
  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await contacts.remove(actorOf(request), parseId(request.params.id, CONTACT_TEXTS.notFound));
      return ok(null, CONTACT_TEXTS.deleted);
    },
  );
}

/** /api/message-templates (issue #31 §2): the company's saved messages for the send screen. */
export async function messageTemplateRoutes(
  app: FastifyInstance,
  opts: { templates: MessageTemplateService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const { templates } = opts;
  guardEachRoute(app, app.requireMember);
  r.get('/', { schema: { tags, response: success(z.array(messageTemplateSchema)) } }, async (request) =>
    ok(await templates.list(actorOf(request))),
  );
  r.post(
    '/',
    { schema: { tags, body: messageTemplateRequestSchema, response: success(messageTemplateSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await templates.create(actorOf(request), request.body), TEMPLATE_TEXTS.created);
    },
  );
  r.patch(
    '/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: messageTemplateUpdateRequestSchema,
        response: success(messageTemplateSchema),
      },
    },
    async (request) =>
      ok(
        await templates.update(
          actorOf(request),
          parseId(request.params.id, TEMPLATE_TEXTS.notFound),
          request.body,
        ),
        TEMPLATE_TEXTS.updated,
      ),
  );
  r.delete(
    '/:id',
    { schema: { tags, params: idParams, response: success(noDataSchema) } },
    async (request) => {
      await templates.remove(actorOf(request), parseId(request.params.id, TEMPLATE_TEXTS.notFound));
      return ok(null, TEMPLATE_TEXTS.deleted);
    },
  );
}
