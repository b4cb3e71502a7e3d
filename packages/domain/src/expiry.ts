/**
 * A voucher's expiry on the Korean calendar (Asia/Seoul: UTC+9 all year, no daylight saving).
 * A voucher valid for N days, issued on a Korean calendar day D, may be used until 23:59:59 KST
 * on D + N — whatever the hour it was ordered and whatever the machine's zone. The preview, the
 * issuer, the voucher page, the coupon image, the documents, the reminders and the status sync all
 * count days with these functions, so they never disagree by a day.
 */

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean calendar day of an instant, as a day number (days since 1970-01-01). */
export function seoulDayNumber(at: Date): number {
  return Math.floor((at.getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** The expiry of a voucher issued at `issuedAt` for `validDays`: 23:59:59 KST on the last valid day. */
export function voucherExpiry(issuedAt: Date, validDays: number): Date {
  const lastDay = seoulDayNumber(issuedAt) + validDays;
  return new Date((lastDay + 1) * DAY_MS - KST_OFFSET_MS - 1000);
}

/** Whole Korean calendar days from `now` until the expiry day: 0 on the last day, negative after. */
export function daysUntilExpiry(expiresAt: Date, now: Date): number {
  return seoulDayNumber(expiresAt) - seoulDayNumber(now);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The expiry day as people write it: 2027.01.26 (Korean calendar). */
export function expiryDateText(expiresAt: Date): string {
  const k = new Date(expiresAt.getTime() + KST_OFFSET_MS);
  return `${k.getUTCFullYear()}.${pad(k.getUTCMonth() + 1)}.${pad(k.getUTCDate())}`;
}
