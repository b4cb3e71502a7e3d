import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import { chooseProviders } from '../registry.ts';
import { DanalPaymentProvider } from './danal.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { SandboxPaymentProvider } from './sandbox.ts';

/**
 * Danal when its CPID and keys are configured; otherwise the sandbox where sandboxes are allowed
 * (providers/registry.ts); otherwise none: integrated payment is unavailable and only bank transfer
 * is offered.
 */
export function createPaymentProvider(config: Config): PaymentProvider | undefined {
  const mode = chooseProviders(config).payment.mode;
  if (mode === 'real') return new DanalPaymentProvider({ ...config.danal!, sdkUrl: config.paymentSdkUrl });
  if (mode === 'off') return undefined;
  const secret = createHmac('sha256', config.jwtSecret).update('payment-sandbox').digest('hex');
  return new SandboxPaymentProvider(secret, config.paymentSdkUrl);
}
