import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createMember, createStaff, login, setUserStatus } from '../../../test/factories.ts';
import { refreshTokens } from '../../db/schema/users.ts';
import { REFRESH_REUSE_GRACE_MS } from './service.ts';
import { hashToken } from './tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Moves a rotated token's rotation past the reuse grace (instead of waiting 30 s). */
async function rotatedLongAgo(refresh: string) {
  await ctx.db
    .update(refreshTokens)
    .set({ usedAt: sql`now() - make_interval(secs => ${REFRESH_REUSE_GRACE_MS / 1000 + 1})` })
    .where(eq(refreshTokens.tokenHash, hashToken(refresh)));
}

describe('POST /api/auth/login', () => {
  it('returns a token pair and the user for correct credentials', async () => {
    const member = await createMember(ctx.db, { fullname: '김철수' });
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: member.username, password: member.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.access).toMatch(/^ey/);
    expect(res.body.data.refresh.length).toBeGreaterThan(20);
    expect(res.body.data.user).toMatchObject({
      username: member.username,
      fullname: '김철수',
      role: 'member',
    });
  });

  it('is case-insensitive on the username', async () => {
    const member = await createMember(ctx.db);
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: member.username.toUpperCase(), password: member.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', 'known', 'Wrong!2345'],
    ['unknown user', 'nobody-here', 'Test!2345'],
  ])('refuses %s with the same Korean message', async (_case, who, password) => {
    const member = await createMember(ctx.db);
    const username = who === 'known' ? member.username : who;
    const res = await api(ctx.app, 'POST', '/api/auth/login', { body: { username, password } });
    expect(res.statusCode).toBe(401);
    expect(res.body).toMatchObject({ status: 'fail', message: '아이디 또는 비밀번호가 올바르지 않습니다.' });
  });

  it.each([
    [{}, 'username', '아이디를 입력해주세요.'],
    [{ username: '  ', password: 'x' }, 'username', '아이디를 입력해주세요.'],
    [{ username: 'abc' }, 'password', '비밀번호를 입력해주세요.'],
    [{ username: 'abc', password: '' }, 'password', '비밀번호를 입력해주세요.'],
    [{ username: 123, password: 'x' }, 'username', '아이디를 입력해주세요.'],
    [{ username: 'a'.repeat(101), password: 'x' }, 'username', '아이디가 너무 깁니다.'],
  ])('validates %j → 400 on %s', async (body, field, message) => {
    const res = await api(ctx.app, 'POST', '/api/auth/login', { body });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.errors?.[field]).toContain(message);
  });

  it('refuses a suspended member with its own message', async () => {
    const member = await createMember(ctx.db);
    await setUserStatus(ctx.db, member.id, 'suspended');
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: member.username, password: member.password },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body.code).toBe('account_suspended');
  });
});

describe('GET /api/users/me', () => {
  it('answers the logged-in user', async () => {
    const member = await createMember(ctx.db, { fullname: '이영희', phoneNumber: '01099998888' });
    const { access } = await login(ctx.app, member.username);
    const res = await api(ctx.app, 'GET', '/api/users/me', { token: access });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      username: member.username,
      email: member.email,
      fullname: '이영희',
      phone_number: '01099998888',
    });
  });

  it('is 401 without a token', async () => {
    const res = await api(ctx.app, 'GET', '/api/users/me');
    expect(res.statusCode).toBe(401);
    expect(res.body.status).toBe('fail');
  });

  it.each(['Bearer not-a-jwt', 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged', 'Basic abc', 'Bearer'])(
    'is 401 token_not_valid for %s',
    async (authorization) => {
      const res = await api(ctx.app, 'GET', '/api/users/me', { headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.body.code).toBe('token_not_valid');
    },
  );

  it('stops working at once when the member is suspended', async () => {
    const member = await createMember(ctx.db);
    const { access } = await login(ctx.app, member.username);
    await setUserStatus(ctx.db, member.id, 'suspended');
    const res = await api(ctx.app, 'GET', '/api/users/me', { token: access });
    expect(res.statusCode).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });
});

describe('POST /api/auth/token/refresh', () => {
  it('rotates: returns a new pair and the used token stops working', async () => {
    const member = await createMember(ctx.db);
    const first = await login(ctx.app, member.username);
    const res = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: first.refresh } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.refresh).not.toBe(first.refresh);
    const me = await api(ctx.app, 'GET', '/api/users/me', { token: res.body.data.access });
    expect(me.statusCode).toBe(200);
  });

  it('detects reuse of a rotated token after the grace and revokes the whole family', async () => {
    const member = await createMember(ctx.db);
    const first = await login(ctx.app, member.username);
    const second = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: first.refresh },
    });
    await rotatedLongAgo(first.refresh);
    const replay = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: first.refresh },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.body.code).toBe('token_not_valid');
    // The legitimate holder's newer token is revoked too: the family is compromised.
    const afterReuse = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: second.body.data.refresh },
    });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing body field', async () => {
    const unknown = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: 'nope' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body.message).toBe('토큰 갱신에 실패했습니다.');
    const missing = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses the refresh token of a suspended member', async () => {
    const member = await createMember(ctx.db);
    const { refresh } = await login(ctx.app, member.username);
    await setUserStatus(ctx.db, member.id, 'suspended');
    const res = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } });
    expect(res.statusCode).toBe(401);
  });

  it('10 parallel refreshes of one token (two tabs): one wins, the rest are refused, the user stays logged in', async () => {
    const member = await createMember(ctx.db);
    const { refresh } = await login(ctx.app, member.username);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } }),
      ),
    );
    const winners = results.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(9);
    // The winner's family is still valid: its access token works and its refresh token rotates.
    const { access, refresh: next } = winners[0]!.body.data;
    expect((await api(ctx.app, 'GET', '/api/users/me', { token: access })).statusCode).toBe(200);
    const again = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: next } });
    expect(again.statusCode).toBe(200);
  });

  it('a reuse within the grace refuses only that call; the rotated token itself never works again', async () => {
    const member = await createMember(ctx.db);
    const first = await login(ctx.app, member.username);
    const second = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: first.refresh },
    });
    const raced = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: first.refresh } });
    expect(raced.statusCode).toBe(401);
    const rows = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, member.id));
    expect(rows.filter((r) => r.revokedAt)).toHaveLength(0);
    const third = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: second.body.data.refresh },
    });
    expect(third.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  const bearer = (token: string) => ({ headers: { authorization: token } });

  it('an expired, forged or malformed access token is 401 token_not_valid', async () => {
    const member = await createMember(ctx.db);
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'member', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key);
    const forged = await new SignJWT({ role: 'member', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    for (const header of [
      `Bearer ${expired}`,
      `Bearer ${forged}`,
      'Bearer abc.def.ghi',
      'Bearer',
      'Basic abc',
    ]) {
      const res = await api(ctx.app, 'GET', '/api/users/me', bearer(header));
      expect(res.statusCode, header).toBe(401);
      expect(res.body).toEqual({
        status: 'fail',
        message: '토큰이 만료되었습니다.',
        code: 'token_not_valid',
      });
    }
  });

  it('a refresh token is not an access token, and an access token is not a refresh token', async () => {
    const member = await createMember(ctx.db);
    const { access, refresh } = await login(ctx.app, member.username);
    const me = await api(ctx.app, 'GET', '/api/users/me', bearer(`Bearer ${refresh}`));
    expect(me.statusCode).toBe(401);
    const res = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: access } });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.body.status).toBe('fail');
  });
});

describe('bad input never reaches the database as a 500', () => {
  it('a NUL character in the username is a 400 envelope', async () => {
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: 'demo\u0000', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail', code: 'invalid_characters' });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token', async () => {
    const member = await createMember(ctx.db);
    const { refresh } = await login(ctx.app, member.username);
    const out = await api(ctx.app, 'POST', '/api/auth/logout', { body: { refresh } });
    expect(out.statusCode).toBe(200);
    const res = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } });
    expect(res.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('staff log in through the same login and get role staff', async () => {
    const staff = await createStaff(ctx.db);
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.user.role).toBe('staff');
  });
});

describe('rate limits on the auth routes', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ config: { authRateLimitPerMinute: 3 } });
  });
  afterAll(() => limited.close());

  it.each([
    ['/api/auth/login', { username: 'nobody', password: 'Wrong!2345' }],
    ['/api/auth/token/refresh', { refresh: 'not-a-token' }],
    ['/api/auth/logout', { refresh: 'not-a-token' }],
  ])('%s answers 429 with a Korean envelope after the limit', async (url, body) => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await api(limited.app, 'POST', url, { body })).statusCode);
    expect(codes.slice(0, 3)).not.toContain(429);
    const res = await api(limited.app, 'POST', url, { body });
    expect(res.statusCode).toBe(429);
    expect(res.body).toMatchObject({ status: 'fail', code: 'rate_limited' });
    expect(res.body.message).toMatch(/[가-힣]/);
  });

  it('a client cannot escape the login limit by sending a new X-Forwarded-For each time', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.9.${i}` },
        payload: JSON.stringify({ username: 'nobody', password: 'Wrong!2345' }),
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(3)).toEqual([429, 429]);
  });

  const fromPeer = (app: typeof limited.app, peer: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      // A new name each time: only the per-address limit is under test here.
      payload: JSON.stringify({ username: `nobody-${randomUUID()}`, password: 'Wrong!2345' }),
    });

  it('by default a peer on a private network cannot choose its key either (only loopback is a proxy)', async () => {
    expect(limited.config.trustProxy).toBe('loopback');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await fromPeer(limited.app, '10.0.0.9', `1.2.3.${i}`)).statusCode);
    expect(codes.slice(3)).toEqual([429, 429]);
  });

  it('behind a proxy on the same machine (the default) the entry that proxy appended is the client', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await fromPeer(limited.app, '127.0.0.1', `1.2.3.${i}, 198.51.100.${i}`)).statusCode);
    }
    expect(codes).not.toContain(429); // four different clients, one attempt each
  });

  describe('TRUST_PROXY naming a proxy on a private network', () => {
    let proxied: TestContext;
    beforeAll(async () => {
      proxied = await createTestContext({ config: { authRateLimitPerMinute: 3, trustProxy: '10.0.0.2' } });
    });
    afterAll(() => proxied.close());

    it('the entry that proxy appended is the client; what the client wrote before it is not', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await fromPeer(proxied.app, '10.0.0.2', `1.2.3.${i}, 198.51.100.${i}`)).statusCode);
      }
      expect(codes).not.toContain(429);
      const spoofed: number[] = [];
      for (let i = 0; i < 5; i++) {
        spoofed.push((await fromPeer(proxied.app, '10.0.0.2', `1.2.3.${i}, 198.51.100.200`)).statusCode);
      }
      expect(spoofed.slice(3)).toEqual([429, 429]);
    });

    it('another peer on that network is not believed', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await fromPeer(proxied.app, '10.0.0.3', `5.6.7.${i}`)).statusCode);
      expect(codes.slice(3)).toEqual([429, 429]);
    });
  });
});
