/**
 * The `next` query parameter is honoured only for same-site paths: it must start with a single '/'
 * (not '//' or '/\', which browsers treat as another host), carry no scheme or control characters,
 * and still be such a path once the browser has resolved it: '/.//evil.example' resolves to
 * '//evil.example' (another host) and is refused too.
 */
export function safeNextPath(
  next: string | null | undefined,
  fallback = '/',
  origin: string = window.location.origin,
): string {
  if (!next) return fallback;
  const hostLike = (path: string) => path.startsWith('//') || path.startsWith('/\\');
  if (!next.startsWith('/') || hostLike(next)) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin || hostLike(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** '/auth/login?next=<path+query>' for the page the visitor is on (or the one given). */
export function loginPath(next?: string): string {
  const target = next ?? `${window.location.pathname}${window.location.search}`;
  if (!target || target === '/' || target.startsWith('/auth/login')) return '/auth/login';
  return `/auth/login?next=${encodeURIComponent(target)}`;
}
