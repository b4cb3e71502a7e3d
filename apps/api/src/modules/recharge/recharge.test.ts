import { RECHARGE_MESSAGES as M } from '@bizgift/domain/recharge';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { recharges, walletTransactions } from '../../db/schema/wallet.ts';
import { checkLedger } from '../wallet/ledger.ts';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { rechargeMaxAmount: 10_000_000 } });
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const balanceOf = async (token: string) =>
  (await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data as {
    recharge: string;
    reward: string;
  };

const requestBank = (token: string, amount: unknown = '50000') =>
  api(ctx.app, 'POST', '/api/payments/recharge', { token, body: { amount, recharge_method: 1 } });

describe('POST /api/payments/recharge — bad input (SPEC §5 Charge)', () => {
  it.each([
    ['missing', undefined, M.amountRequired],
    ['empty', '', M.amountRequired],
    ['zero', '0', M.amountTooSmall],
    ['zero (number)', 0, M.amountTooSmall],
    ['below minimum', '500', M.amountTooSmall],
    ['negative', '-1000', M.amountInvalid],
    ['negative (number)', -5000, M.amountInvalid],
    ['decimal', '1000.5', M.amountInvalid],
    ['decimal (number)', 1500.25, M.amountInvalid],
    ['non-numeric', '만원', M.amountInvalid],
    ['separator', '10,000', M.amountInvalid],
    ['object', { value: 1000 }, M.amountInvalid],
    ['over maximum', '10000001', '충전 금액은 10,000,000원 이하로 입력해주세요.'],
  ])('%s amount → 400 with the Korean message, nothing written', async (_name, amount, message) => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: amount === undefined ? { recharge_method: 1 } : { amount, recharge_method: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({ status: 'fail', message, errors: { amount: [message] } });
    expect(await ctx.db.select().from(recharges).where(eq(recharges.userId, member.id))).toHaveLength(0);
  });

  it.each([
    ['missing', undefined, M.methodRequired],
    ['card (2)', 2, M.methodUnavailable],
    ['virtual account (3)', 3, M.methodUnavailable],
    ['unknown (9)', 9, M.methodInvalid],
    ['text', 'card', M.methodInvalid],
    ['decimal', 1.5, M.methodInvalid],
  ])('%s method → 400 refused', async (_name, method, message) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: method === undefined ? { amount: '10000' } : { amount: '10000', recharge_method: method },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ recharge_method: [message] });
  });

  it('no body at all → 400 amount required; logged out → 401; staff → 403', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const noBody = await api(ctx.app, 'POST', '/api/payments/recharge', { token });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.body.message).toBe(M.amountRequired);
    expect(
      (await api(ctx.app, 'POST', '/api/payments/recharge', { body: { amount: '1000', recharge_method: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await requestBank(staffToken)).statusCode).toBe(403);
  });
});

describe('bank transfer (method 1)', () => {
  it('saves a pending request and answers the deposit accounts and the depositor rule', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { fullname: '김입금' });
    const res = await requestBank(token, '50000');
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(M.bankRequested);
    expect(res.body.data.recharge).toMatchObject({
      recharge_method: 1,
      recharge_method_display: '무통장입금',
      amount: '50000',
      status: 0,
      status_display: '승인대기',
      approved_at: null,
    });
    const deposit = res.body.data.deposit;
    expect(deposit.depositor_name).toBe('김입금');
    expect(deposit.depositor_options).toEqual([
      { kind: 'manager', name: '김입금' },
      { kind: 'company', name: member.company.name },
    ]);
    expect(deposit.notice).toBe(M.depositorNotice);
    expect(deposit.accounts.map((a: { account_number: string }) => a.account_number.slice(-3))).toEqual([
      '971',
      '004',
    ]);
    expect(deposit.accounts.every((a: { holder: string }) => a.holder === '(주)비즈기프트')).toBe(true);
    const [row] = await ctx.db.select().from(recharges).where(eq(recharges.userId, member.id));
    expect(row).toMatchObject({ status: 0, amount: 50000, depositorName: '김입금', providerOrderId: null });
    expect((await balanceOf(token)).recharge).toBe('0');
    const options = await api(ctx.app, 'GET', '/api/payments/recharge/options', { token });
    expect(options.body.data).toMatchObject({
      deposit: { depositor_name: '김입금', notice: M.depositorNotice },
      integrated: { available: true, sdk_url: '/sandbox/danal/sdk.js' },
      min_amount: 1000,
      max_amount: 10_000_000,
    });
    expect(options.body.data.deposit.accounts).toHaveLength(2);
  });

  it.each([
    ['the manager’s name by default', undefined, 'manager'],
    ['the manager’s name', 'manager', 'manager'],
    ['the company’s name, as a transfer from its account shows', 'company', 'company'],
  ])(
    'a transfer may carry %s (issue #29 §5); staff see it beside both names',
    async (_case, depositor, kind) => {
      const { token, member } = await memberSession(ctx.app, ctx.db, { fullname: '김담당' });
      const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
        token,
        body: { amount: '20000', recharge_method: 1, ...(depositor ? { depositor } : {}) },
      });
      expect(res.statusCode).toBe(201);
      const expected = kind === 'company' ? member.company.name : '김담당';
      expect(res.body.data.deposit.depositor_name).toBe(expected);
      const listed = await api(ctx.app, 'GET', '/api/admin/recharges?status=0&page_size=100', {
        token: staffToken,
      });
      const row = listed.body.data.results.find((r: { id: number }) => r.id === res.body.data.recharge.id);
      expect(row).toMatchObject({
        depositor_name: expected,
        member: { fullname: '김담당', company_name: member.company.name },
      });
    },
  );

  it.each([
    ['another name', '홍길동'],
    ['a number', 2],
    ['an object', { name: '데모상사' }],
  ])('a depositor that is %s is refused with 400 and nothing is saved', async (_case, depositor) => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '20000', recharge_method: 1, depositor },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.depositor).toEqual([M.depositorInvalid]);
    expect(await ctx.db.select().from(recharges).where(eq(recharges.userId, member.id))).toHaveLength(0);
  });

  it('staff approval credits once (type 1) however often it is called, and records who approved', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 1000 });
    const id = (await requestBank(token, '30000')).body.data.recharge.id;
    const pending = await api(ctx.app, 'GET', '/api/admin/recharges?status=0', { token: staffToken });
    expect(pending.body.data.results.map((r: { id: number }) => r.id)).toContain(id);
    const first = await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(M.approved);
    expect(first.body.data).toMatchObject({ status: 1, status_display: '승인완료' });
    expect(first.body.data.approved_at).not.toBeNull();
    const again = await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    expect(again.statusCode).toBe(200);
    expect((await balanceOf(token)).recharge).toBe('31000');
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.rechargeId, id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      transactionType: 1,
      amount: 30000,
      balanceAfter: 31000,
      userId: member.id,
    });
    const [row] = await ctx.db.select().from(recharges).where(eq(recharges.id, id));
    expect(row!.processedBy).not.toBeNull();
    const audit = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(['recharge.approve']);
    const listed = await api(ctx.app, 'GET', '/api/admin/recharges?status=1', { token: staffToken });
    const item = listed.body.data.results.find((r: { id: number }) => r.id === id);
    expect(item.processed_by).toMatch(/^staff/);
    expect(item.member.username).toBe(member.username);
    // A rejected-after-approval attempt is a state conflict.
    expect(
      (await api(ctx.app, 'POST', `/api/admin/recharges/${id}/reject`, { token: staffToken })).statusCode,
    ).toBe(409);
  });

  it('50 parallel approvals of the same request credit exactly once', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const id = (await requestBank(token, '12345')).body.data.recharge.id;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.body.message === M.approved)).toHaveLength(1);
    expect((await balanceOf(token)).recharge).toBe('12345');
    expect(
      await ctx.db.select().from(walletTransactions).where(eq(walletTransactions.rechargeId, id)),
    ).toHaveLength(1);
    expect((await checkLedger(ctx.db)).ok).toBe(true);
  });

  it('rejection sets status 2 and credits nothing; approval afterwards is refused', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const id = (await requestBank(token, '20000')).body.data.recharge.id;
    const res = await api(ctx.app, 'POST', `/api/admin/recharges/${id}/reject`, {
      token: staffToken,
      body: { reason: '입금 확인 불가' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 2, status_display: '반려' });
    const approve = await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    expect(approve.statusCode).toBe(409);
    expect(approve.body.message).toBe(M.notPending);
    expect((await balanceOf(token)).recharge).toBe('0');
  });

  it('staff only: members get 403, unknown ids 404, integrated requests cannot be approved by hand', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const id = (await requestBank(token)).body.data.recharge.id;
    expect((await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token })).statusCode).toBe(
      403,
    );
    expect((await api(ctx.app, 'GET', '/api/admin/recharges', { token })).statusCode).toBe(403);
    expect(
      (await api(ctx.app, 'POST', '/api/admin/recharges/999999/approve', { token: staffToken })).statusCode,
    ).toBe(404);
    expect(
      (await api(ctx.app, 'POST', '/api/admin/recharges/abc/approve', { token: staffToken })).statusCode,
    ).toBe(404);
    expect(
      (await api(ctx.app, 'GET', '/api/admin/recharges?status=9', { token: staffToken })).statusCode,
    ).toBe(400);
    const integrated = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: '10000', recharge_method: 4 },
    });
    const approve = await api(
      ctx.app,
      'POST',
      `/api/admin/recharges/${integrated.body.data.recharge.id}/approve`,
      {
        token: staffToken,
      },
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.body.message).toBe(M.notBankTransfer);
    expect((await balanceOf(token)).recharge).toBe('0');
  });
});

describe('GET /api/payments/recharge and /recharge/histories', () => {
  it('lists own requests (plain list, newest first) with the SPEC §3 fields and date filters', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const other = await memberSession(ctx.app, ctx.db);
    await requestBank(other.token, '99000');
    const a = (await requestBank(token, '10000')).body.data.recharge.id;
    const b = (await requestBank(token, '20000')).body.data.recharge.id;
    await ctx.db
      .update(recharges)
      .set({ createdAt: new Date('2025-03-01T03:00:00Z') })
      .where(eq(recharges.id, a));
    const all = await api(ctx.app, 'GET', '/api/payments/recharge?ordering=-created_at', { token });
    expect(Array.isArray(all.body.data)).toBe(true);
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([b, a]);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(
      [
        'amount',
        'approved_at',
        'created_at',
        'id',
        'order_id',
        'recharge_method',
        'recharge_method_display',
        // issue #27: who of the company asked for it
        'requested_by',
        'status',
        'status_display',
      ].sort(),
    );
    const march = await api(
      ctx.app,
      'GET',
      '/api/payments/recharge?created_at_after=2025-03-01&created_at_before=2025-03-01',
      { token },
    );
    expect(march.body.data.map((r: { id: number }) => r.id)).toEqual([a]);
    const asc = await api(ctx.app, 'GET', '/api/payments/recharge?ordering=created_at', { token });
    expect(asc.body.data.map((r: { id: number }) => r.id)).toEqual([a, b]);
    for (const bad of ['yesterday', '2025-02-30', '0001-01-01', '0001-01-01T00:00:00Z']) {
      for (const path of ['/api/payments/recharge', '/api/payments/recharge/histories']) {
        const res = await api(ctx.app, 'GET', `${path}?created_at_after=${bad}`, { token });
        expect(res.statusCode).toBe(400);
        expect(res.body.errors).toEqual({ created_at_after: ['날짜 형식이 올바르지 않습니다.'] });
      }
    }
    expect((await api(ctx.app, 'GET', '/api/payments/recharge?ordering=amount', { token })).statusCode).toBe(
      400,
    );
  });

  it('pages the ledger (10 by default) with type and date filters and SPEC §3 transaction fields', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 5000 });
    for (let i = 0; i < 11; i++) {
      const id = (await requestBank(token, String(1000 + i))).body.data.recharge.id;
      await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });
    }
    const page1 = await api(ctx.app, 'GET', '/api/payments/recharge/histories?ordering=-created_at', {
      token,
    });
    expect(page1.body.data.count).toBe(12);
    expect(page1.body.data.results).toHaveLength(10);
    expect(page1.body.data.next).toContain('page=2');
    const first = page1.body.data.results[0];
    expect(first).toMatchObject({
      transaction_type: 1,
      transaction_type_display: '충전',
      amount: '1010',
      recharge_details: { recharge_method_display: '무통장입금' },
    });
    expect(first.order_number).toBe(`BANK-${first.recharge_details.id}`);
    expect(first.balance_after).toBe(String(5000 + 11 * 1000 + 55));
    const page2 = await api(ctx.app, 'GET', '/api/payments/recharge/histories?page=2', { token });
    expect(page2.body.data.results).toHaveLength(2);
    const adminAdds = await api(ctx.app, 'GET', '/api/payments/recharge/histories?transaction_type=4', {
      token,
    });
    expect(adminAdds.body.data.count).toBe(1);
    expect(adminAdds.body.data.results[0]).toMatchObject({
      amount: '5000',
      recharge_details: null,
      order_number: '-',
    });
    const future = await api(ctx.app, 'GET', '/api/payments/recharge/histories?created_at_after=2999-01-01', {
      token,
    });
    expect(future.body.data.count).toBe(0);
    expect(
      (await api(ctx.app, 'GET', '/api/payments/recharge/histories?transaction_type=8', { token }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api(ctx.app, 'GET', '/api/payments/recharge/histories?page_size=1000', { token })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/payments/recharge/{id}/cancel (the member withdraws a waiting bank transfer)', () => {
  let owner: string;
  let other: string;
  beforeAll(async () => {
    owner = (await memberSession(ctx.app, ctx.db)).token;
    other = (await memberSession(ctx.app, ctx.db)).token;
  });
  const cancel = (token: string | undefined, id: number | string) =>
    api(ctx.app, 'POST', `/api/payments/recharge/${id}/cancel`, { token });
  const approve = (id: number) =>
    api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken });

  it('cancels a pending request once (요청 취소, nothing credited); staff can no longer approve it', async () => {
    const id = (await requestBank(owner, '30000')).body.data.recharge.id as number;
    const before = await balanceOf(owner);
    const res = await cancel(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.cancelled);
    expect(res.body.data).toMatchObject({ id, status: 4, status_display: '요청 취소', approved_at: null });
    const again = await cancel(owner, id);
    expect(again.statusCode).toBe(200);
    expect(again.body.data.status).toBe(4);
    const listed = (await api(ctx.app, 'GET', '/api/payments/recharge', { token: owner })).body.data as {
      id: number;
      status: number;
    }[];
    expect(listed.find((r) => r.id === id)?.status).toBe(4);
    const approval = await approve(id);
    expect(approval.statusCode).toBe(409);
    expect(approval.body.message).toBe(M.notPending);
    expect(await balanceOf(owner)).toEqual(before);
  });

  it('refuses what is not the member’s own waiting bank transfer', async () => {
    const id = (await requestBank(owner, '20000')).body.data.recharge.id as number;
    expect((await cancel(other, id)).statusCode).toBe(404);
    expect((await cancel(owner, 999_999_999)).statusCode).toBe(404);
    expect((await cancel(owner, 'abc')).statusCode).toBe(404);
    expect((await cancel(undefined, id)).statusCode).toBe(401);
    expect((await cancel(staffToken, id)).statusCode).toBe(403);

    expect((await approve(id)).statusCode).toBe(200);
    const afterApproval = await cancel(owner, id);
    expect(afterApproval.statusCode).toBe(409);
    expect(afterApproval.body).toMatchObject({ status: 'fail', message: M.cancelNotPending });

    const integrated = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token: owner,
      body: { amount: '10000', recharge_method: 4 },
    });
    const card = await cancel(owner, integrated.body.data.recharge.id);
    expect(card.statusCode).toBe(409);
    expect(card.body.message).toBe(M.cancelNotBankTransfer);
  });

  it('a cancel racing a staff approval: exactly one wins, credited at most once', async () => {
    for (let round = 0; round < 4; round++) {
      const id = (await requestBank(owner, '10000')).body.data.recharge.id as number;
      const before = Number((await balanceOf(owner)).recharge);
      const [c, a] = await Promise.all([cancel(owner, id), approve(id)]);
      const [row] = await ctx.db.select().from(recharges).where(eq(recharges.id, id));
      const credits = await ctx.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.rechargeId, id));
      const after = Number((await balanceOf(owner)).recharge);
      if (row!.status === 4) {
        expect([c.statusCode, a.statusCode]).toEqual([200, 409]);
        expect(credits).toHaveLength(0);
        expect(after).toBe(before);
      } else {
        expect(row!.status).toBe(1);
        expect([c.statusCode, a.statusCode]).toEqual([409, 200]);
        expect(credits).toHaveLength(1);
        expect(after).toBe(before + 10_000);
      }
    }
  });
});
