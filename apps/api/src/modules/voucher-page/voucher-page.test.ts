import { VOUCHER_TOKEN_PATTERN } from '@bizgift/domain/vouchers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { getSetting, putSetting } from '../content/settings.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    config: { publicUrl: 'https://gift.example.kr', voucherRateLimitPerMinute: 5 },
  });
});
afterAll(() => ctx.close());

/** Each test calls from its own address so the page's rate limit (5 a minute here) is per test. */
let ip = 0;
const fromNewIp = () => ({ 'x-forwarded-for': `10.9.0.${++ip}` });

async function sentVoucher(recipients = ['01012345678'], order: Record<string, unknown> = {}) {
  const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
  const goods = await createGoods(ctx.db, { price: 4500, name: '카페라떼 R' });
  const placed = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: { ...orderPayload([goods], recipients), send_msg: '늘 고맙습니다', ...order },
  });
  await ctx.app.services.worker.processOrder(placed.body.data.id);
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, placed.body.data.id))
    .orderBy(deliveries.id);
  return { ...session, rows, orderId: placed.body.data.id as number };
}

describe('voucher tokens', () => {
  it('every delivery gets its own unguessable token, and its message carries the page link', async () => {
    const { rows } = await sentVoucher(['01012345678', '01012345679', '01012345670']);
    const tokens = rows.map((r) => r.token);
    expect(new Set(tokens).size).toBe(3);
    for (const [i, token] of tokens.entries()) {
      expect(token).toMatch(VOUCHER_TOKEN_PATTERN);
      expect(token).not.toContain(rows[i]!.couponNo);
      // base64url of 32 bytes: 43 characters, 244 of whose 258 bits are random (two v4 UUIDs).
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    const [sms] = await ctx.db.select().from(messages).where(eq(messages.deliveryId, rows[0]!.id));
    expect(sms!.body).toContain(`https://gift.example.kr/v/${tokens[0]}`);
  });
});

describe('GET /api/vouchers/:token', () => {
  it('answers only what the recipient needs, without a login, and records the first open', async () => {
    const { rows } = await sentVoucher();
    const d = rows[0]!;
    expect(d.openedAt).toBeNull();
    const res = await api(ctx.app, 'GET', `/api/vouchers/${d.token}`, { headers: fromNewIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toEqual({
      state: 'unused',
      state_display: '사용 가능',
      brand: expect.any(String),
      goods_name: '카페라떼 R',
      image: expect.any(String),
      coupon_no: d.couponNo,
      expires_at: d.couponExpiresAt!.toISOString(),
      used_at: null,
      sender_name: expect.any(String),
      title: expect.any(String),
      message: '늘 고맙습니다',
      kind: 'item',
      usage_guide: expect.any(String),
      store_info: expect.any(String),
      precautions: expect.any(String),
      // the shop's 고객센터 number (footer settings), for a recipient with a question (issue #29 §6)
      help_phone: '1588-0000',
    });
    const body = JSON.stringify(res.body);
    expect(body).not.toContain('01012345678');
    expect(body).not.toContain('4500');
    const [opened] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, d.id));
    expect(opened!.openedAt).toBeInstanceOf(Date);
    // The first open stays the first open.
    await api(ctx.app, 'GET', `/api/vouchers/${d.token}`, { headers: fromNewIp() });
    const [again] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, d.id));
    expect(again!.openedAt).toEqual(opened!.openedAt);
  });

  it("a personal message reads as the recipient's own: #{이름} is their name, never the placeholder or another's", async () => {
    const { rows } = await sentVoucher(['01012340001', '01012340002'], {
      name: '#{이름}님께 드리는 선물',
      send_msg: '#{이름}님, 늘 고맙습니다',
      deliveries: [
        { recipient: '01012340001', name: '김하나' },
        { recipient: '01012340002', name: '이두리' },
      ],
    });
    const pages = await Promise.all(
      rows.map((d) => api(ctx.app, 'GET', `/api/vouchers/${d.token}`, { headers: fromNewIp() })),
    );
    expect(pages.map((p) => [p.body.data.title, p.body.data.message])).toEqual([
      ['김하나님께 드리는 선물', '김하나님, 늘 고맙습니다'],
      ['이두리님께 드리는 선물', '이두리님, 늘 고맙습니다'],
    ]);
  });

  it('unknown, malformed and coupon-number tokens are 404 with the envelope', async () => {
    const { rows } = await sentVoucher();
    for (const token of ['A'.repeat(43), 'short', rows[0]!.couponNo!, `${rows[0]!.token}x`, '%00']) {
      const res = await api(ctx.app, 'GET', `/api/vouchers/${token}`, { headers: fromNewIp() });
      expect(res.statusCode).toBe(404);
      expect(res.body).toMatchObject({ status: 'fail', message: expect.stringContaining('상품권') });
    }
  });

  it('an unknown token says what to do and gives the 고객센터 number from the footer settings', async () => {
    const footer = await getSetting(ctx.db, 'footer');
    await putSetting(ctx.db, 'footer', { ...footer, contact_phone: '1661-2345' });
    for (const token of ['A'.repeat(43), 'short']) {
      const res = await api(ctx.app, 'GET', `/api/vouchers/${token}`, { headers: fromNewIp() });
      expect(res.statusCode).toBe(404);
      expect(res.body.message).toContain('보내신 분께');
      expect(res.body.message).toContain('고객센터(1661-2345');
    }
  });

  it('shows expired and cancelled plainly, and hides the coupon of a cancelled voucher', async () => {
    const { rows } = await sentVoucher(['01012345678', '01012345679']);
    await ctx.db
      .update(deliveries)
      .set({ couponExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(deliveries.id, rows[0]!.id));
    await ctx.db.update(deliveries).set({ status: 4 }).where(eq(deliveries.id, rows[1]!.id));
    const headers = fromNewIp();
    const expired = await api(ctx.app, 'GET', `/api/vouchers/${rows[0]!.token}`, { headers });
    expect(expired.body.data).toMatchObject({ state: 'expired', state_display: '기간만료' });
    expect(expired.body.data.coupon_no).toBe(rows[0]!.couponNo);
    const cancelled = await api(ctx.app, 'GET', `/api/vouchers/${rows[1]!.token}`, { headers });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', state_display: '취소', coupon_no: null });
  });

  it('a voucher the issuer reports used reads 사용완료 with the day it was used, its barcode dimmed but readable', async () => {
    const { rows } = await sentVoucher();
    const usedAt = new Date('2026-12-01T03:00:00Z');
    await ctx.db
      .update(deliveries)
      .set({ voucherStatus: 2, voucherUsedAt: usedAt })
      .where(eq(deliveries.id, rows[0]!.id));
    const res = await api(ctx.app, 'GET', `/api/vouchers/${rows[0]!.token}`, { headers: fromNewIp() });
    expect(res.body.data).toMatchObject({
      state: 'used',
      state_display: '사용완료',
      coupon_no: rows[0]!.couponNo,
      used_at: usedAt.toISOString(),
    });
  });

  it.each([
    ['an exchange voucher', '아메리카노 T', 'item'],
    ['an amount voucher', '교보문고 기프트카드 3만원', 'amount'],
  ])(
    'says which kind the goods are — %s — so 사용 방법 fits it (issue #29 §6)',
    async (_case, name, kind) => {
      const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
      const g = await createGoods(ctx.db, { price: 4500, name });
      const placed = await api(ctx.app, 'POST', '/api/orders', {
        token: session.token,
        body: orderPayload([g], ['01012345678']),
      });
      await ctx.app.services.worker.processOrder(placed.body.data.id);
      const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, placed.body.data.id));
      const res = await api(ctx.app, 'GET', `/api/vouchers/${d!.token}`, { headers: fromNewIp() });
      expect(res.body.data.kind).toBe(kind);
    },
  );

  it('a voucher not issued yet says so and is not counted as opened', async () => {
    const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token: session.token,
      body: orderPayload([goods], ['01055556666']),
    });
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.body.data.id));
    const res = await api(ctx.app, 'GET', `/api/vouchers/${d!.token}`, { headers: fromNewIp() });
    expect(res.body.data).toMatchObject({ state: 'pending', coupon_no: null });
    const [after] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, d!.id));
    expect(after!.openedAt).toBeNull();
  });

  it('is rate-limited per address', async () => {
    const headers = fromNewIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await api(ctx.app, 'GET', `/api/vouchers/${'B'.repeat(43)}`, { headers })).statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes[5]).toBe(429);
    const other = await api(ctx.app, 'GET', `/api/vouchers/${'B'.repeat(43)}`, { headers: fromNewIp() });
    expect(other.statusCode).toBe(404);
  });
});
