import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestContext,
  expectLedgerBalanced,
  type TestContext,
  twoApiNodes,
} from '../../../test/context.ts';
import {
  download,
  overlappingLines,
  pdfFonts,
  pdfImages,
  pdfLines,
  pdfText,
  readXlsx,
} from '../../../test/documents.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { deliveries } from '../../db/schema/orders.ts';
import { deliveryReportPdf } from './delivery-report.ts';
import { quotePdf } from './quote.ts';
import { rechargeReceiptPdf } from './recharge-receipt.ts';
import { refundReceiptPdf } from './refund-receipt.ts';
import { statementPdf } from './statement.ts';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
  const footer = (await api(ctx.app, 'GET', '/api/admin/settings', { token: staffToken })).body.data.footer;
  const put = await api(ctx.app, 'PUT', '/api/admin/settings/footer', {
    token: staffToken,
    body: { ...footer, company_name: '(주)명세상사', business_number: '220-81-12345', admin_name: '박공급' },
  });
  expect(put.statusCode).toBe(200);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function orderOf(
  token: string,
  goods: { id: number; price: number }[],
  phones: string[],
  quantity = 1,
) {
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload(goods, phones, { quantity }),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data as { id: number; total_order_amount: string };
}

describe('거래명세서 per order (GET /api/orders/{id}/statement.pdf)', () => {
  it('prints supplier (footer settings), buyer (company), goods, quantities, unit prices, amounts and the 면세 total', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const a = await createGoods(ctx.db, { price: 4500, name: '아메리카노 T' });
    const b = await createGoods(ctx.db, { price: 3000, name: '카페 라떼' });
    const order = await orderOf(token, [a, b], ['01011115678', '01022225678'], 2);

    const res = await download(ctx.app, `/api/orders/${order.id}/statement.pdf`, token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-${order.id}.pdf`);
    const text = flat(pdfText(res.body));
    expect(text).toContain('거래명세서');
    expect(text).toContain('(주)명세상사');
    expect(text).toContain('220-81-12345');
    expect(text).toContain('박공급');
    expect(text).toContain(member.company.name);
    expect(text).toMatch(/아메리카노 T 4 4,500 18,000 0 면세/);
    expect(text).toMatch(/카페 라떼 4 3,000 12,000 0 면세/);
    expect(order.total_order_amount).toBe('30000');
    expect(text).toContain('합계 금액 (면세) 30,000원');
    expect(text).toContain('0원 (면세)');
    expect(text).not.toContain('VAT');
  });

  it('embeds the Korean font as a subset (no missing glyphs) and wraps a long goods name whole', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const name = '스타벅스 시즌 한정 딸기 크림 프라푸치노 그란데 사이즈 모바일 교환권 (매장 전용)';
    const g = await createGoods(ctx.db, { price: 1000, name });
    const order = await orderOf(token, [g], ['01011112222']);
    const pdf = (await download(ctx.app, `/api/orders/${order.id}/statement.pdf`, token)).body;
    expect(pdfText(pdf, 'raw').replace(/\s/g, '')).toContain(name.replace(/\s/g, ''));
    const fonts = pdfFonts(pdf)
      .split('\n')
      .filter((l) => l.includes('Pretendard'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts)
      expect(line).toMatch(/\+Pretendard-\w+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(pdf.length).toBeLessThan(200_000);
  });

  it("nets refunds: a cancelled reserved order's statement totals 0", async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const g = await createGoods(ctx.db, { price: 7000, name: '케이크 교환권' });
    const body = orderPayload([g], ['01033335678'], {
      isReserved: true,
      deliveryAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    });
    const created = await api(ctx.app, 'POST', '/api/orders', { token, body });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id;
    expect((await api(ctx.app, 'POST', `/api/orders/${id}/cancel`, { token })).statusCode).toBe(200);
    const text = flat(pdfText((await download(ctx.app, `/api/orders/${id}/statement.pdf`, token)).body));
    expect(text).toMatch(/케이크 교환권 1 7,000 7,000 -7,000 면세/);
    expect(text).toContain('환불 차감 -7,000원');
    expect(text).toContain('합계 금액 (면세) 0원');
  });

  it("another member's order is 404; staff read it under /api/admin; members cannot use the admin path", async () => {
    const owner = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const other = await memberSession(ctx.app, ctx.db);
    const g = await createGoods(ctx.db, { price: 1000 });
    const order = await orderOf(owner.token, [g], ['01011112222']);
    for (const path of ['statement.pdf', 'deliveries.pdf', 'deliveries.xlsx']) {
      expect((await download(ctx.app, `/api/orders/${order.id}/${path}`, other.token)).status).toBe(404);
      expect((await download(ctx.app, `/api/orders/${order.id}/${path}`)).status).toBe(401);
      expect((await download(ctx.app, `/api/orders/999999/${path}`, owner.token)).status).toBe(404);
      expect((await download(ctx.app, `/api/orders/abc/${path}`, owner.token)).status).toBe(404);
      expect((await download(ctx.app, `/api/admin/orders/${order.id}/${path}`, staffToken)).status).toBe(200);
      expect((await download(ctx.app, `/api/admin/orders/${order.id}/${path}`, owner.token)).status).toBe(
        403,
      );
    }
  });
});

describe('거래명세서 per month (GET /api/statements/{yyyy-mm}.pdf)', () => {
  it('lists every order of the month with refunds netted, and nothing of other months or members', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const other = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const g = await createGoods(ctx.db, { price: 2500, name: '월간 쿠폰' });
    const first = await orderOf(token, [g], ['01011112222', '01011113333']);
    const second = await orderOf(token, [g], ['01011114444']);
    await orderOf(other.token, [g], ['01099998888']);
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

    const res = await download(ctx.app, `/api/statements/${month}.pdf`, token);
    expect(res.status).toBe(200);
    const text = flat(pdfText(res.body));
    expect(text).toContain(member.company.name);
    // each line names who placed the order (issue #27): here the member itself
    expect(text).toMatch(
      new RegExp(`${first.id} ${member.fullname} \\[[^\\]]+\\] 월간 쿠폰 2 2,500 5,000 0 면세`),
    );
    expect(text).toMatch(
      new RegExp(`${second.id} ${member.fullname} \\[[^\\]]+\\] 월간 쿠폰 1 2,500 2,500 0 면세`),
    );
    expect(text).toContain('합계 금액 (면세) 7,500원');
    expect(text).not.toContain('01099998888');

    const empty = flat(pdfText((await download(ctx.app, '/api/statements/2001-01.pdf', token)).body));
    expect(empty).toContain('거래 내역이 없습니다.');
    expect(empty).toContain('합계 금액 (면세) 0원');

    expect((await download(ctx.app, '/api/statements/2025-13.pdf', token)).status).toBe(400);
    expect((await download(ctx.app, '/api/statements/2025-1.pdf', token)).status).toBe(400);
    const staffView = await download(
      ctx.app,
      `/api/admin/members/${member.id}/statements/${month}.pdf`,
      staffToken,
    );
    expect(flat(pdfText(staffView.body))).toContain('합계 금액 (면세) 7,500원');
  });
});

describe('발송결과 내역서 (GET /api/orders/{id}/deliveries.xlsx and .pdf)', () => {
  it('one line per delivery with goods, sent time, result and voucher status: the owner’s sheet in full, the PDF masked', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const g = await createGoods(ctx.db, { price: 4000, name: '발송 결과 쿠폰' });
    const order = await orderOf(token, [g], ['01012345678', '01087655678', '01090005678']);
    await ctx.app.services.worker.drain();
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(rows.every((d) => d.status === 1 && d.sentAt)).toBe(true);

    const xlsx = await download(ctx.app, `/api/orders/${order.id}/deliveries.xlsx`, token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await readXlsx(xlsx.body)).발송결과!;
    expect(sheet[0]).toEqual([
      '번호',
      '받는 분',
      '수신자',
      '상품',
      '금액',
      '발송 시각',
      '발송 결과',
      '쿠폰 상태',
    ]);
    // Issue #29 §7: the member's own sheet reconciles — full numbers (the owner of a one-person company)
    expect(
      sheet.slice(1).map((r) => r[2]),
      JSON.stringify(sheet),
    ).toEqual(['010-1234-5678', '010-8765-5678', '010-9000-5678']);
    for (const row of sheet.slice(1)) {
      expect(row[3]).toMatch(/발송 결과 쿠폰$/);
      expect(row[4]).toBe(4000);
      expect(row[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(row[6]).toBe('발송완료');
      expect(row[7]).toMatch(/^미사용 \(~\d{4}-\d{2}-\d{2}\)$/);
    }

    const pdf = flat(
      pdfText((await download(ctx.app, `/api/orders/${order.id}/deliveries.pdf`, token)).body),
    );
    expect(pdf).toContain('발송결과 내역서');
    expect(pdf).toContain('전체 3건 · 발송완료 3건');
    expect(pdf).toContain('010-****-5678');
    expect(pdf).not.toContain('01012345678');
    expect(pdf).not.toContain('1234');
  });

  it('an e-mail recipient: in full on the owner’s sheet, masked in the PDF', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const g = await createGoods(ctx.db, { price: 1000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([g], ['honggildong@example.com'], { sendType: 2 }),
    });
    const sheet = (
      await readXlsx((await download(ctx.app, `/api/orders/${res.body.data.id}/deliveries.xlsx`, token)).body)
    ).발송결과!;
    expect(sheet[1]![2]).toBe('honggildong@example.com');
    expect(sheet[1]![6]).toBe('발송대기');
    const report = (await download(ctx.app, `/api/orders/${res.body.data.id}/deliveries.pdf`, token)).body;
    // The masked address wraps inside its column (two lines), in reading order.
    const raw = pdfText(report, 'raw').replace(/\s/g, '');
    expect(raw).toContain('ho*********@example.com');
    expect(raw).not.toContain('honggildong');
    expect(overlappingLines(pdfLines(report))).toEqual([]);
  });
});

describe('충전 확인서 (GET /api/payments/recharge/{id}/receipt.pdf)', () => {
  it('is issued for an approved recharge only, to its member or staff', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const other = await memberSession(ctx.app, ctx.db);
    const created = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '1230000', recharge_method: 1 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.recharge.id;
    expect((await download(ctx.app, `/api/payments/recharge/${id}/receipt.pdf`, token)).status).toBe(404);
    expect(
      (await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken })).statusCode,
    ).toBe(200);

    const res = await download(ctx.app, `/api/payments/recharge/${id}/receipt.pdf`, token);
    expect(res.status).toBe(200);
    const text = flat(pdfText(res.body));
    expect(text).toContain('충전 확인서');
    expect(text).toContain(member.company.name);
    expect(text).toContain('(주)명세상사');
    expect(text).toContain('무통장입금');
    expect(text).toContain(`BANK-${id}`);
    expect(text).toContain('1,230,000원');
    expect(text).toContain('세금계산서를 발행하지 않습니다');
    expect((await download(ctx.app, `/api/payments/recharge/${id}/receipt.pdf`, other.token)).status).toBe(
      404,
    );
    expect((await download(ctx.app, `/api/admin/recharges/${id}/receipt.pdf`, staffToken)).status).toBe(200);
  });
});

describe('quote PDF (POST /api/quotes/pdf)', () => {
  it('prices several goods from the catalogue, names the member company 귀중 and states 면세', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const a = await createGoods(ctx.db, { price: 4500, name: '아메리카노 T' });
    const b = await createGoods(ctx.db, { price: 6000, name: '조각 케이크' });
    const items = [
      { goods_id: a.id, quantity: 1, recipients: 500 },
      { goods_id: b.id, quantity: 2, recipients: 10 },
    ];
    const res = await download(ctx.app, '/api/quotes/pdf', token, 'POST', { items });
    expect(res.status).toBe(200);
    const text = flat(pdfText(res.body));
    expect(text).toContain('모바일 쿠폰 견적서');
    expect(text).toContain(`${member.company.name} 귀중`);
    expect(text).toMatch(/아메리카노 T 4,500원 1 500 2,250,000원/);
    expect(text).toMatch(/조각 케이크 6,000원 2 10 120,000원/);
    expect(text).toContain('합계 금액 (면세) · 총 520매 2,370,000원');
    expect(text).toContain('일금 이백삼십칠만원정 (₩2,370,000, 면세)');
    expect(text).toContain('세금계산서를 발행하지 않으며');
    expect(text).not.toContain('VAT');
    // the supplier block is the footer settings staff edit (set in beforeAll)
    expect(text).toContain('(주)명세상사');
    expect(text).toContain('220-81-12345');
    expect(text).toContain('박공급');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('모바일 쿠폰 견적서_아메리카노 T 외 1건_')}`,
    );

    const anonymous = flat(
      pdfText((await download(ctx.app, '/api/quotes/pdf', undefined, 'POST', { items })).body),
    );
    expect(anonymous).not.toContain('귀중');
    expect(anonymous).toContain('2,370,000원');

    const bad = await api(ctx.app, 'POST', '/api/quotes/pdf', {
      body: { items: [{ goods_id: a.id, quantity: 0, recipients: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await api(ctx.app, 'POST', '/api/quotes/pdf', {
      body: { items: [{ goods_id: 999999, quantity: 1, recipients: 1 }] },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('quote PDF layout', () => {
  it.each([
    ['short', '라떼'],
    ['medium', '스타벅스 시즌 한정 딸기 크림 프라푸치노 그란데'],
    [
      'long',
      '스타벅스 시즌 한정 딸기 크림 프라푸치노 그란데 사이즈 모바일 교환권 (매장 전용, 일부 매장 제외, 사이즈 업 불가, 다른 쿠폰과 중복 사용 불가)',
    ],
  ])(
    'no two text lines overlap with a %s goods name; the title, date and validity lines are in order',
    async (_, name) => {
      const { token } = await memberSession(ctx.app, ctx.db);
      const g = await createGoods(ctx.db, { price: 5300, name });
      const res = await download(ctx.app, '/api/quotes/pdf', token, 'POST', {
        items: [{ goods_id: g.id, quantity: 3, recipients: 500 }],
      });
      expect(res.status).toBe(200);
      const lines = pdfLines(res.body);
      expect(overlappingLines(lines)).toEqual([]);
      const find = (prefix: string) => {
        const line = lines.find((l) => l.text.startsWith(prefix));
        expect(line, `${prefix} in ${lines.map((l) => l.text).join(' | ')}`).toBeDefined();
        return line!;
      };
      const title = find('모바일 쿠폰 견적서');
      const date = find('견적일자');
      const validity = find('유효기간');
      expect(title.yMax).toBeLessThanOrEqual(date.yMin);
      expect(date.yMax).toBeLessThanOrEqual(validity.yMin);
      // the goods name is printed whole (wrapped inside its cell), under the header block
      const all = lines.map((l) => l.text).join('');
      expect(all.replace(/\s/g, '')).toContain(name.replace(/\s/g, ''));
      const figures = flat(pdfText(res.body));
      expect(figures).toMatch(/5,300원 3 500 7,950,000원/);
      expect(figures).toContain('합계 금액 (면세) · 총 1,500매 7,950,000원');
      expect(figures).toContain('일금 칠백구십오만원정 (₩7,950,000, 면세)');
    },
  );
});

describe("the operator's seal (PUT /api/admin/settings/seal)", () => {
  const PNG_1PX =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  it('is printed on the documents once staff upload it, and can be removed', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const g = await createGoods(ctx.db, { price: 1000 });
    const order = await orderOf(token, [g], ['01011112222']);
    const images = async () =>
      pdfImages((await download(ctx.app, `/api/orders/${order.id}/statement.pdf`, token)).body);
    expect(await images()).toBe(0);

    expect(
      (await api(ctx.app, 'PUT', '/api/admin/settings/seal', { token, body: { image: PNG_1PX } })).statusCode,
    ).toBe(403);
    const fake = `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`;
    const refused = await api(ctx.app, 'PUT', '/api/admin/settings/seal', {
      token: staffToken,
      body: { image: fake },
    });
    expect(refused.statusCode).toBe(400);
    const put = await api(ctx.app, 'PUT', '/api/admin/settings/seal', {
      token: staffToken,
      body: { image: PNG_1PX },
    });
    expect(put.statusCode).toBe(200);
    expect((await api(ctx.app, 'GET', '/api/settings/seal')).body.data.image).toBe(PNG_1PX);
    // the image and its alpha mask
    expect(await images()).toBeGreaterThan(0);

    expect((await api(ctx.app, 'DELETE', '/api/admin/settings/seal', { token: staffToken })).statusCode).toBe(
      200,
    );
    expect(await images()).toBe(0);
  });
});

describe('long values wrap inside their cell on every document', () => {
  // Values without a space to break at, as long as the fields allow: provider order and approval
  // numbers, e-mail addresses, account numbers, company names typed without spaces.
  const longId = 'CHARGE_1796123456789012_a1b2c3d4e5f6a7b8';
  const longApproval = 'T0000KCP20261201123456789012';
  const longName = '(주)아주긴회사이름을가진글로벌모바일상품권유통주식회사';
  const party = {
    name: longName,
    businessNumber: '220-81-12345',
    representative: '홍길동김철수이영희박민수',
    businessType: '도소매/상품권·전자상거래·모바일쿠폰유통대행서비스업',
    address: '서울특별시강남구테헤란로123길45-6,비즈타워제2동10층1001호',
    phone: '02-1234-5678',
  };
  const longGoods = '스타벅스시즌한정딸기크림프라푸치노그란데사이즈모바일교환권매장전용일부매장제외';

  /** No two text lines overlap and none runs past the page's margins (A4: 595 pt wide, 36 pt margins). */
  function expectLaidOut(pdf: Buffer, values: string[]) {
    const lines = pdfLines(pdf);
    expect(overlappingLines(lines)).toEqual([]);
    const outside = lines.filter((l) => l.xMin < 35 || l.xMax > 560);
    expect(outside.map((l) => l.text)).toEqual([]);
    // wrapped, not cut: every value is printed whole
    const all = lines
      .map((l) => l.text)
      .join('')
      .replace(/\s/g, '');
    for (const v of values) expect(all).toContain(v.replace(/\s/g, ''));
  }

  it('충전 확인서: the order number and the approval number each stay in their column', async () => {
    const pdf = await rechargeReceiptPdf({
      id: 123456,
      issued: '2026-12-01',
      approvedAt: '2026-12-01 10:00',
      method: '신용카드',
      orderNumber: longId,
      transactionId: longApproval,
      amount: 1_000_000,
      requestedBy: `홍길동 (${'averyveryverylongusername'})`,
      supplier: party,
      member: party,
      seal: null,
    });
    expectLaidOut(pdf, [longId, longApproval, longName, party.address]);
  });

  it('환급 확인서, 거래명세서, 발송결과 내역서 and 견적서 with long ids, names and accounts', async () => {
    const account = `국민은행 123456789012345678901234 ${longName}`;
    expectLaidOut(
      await refundReceiptPdf({
        id: 9,
        issued: '2026-12-01',
        requestedAt: '2026-11-30 09:00',
        paidAt: '2026-12-01 10:00',
        account,
        amount: 50_000,
        supplier: party,
        member: party,
        seal: null,
      }),
      [account, longName],
    );
    expectLaidOut(
      await statementPdf({
        number: `BG-ST-${longId}`,
        issued: '2026-12-01',
        period: '주문 번호 1234567890123',
        supplier: party,
        buyer: party,
        seal: null,
        lines: [
          {
            date: '2026-12-01',
            orderId: 1234567890123,
            placedBy: '홍길동김철수이영희박민수',
            goods: longGoods,
            count: 1000,
            unitPrice: 1_234_567,
            amount: 1_234_567_000,
            refund: 1_234_567,
          },
        ],
        refunds: [{ date: '2026-12-01', account, amount: 50_000 }],
      }),
      ['1234567890123', longGoods, account],
    );
    const email = 'a.very.long.recipient.address.for.testing.only@example-company-domain.co.kr';
    expectLaidOut(
      await deliveryReportPdf({
        orderId: 1234567890123,
        orderName: longGoods,
        orderStatus: 1,
        orderedAt: new Date('2026-12-01T01:00:00Z'),
        buyer: longName,
        placedBy: '홍길동김철수이영희박민수',
        issued: new Date('2026-12-01T02:00:00Z'),
        rows: [
          {
            id: 1,
            phone: null,
            email,
            recipientName: null,
            goods: longGoods,
            amount: 1_234_567,
            status: 1,
            sentAt: new Date('2026-12-01T01:00:00Z'),
            couponExpiresAt: new Date('2027-03-01T01:00:00Z'),
            voucherStatus: 1,
            voucherUsedAt: null,
          },
        ],
        test: false,
      }),
      [longGoods, longName],
    );
    expectLaidOut(
      await quotePdf({
        issued: new Date('2026-12-01T01:00:00Z'),
        company: longName,
        supplier: party,
        seal: null,
        items: [
          {
            brand: '스타벅스코리아',
            name: longGoods,
            unitPrice: 1_234_567,
            quantity: 100,
            recipients: 9999,
            validPeriod: 93,
          },
        ],
      }),
      [longGoods, longName, party.address],
    );
  });
});

describe('POST /api/quotes/pdf is rate-limited per address, counted across API nodes', () => {
  const nodes = twoApiNodes({ quoteRateLimitPerMinute: 3 });
  it('the 4th quote in a minute from one address answers 429 on either node; another address is served', async () => {
    const quote = (app: typeof nodes.a, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/quotes/pdf', remoteAddress, payload: { items: [] } });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await quote(i % 2 ? nodes.a : nodes.b, '203.0.113.50')).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await quote(nodes.a, '203.0.113.50')).json()).toMatchObject({ status: 'fail' });
    expect((await quote(nodes.b, '203.0.113.51')).statusCode).not.toBe(429);
  });
});
