import { balanceSchema } from '@bizgift/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok, success } from '../../http/envelope.ts';
import { inTestWorld } from '../company/policy.ts';
import { getBalance, walletMode } from './ledger.ts';

export async function walletRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/balance',
    { schema: { tags: ['payments'], response: success(balanceSchema) }, onRequest: app.requireMember },
    // A test key reads its company's test wallet (issue #30 §2).
    async (request) => ok(await getBalance(opts.db, request.user!.id, walletMode(inTestWorld(request.user)))),
  );
}
