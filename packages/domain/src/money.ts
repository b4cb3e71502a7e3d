/**
 * Money is integer won. The API sends it as integer-like strings ("4500"); the spec asks the client
 * to strip every non-digit before parsing, so a stray "4,500원" still reads as 4500.
 */
export function parseWon(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (!value) return 0;
  const negative = value.trim().startsWith('-');
  const digits = value.replace(/\D/g, '');
  if (!digits) return 0;
  const n = Number.parseInt(digits, 10);
  return negative ? -n : n;
}

export function formatWon(value: string | number | null | undefined): string {
  return `${formatNumber(value)}원`;
}

/**
 * 1,234,567: digits in groups of three, as ko-KR writes whole numbers. Written out rather than
 * `toLocaleString('ko-KR')`: a page's first locale-aware call loads the locale's data, 25–130 ms of
 * a phone's main thread while the shop takes its painted page over (issue 32 §2).
 */
export function formatNumber(value: string | number | null | undefined): string {
  const n = parseWon(value);
  if (!Number.isSafeInteger(n)) return n.toLocaleString('ko-KR');
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** SPEC §3: discount rate = rounded whole percent when the regular price exceeds the price. */
export function discountRate(price: string | number, regularPrice: string | number): number {
  const p = parseWon(price);
  const r = parseWon(regularPrice);
  if (r <= 0 || r <= p) return 0;
  return Math.round(((r - p) / r) * 100);
}
