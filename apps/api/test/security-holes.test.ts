import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext, twoApiNodes } from './context.ts';
import { completeIdentity, memberSession } from './factories.ts';

/** Issue #28 §4: the smaller holes an attacker found, each refused now. */
let ctx: TestContext;
let member: { token: string };
beforeAll(async () => {
  ctx = await createTestContext({ config: { publicUrl: 'https://shop.example.kr' } });
  member = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
});
afterAll(() => ctx.close());

describe('the identity result cookie', () => {
  it('is Secure when PUBLIC_URL is https (TLS ends at the proxy), and stays readable by the page', async () => {
    const { callback } = await completeIdentity(ctx.app, 21);
    const cookie = String(callback.headers['set-cookie']);
    expect(cookie).toMatch(/^kcp_identity_result=/);
    expect(cookie).toContain('; Secure');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});

describe('control characters in a member list or export filter: 400, never a cut 200', () => {
  it.each([
    '/api/orders/export.xlsx?name=%00',
    '/api/orders/export.xlsx?name=a%00b',
    '/api/orders/export.xlsx?goods_name=%01',
    '/api/orders/export.xlsx?name=%1F',
    '/api/orders/export.xlsx?name=%7F',
    '/api/orders/deliveries/export.xlsx?recipient=%00',
    '/api/orders/deliveries/export.xlsx?goods_name=a%0Ab',
    '/api/orders?name=%00',
    '/api/orders/deliveries?recipient=%00',
  ])('%s', async (url) => {
    const res = await api(ctx.app, 'GET', url, { token: member.token });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail' });
    expect(res.body.message).toContain('검색어에 사용할 수 없는 문자가 포함되어 있습니다.');
  });

  it('an ordinary search word still exports', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/export.xlsx?name=%ED%99%8D%EA%B8%B8%EB%8F%99',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('login next= on the server: no redirect anywhere', () => {
  it.each([
    '/auth/login?next=/.//evil.example',
    '/auth/login?next=%2F%5Cevil.example',
    '//evil.example/',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ])('GET %s answers without a Location header', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers.location).toBeUndefined();
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('the sandbox checkout', () => {
  const depth = 50_000;
  const nested = `{"orderId":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it.each(['/sandbox/danal/checkout', '/sandbox/danal/checkout/complete'])(
    'answers a deeply nested JSON body at %s with its 400 page, not a 500',
    async (url) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: nested,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('결제 요청의 서명이 올바르지 않습니다.');
    },
  );
});

describe('POST /api/quotes/pdf is rate-limited per address, counted across API nodes', () => {
  const nodes = twoApiNodes({ quoteRateLimitPerMinute: 3 });
  it('the 4th quote in a minute from one address answers 429 on either node; another address is served', async () => {
    const quote = (app: typeof nodes.a, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/quotes/pdf', remoteAddress, payload: { items: [] } });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await quote(i % 2 ? nodes.a : nodes.b, '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await quote(nodes.a, '203.0.113.50')).json()).toMatchObject({ status: 'fail' });
    expect((await quote(nodes.b, '203.0.113.51')).statusCode).not.toBe(429);
  });
});
