import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

/**
 * SPEC §4 Session and §7 message fallbacks of the SPA's HTTP client, with a scripted fetch (the
 * real-API journey lives in apps/api/test/web-client.test.ts). Node has no localStorage: a Map.
 */
type Reply = { status: number; body?: unknown; raw?: string };
const store = new Map<string, string>();
const calls: { method: string; url: string; auth: string | null; body: unknown }[] = [];
let script: (call: (typeof calls)[number]) => Reply;
const realFetch = globalThis.fetch;

beforeAll(() => {
  Object.assign(globalThis, {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, String(v)),
      removeItem: (k: string) => store.delete(k),
    },
    fetch: async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call = {
        method: init?.method ?? 'GET',
        url,
        auth: headers.authorization ?? null,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const reply = script(call);
      const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
      return new Response(text, { status: reply.status });
    },
  });
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  store.clear();
  calls.length = 0;
});

const client = () => import('./http.ts');
const session = () => import('../lib/session.ts');

const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'success', data } });
const refreshed: Reply = ok({ access: 'access-2', refresh: 'refresh-2' });

describe('SPA HTTP client', () => {
  it('treats a fail body with code token_not_valid like a 401: one refresh, then the call is replayed', async () => {
    const { http } = await client();
    (await session()).setTokens('access-1', 'refresh-1');
    script = (c) => {
      if (c.url === '/api/auth/token/refresh') return refreshed;
      if (c.auth === 'Bearer access-1') {
        return {
          status: 200,
          body: { status: 'fail', code: 'token_not_valid', message: '토큰이 만료되었습니다.' },
        };
      }
      return ok({ recharge: '1000' });
    };
    const [a, b] = await Promise.all([
      http.get<{ recharge: string }>('/api/payments/balance'),
      http.get<{ recharge: string }>('/api/payments/balance'),
    ]);
    expect(a.recharge).toBe('1000');
    expect(b.recharge).toBe('1000');
    const refreshes = calls.filter((c) => c.url === '/api/auth/token/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.body).toEqual({ refresh: 'refresh-1' });
    expect(store.get('access_token')).toBe('access-2');
    expect(store.get('refresh_token')).toBe('refresh-2');
  });

  it('a failed refresh clears the tokens and cached user and hands over to the session-expired handler', async () => {
    const { http, setSessionExpiredHandler, ApiError } = await client();
    const s = await session();
    s.setTokens('access-1', 'refresh-1');
    s.setCachedUser({
      username: 'bizdemo',
      email: 'a@b.kr',
      fullname: '김대표',
      phone_number: '01012345678',
      role: 'member',
      staff_role: null,
      company_role: 'owner',
      created_at: '2026-01-02T03:04:05.000Z',
    });
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired += 1;
    });
    script = (c) =>
      c.url === '/api/auth/token/refresh'
        ? {
            status: 401,
            body: { status: 'fail', code: 'token_not_valid', message: '토큰 갱신에 실패했습니다.' },
          }
        : {
            status: 401,
            body: { status: 'fail', code: 'token_not_valid', message: '토큰이 만료되었습니다.' },
          };
    const error = await http.get('/api/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).message).toBe('토큰 갱신에 실패했습니다.');
    expect(expired).toBe(1);
    expect(store.has('access_token')).toBe(false);
    expect(store.has('refresh_token')).toBe(false);
    expect(store.has('user')).toBe(false);
  });

  it('a refused refresh takes the newer token another tab stored meanwhile instead of ending the session', async () => {
    const { http, setSessionExpiredHandler } = await client();
    (await session()).setTokens('access-1', 'refresh-1');
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired += 1;
    });
    script = (c) => {
      if (c.url === '/api/auth/token/refresh') {
        // The other tab won the race with the same refresh token and stored its new pair.
        store.set('access_token', 'access-tab2');
        store.set('refresh_token', 'refresh-tab2');
        return {
          status: 401,
          body: { status: 'fail', code: 'token_not_valid', message: '토큰 갱신에 실패했습니다.' },
        };
      }
      if (c.auth === 'Bearer access-tab2') return ok({ recharge: '1000' });
      return {
        status: 401,
        body: { status: 'fail', code: 'token_not_valid', message: '토큰이 만료되었습니다.' },
      };
    };
    const balance = await http.get<{ recharge: string }>('/api/payments/balance');
    expect(balance.recharge).toBe('1000');
    expect(expired).toBe(0);
    expect(store.get('refresh_token')).toBe('refresh-tab2');
  });

  it('a 401 with no refresh token stored ends the session without calling refresh', async () => {
    const { http, setSessionExpiredHandler } = await client();
    store.set('access_token', 'access-1');
    let expired = 0;
    setSessionExpiredHandler(() => {
      expired += 1;
    });
    script = () => ({ status: 401, body: { status: 'fail', code: 'token_not_valid', message: 'x' } });
    await expect(http.get('/api/users/me')).rejects.toThrow('토큰 갱신에 실패했습니다.');
    expect(calls.map((c) => c.url)).toEqual(['/api/users/me']);
    expect(expired).toBe(1);
    expect(store.has('access_token')).toBe(false);
  });

  it('login and logout never start a refresh', async () => {
    const { login, logout } = await import('./auth.ts');
    store.set('refresh_token', 'refresh-1');
    script = () => ({
      status: 401,
      body: {
        status: 'fail',
        code: 'invalid_credentials',
        message: '아이디 또는 비밀번호가 올바르지 않습니다.',
      },
    });
    await expect(login('bizdemo', 'wrong')).rejects.toThrow('아이디 또는 비밀번호가 올바르지 않습니다.');
    await expect(logout('refresh-1')).rejects.toThrow();
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/auth/logout']);
    expect(calls[0]!.auth).toBeNull();
  });

  it.each<[string, Reply, string]>([
    [
      'a fail envelope without a message',
      { status: 400, body: { status: 'fail' } },
      '요청 처리에 실패했습니다.',
    ],
    [
      'an HTTP error whose body is not an envelope',
      { status: 502, body: { detail: 'bad gateway' } },
      '알 수 없는 에러가 발생했습니다.',
    ],
    ['an HTTP error with a message', { status: 503, body: { message: '점검 중입니다.' } }, '점검 중입니다.'],
    ['an HTML error page', { status: 500, raw: '<html>oops</html>' }, '요청 처리에 실패했습니다.'],
  ])('%s → %s', async (_case, reply, message) => {
    const { http } = await client();
    script = () => reply;
    await expect(http.get('/api/goods')).rejects.toThrow(message);
  });
});
