import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { DELIVERY_STATUS, TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { TEST_WALLET_WON } from '@bizgift/domain/wallet';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, pdfText, readXlsx } from '../../../test/documents.ts';
import {
  createApiKey,
  createGoods,
  expiryAfter,
  kstMorning,
  memberSession,
  orderPayload,
  staffSession,
} from '../../../test/factories.ts';
import { goods } from '../../db/schema/catalog.ts';
import { companyActivity } from '../../db/schema/company.ts';
import { sandboxVouchers } from '../../db/schema/index.ts';
import { deliveries, messages, orders } from '../../db/schema/orders.ts';
import { deliveryReminders } from '../../db/schema/reminders.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { webhookMessages } from '../../db/schema/webhooks.ts';
import { checkLedger } from '../wallet/ledger.ts';

/**
 * Issue #30 §2, test mode: a test key works in its company's test world — the test wallet
 * (10,000,000원, reset by the owner), orders marked test, vouchers from the built-in sandbox issuer
 * and messages only to the outbox — and nothing of it shows in the live world. The app runs as in
 * production with the real Giftishow, Solapi and SMTP adapters configured, pointed at local servers
 * that count every call: a test order must make none.
 */
let ctx: TestContext;
let calls = 0;
let smtpConnections = 0;
let supplier: http.Server;
let smtp: net.Server;

beforeAll(async () => {
  supplier = http.createServer((req, res) => {
    calls++;
    req.resume();
    res.writeHead(500, { 'content-type': 'text/plain' }).end('not here');
  });
  supplier.listen(0, '127.0.0.1');
  smtp = net.createServer((socket) => {
    smtpConnections++;
    socket.destroy();
  });
  smtp.listen(0, '127.0.0.1');
  await Promise.all([
    new Promise((resolve) => supplier.once('listening', resolve)),
    new Promise((resolve) => smtp.once('listening', resolve)),
  ]);
  const url = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
  ctx = await createTestContext({
    config: {
      env: 'production',
      allowSandbox: false,
      publicUrl: 'https://shop.example.kr',
      giftishow: {
        apiUrl: `${url}/bizApi`,
        authCode: 'code',
        authToken: 'token',
        userId: 'user',
        callbackNo: '15880000',
      },
      solapi: { apiKey: 'key', apiSecret: 'secret', baseUrl: url, timeoutMs: 2000 },
      smtpUrl: `smtp://127.0.0.1:${(smtp.address() as AddressInfo).port}`,
    },
  });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  supplier.closeAllConnections();
  supplier.close();
  smtp.close();
});

/** An owner with live money, a live key and a test key of its company, and a webhook for every event. */
async function company(balance = 100_000) {
  const owner = await memberSession(ctx.app, ctx.db, { balance });
  const key = async (mode: 'live' | 'test') =>
    (await createApiKey(ctx.app, owner.token, `${mode} 연동`, mode)).key;
  const hook = await api(ctx.app, 'POST', '/api/company/webhooks', {
    token: owner.token,
    body: {
      url: 'https://hooks.example.com/bizgift',
      events: [
        'order.created',
        'delivery.sent',
        'delivery.refunded',
        'voucher.cancelled',
        'wallet.low_balance',
      ],
    },
  });
  expect(hook.statusCode).toBe(201);
  return { owner, live: await key('live'), test: await key('test') };
}

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

async function place(token: string, price: number, phones: string[], idempotencyKey?: string) {
  const goods = await createGoods(ctx.db, { price });
  return api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([{ id: goods.id, price }], phones),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
}

const orderIds = async (token: string, query = '') =>
  (await api(ctx.app, 'GET', `/api/orders${query}`, { token })).body.data.results.map(
    (o: { id: number }) => o.id,
  );
const deliveryIds = async (token: string, query = '') =>
  (await api(ctx.app, 'GET', `/api/orders/deliveries${query}`, { token })).body.data.results.map(
    (d: { id: number }) => d.id,
  );

describe('a test key works in the test world', () => {
  it('orders from the test wallet, sandbox vouchers, outbox only; nothing of it in the live world', async () => {
    const { owner, live, test } = await company();
    const staff = await staffSession(ctx.app, ctx.db);
    const dashboard = async () =>
      (await api(ctx.app, 'GET', '/api/admin/dashboard', { token: staff.token })).body.data.today;
    const before = await dashboard();

    // The first test key opened the test wallet with its grant, a ledger row like any other.
    expect((await api(ctx.app, 'GET', '/api/company/test-wallet', { token: owner.token })).body.data).toEqual(
      {
        balance: String(TEST_WALLET_WON),
        reset_to: String(TEST_WALLET_WON),
      },
    );
    expect(await balanceOf(test)).toBe(TEST_WALLET_WON);
    expect(await balanceOf(live)).toBe(100_000);

    const placed = await place(test, 3000, ['01012340001', '01012340002']);
    expect(placed.statusCode).toBe(201);
    expect(placed.body.data).toMatchObject({ test: true, total_order_amount: '6000' });
    const orderId = placed.body.data.id as number;
    expect(await balanceOf(test)).toBe(TEST_WALLET_WON - 6000);
    expect(await balanceOf(owner.token)).toBe(100_000);

    await ctx.app.services.worker.drain();
    const sent = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(sent.map((d) => [d.status, d.test])).toEqual([
      [1, true],
      [1, true],
    ]);
    // Vouchers of the built-in issuer's books; the messages in the outbox from the sandbox sender.
    const issued = await ctx.db
      .select()
      .from(sandboxVouchers)
      .where(
        inArray(
          sandboxVouchers.couponNo,
          sent.map((d) => d.couponNo!),
        ),
      );
    expect(issued).toHaveLength(2);
    const outbox = await ctx.db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.deliveryId,
          sent.map((d) => d.id),
        ),
      );
    expect(outbox.map((m) => [m.status, m.provider])).toEqual([
      ['sent', 'sandbox-sms'],
      ['sent', 'sandbox-sms'],
    ]);
    expect({ calls, smtpConnections }).toEqual({ calls: 0, smtpConnections: 0 });

    // The test key sees its test order and deliveries; the live key and the web session do not,
    // unless they ask (?test=true).
    expect(await orderIds(test)).toEqual([orderId]);
    expect(await orderIds(live)).toEqual([]);
    expect(await orderIds(owner.token)).toEqual([]);
    expect(await orderIds(owner.token, '?test=true')).toEqual([orderId]);
    // The totals too (kept per world, issue #32 §4).
    const total = async (token: string, query = '') =>
      (await api(ctx.app, 'GET', `/api/orders${query}`, { token })).body.data.count;
    expect([await total(test), await total(live), await total(owner.token)]).toEqual([1, 0, 0]);
    expect(await total(owner.token, '?test=true')).toBe(1);
    expect((await deliveryIds(test)).sort()).toEqual(sent.map((d) => d.id).sort());
    expect(await deliveryIds(owner.token)).toEqual([]);
    expect((await deliveryIds(owner.token, '?test=true')).length).toBe(2);
    expect((await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token: owner.token })).statusCode).toBe(
      404,
    );
    expect(
      (await api(ctx.app, 'GET', `/api/orders/${orderId}?test=true`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect((await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token: live })).statusCode).toBe(404);
    const pdf = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/statement.pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await pdf(live)).statusCode).toBe(404);
    expect((await pdf(test)).statusCode).toBe(200);

    // Live statements, limits and the staff's figures know nothing of it.
    const history = await api(ctx.app, 'GET', '/api/payments/recharge/histories', { token: owner.token });
    expect(
      history.body.data.results.filter((r: { transaction_type: number }) => r.transaction_type === 2),
    ).toEqual([]);
    const mine = await api(ctx.app, 'GET', '/api/company', { token: owner.token });
    expect(mine.body.data.spent_this_month).toBe('0');
    expect(await dashboard()).toEqual(before);
    const staffOrders = await api(ctx.app, 'GET', `/api/admin/orders?q=${orderId}`, { token: staff.token });
    expect(staffOrders.body.data.results.map((o: { id: number }) => o.id)).not.toContain(orderId);

    // Refund, resend and cancel work in the test world, back to the test wallet.
    const [first, second] = sent.sort((a, b) => a.id - b.id);
    const cancelled = await api(ctx.app, 'POST', `/api/orders/deliveries/${first!.id}/cancel`, {
      token: test,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 4, test: true });
    expect(await balanceOf(test)).toBe(TEST_WALLET_WON - 3000);
    // A live key cannot touch a test delivery.
    expect(
      (await api(ctx.app, 'POST', `/api/orders/deliveries/${second!.id}/resend`, { token: live, body: {} }))
        .statusCode,
    ).toBe(404);
    const resent = await api(ctx.app, 'POST', `/api/orders/deliveries/${second!.id}/resend`, {
      token: test,
      body: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(await balanceOf(owner.token)).toBe(100_000);
    expect({ calls, smtpConnections }).toEqual({ calls: 0, smtpConnections: 0 });

    // Every webhook the test order caused says test: true.
    const hooks = await ctx.db
      .select({ type: webhookMessages.type, payload: webhookMessages.payload })
      .from(webhookMessages);
    const ofOrder = hooks.filter((h) => {
      const data = (h.payload as { data: { id?: number; order_id?: number } }).data;
      return data.id === orderId || data.order_id === orderId;
    });
    expect(ofOrder.map((h) => h.type).sort()).toEqual([
      'delivery.refunded',
      'delivery.sent',
      'delivery.sent',
      'delivery.sent',
      'order.created',
      'voucher.cancelled',
    ]);
    for (const h of ofOrder) expect((h.payload as { test: boolean }).test, h.type).toBe(true);

    // A live order in the same app does reach the configured supplier: the adapters are real.
    const liveGoods = await createGoods(ctx.db, { price: 3000 });
    await ctx.db.update(goods).set({ supplierGoodsCode: 'G00000001' }).where(eq(goods.id, liveGoods.id));
    const liveOrder = await api(ctx.app, 'POST', '/api/orders', {
      token: live,
      body: orderPayload([{ id: liveGoods.id, price: 3000 }], ['01012340003']),
    });
    expect(liveOrder.statusCode).toBe(201);
    expect(liveOrder.body.data.test).toBe(false);
    await ctx.app.services.worker.drain();
    expect(calls).toBeGreaterThan(0);
    const after = await ctx.db.select().from(webhookMessages);
    const created = after.find(
      (h) =>
        h.type === 'order.created' &&
        (h.payload as { data: { id: number } }).data.id === liveOrder.body.data.id,
    );
    expect(created!.payload).toMatchObject({ test: false });
  }, 120_000);

  it('a test order never waits for approval nor counts against a limit; test keys replay their own idempotency keys', async () => {
    const { owner, live, test } = await company(50_000);
    // A sender's monthly limit and an approval threshold below the order: neither applies to a key's test order.
    await api(ctx.app, 'PUT', '/api/company/policy', { token: owner.token, body: { approval_over: '1000' } });
    const first = await place(test, 20_000, ['01012340010'], 'survey-2026-0001');
    expect(first.statusCode).toBe(201);
    expect(first.body.data.status).not.toBe(5);
    const again = await place(test, 20_000, ['01012340010'], 'survey-2026-0001');
    // Another goods row: another body, so a mismatch — within the test world only.
    expect(again.statusCode).toBe(422);
    const liveSameKey = await place(live, 20_000, ['01012340010'], 'survey-2026-0001');
    expect(liveSameKey.statusCode).toBe(201);
    expect(liveSameKey.body.data.test).toBe(false);
    const approvals = await api(ctx.app, 'GET', '/api/company/approvals', { token: owner.token });
    expect(approvals.body.data.results ?? approvals.body.data).toEqual([]);
    expect(await balanceOf(owner.token)).toBe(30_000);
  });
});

describe('a web session acts on test orders under the 테스트 switch (?test=true)', () => {
  it('owner and manager refund, resend and cancel test deliveries and cancel a reserved test order; in the test world only', async () => {
    const { owner, live, test } = await company();
    // (The first test's live order reached the counting supplier: counted from here.)
    const outside = { calls, smtpConnections };
    const member = async (companyRole: 'manager' | 'sender' | 'viewer') =>
      (await memberSession(ctx.app, ctx.db, { company: owner.member.company, companyRole })).token;
    const [manager, sender, viewer] = [
      await member('manager'),
      await member('sender'),
      await member('viewer'),
    ];
    const placed = await place(test, 4000, ['01012350001', '01012350002', '01012350003']);
    const orderId = placed.body.data.id as number;
    await ctx.app.services.worker.drain();
    const [toCancel, toResend, toRefund] = (
      await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId))
    ).sort((a, b) => a.id - b.id);
    // One send that failed at the sandbox, for the refund of a failed send.
    await ctx.db
      .update(deliveries)
      .set({ status: DELIVERY_STATUS.SEND_FAILED, failedAt: new Date() })
      .where(eq(deliveries.id, toRefund!.id));
    const post = (token: string, path: string, query = '?test=true') =>
      api(ctx.app, 'POST', `/api/orders/${path}${query}`, { token, body: {} });
    const testWallet = TEST_WALLET_WON - 12_000;
    expect(await balanceOf(test)).toBe(testWallet);

    // Without the switch a person acts in the live world, where the test delivery is not found.
    expect((await post(owner.token, `deliveries/${toCancel!.id}/cancel`, '')).statusCode).toBe(404);
    // A live key never changes the test world, even when it asks; a viewer may not; a sender only its own.
    const liveAsks = await post(live, `deliveries/${toCancel!.id}/cancel`);
    expect(liveAsks.statusCode).toBe(403);
    expect(liveAsks.body.message).toBe(
      '운영 API 키로는 테스트 주문을 변경할 수 없습니다. 테스트 API 키를 사용하세요.',
    );
    expect((await post(viewer, `deliveries/${toCancel!.id}/cancel`)).statusCode).toBe(403);
    expect((await post(sender, `deliveries/${toCancel!.id}/cancel`)).statusCode).toBe(404);
    expect(await balanceOf(test)).toBe(testWallet);

    const cancelled = await post(owner.token, `deliveries/${toCancel!.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: DELIVERY_STATUS.REFUNDED, test: true });
    const resent = await post(manager, `deliveries/${toResend!.id}/resend`);
    expect(resent.statusCode).toBe(200);
    const refunded = await post(manager, `deliveries/${toRefund!.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: DELIVERY_STATUS.REFUNDED, test: true });
    // Twice is refused as for a live one.
    expect((await post(owner.token, `deliveries/${toCancel!.id}/cancel`)).statusCode).toBe(409);
    await ctx.app.services.worker.drain();

    // The money went back to the test wallet; the live wallet and the live lists never moved.
    expect(await balanceOf(test)).toBe(testWallet + 8000);
    expect(await balanceOf(owner.token)).toBe(100_000);
    expect(await orderIds(owner.token)).toEqual([]);
    // The resend went to the outbox through the sandbox sender; nothing left the machine.
    const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, toResend!.id));
    expect(sent.map((m) => m.provider)).toEqual(['sandbox-sms', 'sandbox-sms']);
    expect({ calls, smtpConnections }).toEqual(outside);

    // A reserved test order is cancelled from the web in full, back to the test wallet.
    const goods = await createGoods(ctx.db, { price: 5000 });
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const reserved = await api(ctx.app, 'POST', '/api/orders', {
      token: test,
      body: orderPayload([{ id: goods.id, price: 5000 }], ['01012350004'], {
        deliveryAt: later,
        isReserved: true,
      }),
    });
    expect(reserved.statusCode).toBe(201);
    const reservedId = reserved.body.data.id as number;
    expect((await post(live, `${reservedId}/cancel`)).statusCode).toBe(403);
    expect((await post(owner.token, `${reservedId}/cancel`, '')).statusCode).toBe(404);
    const dropped = await post(owner.token, `${reservedId}/cancel`);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.body.data.test).toBe(true);
    expect(await balanceOf(test)).toBe(testWallet + 8000);

    // A test key still never reaches a live delivery, whatever it asks.
    const liveOrder = await place(owner.token, 3000, ['01012350005']);
    await ctx.app.services.worker.drain();
    const [liveDelivery] = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, liveOrder.body.data.id));
    expect((await post(test, `deliveries/${liveDelivery!.id}/cancel`, '?test=false')).statusCode).toBe(404);
    expect((await post(test, `${liveOrder.body.data.id}/cancel`, '?test=false')).statusCode).toBe(404);
  }, 120_000);

  it('a sender acts on its own test orders only, as in the live world', async () => {
    const { owner } = await company();
    const { member: m, token: sender } = await memberSession(ctx.app, ctx.db, {
      company: owner.member.company,
      companyRole: 'sender',
    });
    const { token: otherToken } = await memberSession(ctx.app, ctx.db, {
      company: owner.member.company,
      companyRole: 'sender',
    });
    // A sender's own test order (as if placed by the sender's key: the rows are the sender's).
    const placed = await place(owner.token, 3000, ['01012350011']);
    const orderId = placed.body.data.id as number;
    await ctx.app.services.worker.drain();
    await ctx.db.update(orders).set({ test: true, userId: m.id }).where(eq(orders.id, orderId));
    await ctx.db.update(deliveries).set({ test: true, userId: m.id }).where(eq(deliveries.orderId, orderId));
    const [delivery] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    const resend = (token: string) =>
      api(ctx.app, 'POST', `/api/orders/deliveries/${delivery!.id}/resend?test=true`, { token, body: {} });
    expect((await resend(otherToken)).statusCode).toBe(404);
    expect((await resend(sender)).statusCode).toBe(200);
  });
});

describe('a request that asks for the test world gets it or is refused: never live money', () => {
  it('ordering, the balance and every money route, for a person, a live key and a test key', async () => {
    const { owner, live, test } = await company();
    const { token: sender } = await memberSession(ctx.app, ctx.db, {
      company: owner.member.company,
      companyRole: 'sender',
    });
    const goods = await createGoods(ctx.db, { price: 1500 });
    const liveBalance = await balanceOf(owner.token);
    const testBalance = async () =>
      Number(
        (await api(ctx.app, 'GET', '/api/payments/balance?test=true', { token: owner.token })).body.data
          .recharge,
      );
    const outside = { calls, smtpConnections };
    const order = (token: string, query: string) =>
      api(ctx.app, 'POST', `/api/orders${query}`, {
        token,
        body: orderPayload([{ id: goods.id, price: 1500 }], ['01012360001']),
      });
    const orderCases: { who: string; token: string; query: string; status: number; test?: boolean }[] = [
      { who: 'owner', token: owner.token, query: '?test=true', status: 201, test: true },
      { who: 'sender', token: sender, query: '?test=true', status: 201, test: true },
      { who: 'test key', token: test, query: '?test=true', status: 201, test: true },
      { who: 'test key asking live', token: test, query: '?test=false', status: 201, test: true },
      { who: 'live key', token: live, query: '?test=true', status: 403 },
      { who: 'owner, a value that is not true or false', token: owner.token, query: '?test=1', status: 400 },
      { who: 'owner, upper case', token: owner.token, query: '?test=TRUE', status: 400 },
    ];
    let spentInTest = 0;
    for (const c of orderCases) {
      const before = await testBalance();
      const res = await order(c.token, c.query);
      expect({ who: c.who, status: res.statusCode }).toEqual({ who: c.who, status: c.status });
      if (c.test) {
        expect(res.body.data.test).toBe(true);
        spentInTest += 1500;
        expect(await testBalance()).toBe(before - 1500);
      } else {
        expect(await testBalance()).toBe(before);
      }
      expect(await balanceOf(owner.token)).toBe(liveBalance);
    }
    expect(await testBalance()).toBe(TEST_WALLET_WON - spentInTest);
    // The session's test orders are in the test world's list, and none in the live one.
    expect(await orderIds(owner.token)).toEqual([]);
    expect((await orderIds(owner.token, '?test=true')).length).toBe(4);

    // Money routes with no test world refuse the ask (400), before any money moves.
    const refused = [
      ['/api/payments/recharge?test=true', { amount: 10_000, payment_method: 'card' }],
      ['/api/payments/recharge/1/cancel?test=true', {}],
      ['/api/payments/refunds?test=true', { amount: 1000 }],
      ['/api/orders/1/approve?test=true', {}],
      ['/api/orders/1/reject?test=true', { reason: '테스트' }],
    ] as const;
    for (const [path, body] of refused) {
      const res = await api(ctx.app, 'POST', path, { token: owner.token, body });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
      expect(res.body.message).toBe(
        '이 요청은 테스트 모드(test=true)를 지원하지 않습니다. 실제 충전금으로만 처리됩니다.',
      );
    }
    expect(await balanceOf(owner.token)).toBe(liveBalance);
    // Test orders reached no outside provider.
    expect({ calls, smtpConnections }).toEqual(outside);
  });
});

describe("a test order's documents say 테스트", () => {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const NOTE =
    '테스트 주문의 문서입니다. 실제 거래가 아니며 결제·발송되지 않았으므로 증빙 서류로 사용할 수 없습니다.';
  it('statement and delivery report PDFs, the report and list sheets: title, note, file and sheet names; live ones never', async () => {
    const { owner, test } = await company();
    const testOrder = (await place(test, 3000, ['01012360001'])).body.data.id as number;
    const liveOrder = (await place(owner.token, 3000, ['01012360002'])).body.data.id as number;
    await ctx.app.services.worker.drain();
    const fileName = (res: { headers: Record<string, unknown> }) =>
      decodeURIComponent(String(res.headers['content-disposition']).split("filename*=UTF-8''")[1] ?? '');

    for (const [who, token, query] of [
      ['test key', test, ''],
      ['owner under the switch', owner.token, '?test=true'],
    ] as const) {
      const statement = await download(ctx.app, `/api/orders/${testOrder}/statement.pdf${query}`, token);
      expect(statement.status, who).toBe(200);
      const text = flat(pdfText(statement.body));
      expect(text, who).toContain('거래명세서 (테스트)');
      expect(text, who).toContain(flat(NOTE));
      expect(fileName(statement), who).toBe(`거래명세서 (테스트)_주문${testOrder}.pdf`);
      const report = await download(ctx.app, `/api/orders/${testOrder}/deliveries.pdf${query}`, token);
      expect(flat(pdfText(report.body)), who).toContain('발송결과 내역서 (테스트)');
      expect(fileName(report), who).toBe(`발송결과 내역서 (테스트)_주문${testOrder}.pdf`);
      const sheet = await download(ctx.app, `/api/orders/${testOrder}/deliveries.xlsx${query}`, token);
      const book = await readXlsx(sheet.body);
      expect(Object.keys(book), who).toEqual(['발송결과 (테스트)', '안내']);
      expect(book.안내![1], who).toEqual([NOTE]);
      expect(fileName(sheet), who).toBe(`발송결과 내역서 (테스트)_주문${testOrder}.xlsx`);
    }
    // Without the switch the owner's test order is not found, as on screen.
    expect((await download(ctx.app, `/api/orders/${testOrder}/statement.pdf`, owner.token)).status).toBe(404);

    // The list exports of the test world say so too.
    const orders = await download(ctx.app, '/api/orders/export.xlsx?test=true', owner.token);
    expect(fileName(orders)).toMatch(/^주문내역_테스트_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const ordersBook = await readXlsx(orders.body);
    expect(Object.keys(ordersBook)).toEqual(['주문내역 (테스트)', '안내']);
    expect(ordersBook['주문내역 (테스트)']!.map((row) => row[0])).toContain(testOrder);
    const sent = await download(ctx.app, '/api/orders/deliveries/export.xlsx', test);
    expect(Object.keys(await readXlsx(sent.body))).toEqual(['발송내역 (테스트)', '안내']);
    expect(fileName(sent)).toMatch(/^발송내역_테스트_/);

    // A live order's documents and the live exports carry no mark.
    const live = await download(ctx.app, `/api/orders/${liveOrder}/statement.pdf`, owner.token);
    // (The factory's company is called 테스트상사: the mark is looked for as printed.)
    const liveText = flat(pdfText(live.body));
    expect(liveText).toContain('거래명세서 문서번호');
    expect(liveText).not.toContain('(테스트)');
    expect(liveText).not.toContain('실제 거래가 아니며');
    expect(fileName(live)).toBe(`거래명세서_주문${liveOrder}.pdf`);
    const liveBook = await readXlsx((await download(ctx.app, '/api/orders/export.xlsx', owner.token)).body);
    expect(Object.keys(liveBook)).toEqual(['주문내역']);
  }, 120_000);
});

describe('expiry reminders of test vouchers', () => {
  it('go like live ones, but only to the outbox through the sandboxes; a person cannot remind them', async () => {
    const { owner, test } = await company();
    const goods = await createGoods(ctx.db, { price: 2000 });
    const byPhone = await api(ctx.app, 'POST', '/api/orders', {
      token: test,
      body: orderPayload([{ id: goods.id, price: 2000 }], ['01012370001']),
    });
    const byMail = await api(ctx.app, 'POST', '/api/orders', {
      token: test,
      body: orderPayload([{ id: goods.id, price: 2000 }], ['reminded@example.com'], { sendType: 2 }),
    });
    await ctx.app.services.worker.drain();
    const sent = await ctx.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.orderId, [byPhone.body.data.id, byMail.body.data.id]));
    expect(sent.map((d) => [d.status, d.test])).toEqual([
      [1, true],
      [1, true],
    ]);
    // Both expire in 7 days (the owner's default D-7 and D-1), sent long ago: today, then on the job's clock.
    const expireIn7 = async (now: Date) => {
      for (const d of sent) {
        await ctx.db
          .update(deliveries)
          .set({ couponExpiresAt: expiryAfter(now, 7), sentAt: new Date(now.getTime() - 30 * 86_400_000) })
          .where(eq(deliveries.id, d.id));
      }
    };
    await expireIn7(new Date());
    // The test key's list shows them; a person (live world) cannot remind them.
    const expiring = await api(ctx.app, 'GET', '/api/orders/deliveries/expiring?days=30', { token: test });
    expect(expiring.body.data.results.map((d: { id: number }) => d.id).sort()).toEqual(
      sent.map((d) => d.id).sort(),
    );
    const click = await api(ctx.app, 'POST', `/api/orders/deliveries/${sent[0]!.id}/remind`, {
      token: owner.token,
    });
    expect(click.statusCode).toBe(404);

    const now = kstMorning(20_000);
    await expireIn7(now);
    const before = { calls, smtpConnections };
    const run = await ctx.app.services.reminders.runDaily(now);
    expect(run.failed).toBe(0);
    const reminders = await ctx.db
      .select()
      .from(deliveryReminders)
      .where(
        inArray(
          deliveryReminders.deliveryId,
          sent.map((d) => d.id),
        ),
      );
    expect(reminders.map((r) => [r.daysBefore, r.status])).toEqual([
      [7, 'sent'],
      [7, 'sent'],
    ]);
    const outbox = await ctx.db
      .select({ provider: messages.provider, subject: messages.subject, status: messages.status })
      .from(messages)
      .where(
        inArray(
          messages.id,
          reminders.map((r) => r.messageId!),
        ),
      );
    expect(outbox.map((m) => m.provider).sort()).toEqual(['sandbox-email', 'sandbox-sms']);
    for (const m of outbox) {
      expect(m.status).toBe('sent');
      expect(m.subject).toContain('[유효기간 만료 안내]');
    }
    // Nothing left the machine: no gateway call, no SMTP connection.
    expect({ calls, smtpConnections }).toEqual(before);
    // The same day again: nothing more.
    expect((await ctx.app.services.reminders.runDaily(now)).claimed).toBe(0);
  }, 120_000);
});

describe('the owner resets the test wallet', () => {
  it('back to 10,000,000원 with one ledger row, in the activity log; nobody else may', async () => {
    const { owner, test } = await company();
    expect((await place(test, 12_345, ['01012340020'])).statusCode).toBe(201);
    expect(await balanceOf(test)).toBe(TEST_WALLET_WON - 12_345);
    const { token: managerToken } = await memberSession(ctx.app, ctx.db, {
      company: owner.member.company,
      companyRole: 'manager',
    });
    for (const token of [managerToken, test]) {
      expect((await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token })).statusCode).toBe(403);
    }
    const reset = await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token: owner.token });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.data.balance).toBe(String(TEST_WALLET_WON));
    expect(await balanceOf(test)).toBe(TEST_WALLET_WON);
    expect(await balanceOf(owner.token)).toBe(100_000);
    const [wallet] = await ctx.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.companyId, owner.member.companyId!), eq(wallets.mode, 'test')));
    const rows = await ctx.db
      .select({ type: walletTransactions.transactionType, amount: walletTransactions.amount })
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, wallet!.id))
      .orderBy(walletTransactions.id);
    expect(rows).toEqual([
      { type: TRANSACTION_TYPE.TEST_RESET, amount: TEST_WALLET_WON },
      { type: TRANSACTION_TYPE.USE, amount: -12_345 },
      { type: TRANSACTION_TYPE.TEST_RESET, amount: 12_345 },
    ]);
    const log = await ctx.db
      .select()
      .from(companyActivity)
      .where(
        and(
          eq(companyActivity.companyId, owner.member.companyId!),
          eq(companyActivity.action, 'test_wallet.reset'),
        ),
      );
    expect(log).toHaveLength(1);
    expect(log[0]!.detail).toBe('9,987,655원 → 10,000,000원');
    // A second reset of a full wallet moves nothing and says so.
    await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token: owner.token });
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });
});

describe('parallel test orders on one test wallet', () => {
  const rounds = Number(process.env.TEST_MODE_RACE_ROUNDS ?? 3);
  it(`exactly as many as the money allows, each paid once (${rounds} rounds)`, async () => {
    const { owner } = await company();
    const goods = await createGoods(ctx.db, { price: 3_000_000 });
    const testBalance = async () =>
      Number(
        (await api(ctx.app, 'GET', '/api/company/test-wallet', { token: owner.token })).body.data.balance,
      );
    for (let round = 0; round < rounds; round++) {
      // A key per round, so the rounds stay within a key's rate (20 calls per 2 s).
      const made = await api(ctx.app, 'POST', '/api/company/api-keys', {
        token: owner.token,
        body: { name: `경합 ${round}`, mode: 'test' },
      });
      const test = made.body.data.key as string;
      await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token: owner.token });
      // Five orders of 3,000,000원 at once on 10,000,000원: three fit, two are refused.
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          api(ctx.app, 'POST', '/api/orders', {
            token: test,
            body: orderPayload(
              [{ id: goods.id, price: 3_000_000 }],
              [`0101234${String(round * 10 + i).padStart(4, '0')}`],
            ),
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes, `round ${round}`).toEqual([201, 201, 201, 409, 409]);
      expect(await testBalance()).toBe(1_000_000);
      // Eight identical requests under one idempotency key: one order, one debit.
      await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token: owner.token });
      const body = orderPayload([{ id: goods.id, price: 3_000_000 }], ['01099990000']);
      const same = await Promise.all(
        Array.from({ length: 8 }, () =>
          api(ctx.app, 'POST', '/api/orders', {
            token: test,
            body,
            headers: { 'idempotency-key': `race-${owner.member.id}-${round}` },
          }),
        ),
      );
      expect(same.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([
        200, 200, 200, 200, 200, 200, 200, 201,
      ]);
      expect(new Set(same.map((a) => a.body.data.id)).size, `round ${round}`).toBe(1);
      expect(await testBalance()).toBe(TEST_WALLET_WON - 3_000_000);
      expect(await balanceOf(owner.token)).toBe(100_000);
      expect((await checkLedger(ctx.db)).mismatchedWallets).toEqual([]);
      await api(ctx.app, 'DELETE', `/api/company/api-keys/${made.body.data.id}`, { token: owner.token });
    }
    const live = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, owner.member.companyId!), eq(orders.test, false)));
    expect(live).toEqual([]);
  }, 600_000);
});
