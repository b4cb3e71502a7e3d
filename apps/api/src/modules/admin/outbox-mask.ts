import { groupCoupon } from '@bizgift/domain/coupon';
import { redactUrlSecrets } from '../../http/url-secrets.ts';

/**
 * The staff outbox shows what was sent, not what can be spent or used to get in: a coupon number or
 * PIN keeps only its last 4 digits; a link that is itself a credential — the voucher page
 * `/v/{token}`, an invitation `/invite/{token}` (joining the company in the invited role), a
 * password link — loses its token (the list of such links is http/url-secrets.ts, shared with the
 * access log). Masked are
 * the delivery's own coupon number (raw and grouped in fours) and any run of 12 or more digits
 * (a coupon of an earlier issue of the same delivery, or one quoted in a reminder); phone numbers
 * (at most 11 digits) and amounts stay readable. The full text is behind an audited reveal.
 */
const MASK = '••••••••';
export const MASKED_LINK = `/v/${MASK}`;
/** A run of digits with single dashes between them (a coupon grouped in fours). */
const DIGIT_RUN = /\d(?:-?\d)+/g;

/** Every letter and digit but the last 4 becomes '*'; dashes and spaces stay. */
export function keepLast4(secret: string): string {
  const total = secret.replace(/[^A-Za-z0-9]/g, '').length;
  let seen = 0;
  return secret.replace(/[A-Za-z0-9]/g, (c) => (++seen > total - 4 ? c : '*'));
}

export function maskSecrets(text: string, couponNo?: string | null): string {
  let out = redactUrlSecrets(text, MASK);
  if (couponNo && couponNo.length >= 4) {
    for (const form of new Set([groupCoupon(couponNo), couponNo]))
      out = out.split(form).join(keepLast4(form));
  }
  return out.replace(DIGIT_RUN, (run) => (run.replace(/\D/g, '').length >= 12 ? keepLast4(run) : run));
}

/**
 * A delivery as the staff console's delivery calls answer it: the coupon number keeps its last 4
 * (the console never shows it; the full message is behind the outbox's audited reveal).
 */
export function staffDelivery<T extends { gifticon: { coupon_no: string | null } }>(delivery: T): T {
  const couponNo = delivery.gifticon.coupon_no;
  return couponNo
    ? { ...delivery, gifticon: { ...delivery.gifticon, coupon_no: keepLast4(couponNo) } }
    : delivery;
}
