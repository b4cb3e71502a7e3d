import type { FastifyInstance } from 'fastify';
import { DANAL_SDK_PATH, DanalPaymentProvider } from './danal.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';
import { sandboxPaymentServer } from './sandbox-server.ts';
import { PAYMENT_SDK_SCRIPT } from './sdk-script.ts';

/** What our origin serves for the active provider: its SDK script and, for the sandbox, its checkout. */
export async function paymentProviderServer(app: FastifyInstance, opts: { provider: PaymentProvider }) {
  if (opts.provider instanceof SandboxPaymentProvider) {
    await app.register(sandboxPaymentServer, { provider: opts.provider });
  } else if (opts.provider instanceof DanalPaymentProvider) {
    app.get(DANAL_SDK_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(PAYMENT_SDK_SCRIPT),
    );
  }
}
