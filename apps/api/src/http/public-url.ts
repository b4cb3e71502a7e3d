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
