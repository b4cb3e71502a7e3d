import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

/**
 * The site's own base URL for the addresses we hand to providers (payment return, cancel and
 * notification URLs; identity callbacks): PUBLIC_URL, required in production (config.ts); in
 * development and tests without it, the address this server listens on. Never the Host or
 * X-Forwarded-Host header: a caller writes those, and a provider would send the buyer (or its
 * notification) wherever they said.
 */
export function publicBaseUrl(
  config: Pick<Config, 'publicUrl' | 'port'>,
  server: { listening?: boolean; address(): AddressInfo | string | null } | undefined,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const address = server?.listening ? server.address() : null;
  if (address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? 'localhost'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  }
  return `http://localhost:${config.port}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the payer's browser comes back to after paying (success, fail, return and cancel pages):
 * PUBLIC_URL when it is set, and always in production. In development without it, the origin
 * the payment was started from, so a shop opened as http://127.0.0.1:3000 returns there, where its
 * session is, rather than to the localhost login page. Only this server's own origins qualify: a
 * loopback name (localhost, 127.0.0.1, [::1]) or the listening address, at the listening port,
 * over http. Anything else (a forged Origin, another host or port) gets publicBaseUrl.
 */
export function returnBaseUrl(
  config: Pick<Config, 'env' | 'publicUrl' | 'port'>,
  server: { listening?: boolean; address(): AddressInfo | string | null } | undefined,
  startedFrom: string | undefined,
): string {
  const base = publicBaseUrl(config, server);
  if (config.publicUrl || config.env === 'production' || !startedFrom) return base;
  let origin: URL;
  try {
    origin = new URL(startedFrom);
  } catch {
    return base;
  }
  const address = server?.listening ? server.address() : null;
  const port = address && typeof address === 'object' ? address.port : config.port;
  const listening = new URL(base).hostname;
  const ours =
    origin.protocol === 'http:' &&
    origin.port === String(port) &&
    (LOOPBACK_HOSTS.has(origin.hostname) || origin.hostname === listening);
  return ours ? origin.origin : base;
}
