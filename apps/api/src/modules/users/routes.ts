import {
  businessVerifiedSchema,
  businessVerifyRequestSchema,
  COMPANY_PROFILE_MESSAGES,
  companyProfileRequestSchema,
  findAccountRequestSchema,
  foundIdSchema,
  foundPasswordSchema,
  ACCOUNT_MESSAGES as M,
  meSchema,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  signedUpSchema,
  signUpRequestSchema,
  termSchema,
  usernameAvailableSchema,
  usernameVerifyRequestSchema,
  withdrawRequestSchema,
} from '@bizgift/domain/account';
import { tokenPairSchema } from '@bizgift/domain/auth';
import { invitedSignUpRequestSchema } from '@bizgift/domain/company';
import { noDataSchema } from '@bizgift/domain/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import type { UsersService } from './service.ts';

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
      schema: { tags, body: businessVerifyRequestSchema, response: success(businessVerifiedSchema) },
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
      schema: { tags, body: usernameVerifyRequestSchema, response: success(usernameAvailableSchema) },
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
    {
      schema: { tags, body: signUpRequestSchema, response: success(signedUpSchema, 201) },
      config: { rateLimit },
    },
    async (request, reply) => {
      const created = await users.registerCorporate(request.body);
      return reply.status(201).send(ok(created, M.signUpDone));
    },
  );

  // Issue #27 §2: the invitee of a company joins it (identity verified, no business number).
  r.post(
    '/register/invited',
    {
      schema: { tags, body: invitedSignUpRequestSchema, response: success(signedUpSchema, 201) },
      config: { rateLimit },
    },
    async (request, reply) => {
      const created = await users.registerInvited(request.body);
      return reply.status(201).send(ok(created, M.signUpDone));
    },
  );

  r.post(
    '/find-id',
    {
      schema: { tags, body: findAccountRequestSchema, response: success(foundIdSchema) },
      config: { rateLimit },
    },
    async (request) => ok(await users.findId(request.body.order_id)),
  );

  r.post(
    '/find-password',
    {
      schema: { tags, body: findAccountRequestSchema, response: success(foundPasswordSchema) },
      config: { rateLimit },
    },
    async (request) => ok(await users.findPassword(request.body.order_id)),
  );

  r.put(
    '/password/reset',
    {
      schema: { tags, body: passwordResetRequestSchema, response: success(noDataSchema) },
      config: { rateLimit },
    },
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
    {
      schema: { tags, body: profileUpdateRequestSchema, response: success(meSchema) },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(
        await users.updateProfile(request.user!.id, request.body.fullname, request.body.email),
        M.profileUpdated,
      ),
  );

  r.put(
    '/me/company',
    {
      schema: { tags, body: companyProfileRequestSchema, response: success(meSchema) },
      onRequest: app.requireMember,
    },
    async (request) =>
      ok(await users.updateCompanyProfile(request.user!.id, request.body), COMPANY_PROFILE_MESSAGES.saved),
  );

  r.put(
    '/password',
    {
      schema: { tags, body: passwordChangeRequestSchema, response: success(tokenPairSchema) },
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
      schema: { tags, body: withdrawRequestSchema, response: success(noDataSchema) },
      onRequest: app.requireMember,
      config: { rateLimit },
    },
    async (request) => ok(await users.withdraw(request.user!.id, request.body.password), M.withdrawn),
  );
}
