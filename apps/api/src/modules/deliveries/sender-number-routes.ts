import { senderNumberSchema, senderNumbersSchema } from '@bizgift/domain/admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { idParams, parseId } from '../../http/ids.ts';
import { SENDER_NUMBER_MESSAGES, type SenderNumberService } from './sender-numbers.ts';

/** A Korean caller number: a phone or area number (0…, 9–11 digits) or a 대표번호 (15xx-xxxx…). */
const numberBody = z.object({
  number: z
    .string({ error: '발신번호를 입력해주세요.' })
    .trim()
    .max(20, '발신번호 형식이 올바르지 않습니다.')
    .refine(
      (v) => /^(0\d{8,10}|1[5-9]\d{6})$/.test(v.replace(/-/g, '')),
      '발신번호 형식이 올바르지 않습니다.',
    ),
  label: z.string().trim().max(50, '메모는 50자 이하로 입력해주세요.').default(''),
});

/** /api/admin/sender-numbers: the caller numbers registered with the gateway (staff scope). */
export async function adminSenderNumberRoutes(app: FastifyInstance, opts: { senders: SenderNumberService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const staffId = (request: { user: { id: number } | null }) => request.user!.id;
  r.get('/', { schema: { tags, response: success(senderNumbersSchema) } }, async () =>
    ok(await opts.senders.list()),
  );
  r.post(
    '/',
    { schema: { tags, body: numberBody, response: success(senderNumberSchema, 201) } },
    async (request, reply) => {
      reply.status(201);
      return ok(await opts.senders.add(staffId(request), request.body), '발신번호가 등록되었습니다.');
    },
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
          await opts.senders.setActive(
            staffId(request),
            parseId(request.params.id, SENDER_NUMBER_MESSAGES.notFound),
            active,
          ),
          message,
        ),
    );
  }
}
