import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('cart', () => {
  it('adds goods, lists them with the SPEC §3 cart item fields, and refuses a duplicate with 409', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const goods = await createGoods(ctx.db, { price: 4500, regularPrice: 5000, validPeriod: 60 });
    const added = await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    expect(added.statusCode).toBe(201);
    const list = await api(ctx.app, 'GET', '/api/carts', { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      quantity: 1,
      goods: {
        id: goods.id,
        price: '4500',
        regular_price: '5000',
        valid_period: 60,
        is_corporate_only: false,
      },
    });
    const dup = await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('이미 장바구니에 담긴 상품입니다.');
  });

  it('two simultaneous adds of the same goods leave exactly one row', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const goods = await createGoods(ctx.db);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        api(ctx.app, 'POST', '/api/carts', { token, body: { goods: goods.id } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const list = await api(ctx.app, 'GET', '/api/carts', { token });
    expect(list.body.data).toHaveLength(1);
  });

  it.each([
    [{ goods: 0 }, 400],
    [{ goods: -1 }, 400],
    [{ goods: 'abc' }, 400],
    [{ goods: true }, 400],
    [{ goods: '1e3' }, 400],
    [{ goods: 1.5 }, 400],
    [{ goods: 1e20 }, 400],
    [{ goods: null }, 400],
    [{}, 400],
    [{ goods: 99999999 }, 404],
  ])('refuses %j with %s and the invalid-product message', async (body, status) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/carts', { token, body });
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toBe('유효하지 않은 상품입니다.');
  });

  it('refuses goods that are not on sale', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const goods = await createGoods(ctx.db, { isOnSale: false });
    const res = await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    expect(res.statusCode).toBe(404);
  });

  it('deletes only the caller’s own items', async () => {
    const alice = await memberSession(ctx.app, ctx.db);
    const bob = await memberSession(ctx.app, ctx.db);
    const goods = await createGoods(ctx.db);
    const a = await api(ctx.app, 'POST', '/api/carts', { token: alice.token, body: { goods: goods.id } });
    const b = await api(ctx.app, 'POST', '/api/carts', { token: bob.token, body: { goods: goods.id } });
    const res = await api(ctx.app, 'DELETE', `/api/carts?ids=${a.body.data.id},${b.body.data.id}`, {
      token: alice.token,
    });
    expect(res.body.data.deleted).toBe(1);
    expect((await api(ctx.app, 'GET', '/api/carts', { token: bob.token })).body.data).toHaveLength(1);
    expect((await api(ctx.app, 'GET', '/api/carts', { token: alice.token })).body.data).toHaveLength(0);
  });

  it.each(['', 'a,b', '1,,2', '1;2'])('refuses malformed ids %j', async (ids) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'DELETE', `/api/carts?ids=${encodeURIComponent(ids)}`, { token });
    expect(res.statusCode).toBe(400);
  });

  it('needs login', async () => {
    expect((await api(ctx.app, 'GET', '/api/carts')).statusCode).toBe(401);
  });
});
