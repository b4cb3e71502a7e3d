import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { ok, success } from '../../../http/envelope.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { parseSolapiReports, webhookSecretMatches } from '../../../providers/sms/solapi-reports.ts';
import { applyMessageReports } from './service.ts';

const reportAnswer = z.object({ received: z.number().int(), applied: z.number().int() });

/**
 * The gateway's carrier reports (POST, JSON). The URL's secret path segment is the authentication,
 * checked when the request arrives, before its body is read: a caller without the right secret is
 * refused (401) whatever it sends, and never gets as far as the JSON parser. A report for a message
 * we never sent is ignored with 200, so the gateway does not retry it forever.
 */
export async function messageReportRoutes(
  app: FastifyInstance,
  opts: { db: Db; secret: string | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/solapi/:secret',
    {
      schema: {
        tags: ['webhooks'],
        params: z.object({ secret: z.string().max(200) }),
        response: success(reportAnswer),
      },
      bodyLimit: 1024 * 1024,
      onRequest: async (request) => {
        if (!opts.secret) throw notFound('요청한 주소를 찾을 수 없습니다.');
        const { secret } = request.params as { secret?: unknown };
        if (typeof secret !== 'string' || !webhookSecretMatches(opts.secret, secret)) {
          request.log.warn({ ip: request.ip }, 'message report refused: wrong secret');
          throw new AppError(401, '인증되지 않은 요청입니다.', 'invalid_signature');
        }
      },
    },
    async (request) => {
      const reports = parseSolapiReports(request.body);
      const applied = await applyMessageReports(opts.db, reports);
      return ok({ received: reports.length, applied });
    },
  );
}
