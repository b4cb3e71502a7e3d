import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { deliveries, messages, orders } from '../../db/schema/orders.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import type { MessagingProviders } from '../../providers/registry.ts';
import { SandboxSmsSender } from '../../providers/sms/sandbox.ts';
import type { SmsMessage, SmsSender } from '../../providers/sms/sms-sender.ts';
import type { VoucherIssuer } from '../../providers/voucher/voucher-issuer.ts';
import { DeliveryWorker, type WorkerOptions } from './delivery-worker.ts';

/**
 * Exactly-once under failure: a worker that dies (or stalls past its lease) in the middle of a
 * batch, another worker that takes over, and an issuer that fails. Real database, real worker.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const options = (): WorkerOptions => ({
  maxAttempts: 3,
  retryBaseSeconds: 60,
  smsFrom: ctx.config.smsSenderNumber,
  mailFrom: ctx.config.mailFrom,
  publicUrl: 'https://bizgift.test',
  batchSize: 50,
  concurrency: 1,
});

/** An SMS gateway that accepts the first `okCount` messages, then holds the next one until told. */
class StallingSms implements SmsSender {
  readonly name = 'stalling-sms';
  readonly accepted: SmsMessage[] = [];
  private release: ((outcome: 'ok' | 'fail') => void) | undefined;
  readonly stalled: Promise<SmsMessage>;
  private onStall!: (m: SmsMessage) => void;

  constructor(private readonly okCount: number) {
    this.stalled = new Promise((resolve) => {
      this.onStall = resolve;
    });
  }

  async send(message: SmsMessage) {
    if (this.accepted.length < this.okCount) {
      this.accepted.push(message);
      return { messageId: `ok-${this.accepted.length}` };
    }
    this.onStall(message);
    const outcome = await new Promise<'ok' | 'fail'>((resolve) => {
      this.release = resolve;
    });
    if (outcome === 'fail') throw new ProviderError('게이트웨이 시간 초과', false);
    this.accepted.push(message);
    return { messageId: 'late' };
  }

  finish(outcome: 'ok' | 'fail') {
    this.release?.(outcome);
  }
}

function providersWith(sms: SmsSender, voucher?: MessagingProviders['voucher']): MessagingProviders {
  const base = ctx.app.services.providers;
  return { sms, email: base.email, voucher: voucher ?? base.voucher };
}

/** The sandbox issuer with its `issue` replaced. */
function issuerWith(name: string, issue: VoucherIssuer['issue']): VoucherIssuer {
  const base = ctx.app.services.providers.voucher;
  return {
    name,
    issue,
    abandon: (trId) => base.abandon(trId),
    status: (trId) => base.status(trId),
    find: (trId) => base.find(trId),
    cancel: (trId) => base.cancel(trId),
    lateIssueMs: base.lateIssueMs,
  };
}

async function placeOrder(recipients: string[]) {
  const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
  const goods = await createGoods(ctx.db, { price: 1000 });
  const res = await api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([goods], recipients) });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

const rowsOf = (orderId: number) =>
  ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);

const sentOf = (deliveryId: number) =>
  ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.deliveryId, deliveryId), eq(messages.status, 'sent')));

/**
 * A worker that stands for a killed or frozen process: its lease is not renewed during the test (its
 * heartbeat would come after an hour), so `expireLeases` ends its claims as a death would.
 */
const frozenWorker = (sms: SmsSender) =>
  new DeliveryWorker(ctx.db, providersWith(sms), { ...options(), leaseSeconds: 3600 });

/** The lease of everything still in flight runs out (instead of waiting for it). */
const expireLeases = (orderId: number) =>
  ctx.db
    .update(deliveries)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 2)));

const phones = (n: number, base: number) => Array.from({ length: n }, (_, i) => `010${base + i}`);

describe('a worker dies in the middle of a batch', () => {
  it('another worker resumes: every voucher goes out once, with the coupon first issued', async () => {
    const orderId = await placeOrder(phones(6, 20_000_000));
    const sms = new StallingSms(3);
    const first = frozenWorker(sms);
    void first.processOrder(orderId); // never completes: the process "dies" on the 4th send
    const stalled = await sms.stalled;

    const during = await rowsOf(orderId);
    expect(during.filter((d) => d.status === 1)).toHaveLength(3);
    expect(during.filter((d) => d.status === 2)).toHaveLength(3);
    const hung = during.find((d) => d.recipientPhone === stalled.to)!;
    expect(hung.couponNo).toMatch(/^\d{12}$/);

    // Before the lease runs out nobody else touches the claimed deliveries.
    expect(await ctx.app.services.worker.drain()).toBe(0);

    await expireLeases(orderId);
    await ctx.app.services.worker.drain();

    const after = await rowsOf(orderId);
    expect(after.every((d) => d.status === 1)).toBe(true);
    for (const d of after) {
      const sent = await sentOf(d.id);
      expect(sent, `delivery ${d.id}`).toHaveLength(1);
      expect(sent[0]!.body).toContain(d.couponNo!.slice(4, 8));
    }
    // The voucher issued before the crash is the one that went out: no second coupon.
    expect(after.find((d) => d.id === hung.id)!.couponNo).toBe(hung.couponNo);
    expect(sms.accepted).toHaveLength(3);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(3);
  });
});

describe('a graceful stop in the middle of a batch', () => {
  it('finishes the send in flight and hands the rest back at once, without counting an attempt', async () => {
    const orderId = await placeOrder(phones(4, 70_000_000));
    const sms = new StallingSms(1);
    const worker = new DeliveryWorker(ctx.db, providersWith(sms), options());
    const running = worker.processOrder(orderId);
    const inFlight = await sms.stalled;
    worker.stop();
    sms.finish('ok');
    const result = await running;
    expect(result.processed).toBe(2);

    const rows = await rowsOf(orderId);
    expect(rows.filter((d) => d.status === 1).map((d) => d.recipientPhone)).toContain(inFlight.to);
    const handedBack = rows.filter((d) => d.status !== 1);
    expect(handedBack).toHaveLength(2);
    for (const d of handedBack) {
      expect(d.status).toBe(0);
      expect(d.attempts).toBe(0);
      expect(d.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Due now: the next worker (after a restart) picks them up without waiting for a lease.
    expect(await ctx.app.services.worker.dueOrders()).toContain(orderId);
    await ctx.app.services.worker.drain();
    const after = await rowsOf(orderId);
    expect(after.every((d) => d.status === 1)).toBe(true);
    for (const d of after) expect(await sentOf(d.id)).toHaveLength(1);
    expect(after.filter((d) => handedBack.some((h) => h.id === d.id)).map((d) => d.attempts)).toEqual([1, 1]);
  });
});

describe('a worker stalls past its lease and wakes up after another took over', () => {
  it('its late failure does not undo the delivery nor queue another send', async () => {
    const orderId = await placeOrder(phones(3, 30_000_000));
    const sms = new StallingSms(0);
    const stale = frozenWorker(sms);
    const running = stale.processOrder(orderId);
    await sms.stalled;
    await expireLeases(orderId);
    await ctx.app.services.worker.drain();
    const done = await rowsOf(orderId);
    expect(done.every((d) => d.status === 1)).toBe(true);

    sms.finish('fail');
    await running;

    const after = await rowsOf(orderId);
    expect(after.map((d) => d.status)).toEqual([1, 1, 1]);
    expect(after.map((d) => d.couponNo)).toEqual(done.map((d) => d.couponNo));
    // The stale worker sent nothing else after waking: the other two were no longer its own.
    expect(sms.accepted).toHaveLength(0);
    for (const d of after) expect(await sentOf(d.id)).toHaveLength(1);
    expect(await ctx.app.services.worker.drain()).toBe(0);
  });

  it('its late success is recorded in the outbox but changes no state and sends nothing more', async () => {
    const orderId = await placeOrder(phones(2, 40_000_000));
    const sms = new StallingSms(0);
    const stale = frozenWorker(sms);
    const running = stale.processOrder(orderId);
    const stalled = await sms.stalled;
    await expireLeases(orderId);
    await ctx.app.services.worker.drain();

    sms.finish('ok');
    await running;

    const after = await rowsOf(orderId);
    expect(after.map((d) => d.status)).toEqual([1, 1]);
    expect(sms.accepted.map((m) => m.to)).toEqual([stalled.to]);
    const other = after.find((d) => d.recipientPhone !== stalled.to)!;
    expect(await sentOf(other.id)).toHaveLength(1);
  });
});

describe('voucher issuing fails', () => {
  it('permanently: status 5 at once, nothing sent, the order settles', async () => {
    const orderId = await placeOrder(phones(2, 50_000_000));
    const issuer = issuerWith('broken', async () => {
      throw new ProviderError('발급 한도 초과', true);
    });
    const worker = new DeliveryWorker(ctx.db, providersWith(new SandboxSmsSender(), issuer), options());
    await worker.processOrder(orderId);
    const rows = await rowsOf(orderId);
    expect(rows.map((d) => [d.status, d.attempts, d.couponNo])).toEqual([
      [5, 1, null],
      [5, 1, null],
    ]);
    expect(rows[0]!.lastError).toBe('발급 한도 초과');
    for (const d of rows) expect(await sentOf(d.id)).toHaveLength(0);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe(3);
  });

  it('transiently: retried with backoff, then status 5 after the last attempt', async () => {
    const orderId = await placeOrder(phones(1, 60_000_000));
    let calls = 0;
    const issuer = issuerWith('flaky', async () => {
      calls++;
      throw new ProviderError('발급 서버 응답 없음', false);
    });
    const worker = new DeliveryWorker(ctx.db, providersWith(new SandboxSmsSender(), issuer), options());
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await worker.processOrder(orderId);
      const [row] = await rowsOf(orderId);
      expect(row!.attempts).toBe(attempt);
      if (attempt < 3) {
        expect(row!.status).toBe(0);
        // 60 s, then 120 s: exponential backoff from DELIVERY_RETRY_BASE_SECONDS
        const delay = row!.nextAttemptAt.getTime() - before;
        expect(delay).toBeGreaterThanOrEqual(60_000 * 2 ** (attempt - 1) - 1000);
        expect(delay).toBeLessThan(60_000 * 2 ** (attempt - 1) + 5000);
        await ctx.db
          .update(deliveries)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(deliveries.id, row!.id));
      } else {
        expect(row!.status).toBe(5);
      }
    }
    expect(calls).toBe(3);
  });
});

describe('a live worker keeps its lease', () => {
  it('the heartbeat pushes the lease of a slow send ahead, so nobody takes the delivery over', async () => {
    const orderId = await placeOrder(phones(2, 20_900_000));
    const sms = new StallingSms(1);
    const live = new DeliveryWorker(ctx.db, providersWith(sms), { ...options(), leaseSeconds: 6 });
    const run = live.processOrder(orderId);
    const stalled = await sms.stalled;
    const leaseOf = async () =>
      (await rowsOf(orderId)).find((d) => d.recipientPhone === stalled.to)!.nextAttemptAt!.getTime();
    const first = await leaseOf();
    let renewed = first;
    for (let i = 0; i < 100 && renewed <= first; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      renewed = await leaseOf();
    }
    expect(renewed).toBeGreaterThan(first);
    expect(await ctx.app.services.worker.drain()).toBe(0);

    sms.finish('ok');
    await run;
    const after = await rowsOf(orderId);
    expect(after.map((d) => d.status)).toEqual([1, 1]);
    for (const d of after) expect(await sentOf(d.id)).toHaveLength(1);
  });
});
