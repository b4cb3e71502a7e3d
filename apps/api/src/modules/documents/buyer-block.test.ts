import { COMPANY_PROFILE_MESSAGES } from '@bizgift/domain/account';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, pdfLines, pdfText, readXlsx } from '../../../test/documents.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';

/**
 * Issue #29 §7: the 거래명세서's buyer block is complete (business number 123-45-67891, 업태/종목
 * and address from the company profile the member fills in) with the shop's seal; the 발송결과
 * 내역서 PDF breaks lines between words only; the member's own Excel carries names and numbers.
 */
let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function placed(
  token: string,
  goods: { id: number; price: number }[],
  body: Record<string, unknown> = {},
) {
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: { ...orderPayload(goods, ['01012345678']), ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

describe('the company profile (PUT /api/users/me/company)', () => {
  it('fills the 거래명세서 buyer block: formatted number, 업태/종목, address; the shop’s seal drawn', async () => {
    // Given a member who fills in the company profile
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const put = await api(ctx.app, 'PUT', '/api/users/me/company', {
      token,
      body: { business_type: '도소매 / 전자상거래', address: '  서울특별시 중구 세종대로 110 3층  ' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.body.message).toBe(COMPANY_PROFILE_MESSAGES.saved);
    expect(put.body.data.company).toMatchObject({
      business_type: '도소매 / 전자상거래',
      address: '서울특별시 중구 세종대로 110 3층',
    });
    const goods = await createGoods(ctx.db, { price: 4500 });
    const orderId = await placed(token, [goods]);

    // When the 거래명세서 is printed
    const pdf = (await download(ctx.app, `/api/orders/${orderId}/statement.pdf`, token)).body;

    // Then the buyer block has everything, the number formatted, and the supplier carries a seal
    const text = flat(pdfText(pdf));
    expect(text).toContain(member.company.name);
    expect(text).toContain('123-45-67891');
    expect(text).not.toContain('1234567891');
    expect(text).toContain('도소매 / 전자상거래');
    expect(text).toContain('서울특별시 중구 세종대로 110 3층');
    const seal = pdfLines(pdf).find((l) => l.text === '인');
    expect(seal, 'the drawn seal’s 인').toBeDefined();
    expect(seal!.yMax - seal!.yMin).toBeLessThan(8);
  });

  it.each([
    ['업태/종목 over 60 characters', { business_type: '가'.repeat(61), address: '' }, 'business_type'],
    ['an address over 200 characters', { business_type: '', address: '가'.repeat(201) }, 'address'],
    ['a number for 업태/종목', { business_type: 12, address: '' }, 'business_type'],
    ['no address field', { business_type: '도소매' }, 'address'],
  ])('refuses %s with 400 and changes nothing', async (_case, body, field) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'PUT', '/api/users/me/company', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBeDefined();
    const me = await api(ctx.app, 'GET', '/api/users/me', { token });
    expect(me.body.data.company).toMatchObject({ business_type: '', address: '' });
  });

  it('is the member’s own: no login 401, staff 403', async () => {
    const body = { business_type: '서비스', address: '서울' };
    expect((await api(ctx.app, 'PUT', '/api/users/me/company', { body })).statusCode).toBe(401);
    expect((await api(ctx.app, 'PUT', '/api/users/me/company', { token: staffToken, body })).statusCode).toBe(
      403,
    );
  });
});

describe('발송결과 내역서 PDF: lines break between words only', () => {
  it('a long goods name and the sent time wrap at spaces, never inside a word, date or time', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const name = '프리미엄 스페셜 딸기생크림케이크 세트 기념일한정판 선물패키지 대용량 구성';
    const goods = await createGoods(ctx.db, { price: 9000, name });
    const orderId = await placed(token, [goods]);
    await ctx.app.services.worker.processOrder(orderId);

    const lines = pdfLines((await download(ctx.app, `/api/orders/${orderId}/deliveries.pdf`, token)).body);
    const words = new Set(lines.flatMap((l) => l.text.split(/\s+/)));
    // every word of the name is whole on some line (a word broken in two would appear as two halves)
    for (const word of name.split(' ')) expect(words, word).toContain(word);
    // the name did wrap (it is longer than its column), so the check above means something
    expect(lines.filter((l) => name.split(' ').some((w) => l.text.includes(w))).length).toBeGreaterThan(1);
    // the sent time: its date and its time each whole
    const times = lines.map((l) => l.text).join(' ');
    expect(times).toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(times).toMatch(/\b\d{2}:\d{2}\b/);
    for (const l of lines) expect(l.text, 'a date broken at its hyphen').not.toMatch(/\b\d{4}-\d{2}-$/);
  });
});

describe('the member’s own Excel (issue #29 §7)', () => {
  it('carries the recipient’s name and full number; the PDF of the same order masks both', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const orderId = await placed(token, [goods], {
      deliveries: [{ recipient: '01012345678', name: '김철수' }],
    });
    await ctx.app.services.worker.processOrder(orderId);

    const sheet = (
      await readXlsx((await download(ctx.app, `/api/orders/${orderId}/deliveries.xlsx`, token)).body)
    ).발송결과!;
    expect(sheet[1]!.slice(1, 3)).toEqual(['김철수', '010-1234-5678']);
    const listed = (
      await readXlsx((await download(ctx.app, '/api/orders/deliveries/export.xlsx', token)).body)
    ).발송내역!;
    const name = listed[0]!.indexOf('받는 분');
    expect(listed[1]!.slice(name, name + 2)).toEqual(['김철수', '01012345678']);

    const pdf = flat(pdfText((await download(ctx.app, `/api/orders/${orderId}/deliveries.pdf`, token)).body));
    expect(pdf).toContain('010-****-5678');
    expect(pdf).not.toContain('김철수');
    expect(pdf).not.toContain('1234');
  });
});
