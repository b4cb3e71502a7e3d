import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_TEXTS } from '@bizgift/domain/webhooks';

/**
 * Where a webhook may go (issue #30 §3): in production only https, and never to a loopback,
 * private, link-local (cloud metadata), carrier-grade NAT or otherwise reserved address. Checked
 * when the endpoint is saved (the URL) and at every delivery after DNS resolution: the connection
 * is then made to the address that was checked, so a name that resolves elsewhere a moment later
 * (DNS rebinding) cannot redirect it. Development and test also allow http://localhost and
 * http://127.0.0.1 (local receivers).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface UrlCheck {
  production: boolean;
}

/** The URL's own shape: an error message, or null when it may be saved. */
export function webhookUrlProblem(raw: string, { production }: UrlCheck): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_TEXTS.urlInvalid;
  }
  if (url.username || url.password) return WEBHOOK_TEXTS.urlInvalid;
  const local = !production && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return WEBHOOK_TEXTS.httpsOnly;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !isPublicAddress(literal) && !local) return WEBHOOK_TEXTS.urlInvalid;
  return null;
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Resolves the endpoint's host now and refuses it unless every address it has may be reached. */
export async function resolveTarget(raw: string, check: UrlCheck): Promise<ResolvedTarget> {
  const problem = webhookUrlProblem(raw, check);
  if (problem) throw new BlockedTargetError(problem);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = !check.production && LOCAL_HOSTS.has(url.hostname);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : ((await lookup(host, { all: true })) as { address: string; family: 4 | 6 }[]);
  if (addresses.length === 0) throw new BlockedTargetError('주소를 찾을 수 없습니다.');
  for (const a of addresses) {
    const loopback = a.address === '127.0.0.1' || a.address === '::1';
    if (!isPublicAddress(a.address) && !(local && loopback)) {
      throw new BlockedTargetError(`허용되지 않는 주소로 연결됩니다 (${a.address}).`);
    }
  }
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

export class BlockedTargetError extends Error {}
