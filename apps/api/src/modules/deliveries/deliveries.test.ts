import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { ProviderError } from '../../providers/provider-error.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

/** A member with one delivered order of `recipients`, delivery ids in order. */
async function deliveredOrder(recipients: string[], price = 4500) {
  const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
  const goods = await createGoods(ctx.db, { price, name: '아메리카노 T' });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], recipients),
  });
  await ctx.app.services.worker.processOrder(res.body.data.id);
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, res.body.data.id))
    .orderBy(deliveries.id);
  return { ...session, orderId: res.body.data.id as number, ids: rows.map((r) => r.id), goods };
}

const setStatus = (id: number, status: number) =>
  ctx.db.update(deliveries).set({ status }).where(eq(deliveries.id, id));

describe('GET /api/orders/deliveries', () => {
  it('lists the caller’s deliveries with the SPEC §3 delivery fields, newest first', async () => {
    const { token, ids } = await deliveredOrder(['01011112222', '01033334444']);
    const res = await api(ctx.app, 'GET', '/api/orders/deliveries', { token });
    expect(res.body.data.count).toBe(2);
    const first = res.body.data.results[0];
    expect(first.id).toBe(ids[1]);
    expect(first).toMatchObject({
      status: 1,
      status_display: '발송완료',
      recipient: '01033334444',
      phone: '01033334444',
      email: null,
      goods: { name: '아메리카노 T', price: '4500', valid_period: 30 },
    });
    expect(first.gifticon.coupon_no).toMatch(/^\d{12}$/);
  });

  it('filters by status, recipient and goods name', async () => {
    const { token, ids } = await deliveredOrder(['01011112222', '01000000000']);
    const failed = await api(ctx.app, 'GET', '/api/orders/deliveries?status=3', { token });
    expect(failed.body.data.results.map((d: { id: number }) => d.id)).toEqual([ids[1]]);
    const byRecipient = await api(ctx.app, 'GET', '/api/orders/deliveries?recipient=010-1111', { token });
    expect(byRecipient.body.data.results.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
    const byGoods = await api(
      ctx.app,
      'GET',
      `/api/orders/deliveries?goods_name=${encodeURIComponent('아메리')}`,
      { token },
    );
    expect(byGoods.body.data.count).toBe(2);
    const none = await api(
      ctx.app,
      'GET',
      `/api/orders/deliveries?goods_name=${encodeURIComponent('없는상품')}`,
      { token },
    );
    expect(none.body.data.count).toBe(0);
    for (const bad of ['0001-01-01', '2025-13-01', 'today']) {
      const res = await api(ctx.app, 'GET', `/api/orders/deliveries?created_at_before=${bad}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('날짜 형식이 올바르지 않습니다.');
    }
  });

  it('filters by order: only that order’s deliveries, never another member’s', async () => {
    const { token, ids, goods } = await deliveredOrder(['01011112222', '01033334444']);
    const other = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01055556666']),
    });
    const stranger = await deliveredOrder(['01077778888']);
    const [mine] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    const byOrder = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${mine!.orderId}`, { token });
    expect(byOrder.body.data.count).toBe(2);
    expect(byOrder.body.data.results.map((d: { id: number }) => d.id)).toEqual([ids[1], ids[0]]);
    const otherOrder = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${other.body.data.id}`, {
      token,
    });
    expect(otherOrder.body.data.count).toBe(1);
    const foreign = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${stranger.orderId}`, {
      token,
    });
    expect(foreign.body.data.count).toBe(0);
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${bad}`, { token });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('주문 번호가 올바르지 않습니다.');
    }
  });

  it('another member’s delivery and non-integer ids are 404', async () => {
    const { ids } = await deliveredOrder(['01011112222']);
    const other = await memberSession(ctx.app, ctx.db);
    for (const url of [
      `/api/orders/deliveries/${ids[0]}`,
      '/api/orders/deliveries/abc',
      '/api/orders/deliveries/0',
    ]) {
      const res = await api(ctx.app, 'GET', url, { token: other.token });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toBe('발송 정보를 찾을 수 없습니다.');
    }
    const refund = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, {
      token: other.token,
      body: {},
    });
    expect(refund.statusCode).toBe(404);
    const resend = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, {
      token: other.token,
      body: {},
    });
    expect(resend.statusCode).toBe(404);
  });
});

describe('POST /api/orders/deliveries/{id}/refund — allowed only from 3 or 5 (SPEC §4)', () => {
  it.each([
    [0, 409],
    [1, 409],
    [2, 409],
    [3, 200],
    [4, 409],
    [5, 200],
  ])('status %s → %s', async (status, expected) => {
    const { token, ids } = await deliveredOrder(['01011112222']);
    await setStatus(ids[0]!, status);
    const before = await balanceOf(token);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, {
      token,
      body: { reason: '고객 요청에 의한 환불' },
    });
    expect(res.statusCode).toBe(expected);
    if (expected === 200) {
      expect(res.body.message).toBe('환불 요청이 완료되었습니다. 결제 금액이 충전금으로 반환됩니다.');
      expect(res.body.data.status).toBe(4);
      expect(await balanceOf(token)).toBe(before + 4500);
    } else {
      expect(res.body.message).toBe('환불 가능한 상태가 아닙니다.');
      expect(await balanceOf(token)).toBe(before);
    }
  });

  it('updates the order and item refund totals, and the order becomes 4 when every delivery is refunded', async () => {
    const { token, ids, orderId } = await deliveredOrder(['01000000000', '01011112222']);
    await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, { token, body: {} });
    let order = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    expect(order.body.data.total_refund_amount).toBe('4500');
    expect(order.body.data.order_items[0].refund_amount).toBe('4500');
    expect(order.body.data.status).toBe(3);
    await setStatus(ids[1]!, 3);
    await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[1]}/refund`, { token, body: {} });
    order = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    expect(order.body.data.total_refund_amount).toBe('9000');
    expect(order.body.data.status).toBe(4);
    expect(order.body.data.status_display).toBe('취소');
  });

  it('20 concurrent refunds of one delivery credit exactly once', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const before = await balanceOf(token);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, { token, body: {} }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await balanceOf(token)).toBe(before + 4500);
    const refunds = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.deliveryId, ids[0]!));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.transactionType).toBe(3);
  });
});

describe('POST /api/orders/deliveries/{id}/resend — allowed from 1, 2, 3, 5', () => {
  it.each([
    [0, 409],
    [1, 200],
    [2, 200],
    [3, 200],
    [4, 409],
    [5, 200],
  ])('status %s → %s', async (status, expected) => {
    const { token, ids } = await deliveredOrder(['01011112222']);
    await setStatus(ids[0]!, status);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body: {} });
    expect(res.statusCode).toBe(expected);
    if (expected === 200) {
      expect(res.body.message).toBe('재발송 요청이 완료되었습니다.');
      expect(res.body.data.status).toBe(1);
    } else {
      expect(res.body.message).toBe('재발송할 수 없는 상태입니다.');
    }
  });

  it('sends the same coupon again to a corrected number and records it in the outbox', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const [before] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect(before!.status).toBe(3);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, {
      token,
      body: { phone: '010-9999-8888' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.recipient).toBe('01099998888');
    expect(res.body.data.gifticon.coupon_no).toBe(before!.couponNo);
    const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, ids[0]!));
    expect(sent.map((m) => [m.recipient, m.status])).toEqual([
      ['01000000000', 'failed'],
      ['01099998888', 'sent'],
    ]);
    expect(sent[1]!.body).toContain(before!.couponNo!.slice(0, 4));
  });

  it.each([
    [{ phone: '' }, '휴대폰 번호를 입력해주세요.'],
    [{ phone: '12' }, /올바른 휴대폰 번호 형식이 아닙니다/],
    // The detail page's `recipient` is read as this SMS delivery's phone: an e-mail is refused, not ignored.
    [{ recipient: 'someone@example.com' }, /올바른 휴대폰 번호 형식이 아닙니다/],
    [{ recipient: ' ' }, '휴대폰 번호를 입력해주세요.'],
  ])('refuses %j', async (body, message) => {
    const { token, ids } = await deliveredOrder(['01011112222']);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('the detail page sends `recipient`: the corrected number is used', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, {
      token,
      body: { recipient: '010-4444-5555' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 1, recipient: '01044445555' });
    const [last] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.deliveryId, ids[0]!))
      .orderBy(desc(messages.id))
      .limit(1);
    expect(last).toMatchObject({ recipient: '01044445555', status: 'sent' });
  });

  it('a resend that fails again answers 409 and keeps the status', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body: {} });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('재발송 요청에 실패했습니다.');
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect(row!.status).toBe(3);
  });

  it('a flood of resends is rate-limited per delivery', async () => {
    const { token, ids } = await deliveredOrder(['01011112222']);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body: {} }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, ids[0]!));
    expect(sent).toHaveLength(4);
  });

  it('a refund while a resend is on its way is refused: the voucher is never both sent and refunded', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const before = await balanceOf(token);
    const sms = ctx.app.services.providers.sms;
    const send = sms.send;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered!: () => void;
    const sending = new Promise<void>((resolve) => {
      entered = resolve;
    });
    sms.send = async (message) => {
      entered();
      await gate;
      return send.call(sms, message);
    };
    try {
      const resend = api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, {
        token,
        body: { phone: '010-2222-3333' },
      });
      await sending;
      const refund = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, {
        token,
        body: {},
      });
      expect(refund.statusCode).toBe(409);
      expect(refund.body.message).toBe('환불 가능한 상태가 아닙니다.');
      release();
      const res = await resend;
      expect(res.statusCode).toBe(200);
      expect(res.body.data.status).toBe(1);
    } finally {
      sms.send = send;
    }
    expect(await balanceOf(token)).toBe(before);
    expect(
      await ctx.db.select().from(walletTransactions).where(eq(walletTransactions.deliveryId, ids[0]!)),
    ).toHaveLength(0);
  });

  it('a failed resend gives the delivery back: still refundable afterwards, refunded once', async () => {
    const { token, ids } = await deliveredOrder(['01000000000']);
    const before = await balanceOf(token);
    const failed = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body: {} });
    expect(failed.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect(row!.status).toBe(3);
    const refund = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, { token, body: {} });
    expect(refund.statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(before + 4500);
  });

  it('a resend whose voucher cannot be issued answers 409 (not 500) and keeps status 5', async () => {
    const { token, ids } = await deliveredOrder(['01011112222']);
    await ctx.db
      .update(deliveries)
      .set({ status: 5, couponNo: null, couponExpiresAt: null })
      .where(eq(deliveries.id, ids[0]!));
    const voucher = ctx.app.services.providers.voucher;
    const issue = voucher.issue;
    voucher.issue = async () => {
      throw new ProviderError('발급 시스템 점검 중', false);
    };
    try {
      const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/resend`, { token, body: {} });
      expect(res.statusCode).toBe(409);
      expect(res.body).toMatchObject({ status: 'fail', message: '재발송 요청에 실패했습니다.' });
    } finally {
      voucher.issue = issue;
    }
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect(row!.status).toBe(5);
    const refund = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, { token, body: {} });
    expect(refund.statusCode).toBe(200);
  });
});
