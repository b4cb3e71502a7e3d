/**
 * Recharge rules of SPEC §5 "Charge" and §9, the status colours and ledger signs of SPEC §4, shared by
 * the charge screens and the API so both accept exactly the same amounts with the same messages.
 */
import { z } from 'zod';
import { RECHARGE_METHOD, RECHARGE_STATUS, TRANSACTION_TYPE } from './codes.ts';
import { actorSchema } from './company.ts';
import { instantSchema, moneySchema } from './envelope.ts';
import { dateQuery, optionalCode, pageQuery } from './query.ts';

/** SPEC §9: minimum charge 1,000 won. The maximum is a server setting (RECHARGE_MAX_AMOUNT). */
export const MIN_RECHARGE_AMOUNT = 1000;
export const DEFAULT_MAX_RECHARGE_AMOUNT = 50_000_000;

export const RECHARGE_MESSAGES = {
  amountRequired: '충전 금액을 입력해주세요.',
  amountInvalid: '올바른 금액을 입력해주세요.',
  amountTooSmall: '1,000원 이상 입력해주세요.',
  methodRequired: '결제 수단을 선택해주세요.',
  methodInvalid: '결제 수단이 올바르지 않습니다.',
  methodUnavailable: '선택한 결제 수단은 현재 사용할 수 없습니다. 통합결제 또는 무통장입금을 선택해주세요.',
  integratedUnavailable: '통합결제를 사용할 수 없습니다. 무통장입금을 이용해주세요.',
  paymentRequestFailed: '결제 요청에 실패했습니다.',
  rechargeRequestFailed: '충전 요청에 실패했습니다.',
  sdkLoadFailed: '다날 결제 시스템을 불러올 수 없습니다.',
  unknownError: '알 수 없는 오류가 발생했습니다.',
  bankRequested: '충전 요청이 접수되었습니다. 입금이 확인되면 충전금이 적립됩니다.',
  notFound: '충전 요청을 찾을 수 없습니다.',
  approved: '충전 요청을 승인했습니다.',
  rejected: '충전 요청을 반려했습니다.',
  notPending: '이미 처리된 충전 요청입니다.',
  notBankTransfer: '무통장입금 요청만 승인하거나 반려할 수 있습니다.',
  cancelled: '충전 요청을 취소했습니다.',
  cancelNotBankTransfer: '무통장입금 요청만 취소할 수 있습니다.',
  cancelNotPending: '이미 처리된 충전 요청은 취소할 수 없습니다.',
  cancelConfirm: '이 충전 요청을 취소하시겠습니까? 이미 입금하셨다면 취소하지 말고 고객센터로 문의해주세요.',
  depositorNotice: '입금자명은 선택하신 이름(담당자명 또는 회사명)과 같게 입금해주세요.',
  depositorInvalid: '입금자명은 담당자명 또는 회사명 중에서 선택해주세요.',
  emptyHistory: '충전 내역이 없습니다.',
  loadingHistory: '내역을 불러오는 중...',
} as const;

export const amountTooLargeMessage = (max: number) =>
  `충전 금액은 ${max.toLocaleString('ko-KR')}원 이하로 입력해주세요.`;

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Checks a charge amount as typed (string) or sent (string or number): required, digits only
 * (no sign, decimals, separators or exponent), at least 1,000 won, at most `max`.
 */
export function checkRechargeAmount(value: unknown, max = DEFAULT_MAX_RECHARGE_AMOUNT): AmountCheck {
  if (value === undefined || value === null) return { ok: false, message: RECHARGE_MESSAGES.amountRequired };
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0)
      return { ok: false, message: RECHARGE_MESSAGES.amountInvalid };
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, message: RECHARGE_MESSAGES.amountInvalid };
  }
  if (text === '') return { ok: false, message: RECHARGE_MESSAGES.amountRequired };
  if (!/^\d+$/.test(text)) return { ok: false, message: RECHARGE_MESSAGES.amountInvalid };
  // Longer than the maximum can be: refuse before Number() loses precision.
  if (text.replace(/^0+/, '').length > 15) return { ok: false, message: amountTooLargeMessage(max) };
  const amount = Number(text);
  if (amount < MIN_RECHARGE_AMOUNT) return { ok: false, message: RECHARGE_MESSAGES.amountTooSmall };
  if (amount > max) return { ok: false, message: amountTooLargeMessage(max) };
  return { ok: true, amount };
}

/** Only integrated (4, the default) and bank transfer (1) can be chosen (SPEC §4). */
export const ACCEPTED_RECHARGE_METHODS: readonly number[] = [
  RECHARGE_METHOD.INTEGRATED,
  RECHARGE_METHOD.BANK_TRANSFER,
];

export type Tone = 'yellow' | 'green' | 'red' | 'grey' | 'blue';

/** SPEC §4: 0 pending yellow, 1 approved green, 2 and 3 red, others grey. */
export function rechargeStatusTone(status: number): Tone {
  if (status === RECHARGE_STATUS.PENDING) return 'yellow';
  if (status === RECHARGE_STATUS.APPROVED) return 'green';
  if (status === RECHARGE_STATUS.REJECTED || status === RECHARGE_STATUS.FAILED) return 'red';
  return 'grey';
}

/**
 * SPEC §4 shows a charge as blue "+ amount" and the other types as red "- amount". Refunds (3) and
 * staff additions (4) also add money, so they show "+" too (a refund drawn as "-" reads as money
 * taken); only use (2) and staff subtraction (5) show "-". Colour follows the sign.
 */
export const CREDIT_TRANSACTION_TYPES: readonly number[] = [
  TRANSACTION_TYPE.CHARGE,
  TRANSACTION_TYPE.REFUND,
  TRANSACTION_TYPE.ADMIN_ADD,
  TRANSACTION_TYPE.REFUND_RELEASE,
];

export function transactionSign(transactionType: number): { sign: '+' | '-'; tone: Tone } {
  return CREDIT_TRANSACTION_TYPES.includes(transactionType)
    ? { sign: '+', tone: 'blue' }
    : { sign: '-', tone: 'red' };
}

/** SPEC §7: order ids we issue to the payment provider, CHARGE_<timestamp>_<random>. */
export const CHARGE_ORDER_ID = /^CHARGE_\d{13}_[A-Za-z0-9]{8,16}$/;

/** SPEC §7 "orderName (fixed point-charge label)". */
export const CHARGE_ORDER_NAME = '비즈기프트 충전금 충전';

/**
 * POST /api/payments/recharge's body. The route takes any value and the service answers the SPEC §5
 * messages (checkRechargeAmount, ACCEPTED_RECHARGE_METHODS), so this is the shape the screen sends.
 */
export interface RechargeCreateRequest {
  /** Whole won, as typed (string) or a number. */
  amount: string | number;
  recharge_method: number;
  /** Bank transfer: whose name the transfer will carry (default the manager's). */
  depositor?: DepositorKind;
}

/**
 * Whose name a bank transfer carries (issue #29 §5): the manager's own name, or the company's —
 * what a transfer from the company's account shows. Staff see both names beside the one chosen.
 */
export const DEPOSITOR_KINDS = ['manager', 'company'] as const;
export type DepositorKind = (typeof DEPOSITOR_KINDS)[number];
export const DEPOSITOR_KIND_DISPLAY: Record<DepositorKind, string> = {
  manager: '담당자명',
  company: '회사명',
};

/**
 * The date filter of a member's recharge lists (GET /api/payments/recharge and
 * /api/payments/recharge/histories): YYYY-MM-DD, whole days in Korean time.
 */
export interface DateRange {
  created_at_after?: string;
  created_at_before?: string;
}

// ── What the payments routes answer ─────────────────────────────────────────────────────────

export const rechargeSchema = z.object({
  id: z.number().int(),
  recharge_method: z.number().int(),
  recharge_method_display: z.string(),
  amount: moneySchema,
  status: z.number().int(),
  status_display: z.string(),
  order_id: z.string().nullable(),
  created_at: instantSchema,
  approved_at: instantSchema.nullable(),
});
export type RechargeDto = z.infer<typeof rechargeSchema>;

/** GET /api/payments/recharge: the company's requests, each with who of the company asked (issue #27). */
export const rechargeRequestSchema = rechargeSchema.extend({ requested_by: actorSchema });
export type RechargeRequestDto = z.infer<typeof rechargeRequestSchema>;

export const depositAccountSchema = z.object({
  bank: z.string(),
  account_number: z.string(),
  holder: z.string(),
});
export type DepositAccount = z.infer<typeof depositAccountSchema>;

/** Where a bank transfer goes and under which name. */
export const depositInfoSchema = z.object({
  accounts: z.array(depositAccountSchema),
  /** The name this transfer carries (the manager's until a request chose the company's). */
  depositor_name: z.string(),
  /** The names a transfer may carry: the manager's and, when known, the company's. */
  depositor_options: z.array(z.object({ kind: z.enum(DEPOSITOR_KINDS), name: z.string() })),
  notice: z.string(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;

export const rechargeOptionsSchema = z.object({
  deposit: depositInfoSchema,
  integrated: z.object({ available: z.boolean(), sdk_url: z.string().nullable() }),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
});
export type RechargeOptionsDto = z.infer<typeof rechargeOptionsSchema>;

export const createdRechargeSchema = z.object({
  recharge: rechargeSchema,
  /** Bank transfer: where to send the money. */
  deposit: depositInfoSchema.optional(),
  /**
   * Integrated payment: what the web passes to the provider's SDK. `request` is the provider's
   * own payload (SPEC §7 fields plus provider-specific extras), passed on as it is.
   */
  payment: z
    .object({
      sdk_url: z.string(),
      client_key: z.string(),
      request: z.record(z.string(), z.unknown()),
    })
    .optional(),
});

export const transactionSchema = z.object({
  id: z.number().int(),
  transaction_type: z.number().int(),
  transaction_type_display: z.string(),
  /** Unsigned won; the sign follows the type (SPEC §4). */
  amount: moneySchema,
  balance_after: moneySchema,
  order_number: z.string(),
  created_at: instantSchema,
  recharge_details: z
    .object({ id: z.number().int(), recharge_method: z.number().int(), recharge_method_display: z.string() })
    .nullable(),
});
export type TransactionDto = z.infer<typeof transactionSchema>;

/** A recharge as staff see it in their list: the member, the depositor and who processed it. */
export const adminRechargeSchema = rechargeSchema.extend({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    company_name: z.string().nullable(),
  }),
  depositor_name: z.string().nullable(),
  fail_reason: z.string().nullable(),
  transaction_id: z.string().nullable(),
  processed_by: z.string().nullable(),
});
export type AdminRechargeDto = z.infer<typeof adminRechargeSchema>;

/** The provider's notification, once settled: whether this call credited the wallet. */
export const settleOutcomeSchema = z.object({
  orderId: z.string(),
  status: z.number().int(),
  credited: z.boolean(),
  duplicate: z.boolean(),
});

// ---- Requests (issue #30 §4)

const ordering = z
  .enum(['-created_at', 'created_at'], { error: '정렬 기준이 올바르지 않습니다.' })
  .default('-created_at');

/** GET /api/payments/recharge */
export const rechargeListQuerySchema = z.object({
  created_at_after: dateQuery.optional(),
  created_at_before: dateQuery.optional(),
  ordering,
});

/** GET /api/payments/recharge/histories (and its Excel export) */
export const rechargeHistoryQuerySchema = pageQuery(10, 100).extend({
  created_at_after: dateQuery.optional(),
  created_at_before: dateQuery.optional(),
  transaction_type: optionalCode('거래 유형이 올바르지 않습니다.', 7, 1),
  ordering,
});

export type RechargeHistoryQuery = z.infer<typeof rechargeHistoryQuerySchema>;
export type RechargeHistoryParams = z.input<typeof rechargeHistoryQuerySchema>;

/** Amount and method are checked by the service with the SPEC §5 messages (see @bizgift/domain/recharge). */
export const rechargeCreateRequestSchema = z
  .object({
    amount: z.unknown().optional().describe('정수 원, 문자열 또는 숫자 (1,000원 이상)'),
    recharge_method: z.unknown().optional().describe('1 무통장입금, 4 통합결제'),
    depositor: z
      .unknown()
      .optional()
      .describe('무통장입금의 입금자명: manager 담당자명(기본), company 회사명'),
  })
  .passthrough()
  .nullish();

/** GET /api/admin/recharges (and its Excel export) */
export const adminRechargeQuerySchema = pageQuery(20, 100).extend({
  status: optionalCode('충전 상태가 올바르지 않습니다.', 3),
  recharge_method: optionalCode('결제 수단이 올바르지 않습니다.', 4),
});

/** POST /api/admin/recharges/{id}/reject */
export const rechargeRejectRequestSchema = z
  .object({ reason: z.string().trim().max(200, '반려 사유는 200자 이하로 입력해주세요.').default('') })
  .nullish();
export type RechargeRejectRequest = NonNullable<z.input<typeof rechargeRejectRequestSchema>>;
