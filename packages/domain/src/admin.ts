/** The staff console's answers (SPEC §7 admin): dashboard, members, staff, outbox, orders, settings, audit. */
import { z } from 'zod';
import { STAFF_ROLES, staffRoleSchema } from './auth.ts';
import { TRANSACTION_TYPE } from './codes.ts';
import { instantSchema, moneySchema } from './envelope.ts';
import { ORDER_SOURCES, voucherStatusQuery, voucherSummarySchema } from './orders.ts';
import { pageQuery, searchText } from './query.ts';
import { depositAccountSchema } from './recharge.ts';
import { footerSchema, sealSchema } from './support.ts';

const id = () => z.number().int();

export const periodFiguresSchema = z.object({
  sales: moneySchema,
  refunds: moneySchema,
  recharges: moneySchema,
  deliveries_sent: z.number().int(),
  deliveries_failed: z.number().int(),
  orders: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

export const dashboardSchema = z.object({
  today: periodFiguresSchema,
  last_7_days: periodFiguresSchema,
  pending_recharges: z.number().int(),
  unanswered_inquiries: z.number().int(),
  failed_deliveries: z.number().int(),
  active_members: z.number().int(),
  ledger: z.object({
    ok: z.boolean(),
    wallet_total: moneySchema,
    transaction_total: moneySchema,
    difference: moneySchema,
    mismatched_wallets: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const memberStatusSchema = z.enum(['active', 'suspended', 'withdrawn']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const memberRowSchema = z.object({
  id: id(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  status: memberStatusSchema,
  company_name: z.string(),
  business_number: z.string(),
  balance: moneySchema,
  created_at: instantSchema,
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberDetailSchema = z.object({
  id: id(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone_number: z.string(),
  status: memberStatusSchema,
  created_at: instantSchema,
  company: z
    .object({
      name: z.string(),
      business_number: z.string(),
      owner_name: z.string(),
      primary_phone: z.string(),
    })
    .nullable(),
  wallet: z.object({ recharge: moneySchema, reward: moneySchema }),
  notification: z
    .object({
      is_event_sms_enabled: z.boolean(),
      is_event_email_enabled: z.boolean(),
      is_info_sms_enabled: z.boolean(),
      is_info_email_enabled: z.boolean(),
    })
    .nullable(),
  terms: z.array(
    z.object({
      title: z.string(),
      version: z.number().int(),
      is_required: z.boolean(),
      is_agreed: z.boolean(),
      agreed_at: instantSchema,
    }),
  ),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** One ledger row of a member's wallet, as staff see it (with the memo and who made it). */
export const walletTxSchema = z.object({
  id: id(),
  transaction_type: z.number().int(),
  transaction_type_display: z.string(),
  amount: moneySchema,
  balance_after: moneySchema,
  memo: z.string().nullable(),
  staff: z.string().nullable(),
  order_id: id().nullable(),
  recharge_id: id().nullable(),
  created_at: instantSchema,
});
export type WalletTx = z.infer<typeof walletTxSchema>;

export const staffAccountSchema = z.object({
  id: id(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  status: memberStatusSchema,
  staff_role: staffRoleSchema,
  created_at: instantSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** A staff account just created (its creation time is in the list). */
export const createdStaffSchema = staffAccountSchema.omit({ created_at: true });

export const outboxMessageSchema = z.object({
  id: id(),
  channel: z.enum(['sms', 'email', 'kakao']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Coupon numbers and voucher links are masked (the list); false once revealed (audited). */
  masked: z.boolean(),
  status: z.enum(['sent', 'failed']),
  provider: z.string(),
  error: z.string().nullable(),
  delivery_id: id().nullable(),
  created_at: instantSchema,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const adminOrderSchema = z.object({
  id: id(),
  name: z.string(),
  username: z.string(),
  company_name: z.string(),
  status: z.number().int(),
  /** orderStatusDisplay (orders.ts): the member's word for the same order. */
  status_display: z.string(),
  failed_count: z.number().int(),
  live_count: z.number().int(),
  send_type: z.number().int(),
  is_reserved: z.boolean(),
  total_order_amount: moneySchema,
  total_refund_amount: moneySchema,
  delivery_at: instantSchema,
  created_at: instantSchema,
  /** The order's vouchers by status ("10개 중 7개 사용"). */
  vouchers: voucherSummarySchema,
  /** auto_gift: placed by an anniversary rule (자동 발송). */
  source: z.enum(ORDER_SOURCES),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** One batch of the voucher status sync: how many were checked, changed, failed. */
export const voucherSyncSchema = z.object({
  checked: z.number().int(),
  changed: z.number().int(),
  failed: z.number().int(),
});

/** GET /api/admin/supplier: which issuer sends vouchers (builtin = the sandbox), its prepaid balance (bizmoney), the orders it refused for lack of it. */
export const supplierStatusSchema = z.object({
  issuer: z.string(),
  bizmoney: moneySchema.nullable(),
  warn_below: moneySchema,
  low: z.boolean(),
  error: z.string().nullable(),
  refused_for_bizmoney_24h: z.number().int(),
});
export type SupplierStatus = z.infer<typeof supplierStatusSchema>;

export const adminSettingsSchema = z.object({
  footer: footerSchema,
  deposit_accounts: z.array(depositAccountSchema),
  /** The operator's seal printed on quotes, statements and receipts (a data URL), or none. */
  seal: sealSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminTermSchema = z.object({
  id: id(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  is_required: z.boolean(),
  version: z.number().int(),
  is_active: z.boolean(),
  created_at: instantSchema,
});
export type AdminTerm = z.infer<typeof adminTermSchema>;

export const termVersionSchema = z.object({
  id: id(),
  kind: z.string(),
  version: z.number().int(),
  title: z.string(),
  is_active: z.boolean(),
});

export const auditRowSchema = z.object({
  id: id(),
  staff: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  /** What the row looked like before and after (the action's own shape). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: instantSchema,
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** A caller number's review: asked (proof uploaded), approved (usable while active) or rejected. */
export const SENDER_NUMBER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const SENDER_NUMBER_STATUS_DISPLAY: Record<(typeof SENDER_NUMBER_STATUSES)[number], string> = {
  pending: '심사 중',
  approved: '승인',
  rejected: '반려',
};

/**
 * A caller number of a company (issue #28 §2): the member asks with proof (통신서비스 이용증명원),
 * staff approve or reject it. The staff list (/admin/sender-numbers) and the member's own
 * (마이페이지 › 발신번호) answer the same shape.
 */
export const senderNumberSchema = z.object({
  id: id(),
  number: z.string(),
  label: z.string(),
  company_id: id().nullable(),
  company_name: z.string().nullable(),
  status: z.enum(SENDER_NUMBER_STATUSES),
  is_active: z.boolean(),
  /** The proof's type (통신서비스 이용증명원), null for a number from before requests had one. */
  proof_type: z.enum(['pdf', 'jpg', 'png']).nullable(),
  reject_reason: z.string().nullable(),
  reviewed_at: instantSchema.nullable(),
  created_at: instantSchema,
});
export type SenderNumberDto = z.infer<typeof senderNumberSchema>;

/** The list, and SMS_SENDER_NUMBER: the shop's own, always allowed, used when no approved number is asked for. */
export const senderNumbersSchema = z.object({
  default_number: z.string(),
  results: z.array(senderNumberSchema),
});
export type SenderNumbersDto = z.infer<typeof senderNumbersSchema>;

/** A staff balance adjustment: 4 adds (관리자 지급), 5 subtracts (관리자 차감). */
export type BalanceAdjustType = typeof TRANSACTION_TYPE.ADMIN_ADD | typeof TRANSACTION_TYPE.ADMIN_SUBTRACT;

/** A staff balance adjustment (관리자 지급 / 차감): its limits, checked by the console and the API. */
export const BALANCE_ADJUST = { minAmount: 1, maxAmount: 100_000_000, reasonMax: 200 } as const;
export const BALANCE_ADJUST_MESSAGES = {
  tooLarge: '한 번에 1억 원까지 조정할 수 있습니다.',
  belowZero: '충전금 잔액보다 많이 차감할 수 없습니다.',
} as const;

/** The proof a member uploads with a caller number request: PDF, JPEG or PNG (sniffed), at most 5 MB. */
export const SENDER_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const SENDER_NUMBER_MESSAGES = {
  notFound: '발신번호를 찾을 수 없습니다.',
  taken: '이미 등록되었거나 심사 중인 발신번호입니다.',
  theDefault: '쇼핑몰 기본 발신번호는 신청하지 않아도 사용할 수 있습니다.',
  invalid: '발신번호 형식이 올바르지 않습니다.',
  proofMissing: '통신서비스 이용증명원 파일을 첨부해주세요.',
  proofType: '통신서비스 이용증명원은 PDF, JPG, PNG 파일만 올릴 수 있습니다.',
  proofTooLarge: '통신서비스 이용증명원은 5MB 이하 파일만 올릴 수 있습니다.',
  noCompany: '회사 정보가 있는 회원만 발신번호를 신청할 수 있습니다.',
  notPending: '심사 중인 신청만 승인하거나 반려할 수 있습니다.',
  notApproved: '승인된 발신번호만 사용을 중지하거나 재개할 수 있습니다.',
  rejectReason: '반려 사유를 입력해주세요.',
  labelTooLong: '메모는 50자 이하로 입력해주세요.',
} as const;

/** A Korean caller number: a phone or area number (0…, 9–11 digits) or a 대표번호 (15xx-xxxx…). */
export const isCallerNumber = (value: string) => /^(0\d{8,10}|1[5-9]\d{6})$/.test(value.replace(/-/g, ''));

// ---- Requests (issue #30 §4)

/** GET /api/admin/audit-logs */
export const auditLogQuerySchema = pageQuery(20, 100).extend({ target_type: searchText(40) });

/** GET /api/admin/messages (발신함) */
export const outboxQuerySchema = pageQuery(20, 100).extend({
  recipient: searchText(254),
  channel: z.enum(['sms', 'email', 'kakao']).optional(),
  status: z.enum(['sent', 'failed']).optional(),
});

export const adminMemberQuerySchema = pageQuery(20, 100).extend({
  q: searchText(100),
  status: z.enum(['active', 'suspended', 'withdrawn']).optional(),
});

export const adminOrderQuerySchema = pageQuery(20, 100).extend({
  q: searchText(100),
  status: z.coerce.number().int().min(0).max(5).optional(),
});

export const adminDeliveryQuerySchema = pageQuery(20, 100).extend({
  status: z
    .string()
    .regex(/^[0-5](,[0-5]){0,5}$/, '발송 상태가 올바르지 않습니다.')
    .transform((v) => v.split(',').map(Number))
    .optional(),
  recipient: searchText(254),
  voucher_status: voucherStatusQuery,
});

const text = (label: string, maxLength: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(maxLength, `${label}은(는) ${maxLength}자 이하로 입력해주세요.`);

export const balanceAdjustRequestSchema = z.object({
  transaction_type: z.union(
    [z.literal(TRANSACTION_TYPE.ADMIN_ADD), z.literal(TRANSACTION_TYPE.ADMIN_SUBTRACT)],
    {
      error: '조정 유형을 선택해주세요. (4 지급, 5 차감)',
    },
  ),
  amount: z.coerce
    .number({ error: '금액을 숫자로 입력해주세요.' })
    .int('금액은 원 단위 정수로 입력해주세요.')
    .min(BALANCE_ADJUST.minAmount, '금액은 1원 이상이어야 합니다.')
    .max(BALANCE_ADJUST.maxAmount, BALANCE_ADJUST_MESSAGES.tooLarge),
  reason: text('사유', BALANCE_ADJUST.reasonMax),
});

const STAFF_ROLE_REQUIRED = '권한을 선택해주세요. (최고 관리자 또는 운영자)';
export const staffCreateRequestSchema = z.object({
  username: z.string({ error: '아이디를 입력해주세요.' }).trim(),
  password: z.string({ error: '비밀번호를 입력해주세요.' }).max(100),
  fullname: text('이름', 50),
  email: z.email({ error: '올바른 이메일 형식을 입력해주세요.' }).max(254),
  staff_role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }).default('operator'),
});

export const staffRoleRequestSchema = z.object({
  staff_role: z.enum(STAFF_ROLES, { error: STAFF_ROLE_REQUIRED }),
});

export const footerRequestSchema = z.object({
  company_name: text('회사명', 100),
  admin_name: text('대표자', 50),
  privacy_officer: text('개인정보 보호책임자', 50),
  business_number: text('사업자등록번호', 20),
  company_address: text('주소', 200),
  contact_phone: text('대표 전화', 30),
  contact_email: z.email({ error: '올바른 이메일 형식을 입력해주세요.' }).max(254),
  copyright: text('저작권 표시', 200),
});

const SEAL_MAX_BYTES = 200 * 1024;
const SEAL_INVALID = '직인 이미지는 200KB 이하의 PNG 또는 JPEG 파일만 등록할 수 있습니다.';

/** A PNG or JPEG data URL whose bytes really are one (checked by signature, not by the label). */
export const sealRequestSchema = z.object({
  image: z
    .string({ error: SEAL_INVALID })
    .max(Math.ceil((SEAL_MAX_BYTES * 4) / 3) + 40, SEAL_INVALID)
    .refine((v) => {
      const m = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/.exec(v);
      if (!m) return false;
      const bytes = Uint8Array.from(atob(m[2]!), (c) => c.charCodeAt(0));
      const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      return bytes.length <= SEAL_MAX_BYTES && (m[1] === 'png' ? png : jpeg);
    }, SEAL_INVALID),
});

export const depositAccountsRequestSchema = z.object({
  accounts: z
    .array(
      z.object({
        bank: text('은행명', 30),
        account_number: text('계좌번호', 40),
        holder: text('예금주', 50),
      }),
    )
    .min(1, '입금 계좌를 하나 이상 입력해주세요.')
    .max(5, '입금 계좌는 5개까지 등록할 수 있습니다.'),
});

export const termVersionRequestSchema = z.object({
  title: text('약관 제목', 100),
  content: text('약관 내용', 50_000),
});

export const deliveryRetryRequestSchema = z
  .object({ phone: z.string().max(40).optional(), email: z.string().max(254).optional() })
  .default({});
export const adminDeliveryRefundRequestSchema = z.object({ reason: text('환불 사유', 200) });

/** The fields of a sender number request (multipart, with the proof file beside them). */
export const senderNumberRequestSchema = z.object({
  number: z
    .string({ error: SENDER_NUMBER_MESSAGES.invalid })
    .trim()
    .max(20, SENDER_NUMBER_MESSAGES.invalid)
    .refine((v) => isCallerNumber(v), SENDER_NUMBER_MESSAGES.invalid),
  label: z.string().trim().max(50, SENDER_NUMBER_MESSAGES.labelTooLong).default(''),
});

export const senderNumberRejectRequestSchema = z.object({
  reason: z
    .string({ error: SENDER_NUMBER_MESSAGES.rejectReason })
    .trim()
    .min(1, SENDER_NUMBER_MESSAGES.rejectReason)
    .max(200, '반려 사유는 200자 이하로 입력해주세요.'),
});

/** The request bodies as the console sends them. */
export type BalanceAdjustRequest = z.input<typeof balanceAdjustRequestSchema>;
export type StaffCreateRequest = z.input<typeof staffCreateRequestSchema>;
export type StaffRoleRequest = z.input<typeof staffRoleRequestSchema>;
export type FooterRequest = z.input<typeof footerRequestSchema>;
export type DepositAccountsRequest = z.input<typeof depositAccountsRequestSchema>;
export type SealRequest = z.input<typeof sealRequestSchema>;
export type TermVersionRequest = z.input<typeof termVersionRequestSchema>;
export type DeliveryRetryRequest = NonNullable<z.input<typeof deliveryRetryRequestSchema>>;
export type AdminDeliveryRefundRequest = z.input<typeof adminDeliveryRefundRequestSchema>;
export type SenderNumberRejectRequest = z.input<typeof senderNumberRejectRequestSchema>;
