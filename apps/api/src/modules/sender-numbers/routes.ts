import {
  SENDER_NUMBER_MESSAGES as M,
  SENDER_PROOF_MAX_BYTES,
  senderNumberRejectRequestSchema,
  senderNumberRequestSchema,
  senderNumberSchema,
  senderNumbersSchema,
} from '@bizgift/domain/admin';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { download, ok, success } from '../../http/envelope.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { guardEachRoute } from '../../http/openapi.ts';
import { requirePermission } from '../company/policy.ts';
import type { SenderNumberService } from './service.ts';

const proofFile = download('application/octet-stream', 'the proof as uploaded: PDF, JPEG or PNG');

function sendProof(reply: FastifyReply, proof: { bytes: Buffer; type: string; ext: string }, id: number) {
  return reply
    .type(proof.type)
    .header('content-disposition', `attachment; filename="sender-number-${id}-proof.${proof.ext}"`)
    .header('content-security-policy', "default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(proof.bytes);
}

/** One multipart request: the fields `number`, `label` and one `file` (the proof), within the limits. */
async function readRequest(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(M.proofMissing, { file: [M.proofMissing] });
  const fields: Record<string, string> = {};
  let proof: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        proof = await part.toBuffer();
        if (part.file.truncated) throw badRequest(M.proofTooLarge, { file: [M.proofTooLarge] });
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart stops at its limits: a proof over 5 MB, or more parts than the form has.
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw tooLarge
      ? badRequest(M.proofTooLarge, { file: [M.proofTooLarge] })
      : badRequest('신청서 형식이 올바르지 않습니다. 발신번호, 메모, 파일 하나만 보내주세요.');
  }
  // A ZodError: the error handler answers it as any body's (400, the field's Korean message).
  return { input: senderNumberRequestSchema.parse(fields), proof };
}

/** /api/users/me/sender-numbers: the member's company's caller numbers and requests (members only). */
export async function memberSenderNumberRoutes(app: FastifyInstance, opts: { senders: SenderNumberService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  await app.register(multipart, {
    limits: { fileSize: SENDER_PROOF_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200 },
  });
  guardEachRoute(app, app.requireMember);
  r.get('/', { schema: { tags, response: success(senderNumbersSchema) } }, async (request) =>
    ok(await opts.senders.mine(request.user!.id)),
  );
  /** multipart/form-data: number, label, file (통신서비스 이용증명원: PDF, JPG or PNG, at most 5 MB). */
  r.post(
    '/',
    {
      onRequest: requirePermission('senderNumbers'),
      schema: { tags, consumes: ['multipart/form-data'], response: success(senderNumberSchema, 201) },
    },
    async (request, reply) => {
      const { input, proof } = await readRequest(request);
      reply.status(201);
      return ok(
        await opts.senders.request(request.user!.id, input, proof),
        '발신번호 등록을 신청했습니다. 관리자 확인 후 사용할 수 있습니다.',
      );
    },
  );
  r.get(
    '/:id/proof',
    {
      onRequest: requirePermission('senderNumbers'),
      schema: { tags, params: idParams, response: proofFile },
    },
    async (request, reply) => {
      const id = parseId(request.params.id, M.notFound);
      return sendProof(reply, await opts.senders.proof(id, { userId: request.user!.id }), id);
    },
  );
}

/** /api/admin/sender-numbers: every company's caller numbers; review, on/off, proofs (staff scope). */
export async function adminSenderNumberRoutes(app: FastifyInstance, opts: { senders: SenderNumberService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const staffId = (request: { user: { id: number } | null }) => request.user!.id;
  r.get('/', { schema: { tags, response: success(senderNumbersSchema) } }, async () =>
    ok(await opts.senders.list()),
  );
  r.get('/:id/proof', { schema: { tags, params: idParams, response: proofFile } }, async (request, reply) => {
    const id = parseId(request.params.id, M.notFound);
    return sendProof(reply, await opts.senders.proof(id, 'staff'), id);
  });
  r.post(
    '/:id/approve',
    { schema: { tags, params: idParams, response: success(senderNumberSchema) } },
    async (request) =>
      ok(
        await opts.senders.review(staffId(request), parseId(request.params.id, M.notFound), {
          approve: true,
        }),
        '발신번호를 승인했습니다.',
      ),
  );
  r.post(
    '/:id/reject',
    {
      schema: {
        tags,
        params: idParams,
        body: senderNumberRejectRequestSchema,
        response: success(senderNumberSchema),
      },
    },
    async (request) =>
      ok(
        await opts.senders.review(staffId(request), parseId(request.params.id, M.notFound), {
          approve: false,
          reason: request.body.reason,
        }),
        '발신번호 신청을 반려했습니다.',
      ),
  );
  for (const [action, active, message] of [
    ['disable', false, '발신번호 사용이 중지되었습니다.'],
    ['enable', true, '발신번호를 다시 사용합니다.'],
  ] as const) {
    r.post(
      `/:id/${action}`,
      { schema: { tags, params: idParams, response: success(senderNumberSchema) } },
      async (request) =>
        ok(
          await opts.senders.setActive(staffId(request), parseId(request.params.id, M.notFound), active),
          message,
        ),
    );
  }
}
