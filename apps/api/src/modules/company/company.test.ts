import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, ledgerCheckedContext } from '../../../test/context.ts';
import {
  companySessions,
  completeIdentity,
  createApiKey,
  createGoods,
  login,
  memberSession,
  orderPayload,
  seedTerms,
  staffSession,
} from '../../../test/factories.ts';
import { companyActivity } from '../../db/schema/company.ts';
import { deliveries, messages, orders } from '../../db/schema/orders.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { webhookAttempts, webhookMessages } from '../../db/schema/webhooks.ts';

/**
 * Issue #27: a company workspace. Every member of a company shares its wallet; roles decide what
 * each may do; a sender's order above the threshold waits for an approver; monthly limits hold under
 * races; everything lands in the activity log.
 */
const ctx = ledgerCheckedContext();

type Role = 'owner' | 'manager' | 'sender' | 'viewer';
/** The role matrix's callers: the four roles and a live API key of the company (a manager's rights, fewer routes). */
type Caller = Role | 'key';

/** A company: its owner (with `balance` in the wallet), one member of each other role and a live key. */
async function company(balance = 100_000, options: { limit?: number | null } = {}) {
  const people = await companySessions(ctx.app, ctx.db, balance, (role) =>
    role === 'sender' ? { monthlyLimit: options.limit ?? null } : {},
  );
  const key = await createApiKey(ctx.app, people.owner.token, '연동');
  return { ...people, key: { ...people.owner, token: key.key } } as Record<
    Caller,
    Awaited<ReturnType<typeof memberSession>>
  >;
}

const balanceOf = async (token: string) =>
  Number((await api(ctx.app, 'GET', '/api/payments/balance', { token })).body.data.recharge);

const order = async (token: string, price = 4500, recipients = 1) => {
  const goods = await createGoods(ctx.db, { price });
  const phones = Array.from({ length: recipients }, (_, i) => `0109${String(1000000 + i).slice(-7)}`);
  return api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([goods], phones) });
};

describe('GET /api/company and the shared wallet', () => {
  it('answers the caller its company, role and policy; every member sees the one wallet', async () => {
    const people = await company(50_000);
    for (const role of ['owner', 'manager', 'sender', 'viewer'] as const) {
      const res = await api(ctx.app, 'GET', '/api/company', { token: people[role].token });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({
        id: people.owner.member.company.id,
        role,
        policy: { approval_over: null },
        monthly_limit: null,
        spent_this_month: '0',
      });
      expect(await balanceOf(people[role].token)).toBe(50_000);
    }
  });

  it("a sender's order debits the company wallet; its ledger row names the sender", async () => {
    const people = await company(50_000);
    const res = await order(people.sender.token, 4500);
    expect(res.statusCode).toBe(201);
    expect(res.body.data.placed_by).toMatchObject({
      id: people.sender.member.id,
      username: people.sender.member.username,
    });
    expect(await balanceOf(people.owner.token)).toBe(45_500);
    const [row] = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.orderId, res.body.data.id));
    expect(row).toMatchObject({ userId: people.sender.member.id, amount: -4500 });
  });
});

describe('what each role may do (role × route)', () => {
  // [method, path builder, body builder, roles allowed] — anything else 403 (or 404 for another's row).
  const cases: {
    name: string;
    allowed: Caller[];
    call: (p: Awaited<ReturnType<typeof company>>, role: Caller) => Promise<number>;
  }[] = [
    {
      name: 'POST /api/orders',
      allowed: ['owner', 'manager', 'sender', 'key'],
      call: async (p, role) => (await order(p[role].token)).statusCode,
    },
    {
      name: 'POST /api/payments/recharge',
      allowed: ['owner', 'manager'],
      call: async (p, role) =>
        (
          await api(ctx.app, 'POST', '/api/payments/recharge', {
            token: p[role].token,
            body: { amount: '10000', recharge_method: 1 },
          })
        ).statusCode,
    },
    {
      name: 'GET /api/company/members',
      allowed: ['owner', 'manager'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/company/members', { token: p[role].token })).statusCode,
    },
    {
      name: 'GET /api/company/activity',
      allowed: ['owner', 'manager'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/company/activity', { token: p[role].token })).statusCode,
    },
    {
      name: 'GET /api/company/approvals',
      allowed: ['owner', 'manager'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/company/approvals', { token: p[role].token })).statusCode,
    },
    {
      name: 'GET /api/company/invitations',
      allowed: ['owner'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/company/invitations', { token: p[role].token })).statusCode,
    },
    {
      name: 'PUT /api/company/policy',
      allowed: ['owner'],
      call: async (p, role) =>
        (
          await api(ctx.app, 'PUT', '/api/company/policy', {
            token: p[role].token,
            body: { approval_over: null },
          })
        ).statusCode,
    },
    {
      name: 'POST /api/company/invitations',
      allowed: ['owner'],
      call: async (p, role) =>
        (
          await api(ctx.app, 'POST', '/api/company/invitations', {
            token: p[role].token,
            body: { email: `${role}-${Date.now()}@example.com`, role: 'viewer', monthly_limit: null },
          })
        ).statusCode,
    },
    {
      name: 'GET /api/orders',
      allowed: ['owner', 'manager', 'sender', 'viewer', 'key'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/orders', { token: p[role].token })).statusCode,
    },
    {
      name: 'GET /api/payments/balance',
      allowed: ['owner', 'manager', 'sender', 'viewer', 'key'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/payments/balance', { token: p[role].token })).statusCode,
    },
    // Issue #30 §2: the test wallet beside the keys is the owner's; no key reaches it (test or live).
    {
      name: 'GET /api/company/test-wallet',
      allowed: ['owner'],
      call: async (p, role) =>
        (await api(ctx.app, 'GET', '/api/company/test-wallet', { token: p[role].token })).statusCode,
    },
    {
      name: 'POST /api/company/test-wallet/reset',
      allowed: ['owner'],
      call: async (p, role) =>
        (await api(ctx.app, 'POST', '/api/company/test-wallet/reset', { token: p[role].token })).statusCode,
    },
  ];

  it.each(cases)('$name: $allowed', async ({ allowed, call }) => {
    const people = await company(200_000);
    for (const role of ['owner', 'manager', 'sender', 'viewer', 'key'] as const) {
      const status = await call(people, role);
      if (allowed.includes(role)) expect(status, role).toBeLessThan(300);
      else expect(status, role).toBe(403);
    }
  });

  it('API key, webhook and test-wallet routes: the owner only; other roles, a live or test key and staff 403; another company 404 on our rows; anonymous 401', async () => {
    const people = await company(0);
    const staff = await staffSession(ctx.app, ctx.db);
    const stranger = await memberSession(ctx.app, ctx.db);
    const owner = people.owner.token;
    const hook = { url: 'http://127.0.0.1:9/hooks', events: ['order.created'] };
    const endpoint = (await api(ctx.app, 'POST', '/api/company/webhooks', { token: owner, body: hook })).body
      .data.id as number;
    // A finally failed message with one attempt, so the owner's resend has something to resend
    const [message] = await ctx.db
      .insert(webhookMessages)
      .values({
        messageId: `msg_matrix${Date.now()}`,
        endpointId: endpoint,
        type: 'webhook.test',
        payload: {},
        status: 'failed',
      })
      .returning();
    const [attempt] = await ctx.db
      .insert(webhookAttempts)
      .values({ messageId: message!.id, endpointId: endpoint, durationMs: 1, responseExcerpt: '' })
      .returning();
    const spare = (
      await api(ctx.app, 'POST', '/api/company/api-keys', {
        token: owner,
        body: { name: '폐기용', mode: 'test' },
      })
    ).body.data;
    const spareKey = spare.id as number;

    /** `ours`: the path names one of our rows (another company 404); else a collection (its own, 2xx). */
    const routes: {
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: string;
      body?: object;
      ours: boolean;
    }[] = [
      { method: 'GET', url: '/api/company/api-keys', ours: false },
      { method: 'POST', url: '/api/company/api-keys', body: { name: '행렬', mode: 'live' }, ours: false },
      { method: 'DELETE', url: `/api/company/api-keys/${spareKey}`, ours: true },
      { method: 'GET', url: '/api/company/webhooks', ours: false },
      { method: 'POST', url: '/api/company/webhooks', body: hook, ours: false },
      { method: 'PATCH', url: `/api/company/webhooks/${endpoint}`, body: { enabled: true }, ours: true },
      { method: 'POST', url: `/api/company/webhooks/${endpoint}/test`, ours: true },
      { method: 'GET', url: `/api/company/webhooks/${endpoint}/attempts`, ours: true },
      { method: 'POST', url: `/api/company/webhooks/${endpoint}/attempts/${attempt!.id}/resend`, ours: true },
      { method: 'DELETE', url: `/api/company/webhooks/${endpoint}`, ours: true },
      // Issue #30 §2: the test wallet beside the keys (each company reads and resets its own).
      { method: 'GET', url: '/api/company/test-wallet', ours: false },
      { method: 'POST', url: '/api/company/test-wallet/reset', ours: false },
    ];
    const callers: [string, string | undefined][] = [
      ['anonymous', undefined],
      ['staff', staff.token],
      ['another company', stranger.token],
      ...(['manager', 'sender', 'viewer', 'key'] as const).map(
        (r) => [r, people[r].token] as [string, string],
      ),
      // A test key (issue #30 §2) acts in the test world of the member API only: none of these either.
      ['test key', spare.key as string],
    ];
    for (const route of routes) {
      for (const [who, token] of callers) {
        const res = await api(ctx.app, route.method, route.url, { token, body: route.body });
        const expected =
          who === 'anonymous' ? 401 : who === 'another company' ? (route.ours ? 404 : '2xx') : 403;
        const label = `${who} ${route.method} ${route.url}`;
        if (expected === '2xx') expect(res.statusCode, label).toBeLessThan(300);
        else expect(res.statusCode, label).toBe(expected);
      }
    }
    // Another company's lists never show ours, and nothing of ours changed for the refusals
    const theirs = async (path: string) =>
      (await api(ctx.app, 'GET', path, { token: stranger.token })).body.data;
    expect((await theirs('/api/company/api-keys')).map((k: { name: string }) => k.name)).toEqual(['행렬']);
    expect((await theirs('/api/company/webhooks')).map((w: { id: number }) => w.id)).not.toContain(endpoint);
    const ourKeys = (await api(ctx.app, 'GET', '/api/company/api-keys', { token: owner })).body.data;
    expect(ourKeys.map((k: { name: string }) => k.name).sort()).toEqual(['연동', '폐기용']);
    expect(ourKeys.every((k: { revoked_at: string | null }) => k.revoked_at === null)).toBe(true);
    // The owner may call every one of them (the endpoint deleted last)
    for (const route of routes) {
      const res = await api(ctx.app, route.method, route.url, { token: owner, body: route.body });
      expect(res.statusCode, `owner ${route.method} ${route.url}`).toBeLessThan(300);
    }
  });

  it('a sender sees only its own orders, deliveries and documents; the others see the company', async () => {
    const people = await company(100_000);
    const mine = (await order(people.sender.token)).body.data.id;
    const managers = (await order(people.manager.token)).body.data.id;
    const ids = async (role: Role) =>
      (await api(ctx.app, 'GET', '/api/orders', { token: people[role].token })).body.data.results.map(
        (o: { id: number }) => o.id,
      );
    expect(await ids('sender')).toEqual([mine]);
    for (const role of ['owner', 'manager', 'viewer'] as const)
      expect((await ids(role)).sort()).toEqual([mine, managers].sort());
    // Another member's order is simply not there for a sender.
    const get = (path: string, token: string) =>
      ctx.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
    for (const path of [
      `/api/orders/${managers}`,
      `/api/orders/${managers}/statement.pdf`,
      `/api/orders/${managers}/deliveries.xlsx`,
    ]) {
      expect((await get(path, people.sender.token)).statusCode, path).toBe(404);
      expect((await get(path, people.viewer.token)).statusCode, path).toBe(200);
    }
    const [delivery] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, managers));
    expect(
      (await api(ctx.app, 'GET', `/api/orders/deliveries/${delivery!.id}`, { token: people.sender.token }))
        .statusCode,
    ).toBe(404);
    const list = await api(ctx.app, 'GET', '/api/orders/deliveries', { token: people.sender.token });
    expect(list.body.data.results.length).toBeGreaterThan(0);
    expect(list.body.data.results.every((d: { order_id: number }) => d.order_id === mine)).toBe(true);
    // The filter by who placed it.
    const filtered = await api(ctx.app, 'GET', `/api/orders?placed_by=${people.manager.member.id}`, {
      token: people.owner.token,
    });
    expect(filtered.body.data.results.map((o: { id: number }) => o.id)).toEqual([managers]);
    // The deliveries list names who placed each order and filters by it the same way.
    const sent = await api(ctx.app, 'GET', `/api/orders/deliveries?placed_by=${people.manager.member.id}`, {
      token: people.viewer.token,
    });
    expect(sent.body.data.results.length).toBeGreaterThan(0);
    for (const d of sent.body.data.results) {
      expect(d.order_id).toBe(managers);
      expect(d.placed_by).toEqual({
        id: people.manager.member.id,
        username: people.manager.member.username,
        fullname: people.manager.member.fullname,
      });
    }
  });

  it('another company sees nothing of ours', async () => {
    const people = await company(100_000);
    const ours = (await order(people.sender.token)).body.data.id;
    const stranger = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    expect((await api(ctx.app, 'GET', `/api/orders/${ours}`, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect(
      (await api(ctx.app, 'POST', `/api/orders/${ours}/approve`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect(await balanceOf(stranger.token)).toBe(10_000);
  });
});

describe('monthly limits', () => {
  it('an order past what is left → 409 limit_exceeded naming the amount left; nothing charged', async () => {
    const people = await company(100_000, { limit: 10_000 });
    expect((await order(people.sender.token, 6000)).statusCode).toBe(201);
    const over = await order(people.sender.token, 5000);
    expect(over.statusCode).toBe(409);
    expect(over.body).toMatchObject({ status: 'fail', code: 'limit_exceeded' });
    expect(over.body.message).toContain('4,000원');
    expect(await balanceOf(people.owner.token)).toBe(94_000);
    const me = await api(ctx.app, 'GET', '/api/company', { token: people.sender.token });
    expect(me.body.data).toMatchObject({ monthly_limit: '10000', spent_this_month: '6000' });
  });

  it('20 parallel orders never pass the limit', async () => {
    const people = await company(1_000_000, { limit: 30_000 });
    const goods = await createGoods(ctx.db, { price: 4000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(ctx.app, 'POST', '/api/orders', {
          token: people.sender.token,
          body: orderPayload([goods], [`0107${String(1000000 + i).slice(-7)}`]),
        }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 201).length;
    expect(created).toBe(7);
    expect(results.filter((r) => r.statusCode === 409 && r.body.code === 'limit_exceeded').length).toBe(13);
    expect(await balanceOf(people.owner.token)).toBe(1_000_000 - 7 * 4000);
  });

  it('the owner sets and clears a limit; members list what each spent this month', async () => {
    const people = await company(100_000);
    await order(people.sender.token, 4500);
    const set = await api(ctx.app, 'PATCH', `/api/company/members/${people.sender.member.id}`, {
      token: people.owner.token,
      body: { monthly_limit: '5000' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.body.data).toMatchObject({ monthly_limit: '5000', spent_this_month: '4500', role: 'sender' });
    expect((await order(people.sender.token, 1000)).statusCode).toBe(409);
    await api(ctx.app, 'PATCH', `/api/company/members/${people.sender.member.id}`, {
      token: people.owner.token,
      body: { monthly_limit: null },
    });
    expect((await order(people.sender.token, 1000)).statusCode).toBe(201);
  });
});

describe('approvals', () => {
  async function waiting(threshold = 10_000, price = 20_000) {
    const people = await company(100_000);
    await api(ctx.app, 'PUT', '/api/company/policy', {
      token: people.owner.token,
      body: { approval_over: String(threshold) },
    });
    const placed = await order(people.sender.token, price);
    return { people, placed };
  }

  it("a sender's order above the threshold waits (5), paid and not scheduled; below it goes at once", async () => {
    const { people, placed } = await waiting();
    expect(placed.statusCode).toBe(201);
    expect(placed.body.data.status).toBe(5);
    expect(placed.body.data.status_display).toBe('승인대기');
    expect(await balanceOf(people.owner.token)).toBe(80_000);
    expect(ctx.scheduler.scheduled.some((s) => s.orderId === placed.body.data.id)).toBe(false);
    await ctx.app.services.worker.drain();
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, placed.body.data.id));
    expect(rows.every((d) => d.status === 0)).toBe(true);
    const small = await order(people.sender.token, 5000);
    expect(small.body.data.status).toBe(0);
    // A manager's order is never held.
    expect((await order(people.manager.token, 20_000)).body.data.status).toBe(0);
    const list = await api(ctx.app, 'GET', '/api/company/approvals', { token: people.manager.token });
    expect(list.body.data.results.map((o: { id: number }) => o.id)).toEqual([placed.body.data.id]);
  });

  it('approve schedules the deliveries and the vouchers go out; the placer is told by e-mail', async () => {
    const { people, placed } = await waiting();
    const id = placed.body.data.id;
    expect(
      (await api(ctx.app, 'POST', `/api/orders/${id}/approve`, { token: people.sender.token })).statusCode,
    ).toBe(403);
    const res = await api(ctx.app, 'POST', `/api/orders/${id}/approve`, { token: people.manager.token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe(0);
    expect(ctx.scheduler.scheduled.some((s) => s.orderId === id)).toBe(true);
    await ctx.app.services.worker.drain();
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, id));
    expect(d!.status).toBe(1);
    const mails = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, people.sender.member.email));
    expect(mails.some((m) => m.subject.includes('승인'))).toBe(true);
    const [log] = await ctx.db
      .select()
      .from(companyActivity)
      .where(and(eq(companyActivity.action, 'order.approved'), eq(companyActivity.target, `주문 ${id}`)));
    expect(log!.actorId).toBe(people.manager.member.id);
  });

  it('reject refunds the whole order once (ledger type 3) and needs a reason; the placer cannot decide its own', async () => {
    const { people, placed } = await waiting();
    const id = placed.body.data.id;
    expect(
      (
        await api(ctx.app, 'POST', `/api/orders/${id}/reject`, {
          token: people.owner.token,
          body: { reason: ' ' },
        })
      ).statusCode,
    ).toBe(400);
    const res = await api(ctx.app, 'POST', `/api/orders/${id}/reject`, {
      token: people.owner.token,
      body: { reason: '예산 초과' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe(4);
    expect(await balanceOf(people.owner.token)).toBe(100_000);
    const refunds = await ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, id), eq(walletTransactions.transactionType, 3)));
    expect(refunds).toHaveLength(1);
    const again = await api(ctx.app, 'POST', `/api/orders/${id}/approve`, { token: people.owner.token });
    expect(again.statusCode).toBe(409);
  });

  it('ten parallel approvals decide once; approve racing reject has one outcome', async () => {
    const { people, placed } = await waiting();
    const id = placed.body.data.id;
    const approvals = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api(ctx.app, 'POST', `/api/orders/${id}/approve`, {
          token: (i % 2 ? people.owner : people.manager).token,
        }),
      ),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const second = await waiting();
    const other = second.placed.body.data.id;
    const [a, r] = await Promise.all([
      api(ctx.app, 'POST', `/api/orders/${other}/approve`, { token: second.people.manager.token }),
      api(ctx.app, 'POST', `/api/orders/${other}/reject`, {
        token: second.people.owner.token,
        body: { reason: '중복' },
      }),
    ]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, other));
    const refunds = await ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, other), eq(walletTransactions.transactionType, 3)));
    expect(refunds).toHaveLength(row!.status === 4 ? 1 : 0);
  });

  it('an order left 7 days without a decision is refunded by the sweep, once', async () => {
    const { people, placed } = await waiting();
    const id = placed.body.data.id;
    await ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, id));
    const [first, second] = await Promise.all([
      ctx.app.services.company.expireApprovals(),
      ctx.app.services.company.expireApprovals(),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(4);
    expect(await balanceOf(people.owner.token)).toBe(100_000);
    const refunds = await ctx.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, id), eq(walletTransactions.transactionType, 3)));
    expect(refunds).toHaveLength(1);
  });
});

describe('members', () => {
  it('a suspended member is locked out at once (token and login); reactivated it works again', async () => {
    const people = await company();
    const res = await api(ctx.app, 'PATCH', `/api/company/members/${people.sender.member.id}`, {
      token: people.owner.token,
      body: { status: 'suspended' },
    });
    expect(res.statusCode).toBe(200);
    expect((await api(ctx.app, 'GET', '/api/company', { token: people.sender.token })).statusCode).toBe(401);
    const denied = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: people.sender.member.username, password: people.sender.member.password },
    });
    expect(denied.statusCode).toBe(401);
    await api(ctx.app, 'PATCH', `/api/company/members/${people.sender.member.id}`, {
      token: people.owner.token,
      body: { status: 'active' },
    });
    expect(
      (await login(ctx.app, people.sender.member.username, people.sender.member.password)).access,
    ).toBeTruthy();
  });

  it('a removed member is gone from the list and locked out; its orders stay with the company', async () => {
    const people = await company();
    const placed = (await order(people.sender.token)).body.data.id;
    expect(
      (
        await api(ctx.app, 'DELETE', `/api/company/members/${people.sender.member.id}`, {
          token: people.owner.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await api(ctx.app, 'GET', '/api/orders', { token: people.sender.token })).statusCode).toBe(401);
    const members = await api(ctx.app, 'GET', '/api/company/members', { token: people.owner.token });
    expect(members.body.data.map((m: { id: number }) => m.id)).not.toContain(people.sender.member.id);
    expect(
      (await api(ctx.app, 'GET', `/api/orders/${placed}`, { token: people.owner.token })).statusCode,
    ).toBe(200);
  });

  it('the company keeps an owner: the last one cannot be demoted, suspended or removed; ownership can be handed over', async () => {
    const people = await company();
    const self = await api(ctx.app, 'PATCH', `/api/company/members/${people.owner.member.id}`, {
      token: people.owner.token,
      body: { role: 'manager' },
    });
    expect(self.statusCode).toBe(409);
    const handOver = await api(ctx.app, 'PATCH', `/api/company/members/${people.manager.member.id}`, {
      token: people.owner.token,
      body: { role: 'owner' },
    });
    expect(handOver.body.data.role).toBe('owner');
    const newOwner = await login(ctx.app, people.manager.member.username, people.manager.member.password);
    const stepDown = await api(ctx.app, 'PATCH', `/api/company/members/${people.owner.member.id}`, {
      token: newOwner.access,
      body: { role: 'manager' },
    });
    expect(stepDown.statusCode).toBe(200);
    // Now the new owner is the only one: nobody can take that away.
    const removeLast = await api(ctx.app, 'DELETE', `/api/company/members/${people.manager.member.id}`, {
      token: newOwner.access,
    });
    expect(removeLast.statusCode).toBe(409);
  });

  it('every change lands in the activity log, newest first, with who did it', async () => {
    const people = await company();
    await api(ctx.app, 'PATCH', `/api/company/members/${people.viewer.member.id}`, {
      token: people.owner.token,
      body: { role: 'sender', monthly_limit: '50000' },
    });
    await api(ctx.app, 'PUT', '/api/company/policy', {
      token: people.owner.token,
      body: { approval_over: '30000' },
    });
    const res = await api(ctx.app, 'GET', '/api/company/activity', { token: people.manager.token });
    const actions = res.body.data.results.map((a: { action: string }) => a.action);
    expect(actions.slice(0, 3)).toEqual(['policy.changed', 'member.limit_changed', 'member.role_changed']);
    expect(res.body.data.results[0]).toMatchObject({
      actor: { id: people.owner.member.id },
      detail: '승인 없음 → 30,000원 초과 시 승인',
    });
    expect(res.body.data.results[2].detail).toBe('조회 전용 → 발송 담당');
    // A recharge request names who asked.
    await api(ctx.app, 'POST', '/api/payments/recharge', {
      token: people.manager.token,
      body: { amount: '30000', recharge_method: 1 },
    });
    const after = await api(ctx.app, 'GET', '/api/company/activity', { token: people.owner.token });
    expect(after.body.data.results[0]).toMatchObject({
      action: 'recharge.requested',
      actor: { id: people.manager.member.id },
      detail: '무통장입금 30,000원',
    });
  });
});

describe('invitations', () => {
  it('owner invites → the e-mail carries the link → the invitee joins with the role and limit, once', async () => {
    const people = await company(100_000);
    const terms = await seedTerms(ctx.db);
    const email = `newbie${Date.now()}@example.com`;
    const invited = await api(ctx.app, 'POST', '/api/company/invitations', {
      token: people.owner.token,
      body: { email, role: 'sender', monthly_limit: '20000' },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, email))
      .orderBy(desc(messages.id));
    const token = /\/invite\/([\w-]+)/.exec(mail!.body)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const staff = await staffSession(ctx.app, ctx.db);
    const outbox = await api(ctx.app, 'GET', `/api/admin/messages?recipient=${encodeURIComponent(email)}`, {
      token: staff.token,
    });
    expect(outbox.body.data.results.length).toBeGreaterThan(0);

    const preview = await api(ctx.app, 'GET', `/api/company/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.data).toMatchObject({
      role: 'sender',
      email,
      company_name: people.owner.member.company.name,
    });
    const pending = await api(ctx.app, 'GET', '/api/company/invitations', { token: people.owner.token });
    expect(pending.body.data.map((i: { email: string }) => i.email)).toContain(email);

    const { ordrIdxx } = await completeIdentity(ctx.app, 20, { person: { phone_no: '01077778888' } });
    const body = {
      token,
      username: `newbie${Date.now() % 100000}`,
      password: 'Newbie!2345',
      fullname: '신입사원',
      email,
      order_id: ordrIdxx,
      terms: terms.map((t) => ({ term_id: t.id, is_agreed: true })),
    };
    const joined = await api(ctx.app, 'POST', '/api/users/register/invited', { body });
    expect(joined.statusCode).toBe(201);
    const session = await login(ctx.app, body.username, body.password);
    const me = await api(ctx.app, 'GET', '/api/company', { token: session.access });
    expect(me.body.data).toMatchObject({
      id: people.owner.member.company.id,
      role: 'sender',
      monthly_limit: '20000',
    });
    expect(await balanceOf(session.access)).toBe(100_000);
    // Single use: the link is gone.
    expect((await api(ctx.app, 'GET', `/api/company/invitations/${token}`)).statusCode).toBe(404);
    const { ordrIdxx: second } = await completeIdentity(ctx.app, 20);
    const reuse = await api(ctx.app, 'POST', '/api/users/register/invited', {
      body: { ...body, username: `${body.username}x`, order_id: second },
    });
    expect(reuse.statusCode).toBe(404);
    const activity = await api(ctx.app, 'GET', '/api/company/activity', { token: people.owner.token });
    expect(activity.body.data.results.map((a: { action: string }) => a.action)).toContain('member.joined');
  });

  it("the activity log says the invitation's limit once: 월 한도 없음, or 월 한도 20,000원", async () => {
    const people = await company(0);
    for (const monthly_limit of [null, '20000']) {
      const invited = await api(ctx.app, 'POST', '/api/company/invitations', {
        token: people.owner.token,
        body: {
          email: `limit${monthly_limit ?? 'none'}${Date.now()}@example.com`,
          role: 'sender',
          monthly_limit,
        },
      });
      expect(invited.statusCode).toBe(201);
    }
    const activity = await api(ctx.app, 'GET', '/api/company/activity', { token: people.owner.token });
    const details = activity.body.data.results
      .filter((a: { action: string }) => a.action === 'invitation.created')
      .map((a: { detail: string }) => a.detail);
    expect(details.sort()).toEqual(['발송 담당, 월 한도 20,000원', '발송 담당, 월 한도 없음']);
  });

  it('unknown, cancelled and expired links are 404; a cancelled invitation leaves the list', async () => {
    const people = await company();
    expect((await api(ctx.app, 'GET', `/api/company/invitations/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const email = `cancel${Date.now()}@example.com`;
    const invited = await api(ctx.app, 'POST', '/api/company/invitations', {
      token: people.owner.token,
      body: { email, role: 'viewer', monthly_limit: null },
    });
    const [mail] = await ctx.db.select().from(messages).where(eq(messages.recipient, email));
    const token = /\/invite\/([\w-]+)/.exec(mail!.body)![1]!;
    expect(
      (
        await api(ctx.app, 'DELETE', `/api/company/invitations/${invited.body.data.id}`, {
          token: people.owner.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await api(ctx.app, 'GET', `/api/company/invitations/${token}`)).statusCode).toBe(404);
    const list = await api(ctx.app, 'GET', '/api/company/invitations', { token: people.owner.token });
    expect(list.body.data).toEqual([]);
    // Another company cannot cancel ours.
    const stranger = await memberSession(ctx.app, ctx.db);
    const again = await api(ctx.app, 'POST', '/api/company/invitations', {
      token: people.owner.token,
      body: { email: `x${email}`, role: 'viewer', monthly_limit: null },
    });
    expect(
      (
        await api(ctx.app, 'DELETE', `/api/company/invitations/${again.body.data.id}`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bad bodies are 400 with the Korean message, nothing written', async () => {
    const people = await company();
    for (const body of [
      { email: 'not-an-email', role: 'sender', monthly_limit: null },
      { email: 'a@example.com', role: 'boss', monthly_limit: null },
      { email: 'a@example.com', role: 'sender', monthly_limit: '-5' },
      { email: 'a@example.com', role: 'sender', monthly_limit: '1.5' },
    ]) {
      const res = await api(ctx.app, 'POST', '/api/company/invitations', { token: people.owner.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe('fail');
    }
    expect(
      (await api(ctx.app, 'GET', '/api/company/invitations', { token: people.owner.token })).body.data,
    ).toEqual([]);
  });
});

describe('staff console', () => {
  it("GET /api/admin/members/{id}/company lists the member's company and its people", async () => {
    const people = await company();
    const staff = await staffSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'GET', `/api/admin/members/${people.sender.member.id}/company`, {
      token: staff.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.members.map((m: { role: string }) => m.role).sort()).toEqual([
      'manager',
      'owner',
      'sender',
      'viewer',
    ]);
    expect(
      (
        await api(ctx.app, 'GET', `/api/admin/members/${people.sender.member.id}/company`, {
          token: people.owner.token,
        })
      ).statusCode,
    ).toBe(403);
  });
});
