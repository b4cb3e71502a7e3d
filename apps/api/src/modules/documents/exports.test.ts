import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, readXlsx } from '../../../test/documents.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { formulaSafe } from './xlsx.ts';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

async function sheetOf(url: string, token: string, name?: string) {
  const res = await download(ctx.app, url, token);
  expect(res.status, res.body.toString().slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = await readXlsx(res.body);
  return book[name ?? Object.keys(book)[0]!]!;
}

async function order(
  token: string,
  goods: { id: number; price: number }[],
  phones: string[],
  title?: string,
) {
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload(goods, phones, { title }),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data as { id: number };
}

describe('member Excel exports follow the on-screen filters and hold only their own rows', () => {
  it('orders, sent list and charge history', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const other = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const a = await createGoods(ctx.db, { price: 4500, name: '내보내기 아메리카노' });
    const b = await createGoods(ctx.db, { price: 3000, name: '내보내기 라떼' });
    const first = await order(token, [a], ['01011112222', '01033334444'], '창립기념');
    const second = await order(token, [a, b], ['01055556666'], '명절 선물');
    await order(other.token, [a], ['01099990000']);

    const orders = await sheetOf('/api/orders/export.xlsx', token);
    expect(orders[0]).toEqual([
      '주문번호',
      '주문일시',
      '주문자',
      '발송명',
      '상품',
      '수량',
      '주문금액',
      '환불금액',
      '결제금액 (면세)',
      '상태',
      '발송 시각',
    ]);
    expect(orders.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[5], r[6]])).toEqual([
      [second.id, member.username, '명절 선물', '내보내기 아메리카노, 내보내기 라떼', 2, 7500],
      [first.id, member.username, '창립기념', '내보내기 아메리카노', 2, 9000],
    ]);
    const filtered = await sheetOf('/api/orders/export.xlsx?name=%EC%B0%BD%EB%A6%BD', token);
    expect(filtered.slice(1).map((r) => r[0])).toEqual([first.id]);
    expect((await download(ctx.app, '/api/orders/export.xlsx?status=9', token)).status).toBe(400);

    const sent = await sheetOf('/api/orders/deliveries/export.xlsx?recipient=5555', token);
    // Issue #29 §7: the member's own export carries the recipient's name column and the full number;
    // issue #27: and who of the company placed the order.
    expect(sent[0]![2]).toBe('주문자');
    expect(sent[0]![4]).toBe('받는 분');
    expect(sent.slice(1).map((r) => [r[1], r[2], r[5], r[7], r[8]])).toEqual([
      [second.id, member.username, '01055556666', '내보내기 라떼', 3000],
      [second.id, member.username, '01055556666', '내보내기 아메리카노', 4500],
    ]);
    const all = await sheetOf('/api/orders/deliveries/export.xlsx', token);
    expect(all).toHaveLength(1 + 4);

    const history = await sheetOf('/api/payments/recharge/histories/export.xlsx?transaction_type=2', token);
    expect(history[0]).toEqual(['번호', '일시', '구분', '충전 방법', '주문번호', '금액', '잔액']);
    expect(history.slice(1).map((r) => [r[2], r[4], r[5], r[6]])).toEqual([
      ['사용', `ORDER-${second.id}`, -7500, 83_500],
      ['사용', `ORDER-${first.id}`, -9000, 91_000],
    ]);
    expect(member.id).toBeGreaterThan(0);
    expect((await download(ctx.app, '/api/orders/export.xlsx')).status).toBe(401);
    expect((await download(ctx.app, '/api/orders/export.xlsx', staffToken)).status).toBe(403);
  });
});

describe('staff Excel exports', () => {
  it('orders, deliveries, recharges, ledger and members — staff only', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const g = await createGoods(ctx.db, { price: 2000, name: '스태프 내보내기' });
    const o = await order(token, [g], ['01012121212']);
    const recharge = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '30000', recharge_method: 1 },
    });
    expect(recharge.statusCode).toBe(201);

    const orders = await sheetOf(`/api/admin/exports/orders.xlsx?q=${member.username}`, staffToken);
    expect(orders.slice(1).map((r) => [r[0], r[2], r[3], r[7]])).toEqual([
      [o.id, member.username, member.company.name, 2000],
    ]);
    const deliveries = await sheetOf('/api/admin/exports/deliveries.xlsx?recipient=01012121212', staffToken);
    expect(deliveries.slice(1).map((r) => [r[1], r[2], r[5]])).toEqual([
      [o.id, member.username, '01012121212'],
    ]);
    const recharges = await sheetOf(
      '/api/admin/exports/recharges.xlsx?status=0&recharge_method=1',
      staffToken,
    );
    const mine = recharges.slice(1).filter((r) => r[2] === member.username);
    expect(mine.map((r) => [r[0], r[5], r[6]])).toEqual([
      [recharge.body.data.recharge.id, 30000, '승인대기'],
    ]);
    const ledger = await sheetOf(`/api/admin/exports/ledger.xlsx?member_id=${member.id}`, staffToken);
    expect(ledger.slice(1).map((r) => [r[4], r[7], r[8]])).toEqual([
      ['사용', -2000, 48_000],
      ['관리자 지급', 50_000, 50_000],
    ]);
    const members = await sheetOf(`/api/admin/exports/members.xlsx?q=${member.username}`, staffToken);
    expect(members.slice(1).map((r) => [r[0], r[1], r[7], r[9]])).toEqual([
      [member.id, member.username, '정상', 48_000],
    ]);

    for (const path of ['orders', 'deliveries', 'recharges', 'ledger', 'members']) {
      expect((await download(ctx.app, `/api/admin/exports/${path}.xlsx`, token)).status).toBe(403);
    }
    expect(
      (await download(ctx.app, '/api/admin/exports/ledger.xlsx?transaction_type=8', staffToken)).status,
    ).toBe(400);
  });

  it('monthly settlement: opening + charges − sales + refunds ± adjustments = closing, per member and in total', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const g = await createGoods(ctx.db, { price: 5000 });
    await order(token, [g], ['01077778888']);
    const reserved = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([g], ['01077779999'], {
        isReserved: true,
        deliveryAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      }),
    });
    await api(ctx.app, 'POST', `/api/orders/${reserved.body.data.id}/cancel`, { token });
    const r = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '40000', recharge_method: 1 },
    });
    await api(ctx.app, 'POST', `/api/admin/recharges/${r.body.data.recharge.id}/approve`, {
      token: staffToken,
    });
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

    const res = await download(ctx.app, `/api/admin/exports/settlement/${month}.xlsx`, staffToken);
    expect(res.status).toBe(200);
    const book = await readXlsx(res.body);
    const line = book['회원별']!.find((row) => row[0] === member.id)!;
    // opening, charge, sales, refund, add, subtract, balance refund held, released, closing
    expect(line.slice(3)).toEqual([0, 40_000, 10_000, 5_000, 20_000, 0, 0, 0, 55_000]);
    const summary = Object.fromEntries(book['요약']!.slice(1).map(([k, v]) => [k, v]));
    const lines = book['회원별']!.slice(1);
    const total = (i: number) => lines.reduce((n, row) => n + Number(row[i]), 0);
    expect(summary['기말 충전금 잔액 (회원에게 지급할 선수금)']).toBe(total(11));
    expect(summary['기초 충전금 잔액']! as number).toBe(total(3));
    for (const row of lines) {
      const [opening, charge, sales, refund, add, subtract, hold, release, closing] = row
        .slice(3)
        .map(Number);
      expect(opening! + charge! - sales! + refund! + add! - subtract! - hold! + release!).toBe(closing);
    }
    const balances = await api(ctx.app, 'GET', '/api/payments/balance', { token });
    expect(Number(balances.body.data.recharge)).toBe(55_000);

    const empty = await readXlsx(
      (await download(ctx.app, '/api/admin/exports/settlement/2001-01.xlsx', staffToken)).body,
    );
    expect(empty['회원별']).toHaveLength(1);
    expect((await download(ctx.app, '/api/admin/exports/settlement/2001-13.xlsx', staffToken)).status).toBe(
      400,
    );
    expect((await download(ctx.app, `/api/admin/exports/settlement/${month}.xlsx`, token)).status).toBe(403);
  });
});

describe('formula injection (OWASP): a typed text that starts like a formula stays text in every xlsx', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","열기")', `'=HYPERLINK("http://evil.example","열기")`],
    ['+82 10 1234', "'+82 10 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'=1+1"], // trimmed by the order form, still prefixed
    ['명절 선물 =1', '명절 선물 =1'],
  ])('the order title %j', async (title, expected) => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    await order(token, [goods], ['01011112222'], title);
    const mine = await sheetOf('/api/orders/export.xlsx', token);
    expect(mine[1]![mine[0]!.indexOf('발송명')]).toBe(expected);
    const staff = await sheetOf('/api/admin/exports/orders.xlsx', staffToken);
    const titleColumn = staff[0]!.indexOf('발송명');
    expect(staff.some((row) => row[titleColumn] === expected)).toBe(true);
  });
});

it.each([
  // [cell text, as written] — every xlsx the app writes goes through this one cell writer
  ['=1+1', "'=1+1"],
  ['+1', "'+1"],
  ['-1', "'-1"],
  ['@A1', "'@A1"],
  ['\t=1+1', "'\t=1+1"],
  ['\r=1+1', "'\r=1+1"],
  ['-', '-'],
  ['010-1234-5678', '010-1234-5678'],
  ['김 =1', '김 =1'],
])('formulaSafe(%j) → %j', (text, expected) => {
  expect(formulaSafe(text)).toBe(expected);
});

describe('control characters in an export filter: 400, never a cut 200', () => {
  let member: { token: string };
  beforeAll(async () => {
    member = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
  });

  it.each([
    '/api/orders/export.xlsx?name=%00',
    '/api/orders/export.xlsx?name=a%00b',
    '/api/orders/export.xlsx?goods_name=%01',
    '/api/orders/export.xlsx?name=%1F',
    '/api/orders/export.xlsx?name=%7F',
    '/api/orders/deliveries/export.xlsx?recipient=%00',
    '/api/orders/deliveries/export.xlsx?goods_name=a%0Ab',
  ])('%s', async (url) => {
    const res = await api(ctx.app, 'GET', url, { token: member.token });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail' });
    expect(res.body.message).toContain('검색어에 사용할 수 없는 문자가 포함되어 있습니다.');
  });

  it('an ordinary search word still exports', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/export.xlsx?name=%ED%99%8D%EA%B8%B8%EB%8F%99',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
