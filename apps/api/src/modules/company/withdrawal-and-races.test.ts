import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, createMember, login, memberSession, orderPayload } from '../../../test/factories.ts';
import { companyActivity } from '../../db/schema/company.ts';
import { orders } from '../../db/schema/orders.ts';
import { companies } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';

/**
 * Issue #27, what company.test.ts leaves out: withdrawal in a company of several (leaving, the last
 * owner refused), the rest of the role × route matrix (cart, voucher refund / resend / cancel,
 * recharge cancel, the address book and templates), and the workspace's races run again and again
 * (RACE_LOOPS times: the limit race, the approval races, the expiry sweep racing the approvers), the
 * ledger balanced after every round. COMPANY_RACE_LOOPS raises the count for a long soak.
 */
const RACE_LOOPS = Number(process.env.COMPANY_RACE_LOOPS ?? 30);
const RACE_TIMEOUT = Math.max(600_000, RACE_LOOPS * 20_000);
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

type Role = 'owner' | 'manager' | 'sender' | 'viewer';
const ROLES: Role[] = ['owner', 'manager', 'sender', 'viewer'];
interface Person {
  member: { id: number; password: string };
  token: string;
}

async function company(balance = 100_000) {
  const owner = await memberSession(ctx.app, ctx.db, { balance });
  const people: Partial<Record<Role, Person>> = { owner: { member: owner.member, token: owner.token } };
  for (const role of ['manager', 'sender', 'viewer'] as const) {
    const member = await createMember(ctx.db, { company: owner.member.company, companyRole: role });
    people[role] = { member, token: (await login(ctx.app, member.username, member.password)).access };
  }
  return { people: people as Record<Role, Person>, owner };
}

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);
const withdraw = (who: Person) =>
  api(ctx.app, 'DELETE', '/api/users/me', { token: who.token, body: { password: who.member.password } });

describe('withdrawal in a company of several', () => {
  it('the last owner is refused while others remain; a sender leaves and the company keeps everything; then the owner withdraws as a one-person company did', async () => {
    // given a company with 30,000원
    const { people, owner } = await company(30_000);
    const companyId = owner.member.company.id;
    // when the only owner withdraws: 409 last_owner, nothing changed
    const refused = await withdraw(people.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.code).toBe('last_owner');
    expect(await balanceOf(people.owner.token)).toBe(30_000);
    // when the sender, the manager and the viewer withdraw: they leave; wallet and company stay
    for (const role of ['sender', 'manager', 'viewer'] as const) {
      expect((await withdraw(people[role])).statusCode).toBe(200);
      expect((await api(ctx.app, 'GET', '/api/company', { token: people[role].token })).statusCode).toBe(401);
    }
    expect(await balanceOf(people.owner.token)).toBe(30_000);
    const [kept] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    expect(kept!.name).toBe(owner.member.company.name);
    const left = await ctx.db
      .select()
      .from(companyActivity)
      .where(and(eq(companyActivity.companyId, companyId), eq(companyActivity.action, 'member.left')));
    expect(left).toHaveLength(3);
    // then the owner, alone now, withdraws as before: balance forfeited, company erased
    expect((await withdraw(people.owner)).statusCode).toBe(200);
    const [closed] = await ctx.db.select().from(companies).where(eq(companies.id, companyId));
    expect(closed!.name).toBe('탈퇴회원');
  });

  it('an owner may withdraw when another active owner stays; the money stays with the company; the last one closes its wallet', async () => {
    const owner = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const second = await createMember(ctx.db, { company: owner.member.company, companyRole: 'owner' });
    const token = (await login(ctx.app, second.username, second.password)).access;
    expect((await withdraw(owner)).statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(10_000);
    const me = await api(ctx.app, 'GET', '/api/company', { token });
    expect(me.body.data).toMatchObject({ role: 'owner', name: owner.member.company.name });
    // and when that last owner withdraws, the company's wallet (opened by the founder) is closed too
    expect((await withdraw({ member: second, token })).statusCode).toBe(200);
    const forfeits = await ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, second.id), eq(walletTransactions.transactionType, 5)));
    expect(forfeits.map((t) => t.amount)).toEqual([-10_000]);
  });
});

describe('orders waiting for approval when people go', () => {
  const waitingOrder = async (people: Record<Role, Person>) => {
    const goods = await createGoods(ctx.db, { price: 20_000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token: people.sender.token,
      body: orderPayload([goods], ['01090003333']),
    });
    expect(res.body.data.status).toBe(5);
    return res.body.data.id as number;
  };
  const refundsOf = (orderId: number) =>
    ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.transactionType, 3)));

  it("a removed sender's waiting orders stay with the company: an approver still approves or rejects them, once", async () => {
    const { people } = await company(100_000);
    await api(ctx.app, 'PUT', '/api/company/policy', {
      token: people.owner.token,
      body: { approval_over: '10000' },
    });
    const [toApprove, toReject] = [await waitingOrder(people), await waitingOrder(people)];
    const removed = await api(ctx.app, 'DELETE', `/api/company/members/${people.sender.member.id}`, {
      token: people.owner.token,
    });
    expect(removed.statusCode).toBe(200);
    const waiting = await api(ctx.app, 'GET', '/api/company/approvals', { token: people.manager.token });
    expect(waiting.body.data.results.map((o: { id: number }) => o.id)).toEqual([toApprove, toReject]);
    const approved = await api(ctx.app, 'POST', `/api/orders/${toApprove}/approve`, {
      token: people.manager.token,
    });
    expect(approved.body.data.status).toBe(0);
    const rejected = await api(ctx.app, 'POST', `/api/orders/${toReject}/reject`, {
      token: people.owner.token,
      body: { reason: '담당자 퇴사' },
    });
    expect(rejected.body.data.status).toBe(4);
    expect(await refundsOf(toReject)).toHaveLength(1);
    expect(await refundsOf(toApprove)).toHaveLength(0);
    expect(await balanceOf(people.owner.token)).toBe(80_000);
  });

  it('when the company closes (its last member withdraws), a waiting order is refunded once (type 3) before the balance is forfeited', async () => {
    const { people } = await company(50_000);
    await api(ctx.app, 'PUT', '/api/company/policy', {
      token: people.owner.token,
      body: { approval_over: '10000' },
    });
    const id = await waitingOrder(people);
    // the others leave first: the order still waits (the owner could decide it)
    for (const role of ['sender', 'manager', 'viewer'] as const) {
      expect((await withdraw(people[role])).statusCode).toBe(200);
    }
    const [still] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(still!.status).toBe(5);
    expect(await balanceOf(people.owner.token)).toBe(30_000);
    // the owner, alone, withdraws: the company closes
    expect((await withdraw(people.owner)).statusCode).toBe(200);
    const [closed] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(closed!.status).toBe(4);
    const refunds = await refundsOf(id);
    expect(refunds.map((t) => t.amount)).toEqual([20_000]);
    // the refund came before the forfeiture, which took the whole 50,000원
    const forfeits = await ctx.db
      .select()
      .from(walletTransactions)
      .where(
        and(eq(walletTransactions.walletId, refunds[0]!.walletId), eq(walletTransactions.transactionType, 5)),
      );
    expect(forfeits.map((t) => t.amount)).toEqual([-50_000]);
    expect(forfeits[0]!.id).toBeGreaterThan(refunds[0]!.id);
    // and the 7-day sweep finds nothing left to refund
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, id));
    await ctx.app.services.company.expireApprovals();
    expect(await refundsOf(id)).toHaveLength(1);
  });
});

describe('role × route, the rest of the matrix', () => {
  // Another company's row or none at all: the allowed roles get past the role check (404 / 400),
  // the others stop at it (403) before anything is read or written.
  const routes: {
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    path: string;
    body?: (goodsId: number) => unknown;
    allowed: Role[];
  }[] = [
    {
      method: 'POST',
      path: '/api/carts',
      body: (g) => ({ goods: g }),
      allowed: ['owner', 'manager', 'sender'],
    },
    { method: 'DELETE', path: '/api/carts?ids=999999', allowed: ['owner', 'manager', 'sender'] },
    {
      method: 'POST',
      path: '/api/orders/deliveries/999999/refund',
      body: () => ({}),
      allowed: ['owner', 'manager', 'sender'],
    },
    {
      method: 'POST',
      path: '/api/orders/deliveries/999999/resend',
      body: () => ({}),
      allowed: ['owner', 'manager', 'sender'],
    },
    { method: 'POST', path: '/api/orders/deliveries/999999/cancel', allowed: ['owner', 'manager', 'sender'] },
    { method: 'POST', path: '/api/orders/999999/cancel', allowed: ['owner', 'manager', 'sender'] },
    { method: 'POST', path: '/api/payments/recharge/999999/cancel', allowed: ['owner', 'manager'] },
    // Issue #31: every role reads the address book and the templates; owner and manager keep them.
    { method: 'GET', path: '/api/contacts', allowed: ROLES },
    { method: 'GET', path: '/api/message-templates', allowed: ROLES },
    {
      method: 'POST',
      path: '/api/contacts',
      body: () => ({ name: '홍길동', phone: '01012340000' }),
      allowed: ['owner', 'manager'],
    },
    {
      method: 'PATCH',
      path: '/api/contacts/999999',
      body: () => ({ name: '홍길동' }),
      allowed: ['owner', 'manager'],
    },
    { method: 'DELETE', path: '/api/contacts/999999', allowed: ['owner', 'manager'] },
    { method: 'POST', path: '/api/contacts/import', body: () => ({}), allowed: ['owner', 'manager'] },
    {
      method: 'POST',
      path: '/api/message-templates',
      body: () => ({ name: '감사', body: '감사합니다' }),
      allowed: ['owner', 'manager'],
    },
    {
      method: 'PATCH',
      path: '/api/message-templates/999999',
      body: () => ({ name: '감사' }),
      allowed: ['owner', 'manager'],
    },
    { method: 'DELETE', path: '/api/message-templates/999999', allowed: ['owner', 'manager'] },
  ];

  it.each(routes)('$method $path: $allowed', async ({ method, path, body, allowed }) => {
    const { people } = await company(0);
    const goods = await createGoods(ctx.db, { price: 1000 });
    for (const role of ROLES) {
      const res = await api(ctx.app, method, path, { token: people[role].token, body: body?.(goods.id) });
      if (allowed.includes(role)) expect(res.statusCode, role).not.toBe(403);
      else expect(res.statusCode, role).toBe(403);
    }
  });
});

describe(`workspace races, ${RACE_LOOPS} rounds`, () => {
  const refundsOf = (orderId: number) =>
    ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, orderId), eq(walletTransactions.transactionType, 3)));

  it(
    '20 parallel orders of a sender never pass its monthly limit, every round',
    async () => {
      const { owner } = await company(RACE_LOOPS * 30_000);
      const goods = await createGoods(ctx.db, { price: 4000 });
      for (let round = 0; round < RACE_LOOPS; round++) {
        // a fresh sender each round: 30,000원 a month fits 7 orders of 4,000원, not 8
        const sender = await createMember(ctx.db, {
          company: owner.member.company,
          companyRole: 'sender',
          monthlyLimit: 30_000,
        });
        const token = (await login(ctx.app, sender.username, sender.password)).access;
        const before = await balanceOf(owner.token);
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            api(ctx.app, 'POST', '/api/orders', {
              token,
              body: orderPayload([goods], [`0107${String(1000000 + i).slice(-7)}`]),
            }),
          ),
        );
        expect(
          results.filter((r) => r.statusCode === 201),
          `round ${round}`,
        ).toHaveLength(7);
        expect(results.filter((r) => r.statusCode === 409 && r.body.code === 'limit_exceeded')).toHaveLength(
          13,
        );
        expect(await balanceOf(owner.token)).toBe(before - 7 * 4000);
        await expectLedgerBalanced(ctx.db);
      }
    },
    RACE_TIMEOUT,
  );

  it(
    'ten parallel approvals decide once, and approve racing reject has one outcome, every round',
    async () => {
      const { people } = await company(RACE_LOOPS * 2 * 20_000);
      await api(ctx.app, 'PUT', '/api/company/policy', {
        token: people.owner.token,
        body: { approval_over: '10000' },
      });
      const goods = await createGoods(ctx.db, { price: 20_000 });
      const place = async () => {
        const res = await api(ctx.app, 'POST', '/api/orders', {
          token: people.sender.token,
          body: orderPayload([goods], ['01090001111']),
        });
        expect(res.body.data.status).toBe(5);
        return res.body.data.id as number;
      };
      const outcomes = { approved: 0, rejected: 0 };
      for (let round = 0; round < RACE_LOOPS; round++) {
        const id = await place();
        const approvals = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            api(ctx.app, 'POST', `/api/orders/${id}/approve`, {
              token: (i % 2 ? people.owner : people.manager).token,
            }),
          ),
        );
        expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
        expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(9);

        const other = await place();
        const [a, r] = await Promise.all([
          api(ctx.app, 'POST', `/api/orders/${other}/approve`, { token: people.manager.token }),
          api(ctx.app, 'POST', `/api/orders/${other}/reject`, {
            token: people.owner.token,
            body: { reason: '경합' },
          }),
        ]);
        expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
        const [row] = await ctx.db.select().from(orders).where(eq(orders.id, other));
        expect(row!.status).toBe(r.statusCode === 200 ? 4 : 0);
        expect(await refundsOf(other)).toHaveLength(r.statusCode === 200 ? 1 : 0);
        outcomes[r.statusCode === 200 ? 'rejected' : 'approved']++;
        await expectLedgerBalanced(ctx.db);
      }
      expect(outcomes.approved + outcomes.rejected).toBe(RACE_LOOPS);
    },
    RACE_TIMEOUT,
  );

  it(
    'the 7-day sweep racing an approval and a rejection ends the order once, every round',
    async () => {
      const { people } = await company(RACE_LOOPS * 20_000);
      await api(ctx.app, 'PUT', '/api/company/policy', {
        token: people.owner.token,
        body: { approval_over: '10000' },
      });
      const goods = await createGoods(ctx.db, { price: 20_000 });
      const outcomes = { expired: 0, approved: 0, rejected: 0 };
      for (let round = 0; round < RACE_LOOPS; round++) {
        const placed = await api(ctx.app, 'POST', '/api/orders', {
          token: people.sender.token,
          body: orderPayload([goods], ['01090002222']),
        });
        const id = placed.body.data.id as number;
        expect(placed.body.data.status).toBe(5);
        await ctx.db
          .update(orders)
          .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
          .where(eq(orders.id, id));
        const [sweepA, sweepB, approve, reject] = await Promise.all([
          ctx.app.services.company.expireApprovals(),
          ctx.app.services.company.expireApprovals(),
          api(ctx.app, 'POST', `/api/orders/${id}/approve`, { token: people.manager.token }),
          api(ctx.app, 'POST', `/api/orders/${id}/reject`, {
            token: people.owner.token,
            body: { reason: '경합' },
          }),
        ]);
        const decided = [approve.statusCode === 200, reject.statusCode === 200, sweepA + sweepB === 1];
        expect(decided.filter(Boolean), `round ${round}`).toHaveLength(1);
        expect(sweepA + sweepB).toBeLessThanOrEqual(1);
        const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
        expect(row!.status).toBe(approve.statusCode === 200 ? 0 : 4);
        expect(await refundsOf(id)).toHaveLength(approve.statusCode === 200 ? 0 : 1);
        outcomes[
          approve.statusCode === 200 ? 'approved' : reject.statusCode === 200 ? 'rejected' : 'expired'
        ]++;
        await expectLedgerBalanced(ctx.db);
      }
      expect(outcomes.expired + outcomes.approved + outcomes.rejected).toBe(RACE_LOOPS);
      console.info(`[races] sweep vs approve vs reject over ${RACE_LOOPS} rounds:`, outcomes);
    },
    RACE_TIMEOUT,
  );
});
