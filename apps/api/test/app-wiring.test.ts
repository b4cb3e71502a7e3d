import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from './context.ts';
import { memberSession } from './factories.ts';

/** What app.ts wires around the modules: headers, pre-routing errors, the SPA, shared query rules. */
let ctx: TestContext;
beforeAll(async () => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>BizGift</title>');
  writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({ config: { webDistDir: distDir } });
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it.each([
    ['the SPA page', '/'],
    ['a deep link', '/mypage/orders/12'],
    ['a hashed asset', '/assets/index-abc123.js'],
  ])(
    '%s: the CSP keeps everything same-origin and does not force https on a plain-HTTP install',
    async (_, url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('errors raised before routing answer the Korean envelope', () => {
  it.each([
    ['a malformed %-escape', '/api/goods/%E0%A4%A'],
    ['an over-long path parameter', `/api/goods/${'1'.repeat(200)}`],
  ])('%s → 400', async (_, url) => {
    const res = await api(ctx.app, 'GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail', message: '요청 주소가 올바르지 않습니다.' });
  });
});

describe('the SPA', () => {
  it.each(['GET', 'HEAD'] as const)('%s of a deep link answers index.html, never cached', async (method) => {
    const res = await ctx.app.inject({ method, url: '/mypage/orders/12?tab=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    if (method === 'GET') expect(res.body).toContain('<title>BizGift</title>');
  });

  it('hashed assets are cached for a year; a missing file is a 404 envelope, not the page', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await api(ctx.app, 'GET', '/assets/missing-000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body.status).toBe('fail');
  });
});

describe('date filters share one rule', () => {
  it.each([
    '/api/orders',
    '/api/orders/deliveries',
    '/api/payments/recharge',
    '/api/payments/recharge/histories',
  ])('%s refuses a year before 1900 and a non-date with the Korean message', async (url) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    for (const bad of ['0001-01-01', '2026-13-01', 'yesterday']) {
      const res = await api(ctx.app, 'GET', `${url}?created_at_after=${bad}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('날짜 형식이 올바르지 않습니다.');
    }
    const ok = await api(ctx.app, 'GET', `${url}?created_at_after=2026-01-01&created_at_before=2026-12-31`, {
      token,
    });
    expect(ok.statusCode).toBe(200);
  });
});
