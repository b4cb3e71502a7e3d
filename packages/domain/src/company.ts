/**
 * The company workspace (issue #27) as the API sends and accepts it: roles, the company and its
 * policy, members with their monthly limits, invitations, the activity log and the staff view.
 *
 * Routes and their answers (the web calls exactly these):
 * - GET /api/company → companySchema (every member)
 * - GET /api/company/members → companyMemberSchema[] (owner, manager)
 * - PATCH /api/company/members/{id} memberUpdateRequestSchema → companyMemberSchema; DELETE → null (owner)
 * - GET /api/company/invitations → invitationSchema[]; POST invitationRequestSchema → 201 invitationSchema;
 *   DELETE /api/company/invitations/{id} → null (owner)
 * - GET /api/company/invitations/{token} → invitationPreviewSchema (no login; 404 unknown, used or expired)
 * - POST /api/users/register/invited invitedSignUpRequestSchema → 201 (the web then logs in with it)
 * - PUT /api/company/policy policyRequestSchema → policySchema (owner)
 * - GET /api/company/approvals?page&page_size → pageSchema(orderSchema), status 5, oldest first (owner, manager)
 * - POST /api/orders/{id}/approve → orderSchema; POST /api/orders/{id}/reject rejectRequestSchema → orderSchema
 * - GET /api/company/activity?page&page_size → pageSchema(activitySchema), newest first (owner, manager)
 * - GET /api/admin/members/{id}/company → staffCompanySchema (staff)
 * - orderSchema gains `placed_by: actorSchema`; GET /api/orders takes `placed_by` (a member id)
 */
import { z } from 'zod';
import { ACCOUNT_MESSAGES, checkEmail, checkPassword, checkUsername } from './account.ts';
import { COMPANY_ROLES } from './company-roles.ts';
import { instantSchema, moneySchema } from './envelope.ts';
import { formatWon } from './money.ts';

// ── Roles ──────────────────────────────────────────────────────────────────────────────────────

export { COMPANY_ROLE_LABELS, COMPANY_ROLES, type CompanyRole } from './company-roles.ts';

export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** An invitation link is good for this long, once. */
export const INVITATION_TTL_DAYS = 7;
/** An order waiting for approval longer than this is rejected and refunded. */
export const APPROVAL_TTL_DAYS = 7;

export const COMPANY_MESSAGES = {
  roleInvalid: '역할을 선택해주세요.',
  limitInvalid: '금액은 0 이상의 정수(원)로 입력해주세요.',
  reasonRequired: '반려 사유를 입력해주세요.',
  reasonTooLong: '반려 사유는 200자 이하로 입력해주세요.',
  fullnameRequired: '이름을 입력해주세요.',
  invitationNotFound: '유효하지 않은 초대 링크입니다.',
  nothingToChange: '변경할 내용을 입력해주세요.',
  ownerWithdrawWithMembers:
    '다른 구성원이 있는 회사의 대표 관리자는 탈퇴할 수 없습니다. 대표 관리자를 넘기거나 구성원을 내보낸 뒤 탈퇴해주세요.',
} as const;

/** 409 `limit_exceeded`: what is left of the member's monthly limit, named in won. */
export const limitExceededMessage = (left: number | string) =>
  `이번 달 한도를 넘는 주문입니다. 남은 한도는 ${formatWon(left)}입니다.`;

// ── Answers ────────────────────────────────────────────────────────────────────────────────────

/** Who did something: an order's `placed_by`, an activity's actor, an invitation's inviter. */
export const actorSchema = z.object({ id: z.number().int(), username: z.string(), fullname: z.string() });
export type Actor = z.infer<typeof actorSchema>;

const roleSchema = z.enum(COMPANY_ROLES);

export const policySchema = z.object({
  /** A sender's order above this total waits for approval (status 5); null: never. */
  approval_over: moneySchema.nullable(),
  /** Every member must sign in with two-factor (TOTP); one without it can only enrol (PUT /api/company/policy/mfa). */
  mfa_required: z.boolean(),
});
export type CompanyPolicy = z.infer<typeof policySchema>;

/** GET /api/company: the caller's company, its policy, and the caller's own role and limit. */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_number: z.string(),
  role: roleSchema,
  policy: policySchema,
  /** The caller's monthly limit (null: none) and what it placed this calendar month (Asia/Seoul). */
  monthly_limit: moneySchema.nullable(),
  spent_this_month: moneySchema,
});
export type CompanyDto = z.infer<typeof companySchema>;

/** GET /api/company/members (owner, manager): one person of the company. */
export const companyMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(MEMBER_STATUSES),
  monthly_limit: moneySchema.nullable(),
  spent_this_month: moneySchema,
});
export type CompanyMemberDto = z.infer<typeof companyMemberSchema>;

/** GET /api/company/invitations (owner): a pending invitation. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  monthly_limit: moneySchema.nullable(),
  invited_by: actorSchema,
  created_at: instantSchema,
  expires_at: instantSchema,
});
export type InvitationDto = z.infer<typeof invitationSchema>;

/** GET /api/company/invitations/{token} (no login): what the invitee is shown; 404 when unknown or used. */
export const invitationPreviewSchema = z.object({
  company_name: z.string(),
  role: roleSchema,
  inviter_name: z.string(),
  email: z.string(),
  expires_at: instantSchema,
});
export type InvitationPreviewDto = z.infer<typeof invitationPreviewSchema>;

/** The actions of the activity log, with the words the screen shows. */
export const ACTIVITY_ACTION_LABELS = {
  'invitation.created': '구성원 초대',
  'invitation.cancelled': '초대 취소',
  'member.joined': '초대로 가입',
  'member.role_changed': '역할 변경',
  'member.limit_changed': '월 한도 변경',
  'member.suspended': '구성원 정지',
  'member.reactivated': '정지 해제',
  'member.removed': '구성원 내보내기',
  'member.left': '탈퇴 (회사 나가기)',
  'policy.changed': '승인 정책 변경',
  'policy.mfa': '2단계 인증 정책 변경',
  'order.placed': '주문',
  'order.approval_requested': '승인 요청 주문',
  'order.approved': '주문 승인',
  'order.rejected': '주문 반려',
  'order.expired': '승인 기한 만료 (환불)',
  'recharge.requested': '충전 요청',
  'api_key.created': 'API 키 발급',
  'api_key.revoked': 'API 키 폐기',
  'test_wallet.reset': '테스트 충전금 초기화',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTION_LABELS;

/** GET /api/company/activity (owner, manager): one line of the log, newest first. */
export const activitySchema = z.object({
  id: z.number().int(),
  /** null: the system (e.g. an approval left 7 days). */
  actor: actorSchema.nullable(),
  /** The API key that did it (issue #30 §1), actor being the member who created it; null otherwise. */
  api_key: z.object({ id: z.number().int(), name: z.string(), prefix: z.string() }).nullable(),
  action: z.string(),
  /** What it was done to, as people read it ("hong@example.com", "주문 42"). */
  target: z.string().nullable(),
  /** The change in words ("발송 담당 → 조회 전용", "60,000원"). */
  detail: z.string().nullable(),
  created_at: instantSchema,
});
export type ActivityDto = z.infer<typeof activitySchema>;

/** GET /api/admin/members/{id}/company (staff): the member's company and its people. */
export const staffCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_number: z.string(),
  policy: policySchema,
  members: z.array(companyMemberSchema),
});
export type StaffCompanyDto = z.infer<typeof staffCompanySchema>;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

/** An integer-like won string ("100000") or null (no limit / no threshold). */
const wonOrNull = z
  .string({ error: COMPANY_MESSAGES.limitInvalid })
  .regex(/^\d{1,12}$/, COMPANY_MESSAGES.limitInvalid)
  .nullable();

const email = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .superRefine((value, ctx) => {
    const check = checkEmail(value);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  });

/** POST /api/company/invitations (owner). */
export const invitationRequestSchema = z.object({
  email,
  role: z.enum(COMPANY_ROLES, { error: COMPANY_MESSAGES.roleInvalid }),
  monthly_limit: wonOrNull.default(null),
});
export type InvitationRequest = z.input<typeof invitationRequestSchema>;

/** PATCH /api/company/members/{id} (owner): any of role, limit, status. */
export const memberUpdateRequestSchema = z
  .object({
    role: z.enum(COMPANY_ROLES, { error: COMPANY_MESSAGES.roleInvalid }).optional(),
    monthly_limit: wonOrNull.optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
  })
  .refine((b) => b.role !== undefined || b.monthly_limit !== undefined || b.status !== undefined, {
    message: COMPANY_MESSAGES.nothingToChange,
  });
export type MemberUpdateRequest = z.input<typeof memberUpdateRequestSchema>;

/** PUT /api/company/policy (owner). */
export const policyRequestSchema = z.object({ approval_over: wonOrNull });
export type PolicyRequest = z.input<typeof policyRequestSchema>;

/** POST /api/orders/{id}/reject (owner, manager; never the placer). */
export const rejectRequestSchema = z.object({
  reason: z
    .string({ error: COMPANY_MESSAGES.reasonRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.reasonRequired)
    .max(200, COMPANY_MESSAGES.reasonTooLong),
});

const checked = (required: string, check: (v: string) => { ok: true } | { ok: false; message: string }) =>
  z
    .string({ error: required })
    .max(400, '입력값이 너무 깁니다.')
    .superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });

/** POST /api/users/register/invited (no login): the invitee's account joins the inviting company. */
export const invitedSignUpRequestSchema = z.object({
  token: z.string({ error: COMPANY_MESSAGES.invitationNotFound }).min(1).max(200),
  username: checked(ACCOUNT_MESSAGES.usernameRequired, checkUsername),
  password: checked(ACCOUNT_MESSAGES.passwordRequired, checkPassword),
  fullname: z
    .string({ error: COMPANY_MESSAGES.fullnameRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.fullnameRequired)
    .max(50, '이름은 50자 이하로 입력해주세요.'),
  email,
  order_id: z
    .string({ error: ACCOUNT_MESSAGES.identityRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.identityRequired)
    .max(64, ACCOUNT_MESSAGES.identityNotFound),
  terms: z
    .array(z.object({ term_id: z.coerce.number().int().positive(), is_agreed: z.boolean() }), {
      error: ACCOUNT_MESSAGES.termsRequired,
    })
    .max(50),
});
export type InvitedSignUpRequest = z.input<typeof invitedSignUpRequestSchema>;
