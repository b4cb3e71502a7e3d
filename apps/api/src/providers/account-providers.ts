import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { BusinessStatusChecker } from './business/business-status.ts';
import { NtsBusinessStatusChecker } from './business/nts.ts';
import type { IdentityProvider } from './identity/identity-provider.ts';
import { KcpIdentityProvider, pemFrom } from './identity/kcp.ts';
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

export const IDENTITY_CALLBACK_PATH = '/api/identities/kcp/callback';

/**
 * KCP posts the result to PUBLIC_URL + the callback path (never to an address taken from a request's
 * Host header); in development without PUBLIC_URL, to the server's own listening address.
 */
function kcpProvider(config: Config): KcpIdentityProvider {
  const kcp = config.kcp!;
  if (config.env === 'production' && !config.publicUrl) {
    throw new Error('KCP 본인인증을 쓰려면 PUBLIC_URL(인증 결과를 받을 공개 주소)을 설정해야 합니다.');
  }
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return new KcpIdentityProvider({
    siteCd: kcp.siteCd,
    certPem: pemFrom(kcp.cert),
    privateKeyPem: pemFrom(kcp.privateKey),
    privateKeyPassword: kcp.privateKeyPassword,
    apiUrl: kcp.apiUrl,
    pageUrl: kcp.pageUrl,
    returnUrl: `${base}${IDENTITY_CALLBACK_PATH}`,
    webSiteId: kcp.webSiteId,
  });
}

/**
 * Identity verification as providers/registry.ts chooses (KCP with its credentials, else the sandbox
 * where sandboxes are allowed, else none); the business-status lookup only with NTS_SERVICE_KEY.
 */
export function createAccountProviders(config: Config): AccountProviders {
  const sandboxSecret = createHmac('sha256', config.jwtSecret).update('identity-sandbox').digest('hex');
  const mode = chooseProviders(config).identity.mode;
  return {
    identity:
      mode === 'real'
        ? kcpProvider(config)
        : mode === 'sandbox'
          ? new SandboxIdentityProvider(sandboxSecret)
          : undefined,
    businessStatus: config.nts
      ? new NtsBusinessStatusChecker(config.nts.serviceKey, config.nts.baseUrl)
      : undefined,
  };
}
