import { REFUND_MESSAGES as M } from '@bizgift/domain/refunds';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, pdfText, readXlsx } from '../../../test/documents.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';
import { balanceRefunds, wallets, walletTransactions } from '../../db/schema/wallet.ts';

/** Issue #29 §3: 잔액 환급 — the refund account, the request held at once, staff pay or reject once. */
let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

const ledgerOf = (userId: number) =>
  ctx.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(walletTransactions.id);

/** A member with `balance` and the company's refund account registered. */
async function ownerWithAccount(balance = 100_000) {
  const session = await memberSession(ctx.app, ctx.db, { balance });
  const put = await api(ctx.app, 'PUT', '/api/payments/refund-account', {
    token: session.token,
    body: { bank: '신한은행', account_number: '140-012-345678', holder: session.member.company.name },
  });
  expect(put.statusCode).toBe(200);
  return session;
}

const ask = (token: string, amount: unknown) =>
  api(ctx.app, 'POST', '/api/payments/refunds', { token, body: { amount } });

describe('the refund account (PUT /api/payments/refund-account)', () => {
  it('is the business’s own: the holder must be the company’s name (spaces and 주식회사/(주) aside)', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    expect((await api(ctx.app, 'GET', '/api/payments/refund-account', { token })).body.data).toEqual({
      account: null,
      company_name: member.company.name,
    });
    const personal = await api(ctx.app, 'PUT', '/api/payments/refund-account', {
      token,
      body: { bank: '신한은행', account_number: '140-012-345678', holder: '홍길동' },
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.body.errors?.holder).toEqual([M.holderNotCompany]);
    const spaced = await api(ctx.app, 'PUT', '/api/payments/refund-account', {
      token,
      body: {
        bank: 'KB국민은행',
        account_number: '123401-04-567890',
        holder: ` ${member.company.name.replace(' ', '  ')} `,
      },
    });
    expect(spaced.statusCode).toBe(200);
    expect(spaced.body.data.account).toMatchObject({
      bank: 'KB국민은행',
      account_number: '123401-04-567890',
    });
  });

  it.each([
    ['an unknown bank', { bank: '없는은행', account_number: '1234567890', holder: 'x' }, 'bank'],
    [
      'letters in the number',
      { bank: '신한은행', account_number: '12ab567890', holder: 'x' },
      'account_number',
    ],
    ['a number too short', { bank: '신한은행', account_number: '123-456', holder: 'x' }, 'account_number'],
    ['no holder', { bank: '신한은행', account_number: '1234567890', holder: '  ' }, 'holder'],
  ])('refuses %s with 400', async (_case, body, field) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'PUT', '/api/payments/refund-account', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toBeDefined();
  });
});

describe('POST /api/payments/refunds', () => {
  it('holds the amount at once with a ledger entry (type 6) and answers the request', async () => {
    const { token, member } = await ownerWithAccount(100_000);
    const res = await ask(token, '30,000');
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(M.requested);
    expect(res.body.data).toMatchObject({
      amount: '30000',
      bank: '신한은행',
      account_number: '140-012-345678',
      status: 0,
      status_display: '환급 대기',
    });
    expect(await balanceOf(token)).toBe(70_000);
    const held = (await ledgerOf(member.id)).at(-1)!;
    expect(held).toMatchObject({
      transactionType: 6,
      amount: -30_000,
      balanceAfter: 70_000,
      balanceRefundId: res.body.data.id,
    });
    // the member's history shows it as 잔액 환급, a minus
    const history = await api(ctx.app, 'GET', '/api/payments/recharge/histories?transaction_type=6', {
      token,
    });
    expect(history.body.data.results[0]).toMatchObject({
      transaction_type: 6,
      transaction_type_display: '잔액 환급',
      amount: '30000',
    });
    const mine = await api(ctx.app, 'GET', '/api/payments/refunds', { token });
    expect(mine.body.data.results.map((r: { id: number }) => r.id)).toEqual([res.body.data.id]);
  });

  it.each([
    ['more than the balance', 100_001, 409, M.amountTooLarge],
    ['zero', 0, 400, M.amountInvalid],
    ['a fraction', 10.5, 400, M.amountInvalid],
    ['a word', '만원', 400, M.amountInvalid],
  ])('refuses %s and holds nothing', async (_case, amount, status, message) => {
    const { token, member } = await ownerWithAccount(100_000);
    const before = await ledgerOf(member.id);
    const res = await ask(token, amount);
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await balanceOf(token)).toBe(100_000);
    expect(await ledgerOf(member.id)).toHaveLength(before.length);
  });

  it('needs the refund account first (409), and one request waits at a time (409)', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const first = await ask(token, 10_000);
    expect(first.statusCode).toBe(409);
    expect(first.body.message).toBe(M.accountMissing);
    const owner = await ownerWithAccount(50_000);
    expect((await ask(owner.token, 10_000)).statusCode).toBe(201);
    const second = await ask(owner.token, 10_000);
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(M.pending);
    expect(await balanceOf(owner.token)).toBe(40_000);
  });

  it('two requests at once: one is held, the other refused — looped 50 times', async () => {
    for (let i = 0; i < 50; i++) {
      const { token, member } = await ownerWithAccount(20_000);
      const answers = await Promise.all([ask(token, 15_000), ask(token, 15_000)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await balanceOf(token)).toBe(5_000);
      expect((await ledgerOf(member.id)).filter((t) => t.transactionType === 6)).toHaveLength(1);
    }
  }, 180_000);

  it('is the member’s: no login 401, staff 403', async () => {
    expect((await api(ctx.app, 'POST', '/api/payments/refunds', { body: { amount: 1000 } })).statusCode).toBe(
      401,
    );
    expect((await ask(staffToken, 1000)).statusCode).toBe(403);
    expect(
      (await api(ctx.app, 'GET', '/api/payments/refund-account', { token: staffToken })).statusCode,
    ).toBe(403);
  });
});

describe('staff pay or reject (POST /api/admin/balance-refunds/{id}/pay|reject)', () => {
  const pay = (id: number) =>
    api(ctx.app, 'POST', `/api/admin/balance-refunds/${id}/pay`, { token: staffToken });
  const reject = (id: number, reason = '예금주 불일치') =>
    api(ctx.app, 'POST', `/api/admin/balance-refunds/${id}/reject`, { token: staffToken, body: { reason } });

  it('paid: the request closes, nothing more moves; a repeat answers the same; reject then refused', async () => {
    const { token, member } = await ownerWithAccount(100_000);
    const id = (await ask(token, 40_000)).body.data.id;
    const listed = await api(ctx.app, 'GET', '/api/admin/balance-refunds?status=0&page_size=100', {
      token: staffToken,
    });
    expect(listed.body.data.results.find((r: { id: number }) => r.id === id)).toMatchObject({
      amount: '40000',
      member: { username: member.username, company_name: member.company.name },
    });
    const first = await pay(id);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(M.paid);
    expect(first.body.data).toMatchObject({ status: 1, status_display: '환급 완료' });
    expect((await pay(id)).statusCode).toBe(200);
    const late = await reject(id);
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(M.notPending);
    expect(await balanceOf(token)).toBe(60_000);
    expect((await ledgerOf(member.id)).filter((t) => t.transactionType === 7)).toHaveLength(0);
    // once settled, the member may ask again
    expect((await ask(token, 1_000)).statusCode).toBe(201);
  });

  it('rejected: the held amount goes back (type 7) once; pay then refused; a reason is required', async () => {
    const { token, member } = await ownerWithAccount(100_000);
    const id = (await ask(token, 25_000)).body.data.id;
    const noReason = await api(ctx.app, 'POST', `/api/admin/balance-refunds/${id}/reject`, {
      token: staffToken,
      body: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const first = await reject(id);
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({ status: 2, reject_reason: '예금주 불일치' });
    expect((await reject(id)).statusCode).toBe(200);
    expect((await pay(id)).statusCode).toBe(409);
    expect(await balanceOf(token)).toBe(100_000);
    const released = (await ledgerOf(member.id)).filter((t) => t.transactionType === 7);
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({ amount: 25_000, balanceAfter: 100_000, balanceRefundId: id });
  });

  it('pay and reject at once: exactly one wins, the money moves once — looped 50 times', async () => {
    let paid = 0;
    let rejected = 0;
    for (let i = 0; i < 50; i++) {
      const { token, member } = await ownerWithAccount(10_000);
      const id = (await ask(token, 10_000)).body.data.id;
      const answers = await Promise.all([pay(id), reject(id), pay(id), reject(id)]);
      const [row] = await ctx.db.select().from(balanceRefunds).where(eq(balanceRefunds.id, id));
      const releases = (await ledgerOf(member.id)).filter((t) => t.transactionType === 7);
      if (row!.status === 1) {
        paid++;
        expect(releases).toHaveLength(0);
        expect(await balanceOf(token)).toBe(0);
        expect(answers.map((a) => a.statusCode)).toEqual([200, 409, 200, 409]);
      } else {
        rejected++;
        expect(row!.status).toBe(2);
        expect(releases).toHaveLength(1);
        expect(await balanceOf(token)).toBe(10_000);
        expect(answers.map((a) => a.statusCode)).toEqual([409, 200, 409, 200]);
      }
    }
    expect(paid + rejected).toBe(50);
  }, 180_000);

  describe('a request outliving its company (the last member withdrew while it waited)', () => {
    const withdraw = (session: Awaited<ReturnType<typeof ownerWithAccount>>) =>
      api(ctx.app, 'DELETE', '/api/users/me', {
        token: session.token,
        body: { password: session.member.password },
      });
    const walletOf = async (companyId: number) =>
      (await ctx.db.select().from(wallets).where(eq(wallets.companyId, companyId))).find(
        (w) => w.mode === 'live',
      )!;

    it('cannot be rejected into the closed wallet (409, still 환급 대기); staff pay it', async () => {
      const session = await ownerWithAccount(100_000);
      const id = (await ask(session.token, 30_000)).body.data.id;
      expect((await withdraw(session)).statusCode).toBe(200);
      expect((await walletOf(session.member.company.id)).recharge).toBe(0);

      const refused = await reject(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toMatchObject({ code: 'company_closed', message: M.companyClosed });
      const [row] = await ctx.db.select().from(balanceRefunds).where(eq(balanceRefunds.id, id));
      expect(row).toMatchObject({ status: 0, rejectReason: null, processedAt: null });
      expect((await walletOf(session.member.company.id)).recharge).toBe(0);
      expect((await ledgerOf(session.member.id)).filter((t) => t.transactionType === 7)).toHaveLength(0);

      expect((await pay(id)).body.data).toMatchObject({ status: 1 });
      expect((await walletOf(session.member.company.id)).recharge).toBe(0);
    });

    it('a rejection racing the withdrawal never leaves money in the closed wallet — looped 20 times', async () => {
      const outcomes = { rejectedFirst: 0, closedFirst: 0 };
      for (let i = 0; i < 20; i++) {
        const session = await ownerWithAccount(50_000);
        const id = (await ask(session.token, 20_000)).body.data.id;
        // The withdrawal checks the password before its transaction: the rejection starts a little
        // later each round, so some rounds land inside the withdrawal and some after it.
        const [left, rejected] = await Promise.all([
          withdraw(session),
          new Promise((wait) => setTimeout(wait, i * 10)).then(() => reject(id)),
        ]);
        expect(left.statusCode, `round ${i}`).toBe(200);
        const [row] = await ctx.db.select().from(balanceRefunds).where(eq(balanceRefunds.id, id));
        if (rejected.statusCode === 200) {
          outcomes.rejectedFirst++;
          expect(row!.status).toBe(2);
        } else {
          outcomes.closedFirst++;
          expect(rejected.body.code, `round ${i}`).toBe('company_closed');
          expect(row!.status).toBe(0);
        }
        expect((await walletOf(session.member.company.id)).recharge, `round ${i}`).toBe(0);
        await expectLedgerBalanced(ctx.db);
      }
      console.info('[refunds] reject vs last withdrawal over 20 rounds:', outcomes);
    }, 180_000);
  });

  it('unknown and malformed ids 404, members 403', async () => {
    expect((await pay(999_999)).statusCode).toBe(404);
    expect(
      (await api(ctx.app, 'POST', '/api/admin/balance-refunds/abc/pay', { token: staffToken })).statusCode,
    ).toBe(404);
    const { token } = await memberSession(ctx.app, ctx.db);
    expect((await api(ctx.app, 'GET', '/api/admin/balance-refunds', { token })).statusCode).toBe(403);
  });
});

describe('only the company’s owner asks (issue #29 §3, roles of modules/company/policy.ts)', () => {
  it.each(['manager', 'sender', 'viewer'] as const)('a %s gets 403 on every member route', async (role) => {
    const owner = await ownerWithAccount(50_000);
    const other = await memberSession(ctx.app, ctx.db, { company: owner.member.company, companyRole: role });
    const calls = [
      api(ctx.app, 'GET', '/api/payments/refund-account', { token: other.token }),
      api(ctx.app, 'PUT', '/api/payments/refund-account', {
        token: other.token,
        body: { bank: '신한은행', account_number: '140-012-999999', holder: owner.member.company.name },
      }),
      api(ctx.app, 'GET', '/api/payments/refunds', { token: other.token }),
      ask(other.token, 1_000),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await balanceOf(owner.token)).toBe(50_000);
  });
});

describe('the documents show it (issue #29 §3: receipts and the statement)', () => {
  const month = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it('a paid refund has a 환급 확인서 (member and staff); a waiting or another company’s one 404', async () => {
    const { token, member } = await ownerWithAccount(80_000);
    const id = (await ask(token, 30_000)).body.data.id;
    expect((await download(ctx.app, `/api/payments/refunds/${id}/receipt.pdf`, token)).status).toBe(404);
    await api(ctx.app, 'POST', `/api/admin/balance-refunds/${id}/pay`, { token: staffToken });
    const res = await download(ctx.app, `/api/payments/refunds/${id}/receipt.pdf`, token);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`refund-receipt-${id}.pdf`);
    const text = flat(pdfText(res.body));
    expect(text).toContain('환급 확인서');
    expect(text).toContain(`BG-RF-${String(id).padStart(6, '0')}`);
    expect(text).toContain('30,000원');
    expect(text).toContain('신한은행 140-012-345678');
    expect(text).toContain(member.company.name);
    const stranger = await memberSession(ctx.app, ctx.db);
    expect((await download(ctx.app, `/api/payments/refunds/${id}/receipt.pdf`, stranger.token)).status).toBe(
      404,
    );
    expect((await download(ctx.app, `/api/admin/balance-refunds/${id}/receipt.pdf`, staffToken)).status).toBe(
      200,
    );
  });

  it('the month’s 거래명세서 lists paid refunds apart from sales; the charge history links them as REFUND-<id>', async () => {
    const { token } = await ownerWithAccount(50_000);
    const paid = (await ask(token, 12_000)).body.data.id;
    await api(ctx.app, 'POST', `/api/admin/balance-refunds/${paid}/pay`, { token: staffToken });
    const rejected = (await ask(token, 7_000)).body.data.id;
    await api(ctx.app, 'POST', `/api/admin/balance-refunds/${rejected}/reject`, {
      token: staffToken,
      body: { reason: '계좌 확인 불가' },
    });
    const pdf = await download(ctx.app, `/api/statements/${month()}.pdf`, token);
    expect(pdf.status).toBe(200);
    const text = flat(pdfText(pdf.body));
    expect(text).toContain('충전금 잔액 환급 (매출 아님)');
    expect(text).toMatch(/신한은행 140-012-345678 .*12,000원/);
    expect(text).toContain('잔액 환급 합계 12,000원');
    expect(text).not.toContain('7,000원');
    expect(text).toContain('합계 금액 (면세) 0원');
    const history = await api(ctx.app, 'GET', '/api/payments/recharge/histories?page_size=10', { token });
    expect(
      history.body.data.results.map((t: { transaction_type: number; order_number: string }) => [
        t.transaction_type,
        t.order_number,
      ]),
    ).toEqual([
      [7, `REFUND-${rejected}`],
      [6, `REFUND-${rejected}`],
      [6, `REFUND-${paid}`],
      [4, '-'],
    ]);
  });

  it('the staff month settlement carries 잔액 환급 and 환급 반려, and opening + movements = closing', async () => {
    const { token, member } = await ownerWithAccount(30_000);
    const held = (await ask(token, 10_000)).body.data.id;
    await api(ctx.app, 'POST', `/api/admin/balance-refunds/${held}/reject`, {
      token: staffToken,
      body: { reason: '예금주 불일치' },
    });
    const paid = (await ask(token, 5_000)).body.data.id;
    await api(ctx.app, 'POST', `/api/admin/balance-refunds/${paid}/pay`, { token: staffToken });
    const res = await download(ctx.app, `/api/admin/exports/settlement/${month()}.xlsx`, staffToken);
    expect(res.status).toBe(200);
    const book = await readXlsx(res.body);
    const head = book['회원별']![0]!;
    expect(head.slice(3)).toEqual([
      '기초 잔액',
      '충전',
      '매출',
      '환불',
      '관리자 지급',
      '관리자 차감',
      '잔액 환급',
      '환급 반려',
      '기말 잔액',
    ]);
    const line = book['회원별']!.find((row) => row[0] === member.id)!;
    expect(line.slice(3)).toEqual([0, 0, 0, 0, 30_000, 0, 15_000, 10_000, 25_000]);
    for (const row of book['회원별']!.slice(1)) {
      const [opening, charge, sales, refund, add, subtract, hold, release, closing] = row
        .slice(3)
        .map(Number);
      expect(opening! + charge! - sales! + refund! + add! - subtract! - hold! + release!).toBe(closing);
    }
    const summary = Object.fromEntries(book['요약']!.slice(1).map(([k, v]) => [k, v]));
    expect(summary['잔액 환급 신청 (충전금에서 차감)']).toBeGreaterThanOrEqual(15_000);
  });
});
