import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { DanalPaymentProvider } from './danal.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';

/**
 * Danal when its CPID and keys are configured; otherwise the sandbox (DESIGN §1) unless it is
 * switched off (PAYMENT_SANDBOX=false, the production default), in which case integrated payment is
 * unavailable and only bank transfer is offered.
 */
export function createPaymentProvider(config: Config): PaymentProvider | undefined {
  if (config.danal) {
    return new DanalPaymentProvider({ ...config.danal, sdkUrl: config.paymentSdkUrl });
  }
  if (!config.paymentSandbox) return undefined;
  const secret = createHmac('sha256', config.jwtSecret).update('payment-sandbox').digest('hex');
  return new SandboxPaymentProvider(secret, config.paymentSdkUrl);
}
