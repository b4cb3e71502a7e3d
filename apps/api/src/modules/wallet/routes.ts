import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { getBalance } from './ledger.ts';

export async function paymentsRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get('/balance', { schema: { tags: ['payments'] }, onRequest: app.requireMember }, async (request) =>
    ok(await getBalance(opts.db, request.user!.id)),
  );
}
