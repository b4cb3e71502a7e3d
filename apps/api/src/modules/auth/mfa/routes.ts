import { loginResultSchema } from '@bizgift/domain/auth';
import {
  MFA_MESSAGES,
  mfaDisableRequestSchema,
  mfaEnrollConfirmRequestSchema,
  mfaEnrolledSchema,
  mfaEnrollmentSchema,
  mfaEnrollRequestSchema,
  mfaRecoveryCodesSchema,
  mfaStatusSchema,
  mfaVerifyRequestSchema,
} from '@bizgift/domain/mfa';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../../http/envelope.ts';
import { badRequest, unauthorized } from '../../../http/errors.ts';
import type { MfaService, MfaSubject } from './service.ts';

/**
 * /api/auth/mfa: the code step of a sign-in, enrolment (with the sign-in's `mfa_token`, or a
 * signed-in account's access token), and the signed-in account's own two-factor settings.
 */
export async function mfaRoutes(app: FastifyInstance, opts: { mfa: MfaService; rateLimitPerMinute: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const config = { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } };
  const signedIn = { onRequest: app.requireUser, config };
  // The enrolment token when one is sent (a session is not needed then), else the signed-in
  // account. A bearer token that is sent must be valid (401, so the web renews it and retries).
  const enrolment = {
    onRequest: [
      app.optionalUser,
      async (request: FastifyRequest) => {
        if (request.headers.authorization && !request.user) {
          throw unauthorized('토큰이 만료되었습니다.', 'token_not_valid');
        }
      },
    ],
    config,
  };
  const subject = (request: FastifyRequest, token: string | undefined): MfaSubject => {
    if (token) return { token };
    if (request.user) return { userId: request.user.id };
    throw badRequest(MFA_MESSAGES.tokenRequired, { mfa_token: [MFA_MESSAGES.tokenRequired] });
  };

  r.post(
    '/mfa',
    { schema: { tags, body: mfaVerifyRequestSchema, response: success(loginResultSchema) }, config },
    async (request) => ok(await opts.mfa.verify(request.body.mfa_token, request.body.code)),
  );

  r.post(
    '/mfa/enroll',
    { schema: { tags, body: mfaEnrollRequestSchema, response: success(mfaEnrollmentSchema) }, ...enrolment },
    async (request) => ok(await opts.mfa.startEnrollment(subject(request, request.body.mfa_token))),
  );

  r.post(
    '/mfa/enroll/confirm',
    {
      schema: { tags, body: mfaEnrollConfirmRequestSchema, response: success(mfaEnrolledSchema) },
      ...enrolment,
    },
    async (request) =>
      ok(
        await opts.mfa.confirmEnrollment(subject(request, request.body.mfa_token), request.body.code),
        MFA_MESSAGES.enabled,
      ),
  );

  r.get('/mfa', { schema: { tags, response: success(mfaStatusSchema) }, ...signedIn }, async (request) =>
    ok(await opts.mfa.status(request.user!.id)),
  );

  r.post(
    '/mfa/disable',
    { schema: { tags, body: mfaDisableRequestSchema, response: success(mfaStatusSchema) }, ...signedIn },
    async (request) => ok(await opts.mfa.disable(request.user!.id, request.body.code), MFA_MESSAGES.disabled),
  );

  r.post(
    '/mfa/recovery-codes',
    {
      schema: { tags, body: mfaDisableRequestSchema, response: success(mfaRecoveryCodesSchema) },
      ...signedIn,
    },
    async (request) => ok(await opts.mfa.renewRecoveryCodes(request.user!.id, request.body.code)),
  );
}
