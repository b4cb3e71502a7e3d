import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUS,
  isVoucherCancellable,
  REFUNDABLE_DELIVERY_STATUSES,
  RESENDABLE_DELIVERY_STATUSES,
  VOUCHER_STATUS,
} from './codes.ts';

describe('code tables', () => {
  it('SPEC §4: refund from 3 or 5, resend from 1, 2, 3, 5', () => {
    expect(REFUNDABLE_DELIVERY_STATUSES).toEqual([3, 5]);
    expect(RESENDABLE_DELIVERY_STATUSES).toEqual([1, 2, 3, 5]);
  });

  it('a voucher can be cancelled only when its send completed and it is unused', () => {
    const d = (status: number, voucher: number | null) => ({ status, gifticon: { status: voucher } });
    expect(isVoucherCancellable(d(DELIVERY_STATUS.COMPLETED, VOUCHER_STATUS.UNUSED))).toBe(true);
    expect(isVoucherCancellable(d(DELIVERY_STATUS.COMPLETED, VOUCHER_STATUS.USED))).toBe(false);
    expect(isVoucherCancellable(d(DELIVERY_STATUS.SENT, VOUCHER_STATUS.UNUSED))).toBe(false);
    expect(isVoucherCancellable(d(DELIVERY_STATUS.COMPLETED, null))).toBe(false);
  });
});
