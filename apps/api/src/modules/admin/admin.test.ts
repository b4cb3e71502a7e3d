import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  createInquiry,
  createMember,
  login,
  memberSession,
  orderPayload,
  staffSession,
} from '../../../test/factories.ts';
import { deliveries } from '../../db/schema/orders.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { terms } from '../../db/schema/users.ts';
import { wallets } from '../../db/schema/wallet.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const lastAudit = async () =>
  (await ctx.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1))[0]!;
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  api(ctx.app, method, url, { token: staff.token, body });

describe('members', () => {
  it('searches by username, company, business number and phone', async () => {
    const member = await createMember(ctx.db, { phoneNumber: '01098761234' });
    for (const q of [member.username, member.company.name, '1234567891', '9876-1234']) {
      const res = await adminCall('GET', `/api/admin/members?q=${encodeURIComponent(q)}`);
      expect(res.body.data.results.map((m: { id: number }) => m.id)).toContain(member.id);
    }
  });

  it('shows the member detail with company, wallet and terms', async () => {
    const member = await createMember(ctx.db, { balance: 12_000 });
    const res = await adminCall('GET', `/api/admin/members/${member.id}`);
    expect(res.body.data).toMatchObject({
      username: member.username,
      company: { name: member.company.name, business_number: '1234567891' },
      wallet: { recharge: '12000' },
      status: 'active',
    });
    // Staff accounts and unknown ids are not members: 404 for the detail and the history alike.
    for (const id of [staff.staff.id, 999_999]) {
      expect((await adminCall('GET', `/api/admin/members/${id}`)).statusCode).toBe(404);
      expect((await adminCall('GET', `/api/admin/members/${id}/transactions`)).statusCode).toBe(404);
    }
  });

  it.each([
    { type: 4, amount: 5000, start: 10_000, status: 200, after: 15_000 },
    { type: 5, amount: 4000, start: 10_000, status: 200, after: 6000 },
    { type: 5, amount: 10_000, start: 10_000, status: 200, after: 0 },
    { type: 5, amount: 10_001, start: 10_000, status: 409, after: 10_000 },
  ])(
    'adjust type $type by $amount from $start → $status, balance $after',
    async ({ type, amount, start, status, after }) => {
      const member = await createMember(ctx.db, { balance: start });
      const res = await adminCall('POST', `/api/admin/members/${member.id}/balance`, {
        transaction_type: type,
        amount,
        reason: '프로모션 보상',
      });
      expect(res.statusCode).toBe(status);
      const detail = await adminCall('GET', `/api/admin/members/${member.id}`);
      expect(detail.body.data.wallet.recharge).toBe(String(after));
      if (status === 200) {
        const audit = await lastAudit();
        expect(audit).toMatchObject({
          staffId: staff.staff.id,
          targetType: 'member',
          targetId: String(member.id),
        });
        expect(audit.action).toBe(type === 4 ? 'wallet.add' : 'wallet.subtract');
        expect(audit.before).toEqual({ recharge: start });
        const tx = await adminCall('GET', `/api/admin/members/${member.id}/transactions`);
        expect(tx.body.data.results[0]).toMatchObject({
          transaction_type: type,
          memo: '프로모션 보상',
          staff: staff.staff.username,
        });
      } else {
        expect(res.body.message).toBe('충전금 잔액보다 많이 차감할 수 없습니다.');
      }
    },
  );

  it.each([
    [{ transaction_type: 4, amount: 1000 }, '사유을(를) 입력해주세요.'],
    [{ transaction_type: 4, amount: 1000, reason: '  ' }, '사유을(를) 입력해주세요.'],
    [{ transaction_type: 4, amount: 0, reason: 'x' }, '금액은 1원 이상이어야 합니다.'],
    [{ transaction_type: 4, amount: 10.5, reason: 'x' }, '금액은 원 단위 정수로 입력해주세요.'],
    [{ transaction_type: 1, amount: 1000, reason: 'x' }, '조정 유형을 선택해주세요. (4 지급, 5 차감)'],
  ])('refuses %j', async (body, message) => {
    const member = await createMember(ctx.db, { balance: 1000 });
    const res = await adminCall('POST', `/api/admin/members/${member.id}/balance`, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('parallel subtractions never push the balance below zero', async () => {
    const member = await createMember(ctx.db, { balance: 1000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        adminCall('POST', `/api/admin/members/${member.id}/balance`, {
          transaction_type: 5,
          amount: 300,
          reason: '동시 차감',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect((await adminCall('GET', `/api/admin/members/${member.id}`)).body.data.wallet.recharge).toBe('100');
    const audits = await ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'member'), eq(auditLogs.targetId, String(member.id))));
    expect(audits.map((a) => a.action)).toEqual(['wallet.subtract', 'wallet.subtract', 'wallet.subtract']);
  });

  it('refuses to adjust a withdrawn member’s balance (409, nothing moves)', async () => {
    const member = await createMember(ctx.db, { balance: 5000, status: 'withdrawn' });
    const res = await adminCall('POST', `/api/admin/members/${member.id}/balance`, {
      transaction_type: 4,
      amount: 1000,
      reason: '보상',
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('탈퇴한 회원의 충전금은 조정할 수 없습니다.');
    expect((await adminCall('GET', `/api/admin/members/${member.id}`)).body.data.wallet.recharge).toBe(
      '5000',
    );
  });

  it.each([
    '/api/admin/members?q=a%00',
    '/api/admin/orders?q=a%00',
    '/api/admin/messages?recipient=%00',
    '/api/admin/deliveries?recipient=010%00',
    '/api/admin/deliveries?status=3,5&recipient=%00',
    '/api/admin/audit-logs?target_type=%00',
    '/api/admin/goods?q=%00',
    '/api/admin/brands?q=%00',
    '/api/admin/notices?search=%00',
  ])('a NUL character in a search word is a 400, not a server error: %s', async (url) => {
    const res = await adminCall('GET', url);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
  });

  it('a suspended member cannot log in; reactivation restores it; both are audited', async () => {
    const member = await createMember(ctx.db);
    const { refresh } = await login(ctx.app, member.username);
    const suspend = await adminCall('POST', `/api/admin/members/${member.id}/suspend`);
    expect(suspend.body.data.status).toBe('suspended');
    expect((await lastAudit()).action).toBe('member.suspend');
    const denied = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: member.username, password: member.password },
    });
    expect(denied.statusCode).toBe(401);
    expect((await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } })).statusCode).toBe(
      401,
    );
    await adminCall('POST', `/api/admin/members/${member.id}/reactivate`);
    expect((await lastAudit()).action).toBe('member.reactivate');
    await login(ctx.app, member.username);
  });
});

describe('staff accounts', () => {
  it('creates staff with a strong password only, and the new staff can log in', async () => {
    const weak = await adminCall('POST', '/api/admin/staff', {
      username: 'operator01',
      password: 'password1!',
      fullname: '박운영',
      email: 'op@bizgift.co.kr',
    });
    expect(weak.statusCode).toBe(400);
    const created = await adminCall('POST', '/api/admin/staff', {
      username: 'operator01',
      password: 'Strong!2345',
      fullname: '박운영',
      email: 'op@bizgift.co.kr',
    });
    expect(created.statusCode).toBe(201);
    expect((await lastAudit()).action).toBe('staff.create');
    const dup = await adminCall('POST', '/api/admin/staff', {
      username: 'operator01',
      password: 'Strong!2345',
      fullname: '박운영',
      email: 'op@bizgift.co.kr',
    });
    expect(dup.statusCode).toBe(409);
    const { access } = await login(ctx.app, 'operator01', 'Strong!2345');
    expect((await api(ctx.app, 'GET', '/api/admin/dashboard', { token: access })).statusCode).toBe(200);
    const deactivated = await adminCall('POST', `/api/admin/staff/${created.body.data.id}/deactivate`);
    expect(deactivated.body.data.status).toBe('suspended');
    // Its access token, though not expired, no longer opens the console, and it cannot log in.
    expect((await api(ctx.app, 'GET', '/api/admin/dashboard', { token: access })).statusCode).toBe(401);
    const relogin = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: 'operator01', password: 'Strong!2345' },
    });
    expect(relogin.statusCode).toBe(401);
    const self = await adminCall('POST', `/api/admin/staff/${staff.staff.id}/deactivate`);
    expect(self.statusCode).toBe(409);
  });
});

describe('deliveries, orders and the outbox', () => {
  it('lists failed deliveries, retries one to a corrected number and refunds another on the member’s behalf', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 50_000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01000000000'], { quantity: 2 }),
    });
    await ctx.app.services.worker.processOrder(order.body.data.id);
    const failed = await adminCall('GET', '/api/admin/deliveries?status=3,5');
    const mine = failed.body.data.results.filter(
      (d: { order_id: number }) => d.order_id === order.body.data.id,
    );
    expect(mine).toHaveLength(2);
    // A retry that fails again is refused and still leaves an audit row.
    const again = await adminCall('POST', `/api/admin/deliveries/${mine[0].id}/retry`, {});
    expect(again.statusCode).toBe(409);
    expect(await lastAudit()).toMatchObject({
      action: 'delivery.retry_failed',
      targetType: 'delivery',
      targetId: String(mine[0].id),
      staffId: staff.staff.id,
    });
    // Several statuses together still honour the recipient filter.
    const other = await adminCall('GET', '/api/admin/deliveries?status=3,5&recipient=01099998888');
    expect(
      other.body.data.results.filter((d: { order_id: number }) => d.order_id === order.body.data.id),
    ).toEqual([]);
    const byRecipient = await adminCall('GET', '/api/admin/deliveries?status=3,5&recipient=010-0000-0000');
    expect(byRecipient.body.data.count).toBe(2);
    const retry = await adminCall('POST', `/api/admin/deliveries/${mine[0].id}/retry`, {
      phone: '01012341234',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data.status).toBe(1);
    expect((await lastAudit()).action).toBe('delivery.retry');
    const refund = await adminCall('POST', `/api/admin/deliveries/${mine[1].id}/refund`, {
      reason: '고객센터 요청',
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.body.data.status).toBe(4);
    expect((await lastAudit()).action).toBe('delivery.refund');
    const twice = await adminCall('POST', `/api/admin/deliveries/${mine[1].id}/refund`, {
      reason: '고객센터 요청',
    });
    expect(twice.statusCode).toBe(409);
    const balance = await api(ctx.app, 'GET', '/api/payments/balance', { token });
    expect(balance.body.data.recharge).toBe(String(50_000 - 6000 + 3000));
    const outbox = await adminCall('GET', '/api/admin/messages?recipient=01012341234');
    expect(outbox.body.data.results[0]).toMatchObject({
      channel: 'sms',
      recipient: '01012341234',
      status: 'sent',
    });
    expect(outbox.body.data.results[0].body).toContain('쿠폰번호');
    const orders = await adminCall('GET', `/api/admin/orders?q=${order.body.data.id}`);
    expect(orders.body.data.results[0].id).toBe(order.body.data.id);
    const [row] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, mine[0].id));
    expect(row!.recipientPhone).toBe('01012341234');
  });
});

describe('dashboard and settings', () => {
  it('shows the ledger check as OK with totals', async () => {
    const res = await adminCall('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.ledger.ok).toBe(true);
    expect(res.body.data.ledger.difference).toBe('0');
    expect(res.body.data.today).toHaveProperty('sales');
  });

  it('counts today’s sales, orders, pending recharges and unanswered inquiries', async () => {
    const dash = async () => (await adminCall('GET', '/api/admin/dashboard')).body.data;
    const before = await dash();
    const { token, member } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const goods = await createGoods(ctx.db, { price: 2000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01012345678']),
    });
    expect(order.statusCode).toBeLessThan(300);
    const recharge = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token,
      body: { amount: 30_000, recharge_method: 1 },
    });
    expect(recharge.statusCode).toBe(201);
    await createInquiry(ctx.db, member.id);
    const after = await dash();
    for (const period of ['today', 'last_7_days'] as const) {
      expect(Number(after[period].sales) - Number(before[period].sales)).toBe(2000);
      expect(after[period].orders - before[period].orders).toBe(1);
      // A pending bank transfer is not a recharge yet.
      expect(after[period].recharges).toBe(before[period].recharges);
    }
    expect(after.pending_recharges - before.pending_recharges).toBe(1);
    expect(after.unanswered_inquiries - before.unanswered_inquiries).toBe(1);
    expect(Number(after.ledger.wallet_total) - Number(before.ledger.wallet_total)).toBe(8000);
    expect(after.ledger).toMatchObject({ ok: true, difference: '0' });
  });

  it('shows the ledger difference when wallets and transactions disagree', async () => {
    const member = await createMember(ctx.db, { balance: 1000 });
    await ctx.db
      .update(wallets)
      .set({ recharge: sql`${wallets.recharge} + 7` })
      .where(eq(wallets.userId, member.id));
    try {
      const res = await adminCall('GET', '/api/admin/dashboard');
      expect(res.body.data.ledger).toMatchObject({ ok: false, difference: '7', mismatched_wallets: 1 });
    } finally {
      await ctx.db
        .update(wallets)
        .set({ recharge: sql`${wallets.recharge} - 7` })
        .where(eq(wallets.userId, member.id));
    }
  });

  it('footer edits reach the public footer and are audited', async () => {
    const current = (await adminCall('GET', '/api/admin/settings')).body.data.footer;
    const res = await adminCall('PUT', '/api/admin/settings/footer', {
      ...current,
      contact_phone: '1600-1234',
    });
    expect(res.statusCode).toBe(200);
    const footer = await api(ctx.app, 'GET', '/api/settings/footers');
    expect(footer.body.data.contact_phone).toBe('1600-1234');
    expect(await lastAudit()).toMatchObject({ action: 'settings.footer', targetId: 'footer' });
  });

  it('deposit account edits reach the member’s bank-transfer screen', async () => {
    const accounts = [{ bank: '신한은행', account_number: '110-123-456789', holder: '(주)비즈기프트' }];
    const res = await adminCall('PUT', '/api/admin/settings/deposit-accounts', { accounts });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.deposit_accounts).toEqual(accounts);
    const { token } = await memberSession(ctx.app, ctx.db);
    const options = await api(ctx.app, 'GET', '/api/payments/recharge/options', { token });
    expect(options.body.data.deposit.accounts).toMatchObject(accounts);
    const empty = await adminCall('PUT', '/api/admin/settings/deposit-accounts', { accounts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('입금 계좌를 하나 이상 입력해주세요.');
  });

  it('a new version of a required term becomes the active one that sign-up serves', async () => {
    const [target] = await ctx.db
      .insert(terms)
      .values({ kind: 'service', title: '서비스 이용약관 동의', content: '제1조', isRequired: true })
      .returning();
    const res = await adminCall('POST', `/api/admin/terms/${target!.id}/versions`, {
      title: '서비스 이용약관 동의',
      content: '개정된 약관 내용입니다.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.version).toBe(2);
    expect((await lastAudit()).action).toBe('terms.new_version');
    const served = await api(ctx.app, 'GET', '/api/users/terms');
    const service = served.body.data.filter((t: { title: string }) => t.title === '서비스 이용약관 동의');
    expect(service.map((t: { id: number }) => t.id)).toEqual([res.body.data.id]);
    expect(
      (await adminCall('POST', '/api/admin/terms/999999/versions', { title: 't', content: 'c' })).statusCode,
    ).toBe(404);
  });
});
