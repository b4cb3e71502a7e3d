/**
 * 잔액 환급 신청 (issue #29 §3): the company's owner registers a refund account in the business's
 * own name and asks for unused recharge money back. The amount is held at once (ledger type 6);
 * staff pay it to the account after the transfer (1) or reject it (2: the amount is given back,
 * type 7) — exactly once.
 */
import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';
import { optionalCode, pageQuery } from './query.ts';

export const BALANCE_REFUND_STATUS = { REQUESTED: 0, PAID: 1, REJECTED: 2 } as const;
export const BALANCE_REFUND_STATUS_DISPLAY: Record<number, string> = {
  0: '환급 대기',
  1: '환급 완료',
  2: '반려',
};

/** Banks a refund may go to (the common business banks; 기타 for the rest). */
export const REFUND_BANKS = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'IBK기업은행',
  'NH농협은행',
  'SC제일은행',
  '한국씨티은행',
  '케이뱅크',
  '카카오뱅크',
  '토스뱅크',
  '부산은행',
  '대구은행',
  '광주은행',
  '경남은행',
  '전북은행',
  '제주은행',
  '수협은행',
  '새마을금고',
  '신협',
  '우체국',
] as const;

export const REFUND_MESSAGES = {
  bankRequired: '은행을 선택해주세요.',
  accountInvalid: '계좌번호는 숫자와 하이픈(-)으로 10~16자리를 입력해주세요.',
  holderRequired: '예금주를 입력해주세요.',
  holderNotCompany: '환급 계좌의 예금주는 회사명(사업자 명의)과 같아야 합니다.',
  accountSaved: '환급 계좌가 등록되었습니다.',
  accountMissing: '환급 계좌를 먼저 등록해주세요.',
  amountInvalid: '환급받을 금액을 1원 이상의 정수로 입력해주세요.',
  amountTooLarge: '환급 신청 금액이 충전금 잔액보다 많습니다.',
  pending: '처리 중인 환급 신청이 있습니다. 처리된 뒤 다시 신청해주세요.',
  requested:
    '환급 신청이 접수되었습니다. 신청 금액은 충전금에서 바로 차감되어 보류되며, 영업일 기준 3일 안에 등록한 계좌로 입금됩니다.',
  ownerOnly: '잔액 환급은 회사의 대표 관리자만 신청할 수 있습니다.',
  notFound: '환급 신청을 찾을 수 없습니다.',
  notPending: '이미 처리된 환급 신청입니다.',
  companyClosed:
    '탈퇴한 회사의 환급 신청은 반려할 수 없습니다. 탈퇴한 회사의 충전금으로 돌려놓을 수 없으니 등록된 계좌로 입금한 뒤 환급 완료로 처리해주세요.',
  paid: '환급 완료로 처리했습니다.',
  rejected: '환급 신청을 반려했습니다. 신청 금액은 충전금으로 돌아갔습니다.',
  reasonRequired: '반려 사유를 입력해주세요.',
  reasonTooLong: '반려 사유는 200자 이하로 입력해주세요.',
} as const;

/** The same business name however it is written: spaces, 주식회사 / (주). */
export const businessNameKey = (name: string) =>
  name
    .replace(/\s+/g, '')
    .replace(/주식회사/g, '(주)')
    .replace(/㈜/g, '(주)');

export const refundAccountRequestSchema = z.object({
  bank: z.enum(REFUND_BANKS, { error: REFUND_MESSAGES.bankRequired }),
  account_number: z
    .string({ error: REFUND_MESSAGES.accountInvalid })
    .trim()
    .regex(/^\d[\d-]*\d$/, REFUND_MESSAGES.accountInvalid)
    .refine((v) => {
      const digits = v.replace(/-/g, '').length;
      return digits >= 10 && digits <= 16;
    }, REFUND_MESSAGES.accountInvalid),
  holder: z
    .string({ error: REFUND_MESSAGES.holderRequired })
    .trim()
    .min(1, REFUND_MESSAGES.holderRequired)
    .max(60),
});
export type RefundAccountRequest = z.output<typeof refundAccountRequestSchema>;

export const refundAccountSchema = z.object({
  bank: z.string(),
  account_number: z.string(),
  holder: z.string(),
  updated_at: instantSchema,
});
export type RefundAccountDto = z.infer<typeof refundAccountSchema>;

/** GET /api/payments/refund-account: the account (null until registered) and whose name it must carry. */
export const refundAccountStateSchema = z.object({
  account: refundAccountSchema.nullable(),
  company_name: z.string(),
});
export type RefundAccountStateDto = z.infer<typeof refundAccountStateSchema>;

export const balanceRefundRequestSchema = z.object({
  amount: z
    .union([z.string(), z.number()], { error: REFUND_MESSAGES.amountInvalid })
    .transform((v) => (typeof v === 'string' ? Number(v.replace(/[,\s원]/g, '')) : v))
    .refine((v) => Number.isSafeInteger(v) && v >= 1, REFUND_MESSAGES.amountInvalid),
});

export const balanceRefundSchema = z.object({
  id: z.number().int(),
  amount: moneySchema,
  bank: z.string(),
  account_number: z.string(),
  holder: z.string(),
  status: z.number().int(),
  status_display: z.string(),
  reject_reason: z.string().nullable(),
  created_at: instantSchema,
  processed_at: instantSchema.nullable(),
});
export type BalanceRefundDto = z.infer<typeof balanceRefundSchema>;

/** The staff list: the request with the member and company it came from. */
export const adminBalanceRefundSchema = balanceRefundSchema.extend({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    company_name: z.string().nullable(),
  }),
  processed_by: z.string().nullable(),
});
export type AdminBalanceRefundDto = z.infer<typeof adminBalanceRefundSchema>;

export const refundRejectRequestSchema = z.object({
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(200, REFUND_MESSAGES.reasonTooLong),
});

/** GET /api/admin/balance-refunds */
export const adminRefundQuerySchema = pageQuery(20, 100).extend({
  status: optionalCode('환급 상태가 올바르지 않습니다.', 2),
});
export type RefundRejectRequest = z.input<typeof refundRejectRequestSchema>;
