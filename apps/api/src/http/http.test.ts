import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../test/context.ts';
import { frameworkErrorHandler } from './error-handler.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('envelope for every /api answer, including Fastify’s own errors', () => {
  it('unknown /api path → 404 envelope', async () => {
    const res = await api(ctx.app, 'GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: 'fail',
      message: '요청한 주소를 찾을 수 없습니다.',
      code: 'not_found',
    });
  });

  it('unknown /api path with another method → 404 envelope', async () => {
    const res = await api(ctx.app, 'DELETE', '/api/auth/login');
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe('fail');
  });

  it('malformed JSON → 400 envelope', async () => {
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail', code: 'malformed_json' });
    expect(res.body.message).toMatch(/JSON/);
  });

  it('payload too large → 413 envelope', async () => {
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toMatchObject({ status: 'fail', code: 'payload_too_large' });
  });

  it('unsupported content type → 415 envelope', async () => {
    const res = await api(ctx.app, 'POST', '/api/auth/login', {
      body: 'username=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.body.status).toBe('fail');
  });

  it('sends a request id header and security headers', async () => {
    const res = await api(ctx.app, 'GET', '/api/settings/footers', {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an unknown route (404)', '/api/no-such-route'],
    ['a refused parameter (400)', '/api/goods?page=abc'],
    ['a cached catalogue answer', '/api/goods?page_size=20'],
  ])('%s carries the same security headers and request id', async (_what, url) => {
    const first = await ctx.app.inject({ method: 'GET', url });
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(first.statusCode);
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/auth/login']).toBeDefined();
  });
});

describe('errors raised before routing (frameworkErrorHandler)', () => {
  it('a malformed %-escape or an over-long path parameter answers the envelope, not Fastify’s body', async () => {
    const app = Fastify({ frameworkErrors: frameworkErrorHandler, routerOptions: { maxParamLength: 20 } });
    app.get('/api/goods/:id', async () => ({ status: 'success', data: null }));
    try {
      for (const url of ['/api/goods/%E0%A4%A', `/api/goods/${'1'.repeat(30)}`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({
          status: 'fail',
          message: '요청 주소가 올바르지 않습니다.',
          code: 'bad_url',
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/settings/footers', () => {
  it('answers the footer fields of SPEC §3 (defaults before staff edit them)', async () => {
    const res = await api(ctx.app, 'GET', '/api/settings/footers');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'admin_name',
        'company_address',
        'company_name',
        'contact_email',
        'contact_phone',
        'copyright',
        'business_number',
        'privacy_officer',
      ].sort(),
    );
  });
});
