/**
 * Two-factor sign-in (TOTP, RFC 6238) as the API sends it:
 * - POST /api/auth/login → loginAnswerSchema: the session, or a challenge (`mfa_required`) or an
 *   enrolment demand (`mfa_enrollment_required`), each with a short-lived single-use `mfa_token`
 * - POST /api/auth/mfa mfaVerifyRequestSchema → loginResultSchema (a TOTP code or a recovery code)
 * - POST /api/auth/mfa/enroll mfaEnrollRequestSchema → mfaEnrollmentSchema (the enrolment token, or
 *   a signed-in account's access token instead)
 * - POST /api/auth/mfa/enroll/confirm mfaEnrollConfirmRequestSchema → mfaEnrolledSchema
 * - GET /api/auth/mfa → mfaStatusSchema; POST /api/auth/mfa/disable mfaDisableRequestSchema;
 *   POST /api/auth/mfa/recovery-codes mfaDisableRequestSchema → mfaRecoveryCodesSchema (signed in)
 */
import { z } from 'zod';
import { loginResultSchema } from './auth.ts';
import { instantSchema } from './envelope.ts';

export const MFA_MESSAGES = {
  codeRequired: '인증 코드를 입력해주세요.',
  codeFormat: '인증 앱의 6자리 숫자 또는 복구 코드(예: ABCDE-FGHJK)를 입력해주세요.',
  totpFormat: '인증 앱에 표시된 6자리 숫자를 입력해주세요.',
  codeWrong: '인증 코드가 올바르지 않습니다. 인증 앱에 표시된 최신 코드를 입력해주세요.',
  codeReused: '이미 사용한 인증 코드입니다. 인증 앱에 새 코드가 표시되면 입력해주세요.',
  tokenRequired: '인증 정보가 없습니다. 처음부터 다시 로그인해주세요.',
  tokenInvalid: '인증 시간이 지났거나 이미 사용한 요청입니다. 처음부터 다시 로그인해주세요.',
  tooManyAttempts: '인증 코드를 여러 번 잘못 입력했습니다. 처음부터 다시 로그인해주세요.',
  locked: (minutes: number) =>
    `인증 코드를 여러 번 잘못 입력하여 잠시 인증할 수 없습니다. ${minutes}분 후 다시 시도해주세요.`,
  alreadyEnabled: '이미 2단계 인증을 사용하고 있습니다.',
  enrollNotStarted: '인증 앱 등록을 먼저 시작해주세요.',
  enrollChanged: '다른 곳에서 인증 앱 등록을 다시 시작했습니다. 새 QR 코드로 등록해주세요.',
  notEnabled: '2단계 인증을 사용하고 있지 않습니다.',
  ownerNeedsMfa: '회사 전체에 2단계 인증을 요구하려면 먼저 대표 관리자 본인의 2단계 인증을 켜주세요.',
  enabled: '2단계 인증을 켰습니다. 복구 코드를 안전한 곳에 보관해주세요.',
  disabled: '2단계 인증을 껐습니다.',
  reset: '2단계 인증을 초기화했습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.',
} as const;

export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 10;
/** No 0/O and no 1/I/L: a code read off paper is typed right. */
export const RECOVERY_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** How long an `mfa_token` lives; the sign-in starts over after it. */
export const MFA_TOKEN_TTL_SECONDS = 300;

const mfaToken = z
  .string({ error: MFA_MESSAGES.tokenRequired })
  .min(1, MFA_MESSAGES.tokenRequired)
  .max(200, MFA_MESSAGES.tokenInvalid);

const squeezed = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const recoveryPattern = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A TOTP code (6 digits) or a recovery code, spaces and hyphens ignored, any letter case. */
export const mfaCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .max(40, MFA_MESSAGES.codeFormat)
  .transform(squeezed)
  .refine((v) => v.length > 0, MFA_MESSAGES.codeRequired)
  .refine((v) => /^\d{6}$/.test(v) || recoveryPattern.test(v), MFA_MESSAGES.codeFormat);

/** A TOTP code only (confirming an enrolment proves the authenticator works). */
export const totpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeRequired })
  .max(40, MFA_MESSAGES.totpFormat)
  .transform(squeezed)
  .refine((v) => v.length > 0, MFA_MESSAGES.codeRequired)
  .refine((v) => /^\d{6}$/.test(v), MFA_MESSAGES.totpFormat);

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

export const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export const mfaEnrollmentChallengeSchema = z.object({
  mfa_enrollment_required: z.literal(true),
  mfa_token: z.string(),
});
/** POST /api/auth/login's answer. */
export const loginAnswerSchema = z.union([
  loginResultSchema,
  mfaChallengeSchema,
  mfaEnrollmentChallengeSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const mfaVerifyRequestSchema = z.object({ mfa_token: mfaToken, code: mfaCodeSchema });
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequestSchema>;

/** Without `mfa_token` the call is a signed-in account's (its access token). */
export const mfaEnrollRequestSchema = z.object({ mfa_token: mfaToken.optional() });
export const mfaEnrollConfirmRequestSchema = z.object({
  mfa_token: mfaToken.optional(),
  code: totpCodeSchema,
});
export type MfaEnrollConfirmRequest = z.input<typeof mfaEnrollConfirmRequestSchema>;

export const mfaEnrollmentSchema = z.object({
  /** Base32, for typing into the app by hand; the QR code carries `otpauth_url`. */
  secret: z.string(),
  otpauth_url: z.string(),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

export const mfaRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const mfaEnrolledSchema = loginResultSchema.extend({ recovery_codes: z.array(z.string()) });
export type MfaEnrolled = z.infer<typeof mfaEnrolledSchema>;

/** Turning two-factor off or issuing new recovery codes: a current code proves the person. */
export const mfaDisableRequestSchema = z.object({ code: mfaCodeSchema });

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: instantSchema.nullable(),
  recovery_codes_left: z.number().int(),
  /**
   * Why it is required: every staff account (production), or the company's policy. Turned off, such
   * an account enrols again at its next sign-in.
   */
  required_by: z.enum(['staff', 'company']).nullable(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** PUT /api/company/policy/mfa (owner). */
export const companyMfaPolicyRequestSchema = z.object({
  mfa_required: z.boolean({ error: '2단계 인증 필수 여부를 선택해주세요.' }),
});
