import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { memberSession, staffSession } from '../../test/factories.ts';
import { UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

/**
 * Text PostgreSQL cannot store (a lone UTF-16 surrogate, as JSON.parse makes of `\ud800`) is a 400
 * envelope wherever it arrives — body or query string — never a 500 from the database.
 */
let ctx: TestContext;
let member: { token: string };
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
  staff = (await staffSession(ctx.app, ctx.db)).token;
});
afterAll(() => ctx.close());

/** Sends a raw JSON text, so `\ud800` arrives as the lone surrogate JSON.parse makes of it. */
const raw = (method: 'POST' | 'PUT', url: string, json: string, token?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: json,
  });

describe('a lone surrogate is a 400 envelope, never a 500', () => {
  it.each([
    [
      'an inquiry title',
      'POST',
      '/api/inquiries',
      '{"inquiry_type":1,"title":"문의\\ud800","content":"내용"}',
      'member',
    ],
    [
      'an order e-mail recipient',
      'POST',
      '/api/orders',
      '{"send_type":2,"deliveries":[{"email":"a\\udc00@b.kr"}],"order_items":[],"payments":{"recharge":"0"}}',
      'member',
    ],
    [
      'a staff balance reason',
      'POST',
      '/api/admin/members/1/balance',
      '{"amount":"1000","memo":"\\ud800"}',
      'staff',
    ],
    ['a staff setting', 'PUT', '/api/admin/settings/footer', '{"company_name":"\\udbff"}', 'staff'],
    ['a search word', 'POST', '/api/users/username/verify', '{"username":"ab\\ud800cd"}', 'none'],
  ] as const)('%s', async (_name, method, url, json, who) => {
    const token = who === 'member' ? member.token : who === 'staff' ? staff : undefined;
    const res = await raw(method, url, json, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'fail', message: UNSTORABLE_TEXT_MESSAGE });
  });

  it('in a query string too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/goods?search=%ED%A0%80' });
    expect(res.statusCode).toBeLessThan(500);
    const escaped = await ctx.app.inject({ method: 'GET', url: `/api/goods?search=${'\ud800'}` });
    expect(escaped.statusCode).toBeLessThan(500);
  });

  it('a well-formed pair (an emoji) is fine', async () => {
    const res = await raw(
      'POST',
      '/api/inquiries',
      '{"inquiry_type":1,"title":"감사 \\ud83d\\ude00","content":"내용"}',
      member.token,
    );
    expect(res.statusCode).toBe(201);
  });
});
