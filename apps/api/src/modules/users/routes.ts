import {
  businessVerifiedSchema,
  type Check,
  checkBusinessNumber,
  checkEmail,
  checkNewPassword,
  checkPassword,
  checkPrimaryPhone,
  checkResetPassword,
  checkUsername,
  foundIdSchema,
  foundPasswordSchema,
  ACCOUNT_MESSAGES as M,
  meSchema,
  PROFILE_EMAIL_MESSAGES,
  signedUpSchema,
  termSchema,
  usernameAvailableSchema,
} from '@bizgift/domain/account';
import { tokenPairSchema } from '@bizgift/domain/auth';
import { noDataSchema } from '@bizgift/domain/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import type { UsersService } from './service.ts';

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
  .string({ error: M.resetVerificationFirst })
  .trim()
  .min(1, M.resetVerificationFirst)
  .max(64, M.identityNotFound);

const businessBody = z.object({
  business_number: ruled(M.businessNumberRequired, checkBusinessNumber, 20),
  company_name: text(M.companyNameRequired, 100, '회사명은 100자 이하로 입력해주세요.'),
});

const usernameBody = z.object({ username: ruled(M.usernameRequired, checkUsername, 20) });

const bool = z.boolean({ error: '값이 올바르지 않습니다.' });

const signUpBody = z.object({
  user: z.object(
    {
      username: ruled(M.usernameRequired, checkUsername, 20),
      password: ruled(M.passwordRequired, checkPassword, 100),
      email: ruled(M.emailRequired, (v) => checkEmail(v), 254),
      user_type: z.literal('corporate', { error: '기업 회원만 가입할 수 있습니다.' }).default('corporate'),
      terms: z
        .array(z.object({ term_id: z.coerce.number().int().positive(), is_agreed: bool }), {
          error: M.termsRequired,
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
        .string({ error: M.identityRequired })
        .trim()
        .min(1, M.identityRequired)
        .max(64, M.identityNotFound),
    },
    { error: '회원 정보를 입력해주세요.' },
  ),
  company_name: text(M.companyNameRequired, 100, '회사명은 100자 이하로 입력해주세요.'),
  business_number: ruled(M.businessNumberRequired, checkBusinessNumber, 20),
  owner_name: text(M.ownerNameRequired, 50, '대표자명은 50자 이하로 입력해주세요.'),
  primary_phone: ruled(M.primaryPhoneRequired, checkPrimaryPhone, 20),
});

const findIdBody = z.object({ order_id: orderId });

const resetBody = z
  .object({
    order_id: orderId,
    username: text(M.resetUsernameRequired, 100, M.resetMismatchAccount),
    new_password: z.string({ error: M.resetPasswordRequired }).max(100, M.passwordTooLong),
    new_password2: z.string({ error: M.resetPasswordRequired }).max(100, M.passwordTooLong),
  })
  .superRefine((body, ctx) => {
    const result = checkResetPassword(body.new_password, body.new_password2);
    if (!result.ok) {
      const path = result.message === M.resetPasswordMismatch ? 'new_password2' : 'new_password';
      ctx.addIssue({ code: 'custom', path: [path], message: result.message });
    }
  });

const profileBody = z.object({
  fullname: text(M.nameRequired, 50, '이름은 50자 이하로 입력해주세요.'),
  email: ruled(M.profileEmailRequired, (v) => checkEmail(v, PROFILE_EMAIL_MESSAGES), 254),
});

const passwordBody = z
  .object({
    password: z.string({ error: M.currentPasswordRequired }).min(1, M.currentPasswordRequired).max(200),
    new_password: ruled(M.newPasswordRequired, checkNewPassword, 100),
    new_password2: z
      .string({ error: M.newPasswordConfirmRequired })
      .min(1, M.newPasswordConfirmRequired)
      .max(200),
  })
  .superRefine((body, ctx) => {
    if (body.new_password2 && body.new_password !== body.new_password2) {
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: M.newPasswordMismatch });
    }
  });

const withdrawBody = z.object(
  { password: z.string({ error: M.withdrawPasswordRequired }).min(1, M.withdrawPasswordRequired).max(200) },
  { error: M.withdrawPasswordRequired },
);

export async function usersRoutes(
  app: FastifyInstance,
  opts: { users: UsersService; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = opts;
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };
  const tags = ['users'];

  r.post(
    '/business-number/verify',
    {
      schema: { tags, body: businessBody, response: success(businessVerifiedSchema) },
      config: { rateLimit },
    },
    async (request) =>
      ok(
        await users.verifyBusinessNumber(request.body.business_number, request.body.company_name),
        M.businessVerified,
      ),
  );

  r.post(
    '/username/verify',
    {
      schema: { tags, body: usernameBody, response: success(usernameAvailableSchema) },
      config: { rateLimit },
    },
    async (request) => ok(await users.checkUsername(request.body.username), M.usernameAvailable),
  );

  r.get('/terms', { schema: { tags, response: success(z.array(termSchema)) } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return ok(await users.listTerms());
  });

  r.post(
    '/register/corporate',
    { schema: { tags, body: signUpBody, response: success(signedUpSchema, 201) }, config: { rateLimit } },
    async (request, reply) => {
      const created = await users.registerCorporate(request.body);
      return reply.status(201).send(ok(created, M.signUpDone));
    },
  );

  r.post(
    '/find-id',
    { schema: { tags, body: findIdBody, response: success(foundIdSchema) }, config: { rateLimit } },
    async (request) => ok(await users.findId(request.body.order_id)),
  );

  r.post(
    '/find-password',
    { schema: { tags, body: findIdBody, response: success(foundPasswordSchema) }, config: { rateLimit } },
    async (request) => ok(await users.findPassword(request.body.order_id)),
  );

  r.put(
    '/password/reset',
    { schema: { tags, body: resetBody, response: success(noDataSchema) }, config: { rateLimit } },
    async (request) =>
      ok(
        await users.resetPassword(request.body.order_id, request.body.username, request.body.new_password),
        M.resetDone,
      ),
  );

  r.get(
    '/me',
    { schema: { tags, response: success(meSchema) }, onRequest: app.requireUser },
    async (request) => ok(await users.me(request.user!.id)),
  );

  r.put(
    '/me',
    { schema: { tags, body: profileBody, response: success(meSchema) }, onRequest: app.requireMember },
    async (request) =>
      ok(
        await users.updateProfile(request.user!.id, request.body.fullname, request.body.email),
        M.profileUpdated,
      ),
  );

  r.put(
    '/password',
    {
      schema: { tags, body: passwordBody, response: success(tokenPairSchema) },
      onRequest: app.requireUser,
      config: { rateLimit },
    },
    async (request) =>
      ok(
        await users.changePassword(request.user!.id, request.body.password, request.body.new_password),
        M.passwordChanged,
      ),
  );

  r.delete(
    '/me',
    {
      schema: { tags, body: withdrawBody, response: success(noDataSchema) },
      onRequest: app.requireMember,
      config: { rateLimit },
    },
    async (request) => ok(await users.withdraw(request.user!.id, request.body.password), M.withdrawn),
  );
}
