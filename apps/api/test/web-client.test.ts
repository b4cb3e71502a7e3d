import type { AddressInfo } from 'node:net';
import type { LoginResult } from '@bizgift/domain/auth';
import type { LoginAnswer } from '@bizgift/domain/mfa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { createMember } from './factories.ts';

/**
 * The SPA's HTTP client (apps/web/src/api/http.ts) against the real API over a real socket:
 * SPEC §4 Session — one refresh for many 401s, queued requests replayed, and a failed refresh
 * (a reused token) ends the session. Node has no browser, so localStorage is a Map and relative
 * URLs are resolved against the test server; the client itself runs unchanged.
 */
let ctx: TestContext;
let base: string;
const calls: string[] = [];
const store = new Map<string, string>();
const realFetch = globalThis.fetch;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, String(v)),
      removeItem: (k: string) => store.delete(k),
    },
    fetch: (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return realFetch(url.startsWith('/') ? base + url : url, init);
    },
  });
});
afterAll(async () => {
  // The worker runs other files after this one (isolate: false): leave no browser globals behind.
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'localStorage');
  await ctx.close();
});
beforeEach(() => {
  calls.length = 0;
  store.clear();
});

const client = () => import('../../web/src/api/http.ts');
const auth = () => import('../../web/src/api/auth.ts');
const session = () => import('../../web/src/lib/session.ts');

/** The session a password sign-in gives an account without two-factor. */
function sessionOf(answer: LoginAnswer): LoginResult {
  if (!('access' in answer)) throw new Error('this account was asked for two-factor');
  return answer;
}

describe('web HTTP client against the real API', () => {
  it('unwraps the envelope and throws the Korean message on failure', async () => {
    const { http, ApiError } = await client();
    const footer = await http.get<{ company_name: string }>('/api/settings/footers');
    expect(footer.company_name).toBeTruthy();
    const error = (await http.get('/api/goods/999999').catch((e: unknown) => e)) as InstanceType<
      typeof ApiError
    >;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('상품 정보를 찾을 수 없습니다.');
  });

  it('three concurrent requests with a dead access token cause exactly one refresh and all succeed', async () => {
    const member = await createMember(ctx.db, { fullname: '동시요청' });
    const { http, setSessionExpiredHandler } = await client();
    const { login } = await auth();
    const { setTokens, getRefreshToken, STORAGE_KEYS } = await session();
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired++;
    });
    const tokens = sessionOf(await login(member.username, member.password));
    setTokens('not-a-valid-token', tokens.refresh);
    const results = await Promise.all([
      http.get<{ fullname: string }>('/api/users/me'),
      http.get<{ fullname: string }>('/api/users/me'),
      http.get<{ recharge: string }>('/api/payments/balance'),
    ]);
    expect(results[0]).toMatchObject({ fullname: '동시요청' });
    expect(results[2]).toHaveProperty('recharge');
    expect(calls.filter((c) => c.includes('/api/auth/token/refresh'))).toHaveLength(1);
    expect(getRefreshToken()).not.toBe(tokens.refresh);
    expect(store.get(STORAGE_KEYS.access)).not.toBe('not-a-valid-token');
    expect(expired).toBe(0);
  });

  it('a reused (rotated) refresh token ends the session: tokens cleared, handler called', async () => {
    const member = await createMember(ctx.db);
    const { http, setSessionExpiredHandler } = await client();
    const { login } = await auth();
    const { setTokens, getAccessToken, getRefreshToken } = await session();
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired++;
    });
    const first = sessionOf(await login(member.username, member.password));
    setTokens('dead', first.refresh);
    await http.get('/api/users/me'); // rotates first.refresh
    setTokens('dead', first.refresh); // an attacker's copy of the old token
    const error = (await http.get('/api/users/me').catch((e: unknown) => e)) as { status: number };
    expect(error.status).toBe(401);
    expect(expired).toBe(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});
