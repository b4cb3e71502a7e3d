import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { FakeGiftishow, fakeGiftishowProviders } from '../../../test/fakes/giftishow-server.ts';
import { goods as goodsTable } from '../../db/schema/catalog.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';

/**
 * Real vouchers end to end: the delivery worker issuing through the Giftishow adapter against the
 * local fake supplier (real database, real worker, real HTTP). No PIN is issued twice, none is lost,
 * and a member is never charged for a voucher that was not issued.
 */
const fake = new FakeGiftishow();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ deps: { providers: await fakeGiftishowProviders(fake) } });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

let phone = 30_000_000;
const phones = (n: number) => Array.from({ length: n }, () => `010${phone++}`);
const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

async function order(
  n: number,
  options: { goodsState?: string; email?: boolean; memberPhone?: string } = {},
) {
  const supplier = fake.addGoods({ salePrice: 5000, discountPrice: 4700 });
  const goods = await createGoods(ctx.db, { price: 5000 });
  await ctx.db
    .update(goodsTable)
    .set({ supplierGoodsCode: supplier.goodsCode })
    .where(eq(goodsTable.id, goods.id));
  const session = await memberSession(ctx.app, ctx.db, {
    balance: 100_000,
    ...(options.memberPhone === undefined ? {} : { phoneNumber: options.memberPhone }),
  });
  const recipients = options.email
    ? Array.from({ length: n }, (_, i) => `r${phone++}-${i}@example.com`)
    : phones(n);
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], recipients, options.email ? { sendType: 2 } : {}),
  });
  expect(res.statusCode).toBe(201);
  if (options.goodsState) supplier.goodsStateCd = options.goodsState;
  return { ...session, orderId: res.body.data.id as number, supplier };
}

const rowsOf = (orderId: number) =>
  ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);
const dueNow = (orderId: number) =>
  ctx.db
    .update(deliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(deliveries.orderId, orderId));

describe('issuing through Giftishow', () => {
  it('each voucher is the supplier PIN issued under its own tr_id, and goes out once', async () => {
    const { orderId } = await order(3);
    await ctx.app.services.worker.processOrder(orderId);
    const rows = await rowsOf(orderId);
    expect(rows.map((d) => d.status)).toEqual([1, 1, 1]);
    for (const d of rows) {
      const coupon = fake.coupons.get(d.supplierTrId!);
      expect(coupon?.pinNo).toBe(d.couponNo);
      expect(coupon?.pinStatusCd).toBe('01');
      expect(await ctx.db.select().from(messages).where(eq(messages.deliveryId, d.id))).toHaveLength(1);
    }
    expect(new Set(rows.map((d) => d.supplierTrId)).size).toBe(3);
  });

  it("e-mail vouchers are issued through the adapter (phone_no: the member's mobile) and e-mailed once", async () => {
    const { orderId } = await order(2, { email: true, memberPhone: '01055556666' });
    await ctx.app.services.worker.processOrder(orderId);
    const rows = await rowsOf(orderId);
    expect(rows.map((d) => [d.status, d.lastError])).toEqual([
      [1, null],
      [1, null],
    ]);
    for (const d of rows) {
      expect(fake.coupons.get(d.supplierTrId!)).toMatchObject({
        pinNo: d.couponNo,
        phoneNo: '01055556666',
        pinStatusCd: '01',
      });
      const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d.id));
      expect(sent.map((m) => [m.channel, m.recipient, m.status])).toEqual([
        ['email', d.recipientEmail, 'sent'],
      ]);
      expect(sent[0]!.body).toContain(d.couponNo!.slice(4, 8));
    }
  });

  it('a send with no answer (or a restart mid-issue): cancelled under the same tr_id, issued again under a new one', async () => {
    const { orderId } = await order(1);
    const bizmoney = fake.bizmoney;
    fake.loseNextSends(1);
    await ctx.app.services.worker.processOrder(orderId);
    const [lost] = await rowsOf(orderId);
    expect(lost).toMatchObject({ status: 0, couponNo: null, supplierTrId: `BG${lost!.id}T1` });
    // The cut call ended: looked up at once, the voucher it issued is cancelled before any retry.
    expect(fake.coupons.get(`BG${lost!.id}T1`)?.pinStatusCd).toBe('07');
    await dueNow(orderId);
    await ctx.app.services.worker.processOrder(orderId);
    const [d] = await rowsOf(orderId);
    expect(d).toMatchObject({ status: 1, supplierTrId: `BG${d!.id}T2` });
    expect(fake.coupons.get(`BG${d!.id}T1`)?.pinStatusCd).toBe('07');
    expect(fake.coupons.get(`BG${d!.id}T2`)).toMatchObject({ pinStatusCd: '01', pinNo: d!.couponNo });
    // One voucher live, paid for once.
    expect(fake.live().filter((c) => c.trId.startsWith(`BG${d!.id}T`))).toHaveLength(1);
    expect(fake.bizmoney).toBe(bizmoney - 4700);
    expect(await ctx.db.select().from(messages).where(eq(messages.deliveryId, d!.id))).toHaveLength(1);
  });

  it('bizmoney exhausted: the send stops as 5 and the member is refunded at once, no voucher live', async () => {
    const { orderId, token } = await order(2);
    const saved = fake.bizmoney;
    fake.bizmoney = 4700;
    try {
      const before = await balanceOf(token);
      const result = await ctx.app.services.worker.processOrder(orderId);
      expect(result.issuingFailed).toBe(1);
      const rows = await rowsOf(orderId);
      // The two sends race for the last bizmoney, so either delivery may be the one refused.
      expect(rows.map((d) => d.status).sort()).toEqual([1, 5]);
      const refused = rows.find((d) => d.status === 5)!;
      expect(refused.lastError).toContain('E0010');
      await ctx.app.services.vouchers.refundFailures();
      expect(await balanceOf(token)).toBe(before + 5000);
      expect((await rowsOf(orderId)).find((d) => d.id === refused.id)!.status).toBe(4);
      // The staff alert: the dashboard's supplier card shows the balance below the warning line
      // and the sends refused for it.
      const staff = await staffSession(ctx.app, ctx.db);
      const supplier = await api(ctx.app, 'GET', '/api/admin/supplier', { token: staff.token });
      expect(supplier.body.data).toMatchObject({
        issuer: 'giftishow',
        bizmoney: String(fake.bizmoney),
        low: true,
        error: null,
      });
      expect(supplier.body.data.refused_for_bizmoney_24h).toBeGreaterThanOrEqual(1);
    } finally {
      fake.bizmoney = saved;
    }
  });

  it('goods discontinued between checkout and issuing: 5, refunded at once', async () => {
    const { orderId, token } = await order(1, { goodsState: 'SUS' });
    const before = await balanceOf(token);
    await ctx.app.services.worker.processOrder(orderId);
    expect((await rowsOf(orderId))[0]!.status).toBe(5);
    await ctx.app.services.vouchers.refundFailures();
    expect(await balanceOf(token)).toBe(before + 5000);
  });

  it('a member cancels an unused voucher: cancelled at the supplier (07), then refunded; a used one is refused', async () => {
    const { orderId, token } = await order(2);
    await ctx.app.services.worker.processOrder(orderId);
    const [a, b] = await rowsOf(orderId);
    const before = await balanceOf(token);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${a!.id}/cancel`, { token });
    expect(res.statusCode).toBe(200);
    expect(fake.coupons.get(a!.supplierTrId!)?.pinStatusCd).toBe('07');
    expect(await balanceOf(token)).toBe(before + 5000);
    fake.use(b!.supplierTrId!);
    const refused = await api(ctx.app, 'POST', `/api/orders/deliveries/${b!.id}/cancel`, { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('이미 사용된 쿠폰은 취소할 수 없습니다.');
    const view = await api(ctx.app, 'GET', `/api/orders/deliveries/${b!.id}`, { token });
    expect(view.body.data.gifticon).toMatchObject({ status: 2, status_display: '사용완료' });
    expect(await balanceOf(token)).toBe(before + 5000);
  });

  it('a cancel whose answer was lost: 503, then the status sync refunds it exactly once', async () => {
    const { orderId, token } = await order(1);
    await ctx.app.services.worker.processOrder(orderId);
    const [d] = await rowsOf(orderId);
    const before = await balanceOf(token);
    fake.loseNextCancels(1);
    const lost = await api(ctx.app, 'POST', `/api/orders/deliveries/${d!.id}/cancel`, { token });
    expect(lost.statusCode).toBe(503);
    expect(fake.coupons.get(d!.supplierTrId!)?.pinStatusCd).toBe('07');
    expect(await balanceOf(token)).toBe(before);
    for (let run = 0; run < 3; run++) await ctx.app.services.vouchers.syncStatuses();
    const [after] = await rowsOf(orderId);
    expect(after).toMatchObject({ status: 4, voucherStatus: 4, refundReason: '공급사 취소 확인 환불' });
    expect(await balanceOf(token)).toBe(before + 5000);
    // Refunded once: a retried cancel now finds it refunded.
    const retried = await api(ctx.app, 'POST', `/api/orders/deliveries/${d!.id}/cancel`, { token });
    expect(retried.statusCode).toBe(409);
    expect(await balanceOf(token)).toBe(before + 5000);
  });

  it('a retried cancel of a voucher already cancelled at the supplier refunds instead of refusing', async () => {
    const { orderId, token } = await order(2);
    await ctx.app.services.worker.processOrder(orderId);
    const [a, b] = await rowsOf(orderId);
    const before = await balanceOf(token);
    // a: the supplier cancelled, the answer was lost, nothing recorded since. b: a sync recorded the
    // supplier's 07 but did not refund (the state every earlier version left behind).
    for (const d of [a!, b!]) {
      fake.loseNextCancels(1);
      expect(
        (await api(ctx.app, 'POST', `/api/orders/deliveries/${d.id}/cancel`, { token })).statusCode,
      ).toBe(503);
    }
    await ctx.db.update(deliveries).set({ voucherStatus: 4 }).where(eq(deliveries.id, b!.id));
    const [first, second] = await Promise.all(
      [a!, b!].map((d) => api(ctx.app, 'POST', `/api/orders/deliveries/${d.id}/cancel`, { token })),
    );
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(await balanceOf(token)).toBe(before + 10_000);
    expect((await rowsOf(orderId)).map((d) => [d.status, d.voucherStatus])).toEqual([
      [4, 4],
      [4, 4],
    ]);
    await ctx.app.services.vouchers.syncStatuses();
    expect(await balanceOf(token)).toBe(before + 10_000);
  });
});
