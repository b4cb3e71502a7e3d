import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { FAKE_AUTH, FakeGiftishow } from '../../../test/fakes/giftishow-server.ts';
import { goods as goodsTable } from '../../db/schema/catalog.ts';
import { deliveries, messages, supplierAttempts } from '../../db/schema/orders.ts';
import { SandboxEmailSender } from '../../providers/email/sandbox.ts';
import { SandboxSmsSender } from '../../providers/sms/sandbox.ts';
import { GiftishowVoucherIssuer } from '../../providers/voucher/giftishow.ts';

/**
 * Issue #28 §5: a Giftishow send that times out must never leave two live vouchers. The fake holds
 * its answer 10, 20 or 60 "seconds" and then issues anyway, as the supplier does after the client
 * gave up; the product gives up at 15. Nothing is issued again while the first tr_id's fate is
 * unknown (coupon detail), a late first issue is found by its tr_id and cancelled. One supplier
 * second is UNIT ms here (GIFTISHOW_FAULT_UNIT_MS=1000 runs it in real time): same code, shorter clock.
 */
const UNIT = Number(process.env.GIFTISHOW_FAULT_UNIT_MS ?? 50);
const fake = new FakeGiftishow();
let ctx: TestContext;
beforeAll(async () => {
  const voucher = new GiftishowVoucherIssuer({
    apiUrl: await fake.start(),
    authCode: FAKE_AUTH.code,
    authToken: FAKE_AUTH.token,
    userId: FAKE_AUTH.userId,
    callbackNo: '15880000',
    timeoutMs: 15 * UNIT,
    lateIssueMs: 40 * UNIT,
  });
  ctx = await createTestContext({
    config: { deliveryRetryBaseSeconds: UNIT / 1000, deliveryMaxAttempts: 5 },
    deps: { providers: { sms: new SandboxSmsSender(), email: new SandboxEmailSender(), voucher } },
  });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let phone = 40_000_000;

async function order(n: number, context = ctx, at = fake) {
  const supplier = at.addGoods({ salePrice: 5000, discountPrice: 4700 });
  const goods = await createGoods(context.db, { price: 5000 });
  await context.db
    .update(goodsTable)
    .set({ supplierGoodsCode: supplier.goodsCode })
    .where(eq(goodsTable.id, goods.id));
  const session = await memberSession(context.app, context.db, { balance: 100_000 });
  const recipients = Array.from({ length: n }, () => `010${phone++}`);
  const res = await api(context.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], recipients),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

const rowsOf = (orderId: number, context = ctx) =>
  context.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);

const attemptsOf = (rows: { id: number }[], context = ctx) =>
  context.db
    .select()
    .from(supplierAttempts)
    .where(
      inArray(
        supplierAttempts.deliveryId,
        rows.map((d) => d.id),
      ),
    )
    .orderBy(supplierAttempts.deliveryId, supplierAttempts.startedAt);

/** Each delivery has exactly one live voucher at the supplier, its own, and one text was sent for it. */
async function expectOneLiveVoucherEach(rows: (typeof deliveries.$inferSelect)[], context = ctx, at = fake) {
  for (const d of rows) {
    const live = at.live().filter((c) => c.trId.startsWith(`BG${d.id}T`));
    expect(
      live.map((c) => [c.trId, c.pinNo]),
      `delivery ${d.id}`,
    ).toEqual([[d.supplierTrId, d.couponNo]]);
    const sent = await context.db.select().from(messages).where(eq(messages.deliveryId, d.id));
    expect(sent.filter((m) => m.status === 'sent')).toHaveLength(1);
  }
}

describe('a Giftishow send held past the timeout', () => {
  it.each([10, 20, 60])('held %i s: exactly one live voucher per delivery, paid for once', async (held) => {
    const orderId = await order(2);
    const bizmoney = fake.bizmoney;
    fake.holdNextSends(held * UNIT, held * UNIT);
    const started = Date.now();
    const deadline = started + 200 * UNIT + 30_000;
    // The worker and the status sync run as they do in production, on the shortened clock.
    for (;;) {
      await ctx.app.services.worker.drain();
      await ctx.app.services.vouchers.syncStatuses();
      const rows = await rowsOf(orderId);
      const holdsOver = fake.heldSends === 0 && Date.now() > started + held * UNIT;
      if (holdsOver && rows.every((d) => d.status === 1)) break;
      if (Date.now() > deadline) throw new Error(`not settled: ${JSON.stringify(rows.map((d) => d.status))}`);
      await sleep(UNIT);
    }
    // Past the late-issue time of every attempt, the sync looks once more.
    await sleep(45 * UNIT);
    await ctx.app.services.vouchers.syncStatuses();

    const rows = await rowsOf(orderId);
    await expectOneLiveVoucherEach(rows);
    // Every voucher issued and not live was cancelled: bizmoney paid for two vouchers only.
    expect(fake.bizmoney).toBe(bizmoney - 2 * 4700);
    const unknown = await attemptsOf(rows);
    expect(unknown.filter((a) => a.outcome === null)).toEqual([]);
    if (held > 15) expect(unknown.filter((a) => a.outcome === 'cancelled')).toHaveLength(2);
  });
});

/**
 * A send that ends without a readable answer (the fault run's garbage answers and cut connections):
 * the call is over at the supplier, so its tr_id is looked up at once and the voucher issued again
 * with the next try, not after the late-issue time (two minutes by default: the delivery was held
 * that long, and an attempt never found stayed unknown for three days). Here the late-issue time is
 * ten minutes: a delivery that waited for it would not be sent within the test. Exactly once still:
 * a voucher the supplier issued under the broken call is cancelled, bizmoney pays for one per
 * delivery, each recipient gets one text, no attempt is left unknown. GIFTISHOW_UNKNOWN_ROUNDS repeats.
 */
describe('a Giftishow send that ends without a readable answer', () => {
  // A supplier of its own: tr_ids are delivery ids, which this context's database numbers afresh.
  const quickFake = new FakeGiftishow();
  const ROUNDS = Number(process.env.GIFTISHOW_UNKNOWN_ROUNDS ?? 1);
  const timeout = 30_000 + ROUNDS * 6_000;
  const quick = {} as TestContext;
  beforeAll(async () => {
    const voucher = new GiftishowVoucherIssuer({
      apiUrl: await quickFake.start(),
      authCode: FAKE_AUTH.code,
      authToken: FAKE_AUTH.token,
      userId: FAKE_AUTH.userId,
      callbackNo: '15880000',
      timeoutMs: 15 * UNIT,
      lateIssueMs: 600_000,
    });
    Object.assign(
      quick,
      await createTestContext({
        config: { deliveryRetryBaseSeconds: UNIT / 1000, deliveryMaxAttempts: 5 },
        deps: { providers: { sms: new SandboxSmsSender(), email: new SandboxEmailSender(), voucher } },
      }),
    );
  });
  afterEach(() => expectLedgerBalanced(quick.db));
  afterAll(async () => {
    await quick.close();
    await quickFake.stop();
  });

  /** Drains until every delivery of the order is sent; fails after 30 s (the late-issue time is 10 min). */
  async function sendAll(orderId: number) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      await quick.app.services.worker.drain();
      const rows = await rowsOf(orderId, quick);
      if (rows.every((d) => d.status === 1)) return rows;
      if (Date.now() > deadline) throw new Error(`held: ${JSON.stringify(rows.map((d) => d.lastError))}`);
      await sleep(UNIT);
    }
  }

  it.each([
    ['garbage', true],
    ['garbage', false],
    ['cut', true],
    ['cut', false],
  ] as const)(
    '%s answer (issued before it: %s): issued again at once, one live voucher each, nothing left unknown',
    async (mode, issued) => {
      for (let round = 0; round < ROUNDS; round++) {
        const orderId = await order(2, quick, quickFake);
        const bizmoney = quickFake.bizmoney;
        quickFake.breakNextSends(mode, issued, 2);
        const rows = await sendAll(orderId);
        await expectOneLiveVoucherEach(rows, quick, quickFake);
        expect(quickFake.bizmoney).toBe(bizmoney - 2 * 4700);
        const attempts = await attemptsOf(rows, quick);
        // The broken call's attempt: the voucher it issued taken back, or known never issued.
        expect(attempts.map((a) => a.outcome)).toEqual(
          issued ? ['cancelled', 'issued', 'cancelled', 'issued'] : ['absent', 'issued', 'absent', 'issued'],
        );
      }
    },
    timeout,
  );

  it(
    'a spell of garbage from every call, lookups too: settled once the supplier answers again, also for a delivery that failed meanwhile',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const retried = await order(2, quick, quickFake);
        const exhausted = await order(1, quick, quickFake);
        const bizmoney = quickFake.bizmoney;
        quickFake.failure = 'garbage';
        // The one delivery goes through all its tries during the spell: failed, refunded.
        for (let i = 0; i < 5; i++) {
          await quick.db
            .update(deliveries)
            .set({ nextAttemptAt: new Date() })
            .where(eq(deliveries.orderId, exhausted));
          await quick.app.services.worker.processOrder(exhausted);
        }
        await quick.app.services.worker.processOrder(retried);
        const [failed] = await rowsOf(exhausted, quick);
        expect(failed!.status).toBe(5);
        // One attempt: no tr_id is issued again while the last one cannot be looked up.
        expect((await attemptsOf([failed!], quick)).map((a) => a.outcome)).toEqual([null]);
        quickFake.failure = 'none';

        const rows = await sendAll(retried);
        await expectOneLiveVoucherEach(rows, quick, quickFake);
        // The failed delivery's attempts: settled by the sweep, not left unknown.
        await quick.app.services.vouchers.settleUnknownAttempts();
        const all = await attemptsOf([...rows, failed!], quick);
        expect(all.map((a) => [a.deliveryId, a.outcome])).toEqual([
          [rows[0]!.id, 'absent'],
          [rows[0]!.id, 'issued'],
          [rows[1]!.id, 'absent'],
          [rows[1]!.id, 'issued'],
          [failed!.id, 'absent'],
        ]);
        expect(quickFake.bizmoney).toBe(bizmoney - 2 * 4700);
      }
    },
    timeout,
  );
});
