import { voucherSchema } from '@bizgift/domain/vouchers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import type { VoucherPageService } from './service.ts';

const tokenParams = z.object({ token: z.string().max(100) });

/** Public: the recipient's voucher page reads this with the token from its message. */
export async function voucherRoutes(
  app: FastifyInstance,
  opts: { vouchers: VoucherPageService; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/:token',
    {
      schema: { tags: ['vouchers'], params: tokenParams, response: success(voucherSchema) },
      config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // The answer names a live coupon: never kept by a shared cache, never indexed.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      return ok(await opts.vouchers.open(request.params.token));
    },
  );
}
