import { randomInt } from 'node:crypto';

export interface IssueRequest {
  deliveryId: number;
  goodsId: number;
  validDays: number;
  now: Date;
}

export interface IssuedVoucher {
  couponNo: string;
  expiresAt: Date;
}

export interface VoucherIssuer {
  readonly name: string;
  issue(request: IssueRequest): Promise<IssuedVoucher>;
}

/** Luhn check digit over the first 11 digits, so a mistyped coupon number is caught at the till. */
export function couponCheckDigit(first11: string): number {
  let sum = 0;
  for (let i = 0; i < first11.length; i++) {
    let d = Number(first11[first11.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCouponNo(couponNo: string): boolean {
  return /^\d{12}$/.test(couponNo) && couponCheckDigit(couponNo.slice(0, 11)) === Number(couponNo[11]);
}

/**
 * The built-in issuer: a random 12-digit coupon number (11 random digits + check digit) valid for
 * the goods' valid period. Uniqueness is guaranteed by the unique index on deliveries.coupon_no; the
 * worker draws again on the rare collision.
 */
export class BuiltinVoucherIssuer implements VoucherIssuer {
  readonly name = 'builtin';

  async issue(request: IssueRequest): Promise<IssuedVoucher> {
    let first11 = String(randomInt(1, 10));
    for (let i = 0; i < 10; i++) first11 += String(randomInt(0, 10));
    const expiresAt = new Date(request.now.getTime() + request.validDays * 24 * 60 * 60 * 1000);
    expiresAt.setUTCHours(14, 59, 59, 0); // 23:59:59 KST on the last valid day
    return { couponNo: `${first11}${couponCheckDigit(first11)}`, expiresAt };
  }
}
