import { expiryDateText } from '@bizgift/domain/expiry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { download, readXlsx } from '../../../test/documents.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';

/**
 * Issue #29 §1: a voucher's expiry is counted on the Korean calendar. A 60-day voucher ordered at
 * any hour of 2026-11-27 (KST) expires at 23:59:59 KST on 2027-01-26 — in the preview, the issued
 * voucher, its message, the member's list, the recipient's page and the delivery report alike
 * (the issuer used to take the day in UTC, so orders between 00:00 and 08:59 KST lost a day).
 */
let ctx: TestContext;
let clock = new Date();
beforeAll(async () => {
  ctx = await createTestContext({ deps: { clock: () => clock } });
});
afterAll(() => ctx.close());

describe('voucher expiry on the Asia/Seoul calendar', () => {
  it.each([
    ['00:30', '2026-11-27T00:30:00+09:00'],
    ['04:29', '2026-11-27T04:29:00+09:00'],
    ['08:59', '2026-11-27T08:59:00+09:00'],
    ['23:59', '2026-11-27T23:59:00+09:00'],
  ])('ordered at %s KST, every place says 2027.01.26', async (_hour, at) => {
    // Given a member ordering a 60-day voucher at that hour of 2026-11-27 in Korea
    clock = new Date(at);
    const member = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 4500, validPeriod: 60 });
    const expected = '2027-01-26T14:59:59.000Z';

    // When they preview the message, pay, and the worker issues and sends the voucher
    const preview = await api(ctx.app, 'POST', '/api/orders/preview', {
      token: member.token,
      body: { send_type: 1, name: '감사 선물', send_msg: '고맙습니다', sender: '데모상사', goods: goods.id },
    });
    expect(preview.statusCode).toBe(200);
    const placed = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: orderPayload([goods], ['01012345678']),
    });
    expect(placed.statusCode).toBe(201);
    await ctx.app.services.worker.processOrder(placed.body.data.id);

    // Then the preview, the issued voucher, the message, the list, the page and the report agree
    expect(preview.body.data.sample.expires_at).toBe(expected);
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, placed.body.data.id));
    expect(d!.couponExpiresAt!.toISOString()).toBe(expected);
    expect(expiryDateText(d!.couponExpiresAt!)).toBe('2027.01.26');
    const [sms] = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d!.id));
    expect(sms!.body).toContain('2027-01-26');
    expect(preview.body.data.sms.text).toContain('2027-01-26');

    const list = await api(ctx.app, 'GET', `/api/orders/deliveries?page_size=100`, { token: member.token });
    const row = list.body.data.results.find((r: { id: number }) => r.id === d!.id);
    expect(row.gifticon.expires_at).toBe(expected);

    const page = await api(ctx.app, 'GET', `/api/vouchers/${d!.token}`, {
      headers: { 'x-forwarded-for': `10.29.1.${d!.id % 250}` },
    });
    expect(page.body.data.expires_at).toBe(expected);

    const report = await download(
      ctx.app,
      `/api/orders/${placed.body.data.id}/deliveries.xlsx`,
      member.token,
    );
    const sheet = (await readXlsx(report.body)).발송결과!;
    expect(sheet[1]![7]).toBe('미사용 (~2027-01-26)');
  });
});
