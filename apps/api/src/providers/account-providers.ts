import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { BusinessStatusChecker } from './business/business-status.ts';
import { NtsBusinessStatusChecker } from './business/nts.ts';
import type { IdentityProvider } from './identity/identity-provider.ts';
import { SandboxIdentityProvider } from './identity/sandbox.ts';
import { chooseProviders } from './registry.ts';

export interface AccountProviders {
  /** Undefined when identity verification is switched off (production without KCP credentials). */
  identity: IdentityProvider | undefined;
  /** Undefined when no NTS service key is configured (the default). */
  businessStatus: BusinessStatusChecker | undefined;
}

/**
 * The key of the CI/DI keyed hashes (modules/identity identityHash): CI_HASH_KEY, else derived from
 * JWT_SECRET — set CI_HASH_KEY before ever rotating JWT_SECRET, or members cannot be found by CI.
 */
export function identityHashKey(config: Config): string {
  return config.ciHashKey ?? createHmac('sha256', config.jwtSecret).update('identity-ci-hash').digest('hex');
}

/** Identity verification as providers/registry.ts chooses; the business-status lookup only with NTS_SERVICE_KEY. */
export function createAccountProviders(config: Config): AccountProviders {
  const sandboxSecret = createHmac('sha256', config.jwtSecret).update('identity-sandbox').digest('hex');
  const mode = chooseProviders(config).identity.mode;
  return {
    identity: mode === 'off' ? undefined : new SandboxIdentityProvider(sandboxSecret),
    businessStatus: config.nts
      ? new NtsBusinessStatusChecker(config.nts.serviceKey, config.nts.baseUrl)
      : undefined,
  };
}
