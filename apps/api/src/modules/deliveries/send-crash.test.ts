import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { FAKE_SOLAPI_AUTH, FakeSolapi } from '../../../test/fakes/solapi.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { SolapiSmsSender } from '../../providers/sms/solapi.ts';
import { DeliveryWorker, type WorkerOptions } from './delivery-worker.ts';

/**
 * Issue #28 §7: no duplicate texts after a crash. A worker is killed mid-batch after the gateway
 * accepted some of its messages and before it wrote them down (the fake gateway keeps them, as the
 * real one does, and answers its message list); another worker takes the deliveries over after the
 * lease. Before sending again it looks each one up at the gateway (by recipient and time, our key in
 * customFields) and takes that result. 20 rounds, each killed at a random point of the batch.
 */
const gateway = new FakeSolapi();
let sms: SolapiSmsSender;
let ctx: TestContext;
beforeAll(async () => {
  sms = new SolapiSmsSender({ ...FAKE_SOLAPI_AUTH, baseUrl: await gateway.start() });
  ctx = await createTestContext();
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await gateway.stop();
});

const options = (leaseSeconds: number): WorkerOptions => ({
  maxAttempts: 3,
  retryBaseSeconds: 60,
  smsFrom: ctx.config.smsSenderNumber,
  mailFrom: ctx.config.mailFrom,
  publicUrl: 'https://bizgift.test',
  batchSize: 50,
  concurrency: 4,
  leaseSeconds,
});

const worker = (leaseSeconds: number) =>
  new DeliveryWorker(ctx.db, { ...ctx.app.services.providers, sms }, options(leaseSeconds));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let phone = 20_500_000;

describe('a worker killed mid-batch, after the gateway accepted and before the outbox write', () => {
  it('20 rounds: every delivery sent exactly once, the one the gateway accepted first', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    let duplicates = 0;
    let recovered = 0;
    for (let round = 1; round <= 20; round++) {
      const recipients = Array.from({ length: 10 }, () => `010${phone++}`);
      const res = await api(ctx.app, 'POST', '/api/orders', {
        token,
        body: orderPayload([goods], recipients),
      });
      expect(res.statusCode).toBe(201);
      const orderId = res.body.data.id as number;
      // The victim: its answers stop after a random number of sends (the gateway keeps those sends),
      // and its lease is never renewed in time (a dead process).
      const answered = Math.floor(Math.random() * 6);
      const before = gateway.delivered.size;
      const victim = worker(3600);
      const running = victim.processOrder(orderId);
      await until(() => gateway.delivered.size >= before + answered);
      gateway.holdAnswers = true;
      const keys = new Set(
        (
          await ctx.db.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.orderId, orderId))
        ).map((d) => `delivery-${d.id}`),
      );
      const acceptedForOrder = () => [...keys].reduce((n, key) => n + gateway.acceptedWithKey(key), 0);
      // Dead: every one of its 4 sending slots hangs on an answer that never comes (or all went out).
      await until(() => gateway.unanswered.length >= 4 || acceptedForOrder() >= keys.size);
      // What it got answers for it has written down (a process dies after its last write, not during).
      await untilAsync(
        async () => (await sentCount(orderId)) >= acceptedForOrder() - gateway.unanswered.length,
      );
      // kill -9: the lease runs out; the gateway answers normally again for the others.
      gateway.holdAnswers = false;
      await ctx.db
        .update(deliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 2)));
      await worker(30).drain();

      const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
      expect(rows.map((d) => d.status)).toEqual(rows.map(() => 1));
      for (const d of rows) {
        const accepted = gateway.acceptedWithKey(`delivery-${d.id}`);
        if (accepted !== 1) duplicates++;
        expect(accepted, `round ${round}, delivery ${d.id}`).toBe(1);
        const sent = await ctx.db
          .select()
          .from(messages)
          .where(and(eq(messages.deliveryId, d.id), eq(messages.status, 'sent')));
        expect(sent).toHaveLength(1);
        if (d.attempts > 1) recovered++;
      }
      // The dead worker's connections drop; whatever it still held changes nothing.
      gateway.releaseHeld();
      await running;
      for (const d of rows) expect(gateway.acceptedWithKey(`delivery-${d.id}`)).toBe(1);
    }
    expect(duplicates).toBe(0);
    // Rounds really crashed mid-batch: deliveries were taken over after the lease.
    expect(recovered).toBeGreaterThan(20);
  }, 240_000);
});

async function sentCount(orderId: number) {
  const rows = await ctx.db
    .select({ id: messages.id })
    .from(messages)
    .innerJoin(deliveries, eq(deliveries.id, messages.deliveryId))
    .where(and(eq(deliveries.orderId, orderId), eq(messages.status, 'sent')));
  return rows.length;
}

async function untilAsync(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(5);
  }
}
