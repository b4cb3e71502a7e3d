import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { BusinessStatusChecker } from './business/business-status.ts';
import { NtsBusinessStatusChecker } from './business/nts.ts';
import type { IdentityProvider } from './identity/identity-provider.ts';
import { SandboxIdentityProvider } from './identity/sandbox.ts';

export interface AccountProviders {
  identity: IdentityProvider;
  /** Undefined when no NTS service key is configured (the default). */
  businessStatus: BusinessStatusChecker | undefined;
}

/**
 * Identity verification is the sandbox until a real KCP adapter implementing IdentityProvider is
 * added; the business-status lookup is on only with NTS_SERVICE_KEY.
 */
export function createAccountProviders(config: Config): AccountProviders {
  const sandboxSecret = createHmac('sha256', config.jwtSecret).update('identity-sandbox').digest('hex');
  return {
    identity: new SandboxIdentityProvider(sandboxSecret),
    businessStatus: config.nts
      ? new NtsBusinessStatusChecker(config.nts.serviceKey, config.nts.baseUrl)
      : undefined,
  };
}
