import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import type { AuthService } from './service.ts';

const loginBody = z.object({
  username: z
    .string({ error: '아이디를 입력해주세요.' })
    .trim()
    .min(1, '아이디를 입력해주세요.')
    .max(100, '아이디가 너무 깁니다.'),
  password: z
    .string({ error: '비밀번호를 입력해주세요.' })
    .min(1, '비밀번호를 입력해주세요.')
    .max(200, '비밀번호가 너무 깁니다.'),
});

const refreshBody = z.object({
  refresh: z
    .string({ error: '리프레시 토큰이 필요합니다.' })
    .min(1, '리프레시 토큰이 필요합니다.')
    .max(200, '리프레시 토큰이 올바르지 않습니다.'),
});

export async function authRoutes(
  app: FastifyInstance,
  opts: { auth: AuthService; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };

  r.post('/login', { schema: { tags: ['auth'], body: loginBody }, config: { rateLimit } }, async (request) =>
    ok(await opts.auth.login(request.body.username, request.body.password)),
  );

  r.post(
    '/token/refresh',
    { schema: { tags: ['auth'], body: refreshBody }, config: { rateLimit } },
    async (request) => ok(await opts.auth.refresh(request.body.refresh)),
  );

  r.post(
    '/logout',
    { schema: { tags: ['auth'], body: refreshBody }, config: { rateLimit } },
    async (request) => {
      await opts.auth.logout(request.body.refresh);
      return ok(null, '로그아웃되었습니다.');
    },
  );
}
