import { RECIPIENT_MESSAGES } from '@bizgift/domain/recipients';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { deliveries } from '../../db/schema/orders.ts';

/** Issue #20: a landline or another prefix is never rewritten into somebody else's 010 number. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  (await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge;

describe('recipient numbers on the server', () => {
  it.each(['02-123-4567', '031-123-4567', '070-1234-5678', '1588-0000', '011-123-4567', '0212345678'])(
    'an order to %s is refused with the format message and takes no money',
    async (number) => {
      const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
      const goods = await createGoods(ctx.db, { price: 4500 });
      const res = await api(ctx.app, 'POST', '/api/orders', {
        token,
        body: orderPayload([goods], ['010-1111-2222', number]),
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(RECIPIENT_MESSAGES.phoneInvalid);
      expect(await balanceOf(token)).toBe('50000');
    },
  );

  it('recognisable mobile forms (+82 10…, 8 digits) are stored as 010 numbers', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['+82 10-3333-4444', '5555-6666']),
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db
      .select({ phone: deliveries.recipientPhone })
      .from(deliveries)
      .where(eq(deliveries.orderId, res.body.data.id));
    expect(rows.map((r) => r.phone).sort()).toEqual(['01033334444', '01055556666']);
  });

  it('a resend to a landline is refused', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01000000000']),
    });
    await ctx.app.services.worker.processOrder(order.body.data.id);
    const [delivery] = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, order.body.data.id));
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${delivery!.id}/resend`, {
      token,
      body: { phone: '02-123-4567' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(RECIPIENT_MESSAGES.phoneInvalid);
  });
});
