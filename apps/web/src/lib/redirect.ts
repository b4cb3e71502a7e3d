/**
 * The `next` query parameter is honoured only for same-site paths: it must start with a single '/'
 * (not '//' or '/\', which browsers treat as another host) and carry no scheme or control characters.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
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
