import { balanceSchema } from '@bizgift/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { getBalance } from './ledger.ts';

export async function walletRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/balance',
    { schema: { tags: ['payments'], response: success(balanceSchema) }, onRequest: app.requireMember },
    async (request) => ok(await getBalance(opts.db, request.user!.id)),
  );
}
