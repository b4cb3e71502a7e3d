import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../src/db/schema/catalog.ts';
import { UNSTORABLE_TEXT_MESSAGE, withoutQueryParameters } from '../src/http/unstorable-text.ts';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from './context.ts';
import { createBrand, createCategory, createGoods, memberSession, staffSession } from './factories.ts';

/** Issue #20 §4: unstorable text, goods price ≥ 1, banner links. */
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

  it('error logs carry no query parameters', () => {
    const error = new Error('Failed query: select * from users where email = $1\nparams: secret@example.com');
    const logged = withoutQueryParameters(error) as { message: string; stack: string };
    expect(JSON.stringify(logged)).not.toContain('secret@example.com');
    expect(logged.message).toContain('Failed query');
  });
});

describe('goods price is at least 1 won', () => {
  it('the staff API refuses 0', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    const res = await api(ctx.app, 'POST', '/api/admin/goods', {
      token: staff,
      body: {
        name: '공짜',
        brand_id: brand.id,
        category_id: category.id,
        price: 0,
        regular_price: 0,
        valid_period: 30,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.price?.[0]).toContain('1원 이상');
    const existing = await createGoods(ctx.db, { price: 1000 });
    const edit = await api(ctx.app, 'PUT', `/api/admin/goods/${existing.id}`, {
      token: staff,
      body: { price: 0 },
    });
    expect(edit.statusCode).toBe(400);
  });

  it('the database refuses 0 as well', async () => {
    const brand = await createBrand(ctx.db);
    const category = await createCategory(ctx.db);
    await expect(
      ctx.db
        .insert(goods)
        .values({ name: '공짜', brandId: brand.id, categoryId: category.id, price: 0, regularPrice: 0 }),
    ).rejects.toThrow();
    await expectLedgerBalanced(ctx.db);
  });
});

describe('banner links are site-relative or http(s) only', () => {
  const banner = (link_url: string) =>
    api(ctx.app, 'POST', '/api/admin/banners', {
      token: staff,
      body: {
        title: '배너',
        image_pc: '/media/banners/1.svg',
        image_mobile: '/media/banners/1.svg',
        link_url,
      },
    });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'https:///x',
  ])('%s is refused', async (link) => {
    expect((await banner(link)).statusCode).toBe(400);
  });

  it.each(['/products?category=1', 'https://example.com/event', 'http://example.com/', ''])(
    '%j is accepted',
    async (link) => {
      expect((await banner(link)).statusCode).toBe(201);
    },
  );
});
