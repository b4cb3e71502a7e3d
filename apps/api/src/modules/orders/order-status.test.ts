import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, pdfText, readXlsx } from '../../../test/documents.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { deliveries } from '../../db/schema/orders.ts';

/**
 * Issue #29 §2: an order's status follows its deliveries everywhere. SPEC's codes stay (3 once every
 * send settled); the word says how they ended — 발송완료, 일부 실패 n건 or 발송실패 — the same in
 * the member's list and detail, the staff console, the delivery report and the Excel export.
 */
let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

const OK = '01011112222';
const FAILS = '01000000000'; // the SMS sandbox refuses this number on purpose

async function statusEverywhere(token: string, orderId: number) {
  const detail = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
  const list = await api(ctx.app, 'GET', '/api/orders?page_size=100', { token });
  const admin = await api(ctx.app, 'GET', `/api/admin/orders?page_size=100`, { token: staffToken });
  const pdf = pdfText((await download(ctx.app, `/api/orders/${orderId}/deliveries.pdf`, token)).body);
  const sheet = (await readXlsx((await download(ctx.app, '/api/orders/export.xlsx', token)).body)).주문내역!;
  const header = sheet[0]!;
  const row = sheet.find((r) => r[0] === orderId)!;
  return {
    detail: detail.body.data.status_display as string,
    code: detail.body.data.status as number,
    counts: [detail.body.data.failed_count, detail.body.data.live_count],
    list: list.body.data.results.find((o: { id: number }) => o.id === orderId).status_display as string,
    admin: admin.body.data.results.find((o: { id: number }) => o.id === orderId).status_display as string,
    pdf: /주문 상태 (발송대기|발송중|발송완료|발송실패|일부 실패 \d+건|취소)/.exec(pdf)?.[1],
    xlsx: row[header.indexOf('상태')],
  };
}

describe('order status follows its deliveries', () => {
  it.each([
    ['every send delivered', '발송완료', [OK, '01033334444'], [0, 2]],
    ['one of three failed', '일부 실패 1건', [OK, FAILS, '01055556666'], [1, 3]],
    ['every send failed', '발송실패', [FAILS], [2, 2]],
  ])(
    '%s → %s in the list, detail, staff console, report and export',
    async (_case, word, recipients, counts) => {
      // Given a member's order whose sends end so (quantity 2 when every send fails)
      const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
      const goods = await createGoods(ctx.db, { price: 3000 });
      const placed = await api(ctx.app, 'POST', '/api/orders', {
        token,
        body: orderPayload([goods], recipients, { quantity: recipients.length === 1 ? 2 : 1 }),
      });
      expect(placed.statusCode).toBe(201);
      const before = await api(ctx.app, 'GET', `/api/orders/${placed.body.data.id}`, { token });
      expect(before.body.data.status_display).toBe('발송대기');

      // When the worker has settled every send
      await ctx.app.services.worker.processOrder(placed.body.data.id);

      // Then every place says the same word, and the API keeps SPEC's code 3
      const seen = await statusEverywhere(token, placed.body.data.id);
      expect(seen).toEqual({ detail: word, code: 3, counts, list: word, admin: word, pdf: word, xlsx: word });
    },
  );

  it('a failed send refunded no longer counts: 일부 실패 1건 becomes 발송완료', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const placed = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], [OK, FAILS]),
    });
    await ctx.app.services.worker.processOrder(placed.body.data.id);
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, placed.body.data.id));
    const failed = rows.find((d) => d.status === 3)!;
    expect((await statusEverywhere(token, placed.body.data.id)).detail).toBe('일부 실패 1건');

    const refund = await api(ctx.app, 'POST', `/api/orders/deliveries/${failed.id}/refund`, {
      token,
      body: { reason: '고객 요청' },
    });
    expect(refund.statusCode).toBe(200);
    const seen = await statusEverywhere(token, placed.body.data.id);
    expect(seen).toMatchObject({
      detail: '발송완료',
      code: 3,
      counts: [0, 1],
      list: '발송완료',
      admin: '발송완료',
    });
  });
});
