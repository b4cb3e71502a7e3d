import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { goods as goodsTable } from '../../db/schema/catalog.ts';
import { deliveries, messages, orders } from '../../db/schema/orders.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

/** ORDER_RACE_REPEATS=100 runs the races below that many more times (a soak before trusting a change). */
const races = { repeats: Number(process.env.ORDER_RACE_REPEATS ?? 0) };

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

describe('POST /api/orders — order math (SPEC §9: unit × quantity × recipients)', () => {
  it.each([
    { recipients: 1, quantity: 1, price: 4500, total: 4500 },
    { recipients: 3, quantity: 1, price: 4500, total: 13500 },
    { recipients: 2, quantity: 3, price: 5000, total: 30000 },
  ])(
    '$recipients recipients × $quantity × $price = $total',
    async ({ recipients, quantity, price, total }) => {
      const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
      const goods = await createGoods(ctx.db, { price });
      const phones = Array.from({ length: recipients }, (_, i) => `0101234${String(5000 + i)}`);
      const res = await api(ctx.app, 'POST', '/api/orders', {
        token,
        body: orderPayload([goods], phones, { quantity }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.body.data.total_order_amount).toBe(String(total));
      expect(res.body.data.order_items[0].total_count).toBe(recipients * quantity);
      expect(await balanceOf(token)).toBe(100_000 - total);
      const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
      expect(rows).toHaveLength(recipients * quantity);
    },
  );

  it('two goods to two recipients make four deliveries and charge both', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const a = await createGoods(ctx.db, { price: 4500 });
    const b = await createGoods(ctx.db, { price: 3000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([a, b], ['01011112222', '01033334444']),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.total_order_amount).toBe('15000');
    expect(await balanceOf(token)).toBe(85_000);
    // The answer is the order as stored: the same record GET returns.
    const stored = await api(ctx.app, 'GET', `/api/orders/${res.body.data.id}`, { token });
    expect(res.body.data).toEqual(stored.body.data);
    expect(res.body.data.order_items.map((i: { goods: { id: number } }) => i.goods.id)).toEqual([a.id, b.id]);
    // One delivery per goods per recipient, in the order the worker sends them: item, then payload order.
    const rows = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, res.body.data.id))
      .orderBy(deliveries.id);
    expect(rows.map((d) => [d.goodsId, d.recipientPhone, d.recipientEmail, d.status])).toEqual([
      [a.id, '01011112222', null, 0],
      [a.id, '01033334444', null, 0],
      [b.id, '01011112222', null, 0],
      [b.id, '01033334444', null, 0],
    ]);
    expect(rows.map((d) => d.orderItemId)).toEqual([
      res.body.data.order_items[0].id,
      res.body.data.order_items[0].id,
      res.body.data.order_items[1].id,
      res.body.data.order_items[1].id,
    ]);
  });

  it('accepts the goods id as a digit string too', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const payload = orderPayload([goods], ['01011112222']);
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: { ...payload, order_items: [{ ...payload.order_items[0], goods: String(goods.id) }] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.order_items[0].goods.id).toBe(goods.id);
    expect(await balanceOf(token)).toBe(95_500);
  });

  it('normalises recipients with the SPEC §5 phone rules', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db);
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['010-1234-5678', '98765432']),
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    expect(rows.map((r) => r.recipientPhone).sort()).toEqual(['01012345678', '01098765432']);
  });

  it('removes the ordered goods from the cart', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const ordered = await createGoods(ctx.db);
    const kept = await createGoods(ctx.db);
    await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: ordered.id } });
    await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: kept.id } });
    await api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([ordered], ['01011112222']) });
    const cart = await api(ctx.app, 'GET', '/api/carts', { token });
    expect(cart.body.data.map((i: { goods: { id: number } }) => i.goods.id)).toEqual([kept.id]);
  });
});

describe('POST /api/orders — refused, nothing charged or written', () => {
  const cases: [string, (p: ReturnType<typeof orderPayload>) => unknown, number, string | RegExp][] = [
    [
      'tampered unit price',
      (p) => ({
        ...p,
        order_items: [{ ...p.order_items[0], amount: '100', total_amount: '100' }],
        payments: { recharge: '100', reward: '0' },
      }),
      409,
      '가격이 변경되었습니다. 최신 가격을 확인한 뒤 다시 주문해주세요.',
    ],
    [
      'tampered total',
      (p) => ({ ...p, payments: { recharge: '1', reward: '0' } }),
      409,
      /가격이 변경되었습니다/,
    ],
    [
      'decimal price',
      (p) => ({ ...p, order_items: [{ ...p.order_items[0], amount: '4500.5' }] }),
      400,
      /금액이 올바르지 않습니다/,
    ],
    ['negative count', (p) => ({ ...p, order_items: [{ ...p.order_items[0], total_count: -1 }] }), 400, /./],
    [
      'count not matching recipients',
      (p) => ({ ...p, order_items: [{ ...p.order_items[0], total_count: 5 }] }),
      400,
      '주문 수량과 수신자 수가 맞지 않습니다.',
    ],
    [
      'invalid phone',
      (p) => ({ ...p, deliveries: [{ recipient: '12345' }] }),
      400,
      /올바른 휴대폰 번호 형식이 아닙니다/,
    ],
    [
      'e-mail on an SMS order',
      (p) => ({ ...p, deliveries: [{ email: 'a@b.co' }] }),
      400,
      '문자 발송은 수신번호로만 보낼 수 있습니다.',
    ],
    ['no recipients', (p) => ({ ...p, deliveries: [] }), 400, '수신자를 추가해주세요.'],
    [
      'goods id given as a boolean',
      (p) => ({ ...p, order_items: [{ ...p.order_items[0], goods: true }] }),
      400,
      '상품 정보가 올바르지 않습니다.',
    ],
    [
      'unknown goods',
      (p) => ({ ...p, order_items: [{ ...p.order_items[0], goods: 987_654_321 }] }),
      409,
      /판매가 종료되었거나/,
    ],
    [
      'huge total count',
      (p) => ({ ...p, order_items: [{ ...p.order_items[0], total_count: 1e300 }] }),
      400,
      '주문 수량이 올바르지 않습니다.',
    ],
    [
      'NUL in the body (PostgreSQL cannot store it)',
      (p) => ({ ...p, send_msg: 'a\u0000b' }),
      400,
      /허용되지 않는 문자/,
    ],
    ['NUL in the title', (p) => ({ ...p, name: 'a\u0000' }), 400, /허용되지 않는 문자/],
    [
      'NUL in an e-mail recipient',
      (p) => ({ ...p, send_type: 2, deliveries: [{ email: 'a\u0000@b.co' }] }),
      400,
      '올바른 이메일 형식이 아닙니다.',
    ],
    ['no items', (p) => ({ ...p, order_items: [] }), 400, '주문할 상품이 없습니다.'],
    ['unknown send type', (p) => ({ ...p, send_type: 4 }), 400, '발송 방법을 선택해주세요.'],
    ['oversized body', (p) => ({ ...p, send_msg: '가'.repeat(1001) }), 400, /2,000바이트/],
    [
      'reward use',
      (p) => ({ ...p, payments: { recharge: p.payments.recharge, reward: '100' } }),
      400,
      '적립금은 사용할 수 없습니다.',
    ],
    [
      'reserved in the past',
      (p) => ({ ...p, is_reserved: true, delivery_at: new Date(Date.now() - 60_000).toISOString() }),
      400,
      '예약 발송은 10분 이후부터 90일 이내로 선택해주세요.',
    ],
    [
      'reserved too far ahead',
      (p) => ({ ...p, is_reserved: true, delivery_at: new Date(Date.now() + 91 * 86_400_000).toISOString() }),
      400,
      /예약 발송은/,
    ],
  ];

  it.each(cases)('%s', async (_name, tamper, status, message) => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: tamper(orderPayload([goods], ['01011112222'])),
    });
    expect(res.statusCode).toBe(status);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toMatch(message);
    expect(await balanceOf(token)).toBe(50_000);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(0);
  });

  it('refuses goods that are not on sale', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { isOnSale: false });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222']),
    });
    expect(res.statusCode).toBe(409);
    expect(await balanceOf(token)).toBe(50_000);
  });

  it('refuses quantity over 100 and more than 10,000 deliveries', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000_000 });
    const goods = await createGoods(ctx.db, { price: 100 });
    const tooMany = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222'], { quantity: 101 }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('수량은 1개 이상 100개 이하로 입력해주세요.');
    const phones = Array.from({ length: 5001 }, (_, i) => `010${String(10_000_000 + i)}`);
    const a = await createGoods(ctx.db, { price: 100 });
    const huge = await api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([goods, a], phones) });
    expect(huge.statusCode).toBe(400);
    expect(huge.body.message).toBe('한 번에 최대 10,000건까지 발송할 수 있습니다.');
    expect(await balanceOf(token)).toBe(10_000_000);
  });

  it('insufficient balance leaves everything unchanged', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 4000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    await api(ctx.app, 'POST', '/api/carts', { token, body: { goods: goods.id } });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222']),
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('충전금 잔액이 부족합니다.');
    expect(await balanceOf(token)).toBe(4000);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(0);
    expect((await api(ctx.app, 'GET', '/api/carts', { token })).body.data).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('a retried submit returns the first order and charges once', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const body = orderPayload([goods], ['01011112222']);
    const headers = { 'idempotency-key': 'order-key-123456' };
    const first = await api(ctx.app, 'POST', '/api/orders', { token, body, headers });
    const second = await api(ctx.app, 'POST', '/api/orders', { token, body, headers });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(token)).toBe(45_500);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(1);
  });

  it('ten concurrent submits with one key create one order', races, async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const body = orderPayload([goods], ['01011112222']);
    const headers = { 'idempotency-key': 'concurrent-key-1' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => api(ctx.app, 'POST', '/api/orders', { token, body, headers })),
    );
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(1);
    expect(await balanceOf(token)).toBe(45_500);
  });
});

describe('enqueueing after commit', () => {
  it('a queue failure after the commit still answers 201; the worker sweep delivers the order', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const original = ctx.scheduler.scheduleOrder;
    ctx.scheduler.scheduleOrder = async () => {
      throw new Error('queue unavailable');
    };
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222']),
    }).finally(() => {
      ctx.scheduler.scheduleOrder = original;
    });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(45_500);
    expect(await ctx.app.services.worker.dueOrders(10_000)).toContain(res.body.data.id);
    await ctx.app.services.worker.drain();
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    expect(rows.map((d) => d.status)).toEqual([1]);
  });
});

describe('concurrency on one wallet', () => {
  it(
    '30 concurrent orders on a wallet that affords 10: exactly 10 succeed, never below zero',
    races,
    async () => {
      const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 45_000 });
      const goods = await createGoods(ctx.db, { price: 4500 });
      const results = await Promise.all(
        Array.from({ length: 30 }, () =>
          api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([goods], ['01011112222']) }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(20);
      expect(await balanceOf(token)).toBe(0);
      expect(await ctx.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(10);
    },
  );
});

describe('delivery pipeline', () => {
  it('issues a 12-digit coupon, sends the SMS, records it in the outbox and completes the order', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500, name: '아메리카노 T', validPeriod: 30 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222', '01033334444'], { title: '창립기념 선물' }),
    });
    const orderId = res.body.data.id;
    expect(ctx.scheduler.scheduled.map((s) => s.orderId)).toContain(orderId);
    await ctx.app.services.worker.processOrder(orderId);
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
    expect(rows.every((d) => d.status === 1)).toBe(true);
    expect(rows.every((d) => /^\d{12}$/.test(d.couponNo ?? ''))).toBe(true);
    const expiry = rows[0]!.couponExpiresAt!.getTime() - Date.now();
    expect(expiry).toBeGreaterThan(29 * 86_400_000);
    expect(expiry).toBeLessThan(31 * 86_400_000);
    const outbox = await ctx.db.select().from(messages).where(eq(messages.recipient, '01011112222'));
    const mine = outbox.filter((m) => rows.some((d) => d.id === m.deliveryId));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toContain('아메리카노 T');
    expect(mine[0]!.body).toContain('창립기념 선물');
    expect(mine[0]!.body).toContain(rows.find((d) => d.id === mine[0]!.deliveryId)!.couponNo!.slice(0, 4));
    const order = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    expect(order.body.data.status).toBe(3);
    expect(order.body.data.status_display).toBe('발송완료');
  });

  it('the sandbox failure recipients end in status 3 (send failed) without retries', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const sms = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['010-0000-0000', '01055556666']),
    });
    const mail = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['fail@example.com'], { sendType: 2 }),
    });
    await ctx.app.services.worker.processOrder(sms.body.data.id);
    await ctx.app.services.worker.processOrder(mail.body.data.id);
    const smsRows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, sms.body.data.id));
    expect(smsRows.find((d) => d.recipientPhone === '01000000000')!.status).toBe(3);
    expect(smsRows.find((d) => d.recipientPhone === '01055556666')!.status).toBe(1);
    const [mailRow] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, mail.body.data.id));
    expect(mailRow!.status).toBe(3);
    expect(mailRow!.attempts).toBe(1);
    const failedMessages = await ctx.db.select().from(messages).where(eq(messages.deliveryId, mailRow!.id));
    expect(failedMessages.map((m) => m.status)).toEqual(['failed']);
  });

  it('a delivery whose send already went out before a crash is not sent twice on resume', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01077778888']),
    });
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    // Simulate a worker that sent the message and died before marking the delivery: in flight, lease expired.
    await ctx.db.insert(messages).values({
      channel: 'sms',
      recipient: '01077778888',
      body: 'sent before crash',
      status: 'sent',
      provider: 'sandbox-sms',
      deliveryId: row!.id,
    });
    await ctx.db
      .update(deliveries)
      .set({ status: 2, attempts: 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, row!.id));
    await ctx.app.services.worker.drain();
    const [after] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, row!.id));
    expect(after!.status).toBe(1);
    const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, row!.id));
    expect(sent).toHaveLength(1);
  });

  it('a reserved order waits for its time and can be cancelled before it with a full refund', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222', '01022223333'], { isReserved: true, deliveryAt: at }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.is_reserved).toBe(true);
    expect(await balanceOf(token)).toBe(41_000);
    await ctx.app.services.worker.drain();
    const pending = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    expect(pending.every((d) => d.status === 0)).toBe(true);
    const cancel = await api(ctx.app, 'POST', `/api/orders/${res.body.data.id}/cancel`, { token });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body.data.status).toBe(4);
    expect(cancel.body.data.total_refund_amount).toBe('9000');
    expect(await balanceOf(token)).toBe(50_000);
    const again = await api(ctx.app, 'POST', `/api/orders/${res.body.data.id}/cancel`, { token });
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(token)).toBe(50_000);
  });

  it('a reserved send lists its reserved time (reserved_at) until it is sent, then its send time', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const at = new Date(Date.now() + 3 * 60 * 60 * 1000);
    at.setMilliseconds(0);
    const reserved = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222'], { isReserved: true, deliveryAt: at.toISOString() }),
    });
    const now = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01033334444']),
    });
    await ctx.app.services.worker.drain();
    const listed = async () =>
      (await api(ctx.app, 'GET', '/api/orders/deliveries', { token })).body.data.results as {
        order_id: number;
        status: number;
        sent_at: string | null;
        reserved_at: string | null;
        created_at: string;
      }[];
    const waiting = (await listed()).find((d) => d.order_id === reserved.body.data.id)!;
    expect(waiting).toMatchObject({ status: 0, sent_at: null, reserved_at: at.toISOString() });
    expect(waiting.created_at).not.toBe(waiting.reserved_at);
    const detail = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${reserved.body.data.id}`, {
      token,
    });
    expect(detail.body.data.results[0].reserved_at).toBe(at.toISOString());
    const immediate = (await listed()).find((d) => d.order_id === now.body.data.id)!;
    expect(immediate).toMatchObject({ status: 1, reserved_at: null });
    expect(immediate.sent_at).not.toBeNull();

    // Its time comes: sent, and the list shows when.
    const due = new Date(Date.now() - 1000);
    await ctx.db.update(orders).set({ deliveryAt: due }).where(eq(orders.id, reserved.body.data.id));
    await ctx.db
      .update(deliveries)
      .set({ nextAttemptAt: due })
      .where(eq(deliveries.orderId, reserved.body.data.id));
    await ctx.app.services.worker.processOrder(reserved.body.data.id);
    const sent = (await listed()).find((d) => d.order_id === reserved.body.data.id)!;
    expect(sent.status).toBe(1);
    expect(sent.sent_at).not.toBeNull();
    expect(sent.reserved_at).toBe(due.toISOString());
  });

  it('an immediate order cannot be cancelled', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222']),
    });
    const cancel = await api(ctx.app, 'POST', `/api/orders/${res.body.data.id}/cancel`, { token });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.body.message).toBe('예약 발송 전의 주문만 취소할 수 있습니다.');
  });
});

describe('GET /api/orders', () => {
  it('lists only the caller’s orders, newest first, and another member’s order is 404', async () => {
    const alice = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const bob = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const first = await api(ctx.app, 'POST', '/api/orders', {
      token: alice.token,
      body: orderPayload([goods], ['01011112222']),
    });
    const second = await api(ctx.app, 'POST', '/api/orders', {
      token: alice.token,
      body: orderPayload([goods], ['01011112222']),
    });
    await api(ctx.app, 'POST', '/api/orders', {
      token: bob.token,
      body: orderPayload([goods], ['01011112222']),
    });
    const list = await api(ctx.app, 'GET', '/api/orders', { token: alice.token });
    expect(list.body.data.count).toBe(2);
    expect(list.body.data.results.map((o: { id: number }) => o.id)).toEqual([
      second.body.data.id,
      first.body.data.id,
    ]);
    const foreign = await api(ctx.app, 'GET', `/api/orders/${first.body.data.id}`, { token: bob.token });
    expect(foreign.statusCode).toBe(404);
    expect((await api(ctx.app, 'GET', '/api/orders/abc', { token: bob.token })).statusCode).toBe(404);
  });
});

describe('units sold', () => {
  it('are counted once when the worker starts the order, not for a cancelled reservation', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000, soldCount: 5 });
    const sent = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222'], { quantity: 3 }),
    });
    const reserved = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222'], {
        isReserved: true,
        deliveryAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    });
    await api(ctx.app, 'POST', `/api/orders/${reserved.body.data.id}/cancel`, { token });
    await ctx.app.services.worker.processOrder(sent.body.data.id);
    await ctx.app.services.worker.processOrder(sent.body.data.id);
    const [row] = await ctx.db.select().from(goodsTable).where(eq(goodsTable.id, goods.id));
    expect(row!.soldCount).toBe(8);
  });
});

describe('control characters in a list filter: 400, never a cut 200', () => {
  let member: { token: string };
  beforeAll(async () => {
    member = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
  });

  it.each(['/api/orders?name=%00', '/api/orders/deliveries?recipient=%00'])('%s', async (url) => {
    const res = await api(ctx.app, 'GET', url, { token: member.token });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail' });
    expect(res.body.message).toContain('검색어에 사용할 수 없는 문자가 포함되어 있습니다.');
  });
});
