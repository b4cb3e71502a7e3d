const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

const parts = (f: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
};

/** 2025.02.23 (Korean time). */
export function formatDate(iso: string): string {
  const p = parts(dateFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day}` : '';
}

/** 2025.02.23 14:05 (Korean time). */
export function formatDateTime(iso: string): string {
  const p = parts(dateTimeFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '';
}
