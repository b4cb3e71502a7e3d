import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOW_BALANCE_WON, WEBHOOK_EVENTS, webhookEventDataSchemas } from '@bizgift/domain/webhooks';
import { eq, ne } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  createMember,
  login,
  memberSession,
  orderPayload,
  staffSession,
} from '../../../test/factories.ts';
import { sandboxVouchers } from '../../db/schema/index.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { applyMessageReports } from '../deliveries/reports/service.ts';

/**
 * Every event of issue #30 §3, each from the place where it happens: a company subscribed to all of
 * them, the real services driven through the API and the worker, and what reaches a local receiver
 * verified with the standardwebhooks package.
 */
interface Event {
  type: string;
  timestamp: string;
  data: Record<string, unknown> & { id?: number };
}
let bodies: { path: string; raw: string; headers: http.IncomingHttpHeaders }[] = [];
/** Each listening company's own receiver path, by its signing secret. */
const pathOf = new Map<string, string>();
let receiver: http.Server;
let receiverUrl: string;
let ctx: TestContext;
let staffToken: string;
let staffId: number;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      bodies.push({ path: req.url ?? '', raw, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The voucher page's per-IP limit (60 a minute) is not what this file tests: looped, it answered 429.
  ctx = await createTestContext({ config: { voucherRateLimitPerMinute: 10_000 } });
  const staff = await staffSession(ctx.app, ctx.db);
  staffToken = staff.token;
  staffId = staff.staff.id;
});
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
  await ctx.close();
});
beforeEach(() => {
  bodies = [];
});

/** An owner whose company listens to every event; returns the session and the signing secret. */
async function listening(balance = 1_000_000) {
  const session = await memberSession(ctx.app, ctx.db, { balance });
  const path = `/hooks/${session.member.id}`;
  const res = await api(ctx.app, 'POST', '/api/company/webhooks', {
    token: session.token,
    body: { url: `${receiverUrl}/${session.member.id}`, events: [...WEBHOOK_EVENTS] },
  });
  expect(res.statusCode).toBe(201);
  pathOf.set(res.body.data.secret, path);
  return { ...session, secret: res.body.data.secret as string };
}

/**
 * Delivers what is due and answers the events that arrived for this company's endpoint, each
 * verified with the endpoint's secret and its data checked against the event's schema (the shapes
 * the API answers). deliverDue sends every company's due messages: another test's (one it left
 * unread, or a batch job's event about its voucher) is not this test's to verify.
 */
async function received(secret: string): Promise<Event[]> {
  await ctx.app.services.webhooks.deliverDue();
  const mine = bodies.filter((b) => b.path === pathOf.get(secret));
  const events = mine.map(({ raw, headers }) => {
    const event = new Webhook(secret).verify(raw, headers as Record<string, string>) as Event;
    const schema = webhookEventDataSchemas[event.type as keyof typeof webhookEventDataSchemas];
    expect(schema.safeParse(event.data).success, `${event.type} data`).toBe(true);
    expect(Date.parse(event.timestamp)).not.toBeNaN();
    return event;
  });
  bodies = [];
  return events;
}
/** The types that arrived, sorted: messages go out side by side, so their order is not promised. */
const types = (events: Event[]) => events.map((e) => e.type).sort();
const ofType = (events: Event[], type: string) => events.find((e) => e.type === type)!;

async function order(token: string, phones: string[], price = 3000) {
  const goods = await createGoods(ctx.db, { price });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([{ id: goods.id, price }], phones),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data as { id: number; status: number };
}

async function deliveriesOf(orderId: number) {
  return ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(deliveries.id);
}

describe('order and delivery events', () => {
  it('order.created carries the order as its answer has it: its id, its time and every item with its id', async () => {
    const { token, secret } = await listening();
    const coffee = await createGoods(ctx.db, { price: 3000 });
    const cake = await createGoods(ctx.db, { price: 1500 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload(
        [
          { id: coffee.id, price: 3000 },
          { id: cake.id, price: 1500 },
        ],
        ['01012345678', '01012345679'],
      ),
    });
    expect(res.statusCode).toBe(201);
    const [created] = await received(secret);
    expect(created!.type).toBe('order.created');
    expect(created!.data).toEqual(res.body.data);
  });

  it('order.created, then delivery.sent per voucher once the worker sent it', async () => {
    const { token, secret } = await listening();
    const placed = await order(token, ['01012345678', '01012345679']);
    expect(types(await received(secret))).toEqual(['order.created']);
    await ctx.app.services.worker.drain();
    const sent = await received(secret);
    expect(types(sent)).toEqual(['delivery.sent', 'delivery.sent']);
    const ids = (await deliveriesOf(placed.id)).map((d) => d.id);
    expect(sent.map((e) => e.data.id).sort()).toEqual(ids.sort());
    expect(sent[0]!.data).toMatchObject({ order_id: placed.id, status: 1, status_display: '발송완료' });
  });

  it('delivery.failed when the send fails, and when the carrier reports a failure later', async () => {
    const { token, secret } = await listening();
    const refused = await order(token, ['01000000000']);
    await ctx.app.services.worker.drain();
    const failed = (await received(secret)).filter((e) => e.type !== 'order.created');
    expect(types(failed)).toEqual(['delivery.failed']);
    expect(failed[0]!.data).toMatchObject({ order_id: refused.id, status: 3 });

    const ok = await order(token, ['01012345670']);
    await ctx.app.services.worker.drain();
    await received(secret);
    const [d] = await deliveriesOf(ok.id);
    const [sent] = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d!.id));
    await applyMessageReports(ctx.db, [
      {
        messageId: sent!.providerMessageId!,
        outcome: 'failed',
        reason: '없는 번호',
        code: '3057',
        at: new Date(),
        channel: 'sms',
      },
    ]);
    const reported = await received(secret);
    expect(types(reported)).toEqual(['delivery.failed']);
    expect(reported[0]!.data).toMatchObject({
      id: d!.id,
      status: 3,
      failure_reason: '없는 번호 (통신사 결과 3057)',
    });
  });

  it('delivery.opened on the first open of the voucher page only', async () => {
    const { token, secret } = await listening();
    const placed = await order(token, ['01012345671']);
    await ctx.app.services.worker.drain();
    await received(secret);
    const [d] = await deliveriesOf(placed.id);
    for (let i = 0; i < 2; i++) {
      expect((await api(ctx.app, 'GET', `/api/vouchers/${d!.token}`)).statusCode).toBe(200);
    }
    const opened = await received(secret);
    expect(types(opened)).toEqual(['delivery.opened']);
    expect(opened[0]!.data.opened_at).toEqual(expect.any(String));
  });

  it('a cancelled voucher: voucher.cancelled and delivery.refunded, in the refund’s transaction', async () => {
    const { token, secret } = await listening();
    const placed = await order(token, ['01012345672']);
    await ctx.app.services.worker.drain();
    await received(secret);
    const [d] = await deliveriesOf(placed.id);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${d!.id}/cancel`, { token, body: {} });
    expect(res.statusCode).toBe(200);
    const events = await received(secret);
    expect(types(events)).toEqual(['delivery.refunded', 'voucher.cancelled']);
    expect(ofType(events, 'delivery.refunded').data).toMatchObject({
      id: d!.id,
      status: 4,
      gifticon: { status: 4 },
    });
    await expectLedgerBalanced(ctx.db);
  });

  it('voucher.used when staff mark it used (one read), voucher.expired from the status sync (the batch)', async () => {
    const { token, secret } = await listening();
    const placed = await order(token, ['01012345673', '01012345674']);
    await ctx.app.services.worker.drain();
    await received(secret);
    const [used, expiring] = await deliveriesOf(placed.id);
    await ctx.app.services.vouchers.markUsed(staffId, used!.id);
    const usedEvents = await received(secret);
    expect(types(usedEvents)).toEqual(['voucher.used']);
    expect(usedEvents[0]!.data).toMatchObject({ id: used!.id, gifticon: { status: 2 } });

    await ctx.db
      .update(sandboxVouchers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sandboxVouchers.trId, expiring!.supplierTrId!));
    // The sync reads at most 1,000 unused vouchers, least recently checked first: every other voucher
    // in this database counts as just checked, so this one is read whatever earlier tests left behind.
    await ctx.db
      .update(deliveries)
      .set({ voucherCheckedAt: new Date() })
      .where(ne(deliveries.id, expiring!.id));
    await ctx.app.services.vouchers.syncStatuses();
    const expired = (await received(secret)).filter((e) => e.data.id === expiring!.id);
    expect(types(expired)).toEqual(['voucher.expired']);
    // A second sync finds nothing new to tell.
    await ctx.app.services.vouchers.syncStatuses();
    expect((await received(secret)).filter((e) => e.data.id === expiring!.id)).toEqual([]);
  });
});

describe('approval events', () => {
  async function waitingOrder() {
    const owner = await listening(500_000);
    const sender = await createMember(ctx.db, { company: owner.member.company, companyRole: 'sender' });
    const senderToken = (await login(ctx.app, sender.username, sender.password)).access;
    await api(ctx.app, 'PUT', '/api/company/policy', { token: owner.token, body: { approval_over: '1000' } });
    const placed = await order(senderToken, ['01012345675']);
    expect(placed.status).toBe(5);
    await received(owner.secret);
    return { owner, placed };
  }

  it('order.approved when an approver releases it', async () => {
    const { owner, placed } = await waitingOrder();
    const res = await api(ctx.app, 'POST', `/api/orders/${placed.id}/approve`, { token: owner.token });
    expect(res.statusCode).toBe(200);
    const events = await received(owner.secret);
    expect(types(events)).toEqual(['order.approved']);
    expect(events[0]!.data).toMatchObject({ id: placed.id, status: 0 });
  });

  it('order.rejected (and its deliveries refunded) when an approver refuses it', async () => {
    const { owner, placed } = await waitingOrder();
    const res = await api(ctx.app, 'POST', `/api/orders/${placed.id}/reject`, {
      token: owner.token,
      body: { reason: '예산 초과' },
    });
    expect(res.statusCode).toBe(200);
    const events = await received(owner.secret);
    expect(types(events)).toEqual(['delivery.refunded', 'order.rejected']);
    expect(ofType(events, 'order.rejected').data).toMatchObject({
      id: placed.id,
      status: 4,
      total_refund_amount: '3000',
    });
  });
});

describe('wallet events', () => {
  it('wallet.recharged when staff approve a bank transfer, with the balance after it', async () => {
    const { token, secret } = await listening(10_000);
    const requested = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '30000', recharge_method: 1 },
    });
    const id = requested.body.data.recharge.id;
    expect(await received(secret)).toEqual([]);
    await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    const events = await received(secret);
    expect(types(events)).toEqual(['wallet.recharged']);
    expect(events[0]!.data).toMatchObject({
      recharge: { id, amount: '30000', status: 1 },
      balance: { recharge: '40000' },
    });
  });

  it(`wallet.low_balance once when a debit crosses ${LOW_BALANCE_WON}원, again only after a credit above it`, async () => {
    const { token, secret } = await listening(LOW_BALANCE_WON + 50_000);
    const low = async () => (await received(secret)).filter((e) => e.type === 'wallet.low_balance');
    await order(token, ['01012345676'], 30_000);
    expect(await low()).toEqual([]);
    await order(token, ['01012345677'], 30_000);
    const crossed = await low();
    expect(crossed).toHaveLength(1);
    expect(crossed[0]!.data).toMatchObject({
      balance: { recharge: String(LOW_BALANCE_WON - 10_000) },
      threshold: String(LOW_BALANCE_WON),
    });
    await order(token, ['01012345678'], 30_000);
    expect(await low()).toEqual([]);
    const requested = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '100000', recharge_method: 1 },
    });
    await api(ctx.app, 'POST', `/api/admin/recharges/${requested.body.data.recharge.id}/approve`, {
      token: staffToken,
    });
    await order(token, ['01012345679'], 80_000);
    expect(await low()).toHaveLength(1);
    await expectLedgerBalanced(ctx.db);
  });
});
