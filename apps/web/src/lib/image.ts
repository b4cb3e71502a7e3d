/** SPEC §3: relative image paths are resolved against the API host (same origin here); absolute http(s) kept. */
export function resolveImageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  const trimmed = path.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed) || trimmed.startsWith('data:') || trimmed.startsWith('blob:'))
    return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
