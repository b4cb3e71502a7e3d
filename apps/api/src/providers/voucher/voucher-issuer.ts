import type { VOUCHER_STATUS } from '@bizgift/domain/codes';
import { ProviderError } from '../provider-error.ts';
/** What the shop asks a voucher supplier (the built-in sandbox issuer or Giftishow Biz). */

export interface IssueRequest {
  /** Ours, unique per delivery and issuing attempt; the supplier refuses a repeated one. */
  trId: string;
  goods: { id: number; supplierGoodsCode: string | null; validDays: number };
  recipientPhone: string | null;
  /**
   * The ordering member's mobile (identity-verified at sign-up): the supplier's record of the buyer
   * when the recipient has no phone (an e-mail voucher). Nothing is sent to it (we deliver the PIN).
   */
  ordererPhone?: string | null;
  now: Date;
}

export interface IssuedVoucher {
  couponNo: string;
  expiresAt: Date;
}

/** gifticon.status: 1 unused, 2 used, 3 expired, 4 cancelled. */
export type VoucherStatus = (typeof VOUCHER_STATUS)[keyof typeof VOUCHER_STATUS];

export interface VoucherState {
  status: VoucherStatus;
  usedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * A supplier call whose outcome we do not know: under an issue's tr_id a voucher may exist.
 * `mayStillHappen`: no answer came in time, so the supplier may still be working on the request and
 * carry it out later. Otherwise the call ended: its server answered something unreadable (not JSON,
 * an error page, a success without a PIN) or the connection was refused or cut without an answer;
 * a lookup by tr_id tells the outcome from now on.
 */
export class OutcomeUnknown extends ProviderError {
  constructor(
    message: string,
    readonly mayStillHappen: boolean,
  ) {
    super(message, false);
    this.name = 'OutcomeUnknown';
  }
}

/** A voucher that can no longer be cancelled because it was used or has expired. */
export class VoucherNotCancellable extends Error {
  constructor(readonly reason: 'used' | 'expired') {
    super(reason === 'used' ? 'voucher already used' : 'voucher expired');
    this.name = 'VoucherNotCancellable';
  }
}

export interface VoucherIssuer {
  readonly name: string;
  /** Issues one voucher under `trId`. A ProviderError says whether trying again can help. */
  issue(request: IssueRequest): Promise<IssuedVoucher>;
  /**
   * Takes back whatever an attempt under `trId` may have issued when its answer was lost (the
   * supplier's rule: cancel under the same tr_id before issuing under a new one). Nothing issued is fine.
   */
  abandon(trId: string): Promise<void>;
  /** The voucher's state at the supplier. */
  status(trId: string): Promise<VoucherState>;
  /** The state of whatever was issued under `trId`, or null when the supplier has nothing under it (yet). */
  find(trId: string): Promise<VoucherState | null>;
  /**
   * How long after a call the supplier may still carry out an issue whose answer we never got
   * (0: it cannot, the issue happens in our own database). Until then a tr_id not found is not yet
   * known to be absent.
   */
  readonly lateIssueMs: number;
  /** Cancels an unused voucher; done (or already cancelled) resolves, used/expired throw VoucherNotCancellable. */
  cancel(trId: string): Promise<void>;
  /** Our prepaid balance at the supplier in won (a real supplier only). */
  bizmoney?(): Promise<number>;
  /** The built-in issuer only: staff mark a voucher used (사용 처리) to show the lifecycle. */
  markUsed?(trId: string, at: Date): Promise<void>;
  /** One page (from 1) of the supplier's goods list and its total count (the catalogue sync). */
  goodsPage?(page: number, size: number): Promise<{ total: number; goods: SupplierGoods[] }>;
  /** The bytes of an image the goods list names; null when there is none to be had. */
  goodsImage?(url: string): Promise<Uint8Array | null>;
}

/** One goods of the supplier's list (Giftishow 0101 `goodsList[]`, fact sheet §7). */
export interface SupplierGoods {
  goodsCode: string;
  goodsName: string;
  brandCode: string;
  brandName: string;
  /** List (face) price. */
  salePrice: number;
  /** What one voucher costs us. */
  discountPrice: number;
  goodsImgB: string;
  goodsImgS: string;
  /** Days a voucher stays valid after issue. */
  limitDay: number;
  /** End of sale (ISO timestamp), if any. */
  endDate: string | null;
  /** `SALE` = on sale; anything else is not. */
  goodsStateCd: string;
  content: string;
}

/** Images the sync takes from a supplier: at most this many bytes, within this long. */
export const SUPPLIER_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SUPPLIER_IMAGE_TIMEOUT_MS = 10_000;

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

/** Expiry of a voucher issued `now` for `validDays`: 23:59:59 KST on the last valid Korean day. */
export { voucherExpiry } from '@bizgift/domain/expiry';
