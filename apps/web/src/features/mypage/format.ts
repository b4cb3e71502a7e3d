import { formatPhone } from '@bizgift/domain/recipients';

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

const parts = (f: Intl.DateTimeFormat, iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
};

/** 2025.02.23 (Korean time); '-' when missing. */
export function formatDate(iso: string | null | undefined): string {
  const p = parts(dateFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day}` : '-';
}

/** 2025.02.23 14:05 (Korean time); '-' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = parts(dateTimeFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour === '24' ? '00' : p.hour}:${p.minute}` : '-';
}

/** Today in Korea as YYYY-MM-DD (the API's date filters are Korean days). */
export function todayInKorea(offsetDays = 0): string {
  const p = parts(dateFormat, new Date(Date.now() + offsetDays * 86_400_000).toISOString());
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** The recipient as people read it: 010-1234-5678 or the e-mail address. */
export function recipientText(d: {
  phone: string | null;
  email: string | null;
  recipient: string | null;
}): string {
  const phone = d.phone ?? d.recipient;
  if (phone) return formatPhone(phone);
  return d.email ?? '-';
}

/** 1234-5678-9012 for a 12-digit coupon number. */
export function formatCouponNo(no: string): string {
  return /^\d{12}$/.test(no) ? no.replace(/(\d{4})(\d{4})(\d{4})/, '$1-$2-$3') : no;
}

export const SEND_TYPE_LABEL: Record<number, string> = { 1: '문자(SMS/LMS)', 2: '이메일' };

/** The goods of an order in one line: '아메리카노 T 외 2건'. */
export function goodsSummary(order: { order_items: { goods: { name: string } }[] }): string {
  const [first, ...rest] = order.order_items;
  if (!first) return '-';
  return rest.length ? `${first.goods.name} 외 ${rest.length}건` : first.goods.name;
}
