import { DELIVERY_STATUS, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { formatPhone } from '../../lib/format.ts';

/** The recipient as people read it: 010-1234-5678 or the e-mail address, after the name if one was given. */
export function recipientText(d: {
  phone: string | null;
  email: string | null;
  recipient: string | null;
  recipient_name?: string | null;
}): string {
  const phone = d.phone ?? d.recipient;
  const address = phone ? formatPhone(phone) : (d.email ?? '-');
  return d.recipient_name ? `${d.recipient_name} ${address}` : address;
}

/**
 * A delivery's 발송일시: when it was sent; a reserved send (예약 발송) not sent yet shows its reserved
 * time, marked `reserved`, never the order's time; a reservation cancelled or failed unsent keeps
 * the reserved time without the mark.
 */
export function deliverySendTime(d: {
  status: number;
  sent_at: string | null;
  reserved_at: string | null;
  created_at: string;
}): { at: string; reserved: boolean } {
  if (d.sent_at) return { at: d.sent_at, reserved: false };
  if (d.reserved_at) return { at: d.reserved_at, reserved: d.status === DELIVERY_STATUS.PENDING };
  return { at: d.created_at, reserved: false };
}

export const SEND_TYPE_LABEL = SEND_TYPE_DISPLAY;

/** The goods of an order in one line: '아메리카노 T 외 2건'. */
export function goodsSummary(order: { order_items: { goods: { name: string } }[] }): string {
  const [first, ...rest] = order.order_items;
  if (!first) return '-';
  return rest.length ? `${first.goods.name} 외 ${rest.length}건` : first.goods.name;
}
