import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Loopback, private and link-local addresses: where a reverse proxy of ours would connect from. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  return ip === '::1' || /^f[cd][0-9a-f]{2}:/.test(ip) || /^fe[89ab][0-9a-f]:/.test(ip);
}

/**
 * The key for per-client rate limits. `request.ip` under `trustProxy: true` is the left-most
 * X-Forwarded-For entry, which any client can write, so a limit keyed on it is bypassed by sending a
 * new header each time. Here the header counts only when the connection comes from a private
 * address (our proxy), and only its right-most entry — the one that proxy appended.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const socket = request.socket.remoteAddress ?? request.ip;
  if (!isPrivateAddress(socket)) return socket;
  const header = request.headers['x-forwarded-for'];
  const value = Array.isArray(header) ? header.join(',') : header;
  const nearest = value
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  return nearest ?? socket;
}
