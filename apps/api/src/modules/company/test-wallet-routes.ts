import { TEST_WALLET_TEXTS, testWalletSchema } from '@bizgift/domain/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import type { TestWalletService } from '../wallet/test-wallet.ts';
import { requirePermission } from './policy.ts';

/** /api/company/test-wallet (issue #30 §2): the test world's wallet, the owner's only (never a key's). */
export async function testWalletRoutes(app: FastifyInstance, opts: { testWallet: TestWalletService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const onRequest = [app.requireMember, requirePermission('manageCompany')];

  r.get('/', { schema: { tags, response: success(testWalletSchema) }, onRequest }, async (request) =>
    ok(await opts.testWallet.get(request.user!.id)),
  );
  r.post('/reset', { schema: { tags, response: success(testWalletSchema) }, onRequest }, async (request) =>
    ok(
      await opts.testWallet.reset({ userId: request.user!.id, companyId: request.user!.companyId! }),
      TEST_WALLET_TEXTS.done,
    ),
  );
}
