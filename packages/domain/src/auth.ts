/** Log-in and tokens (SPEC §7 auth) as the API sends them. */
import { z } from 'zod';
import { instantSchema } from './envelope.ts';

export const LOGIN_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  usernameTooLong: '아이디가 너무 깁니다.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordTooLong: '비밀번호가 너무 깁니다.',
  failed: '로그인에 실패했습니다.',
  sessionExpired: '세션이 만료되었습니다. 다시 로그인해주세요.',
} as const;

/** The way in past the login locks: a one-time link e-mailed to the account (POST /api/auth/login/unlock). */
export const LOGIN_UNLOCK_MESSAGES = {
  sent: '아이디에 등록된 이메일이 있으면 로그인 잠금 해제 링크를 보냈습니다. 30분 안에 메일의 링크를 열어 로그인하세요.',
  mailSubject: '[BizGift] 로그인 잠금 해제 링크',
  linkOpened:
    '잠금 해제 링크로 오셨습니다. 아이디와 비밀번호를 입력하면 잠금과 관계없이 로그인할 수 있습니다.',
  ask: '이메일로 잠금 해제 링크 받기',
} as const;

const loginUsername = z
  .string({ error: LOGIN_MESSAGES.usernameRequired })
  .trim()
  .min(1, LOGIN_MESSAGES.usernameRequired)
  .max(100, LOGIN_MESSAGES.usernameTooLong);

export const loginUnlockRequestSchema = z.object({ username: loginUsername });

/** POST /api/auth/login's body: the log-in form checks the same rules before sending. */
export const loginRequestSchema = z.object({
  username: loginUsername,
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(200, LOGIN_MESSAGES.passwordTooLong),
  /** The `unlock` of an e-mailed unlock link: this attempt is let past the failure locks. */
  unlock_token: z.string().max(1000).optional(),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** A staff account's role: 최고 관리자 (staff accounts, settings, terms, supplier) or 운영자 (day-to-day). */
export const STAFF_ROLES = ['super', 'operator'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const STAFF_ROLE_DISPLAY: Record<StaffRole, string> = { super: '최고 관리자', operator: '운영자' };

export const publicUserSchema = z.object({
  username: z.string(),
  email: z.string(),
  fullname: z.string(),
  phone_number: z.string(),
  role: z.enum(['member', 'staff']),
  /** Staff only: what the console shows (the API decides); null for members. */
  staff_role: staffRoleSchema.nullable(),
  /** Members only: the role in their company (issue #27; GET /api/company has the rest); null for staff. */
  company_role: z.enum(['owner', 'manager', 'sender', 'viewer']).nullable(),
  created_at: instantSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResultSchema = tokenPairSchema.extend({ user: publicUserSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /api/auth/token/refresh and /api/auth/logout */
export const refreshRequestSchema = z.object({
  refresh: z
    .string({ error: '리프레시 토큰이 필요합니다.' })
    .min(1, '리프레시 토큰이 필요합니다.')
    .max(200, '리프레시 토큰이 올바르지 않습니다.'),
});
