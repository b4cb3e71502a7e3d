import { DELIVERY_STATUS } from '@bizgift/domain/codes';
import { count, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../test/context.ts';
import { login } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { deliveries, orders, sandboxVouchers } from '../db/schema/orders.ts';
import { recharges } from '../db/schema/wallet.ts';
import { identityHashKey } from '../providers/account-providers.ts';
import { DEMO_MEMBER, seedDemo } from './demo.ts';
import { seedDemoHistory } from './history.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const rows = async (table: typeof orders | typeof deliveries | typeof sandboxVouchers | typeof recharges) =>
  (await ctx.db.select({ n: count() }).from(table))[0]!.n;

it('is on by default and off with SEED_DEMO_HISTORY=false (the browser journeys start from an empty history)', () => {
  expect(loadConfig({ NODE_ENV: 'development' }).seedDemoHistory).toBe(true);
  expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_HISTORY: 'false' }).seedDemoHistory).toBe(false);
});

it("the demo member's history is placed through the services: every 마이페이지 list shows something, the ledger balances, a second run adds nothing", async () => {
  // given the demo data and its history, seeded twice (a second `npm run seed` or a retried start)
  await seedDemo(ctx.db, identityHashKey(ctx.config));
  await seedDemoHistory(ctx.db, ctx.app.services);
  const first = {
    orders: await rows(orders),
    deliveries: await rows(deliveries),
    vouchers: await rows(sandboxVouchers),
    recharges: await rows(recharges),
  };
  await seedDemoHistory(ctx.db, ctx.app.services);

  // then nothing is duplicated
  expect({
    orders: await rows(orders),
    deliveries: await rows(deliveries),
    vouchers: await rows(sandboxVouchers),
    recharges: await rows(recharges),
  }).toEqual(first);
  expect(first.orders).toBe(4);
  await expectLedgerBalanced(ctx.db);

  // and every voucher was issued by the sandbox issuer for a delivery that went out
  const coupons = await ctx.db
    .select({ couponNo: deliveries.couponNo })
    .from(deliveries)
    .where(isNotNull(deliveries.couponNo));
  const sandbox = await ctx.db.select({ couponNo: sandboxVouchers.couponNo }).from(sandboxVouchers);
  expect(coupons.length).toBeGreaterThan(0);
  expect(sandbox.map((v) => v.couponNo)).toEqual(expect.arrayContaining(coupons.map((c) => c.couponNo)));

  const { access } = await login(ctx.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
  const get = async (url: string) => {
    const res = await api(ctx.app, 'GET', url, { token: access });
    expect(res.statusCode, url).toBe(200);
    return res.body.data;
  };
  // 주문 조회
  expect((await get('/api/orders/')).count).toBe(4);
  // 발송/환불 조회: sent, failed, refunded and waiting (reserved) sends
  const sends = (await get('/api/orders/deliveries/?page_size=50')).results as { status: number }[];
  const states = new Set(sends.map((d) => d.status));
  for (const s of [
    DELIVERY_STATUS.COMPLETED,
    DELIVERY_STATUS.SEND_FAILED,
    DELIVERY_STATUS.REFUNDED,
    DELIVERY_STATUS.PENDING,
  ]) {
    expect(states, `status ${s} among ${[...states]}`).toContain(s);
  }
  // 충전 내역 (one approved bank transfer) and 충전금 이용내역 (charge, orders, refund)
  const charges = (await get('/api/payments/recharge')) as { status: number; amount: string }[];
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ amount: '500000', status: 1 });
  expect((await get('/api/payments/recharge/histories')).count).toBeGreaterThanOrEqual(6);
  // 1:1 문의
  expect((await get('/api/inquiries/')).count).toBeGreaterThan(0);
});
