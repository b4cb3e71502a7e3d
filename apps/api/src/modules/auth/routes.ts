import { createHash } from 'node:crypto';
import {
  LOGIN_UNLOCK_MESSAGES,
  loginRequestSchema,
  loginUnlockRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
} from '@bizgift/domain/auth';
import { noDataSchema } from '@bizgift/domain/envelope';
import { loginAnswerSchema } from '@bizgift/domain/mfa';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, success } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import type { AttemptCounter } from '../../http/rate-limit-store.ts';
import { type LoginUnlock, usernameKey } from './login-unlock.ts';
import type { AuthService } from './service.ts';

/**
 * Login failures one username may have from one address in LOGIN_FAILURE_WINDOW_MS: past it that
 * address (and only that one) is refused for that username, so a stranger's wrong passwords do not
 * lock the owner out.
 */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * The slower threshold: failures one username may have from all addresses together in
 * LOGIN_USER_FAILURE_WINDOW_MS (a guesser rotating addresses). Past it the username is refused
 * everywhere until the window ends.
 */
export const LOGIN_USER_FAILURE_LIMIT = 100;
export const LOGIN_USER_FAILURE_WINDOW_MS = 60 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; unlock: LoginUnlock; rateLimitPerMinute: number; attempts: AttemptCounter },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };

  // Besides the per-address limit of every call: failures per username and address, and per
  // username from any address (slower), counted in the shared store so every API node sees them.
  // Every attempt is counted first and taken back unless it was a wrong password, so parallel
  // guesses cannot pass the limits; a locked address (or username) refuses the right password too.
  r.post(
    '/login',
    {
      schema: { tags: ['auth'], body: loginRequestSchema, response: success(loginAnswerSchema) },
      config: { rateLimit },
    },
    async (request, reply) => {
      // Hashed: a typed name can hold anything (a NUL byte PostgreSQL cannot store, any length).
      const user = usernameKey(request.body.username);
      // The e-mailed link's holder (the account's owner) passes the locks; everyone else meets them.
      const pass = await opts.unlock.admit(request.body.unlock_token, user);
      if (pass) {
        try {
          return ok(await opts.auth.login(request.body.username, request.body.password));
        } catch (error) {
          await pass.giveBack();
          throw error;
        }
      }
      const keys = [`login:${user}:${digest(request.ip)}`, `login-user:${user}`];
      const [fromHere, fromAll] = await Promise.all([
        opts.attempts.hit(keys[0]!, LOGIN_FAILURE_WINDOW_MS),
        opts.attempts.hit(keys[1]!, LOGIN_USER_FAILURE_WINDOW_MS),
      ]);
      const undo = () => Promise.all(keys.map((key) => opts.attempts.undo(key)));
      const locked = [
        fromHere!.count > LOGIN_FAILURE_LIMIT ? fromHere!.ttlMs : 0,
        fromAll!.count > LOGIN_USER_FAILURE_LIMIT ? fromAll!.ttlMs : 0,
      ];
      const lockedMs = Math.max(...locked);
      if (lockedMs > 0) {
        // A refused attempt is no guess: it does not lengthen either count.
        await undo();
        const minutes = Math.max(1, Math.ceil(lockedMs / 60_000));
        reply.header('retry-after', String(Math.max(1, Math.ceil(lockedMs / 1000))));
        throw new AppError(
          429,
          `로그인에 여러 번 실패하여 잠시 로그인할 수 없습니다. ${minutes}분 후 다시 시도해주세요.`,
          'login_locked',
        );
      }
      try {
        const result = await opts.auth.login(request.body.username, request.body.password);
        await undo();
        return ok(result);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'invalid_credentials')) await undo();
        throw error;
      }
    },
  );

  // The owner's way in while the locks hold the username: a one-time link to the account's e-mail.
  // The same answer whether or not the username exists; one mail per username per 10 minutes.
  r.post(
    '/login/unlock',
    {
      schema: { tags: ['auth'], body: loginUnlockRequestSchema, response: success(noDataSchema) },
      config: { rateLimit },
    },
    async (request) => {
      await opts.unlock.send(request.body.username);
      return ok(null, LOGIN_UNLOCK_MESSAGES.sent);
    },
  );

  r.post(
    '/token/refresh',
    {
      schema: { tags: ['auth'], body: refreshRequestSchema, response: success(tokenPairSchema) },
      config: { rateLimit },
    },
    async (request) => ok(await opts.auth.refresh(request.body.refresh)),
  );

  r.post(
    '/logout',
    {
      schema: { tags: ['auth'], body: refreshRequestSchema, response: success(noDataSchema) },
      config: { rateLimit },
    },
    async (request) => {
      await opts.auth.logout(request.body.refresh);
      return ok(null, '로그아웃되었습니다.');
    },
  );
}
