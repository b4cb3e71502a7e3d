import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { memberSession } from '../../../test/factories.ts';
import { assertServerConfig, loadConfig } from '../../config.ts';

/**
 * The URLs a payment provider sends the buyer (and its notifications) back to come from PUBLIC_URL,
 * or in development without it from the server's own listening address, the payer's pages from
 * the origin the payment was started on when that is this server; never from the Host or
 * X-Forwarded-Host header, which the caller writes.
 */
const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

function providerUrls(data: { payment: { request: Record<string, unknown> } }): string[] {
  return Object.values(data.payment.request).filter(
    (v): v is string => typeof v === 'string' && /^https?:/.test(v),
  );
}

describe('without PUBLIC_URL (development): the listening address', () => {
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  it('a forged Host and X-Forwarded-Host do not reach the provider URLs', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await fetch(`${base}/api/payments/recharge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...forged },
      body: JSON.stringify({ amount: '10000', recharge_method: 4 }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { payment: { request: Record<string, unknown> } } };
    const urls = providerUrls(data);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url.startsWith(`${base}/`), url).toBe(true);
  });
});

describe('without PUBLIC_URL (development): the payer returns to the origin the payment started from', () => {
  let ctx: TestContext;
  let base: string;
  let port: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(base).port;
  });
  afterAll(() => ctx.close());

  async function startFrom(origin: string) {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await fetch(`${base}/api/payments/recharge`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin },
      body: JSON.stringify({ amount: '10000', recharge_method: 4 }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { payment: { request: Record<string, string> } } };
    return data.payment.request;
  }

  it('this server under another loopback name: success and fail pages there, the notification to the server', async () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const origin = `http://${host}:${port}`;
      const request = await startFrom(origin);
      expect(new URL(request.successUrl!).origin, host).toBe(origin);
      expect(new URL(request.successUrl!).pathname).toBe('/charge/success');
      expect(new URL(request.failUrl!).origin, host).toBe(origin);
      // server to server: the listening address, whatever the browser's name for it
      expect(request.notificationUrl!.startsWith(`${base}/`)).toBe(true);
    }
  });

  it('an origin that is not this server gets the listening address (never an arbitrary host)', async () => {
    for (const origin of [
      'http://evil.example',
      `http://evil.example:${port}`,
      `http://127.0.0.1.evil.example:${port}`,
      'http://localhost:1',
      `https://localhost:${port}`,
      'null',
      'not a url',
    ]) {
      const request = await startFrom(origin);
      for (const url of providerUrls({ payment: { request } }))
        expect(url.startsWith(`${base}/`), origin).toBe(true);
    }
  });
});

describe('with PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { publicUrl: 'https://shop.example.kr/' } });
  });
  afterAll(() => ctx.close());

  it('every provider URL starts with it, whatever the headers (Origin included) say', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      headers: { ...forged, origin: 'http://localhost:3000' },
      body: { amount: '10000', recharge_method: 4 },
    });
    expect(res.statusCode).toBe(201);
    const urls = providerUrls(res.body.data);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) expect(url.startsWith('https://shop.example.kr/'), url).toBe(true);
  });
});

describe('PUBLIC_URL is required in production', () => {
  it('a production server start without it stops with a clear message', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      MFA_ENCRYPTION_KEY: 'a'.repeat(64),
    };
    expect(() => assertServerConfig(loadConfig(production))).toThrow(/PUBLIC_URL/);
    expect(() =>
      assertServerConfig(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.kr' })),
    ).not.toThrow();
    expect(() =>
      assertServerConfig(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/bizgift-test-data' })),
    ).not.toThrow();
  });
});
