import { VOUCHER_CANCEL_DAILY_LIMIT } from '@bizgift/domain/codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { goods as goodsTable } from '../../db/schema/catalog.ts';
import { deliveries, messages, sandboxVouchers } from '../../db/schema/orders.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { ProviderError } from '../../providers/provider-error.ts';

/** The voucher lifecycle on the built-in (sandbox) issuer: status, 사용 처리, cancel for a refund, automatic refunds. */
let ctx: TestContext;
let staff: { token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

let phone = 20_000_000;
const phones = (n: number) => Array.from({ length: n }, () => `010${phone++}`);

/** A member with one order of `recipients` vouchers at `price`, worked by the real worker. */
async function sentVouchers(recipients: string[], price = 4500) {
  const session = await memberSession(ctx.app, ctx.db, { balance: 200_000 });
  const goods = await createGoods(ctx.db, { price, name: '카페라떼 R' });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], recipients),
  });
  expect(res.statusCode).toBe(201);
  await ctx.app.services.worker.processOrder(res.body.data.id);
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, res.body.data.id))
    .orderBy(deliveries.id);
  return { ...session, orderId: res.body.data.id as number, ids: rows.map((r) => r.id), goods, price };
}

const cancel = (token: string, id: number) =>
  api(ctx.app, 'POST', `/api/orders/deliveries/${id}/cancel`, { token });
const detail = async (token: string, id: number) =>
  (await api(ctx.app, 'GET', `/api/orders/deliveries/${id}`, { token })).body.data;
const refundsOf = (deliveryId: number) =>
  ctx.db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.deliveryId, deliveryId), eq(walletTransactions.transactionType, 3)));
const sandboxRow = async (deliveryId: number) => {
  const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  const [v] = await ctx.db.select().from(sandboxVouchers).where(eq(sandboxVouchers.trId, d!.supplierTrId!));
  return v!;
};

describe('gifticon on a delivery', () => {
  it('a sent voucher is unused, with its coupon number and expiry, issued under a tr_id of its own', async () => {
    const { token, ids } = await sentVouchers(phones(2));
    const d = await detail(token, ids[0]!);
    expect(d.status).toBe(1);
    expect(d.gifticon).toMatchObject({ status: 1, status_display: '미사용', used_at: null });
    expect(d.gifticon.coupon_no).toMatch(/^\d{12}$/);
    expect(new Date(d.gifticon.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const v = await sandboxRow(ids[0]!);
    expect(v).toMatchObject({ couponNo: d.gifticon.coupon_no, status: 1, trId: `BG${ids[0]}T1` });
  });

  it('staff 사용 처리 (sandbox): the member sees 사용완료 with the time, and cannot cancel it', async () => {
    const { token, ids } = await sentVouchers(phones(1));
    const used = await api(ctx.app, 'POST', `/api/admin/deliveries/${ids[0]}/use`, { token: staff.token });
    expect(used.statusCode).toBe(200);
    const d = await detail(token, ids[0]!);
    expect(d.gifticon).toMatchObject({ status: 2, status_display: '사용완료' });
    expect(d.gifticon.used_at).not.toBeNull();
    const res = await cancel(token, ids[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({ status: 'fail', message: '이미 사용된 쿠폰은 취소할 수 없습니다.' });
    const again = await api(ctx.app, 'POST', `/api/admin/deliveries/${ids[0]}/use`, { token: staff.token });
    expect(again.statusCode).toBe(409);
    // Members cannot mark vouchers used.
    const member = await api(ctx.app, 'POST', `/api/admin/deliveries/${ids[0]}/use`, { token });
    expect(member.statusCode).toBe(403);
  });

  it('an unused voucher past its expiry reads 기간만료 and cannot be cancelled', async () => {
    const { token, ids } = await sentVouchers(phones(1));
    const past = new Date(Date.now() - 60_000);
    await ctx.db.update(deliveries).set({ couponExpiresAt: past }).where(eq(deliveries.id, ids[0]!));
    const d = await detail(token, ids[0]!);
    expect(d.gifticon).toMatchObject({ status: 3, status_display: '기간만료' });
    const res = await cancel(token, ids[0]!);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('유효기간이 지난 쿠폰은 취소할 수 없습니다.');
  });

  it('lists filter by voucher status', async () => {
    const { token, ids, orderId } = await sentVouchers(phones(3));
    await api(ctx.app, 'POST', `/api/admin/deliveries/${ids[1]}/use`, { token: staff.token });
    const q = (s: number) =>
      api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${orderId}&voucher_status=${s}`, { token });
    expect((await q(1)).body.data.results.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[0]]);
    expect((await q(2)).body.data.results.map((d: { id: number }) => d.id)).toEqual([ids[1]]);
    expect((await q(4)).body.data.count).toBe(0);
    const bad = await api(ctx.app, 'GET', '/api/orders/deliveries?voucher_status=9', { token });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/orders/deliveries/{id}/cancel', () => {
  it('cancels at the issuer first, then refunds the price once: status 4, gifticon 4, ledger type 3', async () => {
    const { token, ids, price } = await sentVouchers(phones(2), 5300);
    const before = await balanceOf(token);
    const res = await cancel(token, ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('쿠폰이 취소되었습니다. 결제 금액이 충전금으로 반환됩니다.');
    expect(res.body.data).toMatchObject({
      status: 4,
      status_display: '환불완료',
      refund_amount: String(price),
      gifticon: { status: 4, status_display: '취소' },
    });
    expect(await balanceOf(token)).toBe(before + price);
    expect(await refundsOf(ids[0]!)).toHaveLength(1);
    expect((await sandboxRow(ids[0]!)).status).toBe(4);
    // The other voucher of the order is untouched.
    expect((await detail(token, ids[1]!)).gifticon.status).toBe(1);
    const again = await cancel(token, ids[0]!);
    expect(again.statusCode).toBe(409);
    expect(await balanceOf(token)).toBe(before + price);
  });

  it('parallel cancels of one voucher refund it once', async () => {
    const { token, ids, price } = await sentVouchers(phones(1));
    const before = await balanceOf(token);
    const results = await Promise.all(Array.from({ length: 8 }, () => cancel(token, ids[0]!)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.body.status).toBe('fail');
    }
    expect(await refundsOf(ids[0]!)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(before + price);
  });

  it(`a member cancels at most ${VOUCHER_CANCEL_DAILY_LIMIT} a day, even in parallel; staff on their behalf are not limited`, async () => {
    const n = VOUCHER_CANCEL_DAILY_LIMIT + 3;
    const { token, ids, price, member } = await sentVouchers(phones(n), 1000);
    const before = await balanceOf(token);
    const results = await Promise.all(ids.map((id) => cancel(token, id)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(VOUCHER_CANCEL_DAILY_LIMIT);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(n - VOUCHER_CANCEL_DAILY_LIMIT);
    expect(limited[0]!.body.message).toContain(`하루 ${VOUCHER_CANCEL_DAILY_LIMIT}건`);
    expect(await balanceOf(token)).toBe(before + VOUCHER_CANCEL_DAILY_LIMIT * price);
    const left = (await ctx.db.select().from(deliveries).where(eq(deliveries.userId, member.id))).filter(
      (d) => d.status === 1,
    );
    const byStaff = await api(ctx.app, 'POST', `/api/admin/deliveries/${left[0]!.id}/cancel`, {
      token: staff.token,
    });
    expect(byStaff.statusCode).toBe(200);
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'delivery.cancel_voucher'), eq(auditLogs.targetId, String(left[0]!.id))),
      );
    expect(audit?.after).toMatchObject({ status: 4, voucher_status: 4, amount: price });
    expect(await balanceOf(token)).toBe(before + (VOUCHER_CANCEL_DAILY_LIMIT + 1) * price);
  });

  it("another member's voucher is not found; a voucher not yet sent is not cancellable", async () => {
    const { ids } = await sentVouchers(phones(1));
    const other = await memberSession(ctx.app, ctx.db);
    const res = await cancel(other.token, ids[0]!);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('발송 정보를 찾을 수 없습니다.');
    const failed = await sentVouchers(['01000000000']);
    const notSent = await cancel(failed.token, failed.ids[0]!);
    expect(notSent.statusCode).toBe(409);
    expect((await cancel(failed.token, 999_999_999)).statusCode).toBe(404);
  });

  it('the issuer unreachable: 503, nothing refunded, and the cancel can be tried again', async () => {
    const { token, ids, price } = await sentVouchers(phones(1));
    const before = await balanceOf(token);
    const voucher = ctx.app.services.providers.voucher;
    const original = voucher.cancel;
    voucher.cancel = async () => {
      throw new ProviderError('공급사 응답 없음', false);
    };
    try {
      const res = await cancel(token, ids[0]!);
      expect(res.statusCode).toBe(503);
      expect(res.body.message).toBe(
        '상품권 공급사에 쿠폰 취소를 요청하지 못했습니다. 잠시 후 다시 시도해주세요.',
      );
    } finally {
      voucher.cancel = original;
    }
    expect(await balanceOf(token)).toBe(before);
    expect((await detail(token, ids[0]!)).gifticon.status).toBe(1);
    expect((await cancel(token, ids[0]!)).statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(before + price);
  });

  it('a refund of a failed send cancels the voucher it left at the issuer first', async () => {
    const { token, ids, price } = await sentVouchers(['01000000000']);
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    expect(row!.status).toBe(3);
    expect((await sandboxRow(ids[0]!)).status).toBe(1);
    const before = await balanceOf(token);
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, { token, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.gifticon.status).toBe(4);
    expect((await sandboxRow(ids[0]!)).status).toBe(4);
    expect(await balanceOf(token)).toBe(before + price);
  });
});

describe('failures refund themselves', () => {
  it('an issuing failure (5) is refunded at once, and the member gets an e-mail with the amount', async () => {
    const session = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 7700 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token: session.token,
      body: orderPayload([goods], phones(1)),
    });
    // The goods went off sale between checkout and issuing: the issuer refuses them.
    await ctx.db.update(goodsTable).set({ isOnSale: false }).where(eq(goodsTable.id, goods.id));
    const result = await ctx.app.services.worker.processOrder(res.body.data.id);
    expect(result.issuingFailed).toBe(1);
    const before = await balanceOf(session.token);
    expect(await ctx.app.services.vouchers.refundFailures()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(session.token)).toBe(before + 7700);
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    expect(d).toMatchObject({ status: 4, refundReason: '발급 실패 자동 환불' });
    const view = await detail(session.token, d!.id);
    expect(view).toMatchObject({ status: 4, refund_reason: '발급 실패 자동 환불' });
    const mail = await ctx.db.select().from(messages).where(eq(messages.recipient, session.member.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('7,700원');
    expect(mail[0]!.body).toContain('7,700원');
    // 마이페이지 tells the member too: one automatic refund, its amount.
    const summary = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds', {
      token: session.token,
    });
    expect(summary.body.data).toMatchObject({ days: 30, count: 1, amount: '7700' });
    expect(summary.body.data.last_refunded_at).toEqual(expect.any(String));
    // Once only.
    await ctx.app.services.vouchers.refundFailures();
    expect(await refundsOf(d!.id)).toHaveLength(1);
    const again = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds', { token: session.token });
    expect(again.body.data).toMatchObject({ count: 1, amount: '7700' });
  });

  it(`a send failure (3) waits AUTO_REFUND_AFTER_HOURS (${24}), unless it was resent meanwhile`, async () => {
    const { token, ids, price } = await sentVouchers(['01000000000', '01000000000']);
    const before = await balanceOf(token);
    await ctx.app.services.vouchers.refundFailures();
    expect(await balanceOf(token)).toBe(before);
    const none = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds', { token });
    expect(none.body.data).toEqual({ days: 30, count: 0, amount: '0', last_refunded_at: null });
    // One is resent successfully to a corrected number; then a day passes.
    const resent = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[1]}/resend`, {
      token,
      body: { phone: phones(1)[0] },
    });
    expect(resent.statusCode).toBe(200);
    await ctx.db
      .update(deliveries)
      .set({ failedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(deliveries.orderId, (await detail(token, ids[0]!)).order_id));
    await ctx.app.services.vouchers.refundFailures();
    expect(await balanceOf(token)).toBe(before + price);
    expect((await detail(token, ids[0]!)).status).toBe(4);
    expect((await detail(token, ids[1]!)).status).toBe(1);
    expect(await refundsOf(ids[1]!)).toHaveLength(0);
    const summary = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds', { token });
    expect(summary.body.data).toMatchObject({ count: 1, amount: String(price) });
  });

  it('a refund the member asked for is not counted as automatic; the summary needs a member session', async () => {
    const { token, ids } = await sentVouchers(['01000000000']);
    const refunded = await api(ctx.app, 'POST', `/api/orders/deliveries/${ids[0]}/refund`, {
      token,
      body: {},
    });
    expect(refunded.statusCode).toBe(200);
    const summary = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds', { token });
    expect(summary.body.data).toMatchObject({ count: 0, amount: '0' });
    const anonymous = await api(ctx.app, 'GET', '/api/orders/deliveries/auto-refunds');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('issuing with a lost answer (restart in the middle of issuing)', () => {
  it('the voucher issued under the lost tr_id is cancelled, a new tr_id issues the one that is sent', async () => {
    const session = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 2000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token: session.token,
      body: orderPayload([goods], phones(1)),
    });
    const voucher = ctx.app.services.providers.voucher;
    const original = voucher.issue;
    // The issuer issues, but its answer never arrives (a timeout, or the worker dies right here).
    voucher.issue = async (request) => {
      await original.call(voucher, request);
      throw new ProviderError('응답 시간 초과', false);
    };
    try {
      await ctx.app.services.worker.processOrder(res.body.data.id);
    } finally {
      voucher.issue = original;
    }
    const [d0] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
    expect(d0).toMatchObject({ status: 0, couponNo: null, supplierTrId: `BG${d0!.id}T1` });
    await ctx.db
      .update(deliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(deliveries.id, d0!.id));
    await ctx.app.services.worker.processOrder(res.body.data.id);
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, d0!.id));
    expect(d).toMatchObject({ status: 1, supplierTrId: `BG${d0!.id}T2`, voucherStatus: 1 });
    const books = await ctx.db.select().from(sandboxVouchers).where(eq(sandboxVouchers.goodsId, goods.id));
    expect(books.map((v) => [v.trId, v.status]).sort()).toEqual([
      [`BG${d0!.id}T1`, 4],
      [`BG${d0!.id}T2`, 1],
    ]);
    expect(books.find((v) => v.status === 1)!.couponNo).toBe(d!.couponNo);
    const sent = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d!.id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(d!.couponNo!.slice(0, 4));
  });

  it('the built-in issuer refuses a repeated tr_id, like the supplier', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const request = {
      trId: `TEST${Date.now()}`,
      goods: { id: goods.id, supplierGoodsCode: null, validDays: 30 },
      recipientPhone: '01012345678',
      now: new Date(),
    };
    const voucher = ctx.app.services.providers.voucher;
    await voucher.issue(request);
    const error = await voucher.issue(request).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.permanent).toBe(true);
  });
});

describe('status sync and the order summary', () => {
  it('the scheduled sync reads every unused voucher once per run, batch after batch', async () => {
    const { ids } = await sentVouchers(phones(5));
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[3]!));
    await ctx.db
      .update(sandboxVouchers)
      .set({ status: 2, usedAt: new Date() })
      .where(eq(sandboxVouchers.trId, d!.supplierTrId!));
    const started = new Date();
    const run = await ctx.app.services.vouchers.syncAll(2);
    const unused = await ctx.db.select().from(deliveries).where(eq(deliveries.voucherStatus, 1));
    // Each one read in this run (not only the first batch), and the run stopped by itself.
    for (const row of unused)
      expect(row.voucherCheckedAt!.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    expect(run.checked).toBe(unused.length + run.changed);
    expect(run.batches).toBeGreaterThanOrEqual(3);
    expect(run.failed).toBe(0);
    const [usedRow] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[3]!));
    expect(usedRow!.voucherStatus).toBe(2);
  });

  it('POST /api/admin/vouchers/sync reads unused vouchers from the issuer; the order sums them ("3개 중 1개 사용")', async () => {
    const { token, ids, orderId } = await sentVouchers(phones(3));
    // Used at a till: only the issuer knows until the sync asks.
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, ids[0]!));
    await ctx.db
      .update(sandboxVouchers)
      .set({ status: 2, usedAt: new Date() })
      .where(eq(sandboxVouchers.trId, d!.supplierTrId!));
    expect((await detail(token, ids[0]!)).gifticon.status).toBe(1);
    const sync = await api(ctx.app, 'POST', '/api/admin/vouchers/sync', { token: staff.token });
    expect(sync.statusCode).toBe(200);
    expect(sync.body.data.changed).toBeGreaterThanOrEqual(1);
    expect((await detail(token, ids[0]!)).gifticon).toMatchObject({ status: 2, status_display: '사용완료' });
    await cancel(token, ids[1]!);
    const order = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    expect(order.body.data.vouchers).toEqual({ total: 3, unused: 1, used: 1, expired: 0, cancelled: 1 });
    // Staff see the same: the order list sums them, the delivery list filters by them.
    const staffOrders = await api(ctx.app, 'GET', `/api/admin/orders?q=${orderId}`, { token: staff.token });
    const listed = staffOrders.body.data.results.find((o: { id: number }) => o.id === orderId);
    expect(listed.vouchers).toEqual({ total: 3, unused: 1, used: 1, expired: 0, cancelled: 1 });
    const usedOnes = await api(ctx.app, 'GET', '/api/admin/deliveries?voucher_status=2&page_size=100', {
      token: staff.token,
    });
    expect(usedOnes.body.data.results.map((r: { id: number }) => r.id)).toContain(ids[0]);
    expect(
      usedOnes.body.data.results.every((r: { gifticon: { status: number } }) => r.gifticon.status === 2),
    ).toBe(true);
    const supplier = await api(ctx.app, 'GET', '/api/admin/supplier', { token: staff.token });
    expect(supplier.body.data).toMatchObject({ issuer: 'builtin', bizmoney: null, low: false });
  });
});
