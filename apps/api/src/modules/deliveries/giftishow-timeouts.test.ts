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

async function order(n: number) {
  const supplier = fake.addGoods({ salePrice: 5000, discountPrice: 4700 });
  const goods = await createGoods(ctx.db, { price: 5000 });
  await ctx.db
    .update(goodsTable)
    .set({ supplierGoodsCode: supplier.goodsCode })
    .where(eq(goodsTable.id, goods.id));
  const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
  const recipients = Array.from({ length: n }, () => `010${phone++}`);
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], recipients),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

const rowsOf = (orderId: number) =>
  ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);

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
    for (const d of rows) {
      const live = fake.live().filter((c) => c.trId.startsWith(`BG${d.id}T`));
      expect(
        live.map((c) => [c.trId, c.pinNo]),
        `delivery ${d.id}`,
      ).toEqual([[d.supplierTrId, d.couponNo]]);
      const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d.id));
      expect(sent.filter((m) => m.status === 'sent')).toHaveLength(1);
    }
    // Every voucher issued and not live was cancelled: bizmoney paid for two vouchers only.
    expect(fake.bizmoney).toBe(bizmoney - 2 * 4700);
    const unknown = await ctx.db
      .select()
      .from(supplierAttempts)
      .where(
        inArray(
          supplierAttempts.deliveryId,
          rows.map((d) => d.id),
        ),
      );
    expect(unknown.filter((a) => a.outcome === null)).toEqual([]);
    if (held > 15) expect(unknown.filter((a) => a.outcome === 'cancelled')).toHaveLength(2);
  });
});
