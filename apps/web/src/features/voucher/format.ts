const DAY_MS = 24 * 60 * 60 * 1000;

const kstParts = (iso: string) => {
  const parts = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { y: get('year'), m: get('month'), d: get('day') };
};

/** 2026.12.31 (Korean time). */
export function kstDate(iso: string): string {
  const { y, m, d } = kstParts(iso);
  return `${y}.${m}.${d}`;
}

/** Whole days left until the expiry day (Korean calendar days): 0 on the last day. */
export function daysLeft(iso: string, now = new Date()): number {
  const day = (date: Date) => {
    const { y, m, d } = kstParts(date.toISOString());
    return Date.UTC(Number(y), Number(m) - 1, Number(d));
  };
  return Math.round((day(new Date(iso)) - day(now)) / DAY_MS);
}
