import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../test/context.ts';
import { createBrand } from '../../test/factories.ts';
import { frameworkErrorHandler } from './error-handler.ts';

let ctx: TestContext;
let brandArt: string;
beforeAll(async () => {
  ctx = await createTestContext();
  brandArt = `/media/brands/${(await createBrand(ctx.db)).id}.svg`;
});

/** What a JSON answer carries (OWASP REST Security cheat sheet), whatever produced it. */
const DATA_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};
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
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an unknown route (404)', '/api/no-such-route'],
    ['a refused parameter (400)', '/api/goods?page=abc'],
    ['a cached catalogue answer', '/api/goods?page_size=20'],
  ])('%s carries the data security headers and the request id', async (_what, url) => {
    const first = await ctx.app.inject({ method: 'GET', url });
    const res = await ctx.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-42' } });
    expect(res.statusCode).toBe(first.statusCode);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(res.headers).toMatchObject(DATA_HEADERS);
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Document-only headers stay off JSON: they act on nothing there and lengthen every answer.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it.each([
    ['generated artwork (SVG)', () => brandArt, false],
    ['a 304 of generated artwork', () => brandArt, true],
    ['a script', () => '/api/identities/kcp/result.js', false],
  ])('%s carries helmet’s full document set', async (_what, urlOf, revalidate) => {
    const url = urlOf();
    const first = await ctx.app.inject({ method: 'GET', url });
    const res = revalidate
      ? await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
      : first;
    expect(res.statusCode).toBe(revalidate ? 304 : 200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Not `same-origin`: the identity popup goes to KCP's page and back and must keep its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
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
