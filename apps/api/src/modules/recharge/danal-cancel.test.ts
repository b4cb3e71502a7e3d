import { RECHARGE_STATUS } from '@bizgift/domain/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { memberSession } from '../../../test/factories.ts';
import { recharges } from '../../db/schema/wallet.ts';
import type { PaymentOrder, PaymentProvider } from '../../providers/payment/payment-provider.ts';

/**
 * Issue #20 §4: the Danal cancel URL (where Danal sends the buyer who cancels) closes only the
 * order it was issued for. It is a plain browser navigation without our bearer token, so the URL
 * we hand to Danal carries a signature; a bare `?orderId=` (somebody else's order) changes nothing.
 */
const orders: PaymentOrder[] = [];
const redirectProvider: PaymentProvider = {
  name: 'redirect-stub',
  sdkUrl: '/stub/sdk.js',
  formOrigins: [],
  async prepare(order) {
    orders.push(order);
    return {
      sdkUrl: this.sdkUrl,
      clientKey: 'stub',
      request: {
        orderName: order.orderName,
        amount: order.amount,
        merchantId: 'STUB',
        orderId: order.orderId,
        userId: order.userId,
        successUrl: order.successUrl,
        failUrl: order.failUrl,
        method: 'INTEGRATED',
        currency: '410',
        notificationUrl: order.notificationUrl,
        user: { email: order.email },
        itemCode: 'CHARGE',
        itemType: 'POINT',
      },
    };
  },
  async completeReturn() {
    throw new Error('not used here');
  },
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { paymentProvider: redirectProvider } });
});
afterAll(async () => {
  await expectLedgerBalanced(ctx.db);
  await ctx.close();
});

async function startCharge() {
  const { token } = await memberSession(ctx.app, ctx.db);
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount: '10000', recharge_method: 4 },
  });
  expect(res.statusCode).toBe(201);
  const order = orders.at(-1)!;
  expect(order.orderId).toBe(res.body.data.recharge.order_id);
  return order;
}

const statusOf = async (orderId: string) =>
  (await ctx.db.select().from(recharges).where(eq(recharges.providerOrderId, orderId)))[0]!.status;

const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('Danal cancel URL', () => {
  it("a bare orderId (another member's order) does not close it", async () => {
    const victim = await startCharge();
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/payments/danal/cancel?orderId=${victim.orderId}`,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toContain('/charge/fail');
    }
    expect(await statusOf(victim.orderId)).toBe(RECHARGE_STATUS.PENDING);
  });

  it("another order's signature does not close it either", async () => {
    const mine = await startCharge();
    const victim = await startCharge();
    const mySignature = new URL(mine.cancelUrl).searchParams.get('sig');
    expect(mySignature).toBeTruthy();
    await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/danal/cancel?orderId=${victim.orderId}&sig=${mySignature}`,
    });
    expect(await statusOf(victim.orderId)).toBe(RECHARGE_STATUS.PENDING);
  });

  it('the URL we issued closes its own order and shows the cancel', async () => {
    const order = await startCharge();
    const res = await ctx.app.inject({ method: 'GET', url: pathOf(order.cancelUrl) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('code=USER_CANCEL');
    expect(await statusOf(order.orderId)).toBe(RECHARGE_STATUS.FAILED);
  });
});
