import { z } from 'zod';

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

export const voucherSchema = z.object({
  state: z.enum(VOUCHER_STATE),
  state_display: z.string(),
  brand: z.string(),
  goods_name: z.string(),
  image: z.string(),
  /** null while the voucher is not issued yet or after it was cancelled. */
  coupon_no: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** When it was used at a store (state used), if the issuer said. */
  used_at: z.string().nullable(),
  /** The sending company (or the member's name without one). */
  sender_name: z.string(),
  title: z.string(),
  message: z.string(),
  kind: z.enum(['item', 'amount']),
  usage_guide: z.string(),
  /** Where it can be used (the goods' store guide). */
  store_info: z.string(),
  precautions: z.string(),
  /** The shop's 고객센터 number, for a recipient with a question. */
  help_phone: z.string(),
});
export type VoucherDto = z.infer<typeof voucherSchema>;

/** Path of a delivery's voucher page; the messages carry `${PUBLIC_URL}${voucherPath(token)}`. */
export const voucherPath = (token: string) => `/v/${token}`;

/** Tokens are base64url, 43 characters (244 random bits); anything else is not worth a lookup. */
export const VOUCHER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
