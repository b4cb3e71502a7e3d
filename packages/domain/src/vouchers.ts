/**
 * The recipient's voucher page (/v/{token}): what `GET /api/vouchers/{token}` answers. Only what
 * the recipient needs to use the voucher — never the buyer's contact data, amounts or other sends.
 */
export const VOUCHER_STATE = {
  PENDING: 'pending',
  UNUSED: 'unused',
  USED: 'used',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
} as const;

export type VoucherState = (typeof VOUCHER_STATE)[keyof typeof VOUCHER_STATE];

export const VOUCHER_STATE_DISPLAY: Record<VoucherState, string> = {
  pending: '발송 준비 중',
  unused: '사용 가능',
  used: '사용완료',
  expired: '기간만료',
  cancelled: '취소',
};

export interface VoucherDto {
  state: VoucherState;
  state_display: string;
  brand: string;
  goods_name: string;
  image: string;
  /** null while the voucher is not issued yet or after it was cancelled. */
  coupon_no: string | null;
  expires_at: string | null;
  sender_name: string;
  title: string;
  message: string;
  usage_guide: string;
  precautions: string;
}

/** Path of a delivery's voucher page; the messages carry `${PUBLIC_URL}${voucherPath(token)}`. */
export const voucherPath = (token: string) => `/v/${token}`;

/** Tokens are base64url, 43 characters (244 random bits); anything else is not worth a lookup. */
export const VOUCHER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
