import { SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatPhone } from '../../lib/format.ts';

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

export const SEND_TYPE_LABEL = SEND_TYPE_DISPLAY;

/** The goods of an order in one line: '아메리카노 T 외 2건'. */
export function goodsSummary(order: { order_items: { goods: { name: string } }[] }): string {
  const [first, ...rest] = order.order_items;
  if (!first) return '-';
  return rest.length ? `${first.goods.name} 외 ${rest.length}건` : first.goods.name;
}
