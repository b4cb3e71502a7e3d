import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { deliveries, orders } from '../../db/schema/orders.ts';
import { recharges, wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { SandboxPaymentProvider, SIGNATURE_HEADER } from '../../providers/payment/sandbox.ts';

/**
 * Issue #20 §4, withdrawal: pending card payments are closed; a late provider approval is never
 * credited to the withdrawn wallet but flagged for staff with its amount; a staff refund of a
 * withdrawn member's delivery is refused (409); the ledger balances throughout.
 */
let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { autoRefundAfterHours: 0 } });
  staff = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

async function withdraw(token: string, password: string) {
  const res = await api(ctx.app, 'DELETE', '/api/users/me', { token, body: { password } });
  expect(res.statusCode).toBe(200);
}

async function startCard(token: string, amount = '10000') {
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount, recharge_method: 4 },
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.recharge as { id: number; order_id: string };
}

/** The sandbox provider's signed server-to-server approval (the provider took the money). */
function approve(orderId: string, amount: number, transactionId: string) {
  const sandbox = ctx.app.services.recharges.provider;
  if (!(sandbox instanceof SandboxPaymentProvider)) throw new Error('expected the sandbox');
  const raw = JSON.stringify({ orderId, amount, status: 'DONE', transactionId });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/notifications',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sandbox.signNotification(raw) },
    payload: raw,
  });
}

describe('card payments of a withdrawing member', () => {
  it('a pending card payment is closed at withdrawal', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const started = await startCard(token);
    await withdraw(token, member.password);
    const [row] = await ctx.db.select().from(recharges).where(eq(recharges.id, started.id));
    expect(row).toMatchObject({ status: 3 });
    expect(row!.failReason).toContain('탈퇴');
  });

  it('a late approval is not credited: it is flagged for staff with the amount', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 5000 });
    const started = await startCard(token, '12000');
    await withdraw(token, member.password);

    const res = await approve(started.order_id, 12000, 'TX-LATE-1');
    expect(res.statusCode).toBeLessThan(500);
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(wallet!.recharge).toBe(0);
    const charges = await ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, member.id), eq(walletTransactions.transactionType, 1)));
    expect(charges).toEqual([]);

    const list = await api(ctx.app, 'GET', `/api/admin/recharges?status=3&page_size=100`, { token: staff });
    const flagged = list.body.data.results.find((r: { id: number }) => r.id === started.id);
    expect(flagged).toMatchObject({ amount: '12000', transaction_id: 'TX-LATE-1' });
    expect(flagged.fail_reason).toContain('탈퇴');
    expect(flagged.fail_reason).toContain('12,000원');
    // A replay changes nothing.
    expect((await approve(started.order_id, 12000, 'TX-LATE-1')).statusCode).toBeLessThan(500);
    const [after] = await ctx.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(after!.recharge).toBe(0);
  });
});

describe("refunds of a withdrawn member's deliveries", () => {
  async function failedDeliveryOfWithdrawnMember() {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01000000000']),
    });
    expect(order.statusCode).toBe(201);
    await ctx.app.services.worker.processOrder(order.body.data.id);
    const [delivery] = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, order.body.data.id));
    expect(delivery!.status).toBe(3);
    await withdraw(token, member.password);
    return { member, delivery: delivery! };
  }

  it('a staff refund answers 409 with a Korean message and moves no money', async () => {
    const { member, delivery } = await failedDeliveryOfWithdrawnMember();
    const res = await api(ctx.app, 'POST', `/api/admin/deliveries/${delivery.id}/refund`, {
      token: staff,
      body: { reason: '고객 요청' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ status: 'fail', code: 'member_withdrawn' });
    expect(res.body.message).toContain('탈퇴');
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(wallet!.recharge).toBe(0);
    const [after] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(after!.status).toBe(3);
  });

  it('the automatic refund leaves it alone too', async () => {
    const { member, delivery } = await failedDeliveryOfWithdrawnMember();
    await ctx.app.services.vouchers.refundFailures();
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(wallet!.recharge).toBe(0);
    const [after] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(after!.status).toBe(3);
  });
});

describe('reserved orders of a withdrawing member', () => {
  it('are cancelled and refunded before the balance is forfeited', async () => {
    // Given a member with 20,000 won who reserved a 6,000 won order for tomorrow,
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const reserved = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01012340001', '01012340002'], { isReserved: true, deliveryAt: tomorrow }),
    });
    expect(reserved.statusCode).toBe(201);
    const orderId = reserved.body.data.id as number;

    // when the member withdraws,
    await withdraw(token, member.password);

    // then the order and its deliveries are cancelled and refunded, and the refund is forfeited too.
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 4, totalRefundAmount: 6000 });
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(rows.map((d) => [d.status, d.refundReason])).toEqual([
      [4, '회원 탈퇴로 예약 발송 취소'],
      [4, '회원 탈퇴로 예약 발송 취소'],
    ]);
    const ledger = await ctx.db
      .select({ type: walletTransactions.transactionType, amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, member.id))
      .orderBy(asc(walletTransactions.id));
    expect(ledger.slice(-2)).toEqual([
      { type: 3, amount: 6000 },
      { type: 5, amount: -20_000 },
    ]);
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(wallet!.recharge).toBe(0);
    // and the worker finds nothing to send.
    await ctx.app.services.worker.processOrder(orderId);
    const after = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(after.every((d) => d.status === 4)).toBe(true);
  });
});
