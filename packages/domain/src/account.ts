/**
 * Account rules of SPEC §5 (business number, sign-up step 2, profile, password reset) with their
 * Korean messages, shared by the sign-up / find-account / profile screens and the users API so
 * both sides accept exactly the same input and answer with the same words.
 */
import { z } from 'zod';
import { publicUserSchema } from './auth.ts';
import { instantSchema } from './envelope.ts';

export const ACCOUNT_MESSAGES = {
  // Business number (SPEC §5, §8)
  businessNumberRequired: '사업자등록번호를 입력해주세요.',
  businessNumberDigits: '사업자등록번호는 숫자 10자리로 입력해주세요.',
  businessNumberChecksum: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해주세요.',
  companyNameRequired: '회사명을 입력해주세요.',
  businessVerifyFailed: '사업자번호 인증에 실패했습니다.',
  businessVerified: '사업자번호 인증이 완료되었습니다.',
  businessBlocked: '탈퇴 후 60일이 지나지 않은 사업자번호입니다.',
  businessAlreadyRegistered: '이미 가입된 사업자번호입니다.',
  businessNotActive: '휴업 또는 폐업 상태의 사업자번호입니다.',
  businessVerificationRequired: '사업자번호 인증을 먼저 완료해주세요.',
  // Username
  usernameRequired: '아이디를 입력해주세요.',
  usernameFormat: '아이디는 영문 소문자와 숫자를 조합해 6~20자로 입력해주세요. (영문 소문자 필수)',
  usernameCheckRequired: '아이디 중복 확인을 해주세요.',
  usernameTaken: '이미 사용 중인 아이디입니다.',
  usernameAvailable: '사용 가능한 아이디입니다.',
  // Password (sign-up)
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordMin: '비밀번호는 최소 8자 이상이어야 합니다.',
  passwordLetter: '비밀번호에는 영문자가 포함되어야 합니다.',
  passwordDigit: '비밀번호에는 숫자가 포함되어야 합니다.',
  passwordSpecial: '비밀번호에는 특수문자가 포함되어야 합니다.',
  passwordCommon: '비밀번호가 너무 일상적인 단어입니다.',
  passwordSummary: '비밀번호 조건을 만족해주세요.',
  passwordTooLong: '비밀번호는 100자 이하로 입력해주세요.',
  passwordConfirmRequired: '비밀번호 확인을 입력해주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  // Sign-up step 2
  ownerNameRequired: '대표자명을 입력해주세요.',
  primaryPhoneRequired: '대표 전화번호를 입력해주세요.',
  primaryPhoneInvalid: '올바른 대표 전화번호를 입력해주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 형식을 입력해주세요.',
  identityRequired: '본인인증을 완료해주세요.',
  termsRequired: '필수 약관에 모두 동의해주세요.',
  signUpFailed: '회원가입에 실패했습니다.',
  signUpDone: '회원가입이 완료되었습니다.',
  // Profile (SPEC §5 Profile, §8 Profile)
  nameRequired: '이름을 입력해주세요.',
  profileEmailRequired: '이메일을 입력해주세요.',
  profileEmailInvalid: '올바른 이메일 형식이 아닙니다.',
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  newPasswordRequired: '새 비밀번호를 입력해주세요.',
  newPasswordMin: '새 비밀번호는 8자 이상이어야 합니다.',
  newPasswordPattern: '영문, 숫자, 특수문자(@$!%*?&)를 모두 포함해야 합니다.',
  newPasswordConfirmRequired: '새 비밀번호 확인을 입력해주세요.',
  newPasswordMismatch: '새 비밀번호가 일치하지 않습니다.',
  newPasswordSame: '새 비밀번호가 현재 비밀번호와 같습니다.',
  profileUpdated: '회원정보가 수정되었습니다.',
  profileUpdateFailed: '회원정보 수정에 실패했습니다.',
  passwordChanged: '비밀번호가 변경되었습니다.',
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  withdrawPasswordRequired: '비밀번호를 입력해주세요.',
  withdrawPasswordWrong: '비밀번호가 올바르지 않습니다.',
  withdrawAgreeRequired: '탈퇴 동의에 체크해주세요.',
  withdrawConfirm: '정말 탈퇴하시겠습니까? 탈퇴 후에는 되돌릴 수 없습니다.',
  withdrawn: '회원 탈퇴가 완료되었습니다.',
  withdrawFailed: '회원 탈퇴에 실패했습니다.',
  // Find account / password reset (SPEC §5 Password reset, §8)
  resetVerificationFirst: '본인인증을 먼저 완료해주세요.',
  resetUsernameRequired: '아이디를 입력해주세요.',
  resetPasswordRequired: '새 비밀번호를 입력해주세요.',
  resetPasswordMismatch: '새 비밀번호와 비밀번호 확인이 일치하지 않습니다.',
  resetPasswordMin: '비밀번호는 8자 이상 입력해주세요.',
  resetDone: '비밀번호가 성공적으로 변경되었습니다. 새 비밀번호로 로그인해주세요.',
  resetFailed: '비밀번호 재설정 중 오류가 발생했습니다.',
  resetMismatchAccount: '본인인증 정보와 일치하는 회원을 찾을 수 없습니다.',
  findAccountFailed: '계정 찾기 중 오류가 발생했습니다.',
  findIdNone: '본인인증 정보로 가입된 아이디가 없습니다.',
  // Identity verification (SPEC §8)
  identityHashFailed: '본인인증 준비 중 오류가 발생했습니다. 다시 시도해주세요.',
  identityCheckFailed: '본인인증 검증에 실패했습니다. 다시 시도해주세요.',
  identityFail: '본인인증에 실패했습니다.',
  identityCancel: '본인인증이 취소되었습니다.',
  identityError: '본인인증 중 오류가 발생했습니다.',
  identitySuccess: '본인인증이 완료되었습니다.',
  identityPopupBlocked: '팝업이 차단되었습니다. 팝업 차단을 해제하고 다시 시도해주세요.',
  identityExpired: '본인인증 유효시간이 지났습니다. 다시 인증해주세요.',
  identityUsed: '이미 사용된 본인인증입니다. 다시 인증해주세요.',
  identityWrongType: '이 용도로 진행한 본인인증이 아닙니다. 다시 인증해주세요.',
  identityNotFound: '본인인증 내역을 찾을 수 없습니다. 다시 인증해주세요.',
} as const;

export type Check = { ok: true } | { ok: false; message: string };
const pass: Check = { ok: true };
const fail = (message: string): Check => ({ ok: false, message });

// ── Business number ───────────────────────────────────────────────────────────────────────

const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Digits only: dashes and spaces a visitor pasted are dropped. */
export function normalizeBusinessNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The Korean business registration number check digit: weights 1,3,7,1,3,7,1,3,5 over the first
 * nine digits, plus the tens digit of (9th digit × 5); the tenth digit is (10 − sum mod 10) mod 10.
 */
export function isValidBusinessNumberChecksum(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i]! * BUSINESS_WEIGHTS[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

export function checkBusinessNumber(input: string): Check {
  const digits = normalizeBusinessNumber(input);
  if (!digits) return fail(ACCOUNT_MESSAGES.businessNumberRequired);
  if (!/^\d{10}$/.test(digits)) return fail(ACCOUNT_MESSAGES.businessNumberDigits);
  if (!isValidBusinessNumberChecksum(digits)) return fail(ACCOUNT_MESSAGES.businessNumberChecksum);
  return pass;
}

/** The three boxes of the sign-up screen (3-2-5). */
export const BUSINESS_NUMBER_PARTS = [3, 2, 5] as const;

export function formatBusinessNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : digits;
}

// ── Username ──────────────────────────────────────────────────────────────────────────────

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 20;

/** 6–20 characters, lowercase letters and digits only, at least one letter. */
export function checkUsername(input: string): Check {
  const username = input.trim();
  if (!username) return fail(ACCOUNT_MESSAGES.usernameRequired);
  if (!/^[a-z0-9]{6,20}$/.test(username) || !/[a-z]/.test(username))
    return fail(ACCOUNT_MESSAGES.usernameFormat);
  return pass;
}

// ── Password (sign-up) ────────────────────────────────────────────────────────────────────

export const COMMON_PASSWORD_WORDS = ['password', '123456', 'qwerty', 'abc123', 'password123'] as const;
export const PASSWORD_MIN = 8;
/** Not in the spec: an upper bound so nobody posts a megabyte to the hasher. */
export const PASSWORD_MAX = 100;

/** The printable ASCII symbols ! " # $ % & ' ( ) * + , - . / : ; < = > ? @ [ \ ] ^ _ ` { | } ~ */
const SPECIAL_CHARACTER = /[!-/:-@[-`{-~]/;

export interface PasswordRuleResult {
  key: 'min' | 'letter' | 'digit' | 'special' | 'common';
  label: string;
  ok: boolean;
  message: string;
}

/** Each sign-up password rule with its state, for the live checklist on the screen. */
export function passwordRules(password: string): PasswordRuleResult[] {
  const lower = password.toLowerCase();
  return [
    {
      key: 'min',
      label: '8자 이상',
      ok: password.length >= PASSWORD_MIN,
      message: ACCOUNT_MESSAGES.passwordMin,
    },
    {
      key: 'letter',
      label: '영문자 포함',
      ok: /[A-Za-z]/.test(password),
      message: ACCOUNT_MESSAGES.passwordLetter,
    },
    { key: 'digit', label: '숫자 포함', ok: /\d/.test(password), message: ACCOUNT_MESSAGES.passwordDigit },
    {
      key: 'special',
      label: '특수문자 포함',
      // ASCII punctuation only: a Hangul syllable or an emoji is not a "special character".
      ok: SPECIAL_CHARACTER.test(password),
      message: ACCOUNT_MESSAGES.passwordSpecial,
    },
    {
      key: 'common',
      label: '흔한 단어 제외',
      ok: !COMMON_PASSWORD_WORDS.some((w) => lower.includes(w)),
      message: ACCOUNT_MESSAGES.passwordCommon,
    },
  ];
}

/** The first failing sign-up password rule, in the order SPEC §5 lists them. */
export function checkPassword(password: string): Check {
  if (!password) return fail(ACCOUNT_MESSAGES.passwordRequired);
  if (password.length > PASSWORD_MAX) return fail(ACCOUNT_MESSAGES.passwordTooLong);
  const broken = passwordRules(password).find((r) => !r.ok);
  return broken ? fail(broken.message) : pass;
}

export function checkPasswordConfirm(password: string, confirm: string): Check {
  if (!confirm) return fail(ACCOUNT_MESSAGES.passwordConfirmRequired);
  if (password !== confirm) return fail(ACCOUNT_MESSAGES.passwordMismatch);
  return pass;
}

// ── Profile password change (SPEC §5 Profile) ─────────────────────────────────────────────

const PROFILE_PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

export function checkNewPassword(password: string): Check {
  if (!password) return fail(ACCOUNT_MESSAGES.newPasswordRequired);
  if (password.length < PASSWORD_MIN) return fail(ACCOUNT_MESSAGES.newPasswordMin);
  if (password.length > PASSWORD_MAX) return fail(ACCOUNT_MESSAGES.passwordTooLong);
  if (!PROFILE_PASSWORD_PATTERN.test(password)) return fail(ACCOUNT_MESSAGES.newPasswordPattern);
  return pass;
}

export function checkNewPasswordConfirm(password: string, confirm: string): Check {
  if (!confirm) return fail(ACCOUNT_MESSAGES.newPasswordConfirmRequired);
  if (password !== confirm) return fail(ACCOUNT_MESSAGES.newPasswordMismatch);
  return pass;
}

// ── Password reset (SPEC §5 Password reset) ───────────────────────────────────────────────

/**
 * The reset form's own rules (required, match, at least 8), then the sign-up strength rules so a
 * reset can never set a password sign-up would have refused.
 */
export function checkResetPassword(password: string, confirm: string): Check {
  if (!password) return fail(ACCOUNT_MESSAGES.resetPasswordRequired);
  if (password !== confirm) return fail(ACCOUNT_MESSAGES.resetPasswordMismatch);
  if (password.length < PASSWORD_MIN) return fail(ACCOUNT_MESSAGES.resetPasswordMin);
  return checkPassword(password);
}

// ── Contact fields ────────────────────────────────────────────────────────────────────────

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-up wording; the profile screen passes its own messages. */
export function checkEmail(
  input: string,
  messages: { required: string; invalid: string } = {
    required: ACCOUNT_MESSAGES.emailRequired,
    invalid: ACCOUNT_MESSAGES.emailInvalid,
  },
): Check {
  const email = input.trim();
  if (!email) return fail(messages.required);
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return fail(messages.invalid);
  return pass;
}

export const PROFILE_EMAIL_MESSAGES = {
  required: ACCOUNT_MESSAGES.profileEmailRequired,
  invalid: ACCOUNT_MESSAGES.profileEmailInvalid,
} as const;

/** Representative phone: three digit-only boxes (max 3, 4, 4), all required. */
export const PRIMARY_PHONE_PARTS = [3, 4, 4] as const;

export function checkPrimaryPhoneParts(parts: readonly string[]): Check {
  if (parts.length !== 3 || parts.some((p) => !p.trim())) return fail(ACCOUNT_MESSAGES.primaryPhoneRequired);
  return checkPrimaryPhone(parts.join('-'));
}

/** The dash-joined value the sign-up payload carries, e.g. 02-123-4567 or 010-1234-5678. */
export function checkPrimaryPhone(value: string): Check {
  if (!value.trim() || /^-*$/.test(value.trim())) return fail(ACCOUNT_MESSAGES.primaryPhoneRequired);
  if (!/^\d{2,3}-\d{3,4}-\d{4}$/.test(value.trim())) return fail(ACCOUNT_MESSAGES.primaryPhoneInvalid);
  return pass;
}

export const MANAGER_PHONE_PREFIXES = ['010', '011', '016', '017', '018', '019'] as const;

/** A verified mobile number: 11 digits (10 for old 01x numbers) with one of the six prefixes. */
export function isManagerPhone(phone: string): boolean {
  return /^\d{10,11}$/.test(phone) && MANAGER_PHONE_PREFIXES.some((p) => phone.startsWith(p));
}

/** Identity result phone split for the three disabled boxes: 3-4-4 (3-3-4 for 10 digits). */
export function splitMobile(phone: string): [string, string, string] {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)];
  if (digits.length === 10) return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 11)];
}

// ── Display helpers ───────────────────────────────────────────────────────────────────────

/**
 * Find-ID screen: the first two characters and the last one stay, the rest become '*'
 * (minimum one masked character), e.g. bizdemo → bi****o.
 */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}*`;
  if (username.length === 3) return `${username.slice(0, 2)}*`;
  return `${username.slice(0, 2)}${'*'.repeat(username.length - 3)}${username.slice(-1)}`;
}

// ── What the users routes accept (the screens send these shapes) ─────────────────────────────

/** A required string checked by one of the shared SPEC §5 rules (same Korean message as the screen). */
const ruled = (required: string, check: (value: string) => Check, max = 200) =>
  z
    .string({ error: required })
    .max(max * 4, '입력값이 너무 깁니다.')
    .superRefine((value, ctx) => {
      const result = check(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.message });
    });

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const orderId = z
  .string({ error: ACCOUNT_MESSAGES.resetVerificationFirst })
  .trim()
  .min(1, ACCOUNT_MESSAGES.resetVerificationFirst)
  .max(64, ACCOUNT_MESSAGES.identityNotFound);

export const businessVerifyRequestSchema = z.object({
  business_number: ruled(ACCOUNT_MESSAGES.businessNumberRequired, checkBusinessNumber, 20),
  company_name: text(ACCOUNT_MESSAGES.companyNameRequired, 100, '회사명은 100자 이하로 입력해주세요.'),
});

export const usernameVerifyRequestSchema = z.object({
  username: ruled(ACCOUNT_MESSAGES.usernameRequired, checkUsername, 20),
});

const bool = z.boolean({ error: '값이 올바르지 않습니다.' });

export const signUpRequestSchema = z.object({
  user: z.object(
    {
      username: ruled(ACCOUNT_MESSAGES.usernameRequired, checkUsername, 20),
      password: ruled(ACCOUNT_MESSAGES.passwordRequired, checkPassword, 100),
      email: ruled(ACCOUNT_MESSAGES.emailRequired, (v) => checkEmail(v), 254),
      user_type: z.literal('corporate', { error: '기업 회원만 가입할 수 있습니다.' }).default('corporate'),
      terms: z
        .array(z.object({ term_id: z.coerce.number().int().positive(), is_agreed: bool }), {
          error: ACCOUNT_MESSAGES.termsRequired,
        })
        .max(50),
      notification: z
        .object({
          is_event_sms_enabled: bool.default(false),
          is_event_email_enabled: bool.default(false),
          is_info_sms_enabled: bool.default(false),
          is_info_email_enabled: bool.default(false),
        })
        .default({
          is_event_sms_enabled: false,
          is_event_email_enabled: false,
          is_info_sms_enabled: false,
          is_info_email_enabled: false,
        }),
      referral_code: z.string().trim().max(50, '추천인 코드는 50자 이하로 입력해주세요.').nullish(),
      order_id: z
        .string({ error: ACCOUNT_MESSAGES.identityRequired })
        .trim()
        .min(1, ACCOUNT_MESSAGES.identityRequired)
        .max(64, ACCOUNT_MESSAGES.identityNotFound),
    },
    { error: '회원 정보를 입력해주세요.' },
  ),
  company_name: text(ACCOUNT_MESSAGES.companyNameRequired, 100, '회사명은 100자 이하로 입력해주세요.'),
  business_number: ruled(ACCOUNT_MESSAGES.businessNumberRequired, checkBusinessNumber, 20),
  owner_name: text(ACCOUNT_MESSAGES.ownerNameRequired, 50, '대표자명은 50자 이하로 입력해주세요.'),
  primary_phone: ruled(ACCOUNT_MESSAGES.primaryPhoneRequired, checkPrimaryPhone, 20),
});

export const findAccountRequestSchema = z.object({ order_id: orderId });

export const passwordResetRequestSchema = z
  .object({
    order_id: orderId,
    username: text(ACCOUNT_MESSAGES.resetUsernameRequired, 100, ACCOUNT_MESSAGES.resetMismatchAccount),
    new_password: z
      .string({ error: ACCOUNT_MESSAGES.resetPasswordRequired })
      .max(100, ACCOUNT_MESSAGES.passwordTooLong),
    new_password2: z
      .string({ error: ACCOUNT_MESSAGES.resetPasswordRequired })
      .max(100, ACCOUNT_MESSAGES.passwordTooLong),
  })
  .superRefine((body, ctx) => {
    const result = checkResetPassword(body.new_password, body.new_password2);
    if (!result.ok) {
      const path =
        result.message === ACCOUNT_MESSAGES.resetPasswordMismatch ? 'new_password2' : 'new_password';
      ctx.addIssue({ code: 'custom', path: [path], message: result.message });
    }
  });

export const profileUpdateRequestSchema = z.object({
  fullname: text(ACCOUNT_MESSAGES.nameRequired, 50, '이름은 50자 이하로 입력해주세요.'),
  email: ruled(ACCOUNT_MESSAGES.profileEmailRequired, (v) => checkEmail(v, PROFILE_EMAIL_MESSAGES), 254),
});

export const passwordChangeRequestSchema = z
  .object({
    password: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(200),
    new_password: ruled(ACCOUNT_MESSAGES.newPasswordRequired, checkNewPassword, 100),
    new_password2: z
      .string({ error: ACCOUNT_MESSAGES.newPasswordConfirmRequired })
      .min(1, ACCOUNT_MESSAGES.newPasswordConfirmRequired)
      .max(200),
  })
  .superRefine((body, ctx) => {
    if (body.new_password2 && body.new_password !== body.new_password2) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password2'],
        message: ACCOUNT_MESSAGES.newPasswordMismatch,
      });
    }
  });

export const withdrawRequestSchema = z.object(
  {
    password: z
      .string({ error: ACCOUNT_MESSAGES.withdrawPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.withdrawPasswordRequired)
      .max(200),
  },
  { error: ACCOUNT_MESSAGES.withdrawPasswordRequired },
);
export type SignUpRequest = z.output<typeof signUpRequestSchema>;
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;
export type ProfileUpdateRequest = z.output<typeof profileUpdateRequestSchema>;
export type PasswordChangeRequest = z.output<typeof passwordChangeRequestSchema>;

// ── What the users and identities routes answer ──────────────────────────────────────────────

export const businessVerifiedSchema = z.object({
  business_number: z.string(),
  company_name: z.string(),
  verified: z.boolean(),
});

export const usernameAvailableSchema = z.object({ username: z.string(), available: z.boolean() });

export const termSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_required: z.boolean(),
  /** Stable key of the kind (service, privacy_collection, privacy_policy, event_sms, event_email). */
  kind: z.string(),
});
export type Term = z.infer<typeof termSchema>;

export const signedUpSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  company_name: z.string(),
});

export const foundIdSchema = z.object({
  username: z.string(),
  accounts: z.array(z.object({ username: z.string(), created_at: instantSchema })),
});

export const foundPasswordSchema = z.object({
  verified: z.boolean(),
  name: z.string(),
  account_count: z.number().int(),
});

export const meSchema = publicUserSchema.extend({
  user_type: z.string(),
  company: z
    .object({
      name: z.string(),
      business_number: z.string(),
      owner_name: z.string(),
      primary_phone: z.string(),
      /** 업태/종목 and address as the 거래명세서's buyer block prints them (issue #29 §7); '' until filled. */
      business_type: z.string(),
      address: z.string(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

export const COMPANY_PROFILE_MESSAGES = {
  businessTypeTooLong: '업태/종목은 60자 이하로 입력해주세요.',
  addressTooLong: '주소는 200자 이하로 입력해주세요.',
  saved: '회사 정보가 저장되었습니다. 이후 발행하는 거래명세서에 표시됩니다.',
  noCompany: '회사 정보가 없는 계정입니다.',
} as const;

/** PUT /api/users/me/company: what the 거래명세서 prints for the buyer beside the sign-up's name and number. */
export const companyProfileRequestSchema = z.object({
  business_type: z.string().trim().max(60, COMPANY_PROFILE_MESSAGES.businessTypeTooLong),
  address: z.string().trim().max(200, COMPANY_PROFILE_MESSAGES.addressTooLong),
});
export type CompanyProfileRequest = z.output<typeof companyProfileRequestSchema>;

/** SPEC §4 identity verification kinds: 1 default, 20 sign-up, 21 find ID, 22 find password. */
export const VERIFICATION_TYPES = [1, 20, 21, 22] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/**
 * POST /api/identities/kcp/hash: the order id, the provider's page and the signed form fields the
 * popup posts to it (provider-specific names, passed on as they are).
 */
export const identityHashSchema = z
  .object({
    ordr_idxx: z.string(),
    popup_url: z.string(),
    verification_type: z.number().int(),
    /** 'kcp' (real NHN KCP) or the sandbox; not a form field. */
    provider: z.string(),
  })
  .catchall(z.union([z.string(), z.number()]));

/** GET /api/identities/kcp/verify: the verified person. */
export const identityPersonSchema = z.object({
  phoneNumber: z.string(),
  name: z.string(),
  birthDate: z.string(),
  gender: z.string(),
  carrier: z.string(),
});
export type IdentityPerson = z.infer<typeof identityPersonSchema>;

/** The provider's callback when posted as JSON (a popup's form post gets the result page instead). */
export const identityOutcomeSchema = z.object({
  result: z.enum(['success', 'fail', 'cancel', 'error']),
  ordr_idxx: z.string(),
});

// ---- Identity verification requests (issue #30 §4)

const verificationType = z.coerce
  .number({ error: '인증 유형이 올바르지 않습니다.' })
  .refine(
    (v): v is VerificationType => (VERIFICATION_TYPES as readonly number[]).includes(v),
    '인증 유형이 올바르지 않습니다.',
  );

/** POST /api/identities/kcp/hash */
export const identityHashRequestSchema = z.object({ verification_type: verificationType.default(1) });

const ordrIdxx = z
  .string({ error: ACCOUNT_MESSAGES.identityRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.identityRequired)
  .max(64, ACCOUNT_MESSAGES.identityNotFound);

/** GET /api/identities/kcp/verify */
export const identityVerifyQuerySchema = z.object({
  ordr_idxx: ordrIdxx,
  verification_type: verificationType.optional(),
});

/** The provider's form fields (POST /api/identities/kcp/callback, and the sandbox popup). */
export const identityFormSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]).transform(String),
);
