/**
 * The recipient's voucher page in words (issue #29 §6), shared by the API and the page's own small
 * script. No zod here: the page (docs/performance.md) loads only what it uses.
 */
import { expiryDateText } from './expiry.ts';
import type { VoucherDto } from './vouchers.ts';

/**
 * What kind of voucher the goods are (issue #29 §6): an exchange voucher for one item (아메리카노 T)
 * or an amount voucher spent like money (기프트카드 3만원, 금액권). Told from the goods' name: the
 * supplier's catalogue names amount vouchers by their face value.
 */
export type VoucherKind = 'item' | 'amount';
const AMOUNT_NAME = /금액권|상품권|기프트\s?카드|(\d[\d,]*\s*(만|천)?\s*원)(권)?\s*$|\d[\d,]*\s*(만|천)\s*원/;
export const voucherKind = (goodsName: string): VoucherKind =>
  AMOUNT_NAME.test(goodsName) ? 'amount' : 'item';

/** 사용 방법 when the goods carry none of their own, fitting the kind of voucher. */
export const DEFAULT_USAGE_GUIDE: Record<VoucherKind, string> = {
  item: '매장에서 주문할 때 바코드 또는 쿠폰번호를 보여주세요. 상품권에 적힌 상품 1개로 교환되며, 한 번 사용하면 다시 쓸 수 없습니다.',
  amount:
    '결제할 때 바코드 또는 쿠폰번호를 보여주면 상품권 금액만큼 결제됩니다. 남은 금액은 유효기간 안에 나누어 쓸 수 있는지 매장에 확인해주세요.',
};

/** 2027.01.26 in Korean time. */
const kstDay = (iso: string) => expiryDateText(new Date(iso));

/**
 * Each state of the voucher page said in words (issue #29 §6), instead of a red word over an empty
 * gap: what happened, and what the recipient can do about it.
 */
export function voucherStateDetail(
  v: Pick<VoucherDto, 'state' | 'expires_at' | 'used_at' | 'sender_name'>,
): string {
  switch (v.state) {
    case 'pending':
      return '상품권을 준비하고 있습니다. 잠시 후 다시 열어주세요.';
    case 'unused':
      return v.expires_at ? `${kstDay(v.expires_at)}까지 사용할 수 있습니다.` : '사용할 수 있습니다.';
    case 'used':
      return v.used_at
        ? `${kstDay(v.used_at)}에 사용한 상품권입니다. 한 번 사용한 상품권은 다시 쓸 수 없습니다.`
        : '이미 사용한 상품권입니다. 한 번 사용한 상품권은 다시 쓸 수 없습니다.';
    case 'expired':
      return `유효기간${v.expires_at ? `(${kstDay(v.expires_at)}까지)` : ''}이 지나 사용할 수 없습니다. 기간 연장이 필요하면 보내신 분(${v.sender_name})께 문의해주세요.`;
    case 'cancelled':
      return `보내신 분(${v.sender_name})이 선물을 취소했습니다. 이 상품권은 사용할 수 없습니다. 궁금한 점은 보내신 분께 문의해주세요.`;
  }
}
