import { testWorldOnlyQuerySchema } from '@bizgift/domain/orders';
import { balanceSchema } from '@bizgift/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { worldOf } from '../company/policy.ts';
import { getBalance, walletMode } from './ledger.ts';

export async function walletRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/balance',
    {
      schema: { tags: ['payments'], querystring: testWorldOnlyQuerySchema, response: success(balanceSchema) },
      onRequest: app.requireMember,
    },
    // A test key reads its company's test wallet; anyone else when it asks `?test=true`.
    async (request) =>
      ok(await getBalance(opts.db, request.user!.id, walletMode(worldOf(request, request.query)))),
  );
}
