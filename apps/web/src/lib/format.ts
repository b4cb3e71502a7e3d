import { formatBusinessNumber as businessNumberDigits } from '@bizgift/domain/account';

/**
 * The one place dates, phone numbers and business numbers are written for people (money: formatWon
 * and formatNumber in @bizgift/domain/money). Dates are Korean time whatever the browser's zone.
 */

const dayFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
// h23, so that midnight is 00:05 in every browser (hour12: false gave 24:05 in some).
const minuteFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(format: Intl.DateTimeFormat, value: string | Date | null | undefined) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** 2025.02.23 (Korean time); '-' when missing. */
export function formatDate(iso: string | null | undefined): string {
  const p = parts(dayFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day}` : '-';
}

/** 2025.02.23 14:05 (Korean time); '-' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = parts(minuteFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '-';
}

/** Today in Korea (plus `offsetDays`) as YYYY-MM-DD: the API's date filters are Korean days. */
export function todayInKorea(offsetDays = 0): string {
  const p = parts(dayFormat, new Date(Date.now() + offsetDays * 86_400_000))!;
  return `${p.year}-${p.month}-${p.day}`;
}

/** Korean phone numbers as people write them: 010-1234-5678, 02-123-4567, 031-123-4567, 1588-0000. */
export function formatPhone(value: string | null | undefined): string {
  const d = (value ?? '').replace(/\D/g, '');
  // Seoul's area code has two digits, every other one three.
  if (d.startsWith('02') && (d.length === 9 || d.length === 10)) return `02-${d.slice(2, -4)}-${d.slice(-4)}`;
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return value || '-';
}

/** 123-45-67890; '-' when missing. */
export function formatBusinessNumber(value: string | null | undefined): string {
  const d = (value ?? '').replace(/\D/g, '');
  return d.length === 10 ? businessNumberDigits(d) : value || '-';
}

/**
 * A ledger line's number as a member reads it: the API's internal references ORDER-12 and BANK-3
 * become 주문 12 (with the order's id for a link) and 입금 요청 3; a payment's own order number
 * (CHARGE_…) is what the payment receipt shows, so it stays; REFUND-4 is 환급 신청 4 (a link to 잔액
 * 환급); '-' when none.
 */
export function describeLedgerNumber(value: string | null | undefined): {
  text: string;
  orderId?: number;
  refundId?: number;
} {
  const order = /^ORDER-(\d+)$/.exec(value ?? '');
  if (order) return { text: `주문 ${order[1]}`, orderId: Number(order[1]) };
  const bank = /^BANK-(\d+)$/.exec(value ?? '');
  if (bank) return { text: `입금 요청 ${bank[1]}` };
  const refund = /^REFUND-(\d+)$/.exec(value ?? '');
  if (refund) return { text: `환급 신청 ${refund[1]}`, refundId: Number(refund[1]) };
  return { text: value || '-' };
}

/** What an amount box keeps of the typing: digits only, no leading zeros, at most 12 (under a trillion won). */
export const amountDigits = (value: string): string =>
  value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12);

const KST_OFFSET_MS = 9 * 3_600_000;

/**
 * The value of a datetime-local field for an instant, in Korean time (UTC+9 all year, no daylight
 * saving) whatever the browser's own zone: `2026-12-03T10:00`. The shop's times are all KST.
 */
export function toKstInput(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Korean time; null when it is empty or not a date and time. */
export function fromKstInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(`${value.length === 16 ? `${value}:00` : value}+09:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
