import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_TEXTS } from '@bizgift/domain/webhooks';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (issue #30 §3): in production only https, and never to a loopback,
 * private, link-local (cloud metadata), carrier-grade NAT or otherwise reserved address. Checked
 * when the endpoint is saved (the URL) and at every delivery after DNS resolution: the connection
 * is then made to the address that was checked, so a name that resolves elsewhere a moment later
 * (DNS rebinding) cannot redirect it. Development and test also allow http://localhost and
 * http://127.0.0.1 (local receivers).
 *
 * An IPv6 address that carries an IPv4 one is judged by the IPv4 address it reaches: IPv4-mapped
 * (::ffff:a.b.c.d, ::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), 6to4 (2002:AABB:CCDD::/16),
 * NAT64 (64:ff9b::/96) and Teredo (2001::/32: its server and its client, stored inverted). The
 * local-use NAT64 prefix 64:ff9b:1::/48 is the operator's own translator, where the IPv4 part may sit
 * at any RFC 6052 position: refused whole, it is never a public receiver. Otherwise IPv6 must be
 * global unicast (2000::/3) and none of the special ranges ipaddr.js knows.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const LOCAL_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

const ipv4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/** The IPv4 addresses an IPv6 address leads to, [] when it carries none; null when it is refused whole. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4[] | null {
  const p = address.parts;
  if (address.match(LOCAL_NAT64)) return null;
  switch (address.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
    case 'rfc6052':
      return [ipv4(p[6]!, p[7]!)];
    case '6to4':
      return [ipv4(p[1]!, p[2]!)];
    case 'teredo':
      return [ipv4(p[2]!, p[3]!), ipv4(p[6]! ^ 0xffff, p[7]! ^ 0xffff)];
  }
  // IPv4-compatible (deprecated, RFC 4291 §2.5.5.1): 96 zero bits, then the IPv4 address.
  if (p.slice(0, 6).every((part) => part === 0) && (p[6]! !== 0 || p[7]! > 1)) return [ipv4(p[6]!, p[7]!)];
  return [];
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried === null) return false;
  if (carried.length > 0) return carried.every((v4) => v4.range() === 'unicast');
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
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

type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true });

/**
 * Resolves the endpoint's host now and refuses it unless every address it has may be reached
 * (`resolver`: the system's DNS; a test gives the answers it wants judged).
 */
export async function resolveTarget(
  raw: string,
  check: UrlCheck,
  resolver: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const problem = webhookUrlProblem(raw, check);
  if (problem) throw new BlockedTargetError(problem);
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = !check.production && LOCAL_HOSTS.has(url.hostname);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) as 4 | 6 }]
    : ((await resolver(host)) as { address: string; family: 4 | 6 }[]);
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
