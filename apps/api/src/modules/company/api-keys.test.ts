import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, ledgerCheckedContext } from '../../../test/context.ts';
import {
  apiClient,
  createApiKey,
  createGoods,
  memberSession,
  orderPayload,
} from '../../../test/factories.ts';
import { apiKeys, companyActivity } from '../../db/schema/company.ts';
import { messages, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { API_KEY_ROUTES } from './policy.ts';

/**
 * Issue #30 §1: a company's API keys. The owner creates (shown once, kept hashed), lists and revokes
 * them; a key acts with a manager's rights on the listed member routes only, and every other route
 * answers it 403.
 */
const ctx = ledgerCheckedContext();

/** An owner with money in the wallet and a live key of its company. */
async function ownerWithKey(mode: 'live' | 'test' = 'live', balance = 100_000) {
  const owner = await memberSession(ctx.app, ctx.db, { balance });
  const created = await createApiKey(ctx.app, owner.token, '설문 연동', mode);
  return { owner, key: created.key, keyId: created.id };
}

describe('key lifecycle (through the generated client)', () => {
  it('create shows the key once, list never shows it, only its sha256 is stored; revoke is immediate', async () => {
    const owner = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const client = apiClient(ctx.app, owner.token);
    const created = await client.POST('/api/company/api-keys', {
      body: { name: '  CRM 연동 ', mode: 'live' },
    });
    expect(created.response.status).toBe(201);
    const dto = created.data!.data;
    expect(dto.key).toMatch(/^bgk_live_[A-Za-z0-9_-]{32}$/);
    expect(dto).toMatchObject({ name: 'CRM 연동', mode: 'live', prefix: dto.key.slice(0, 13) });

    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, dto.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(dto.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(dto.key.slice(13));

    const listed = await client.GET('/api/company/api-keys');
    expect(listed.data!.data).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(dto.key.slice(13));
    expect(listed.data!.data[0]).toMatchObject({ id: dto.id, prefix: dto.prefix, last_used_at: null });

    const keyClient = apiClient(ctx.app, dto.key);
    const balance = await keyClient.GET('/api/payments/balance');
    expect(balance.data!.data.recharge).toBe('10000');
    const afterUse = await client.GET('/api/company/api-keys');
    expect(afterUse.data!.data[0]!.last_used_at).not.toBeNull();

    const revoked = await client.DELETE('/api/company/api-keys/{id}', {
      params: { path: { id: String(dto.id) } },
    });
    expect(revoked.response.status).toBe(200);
    const refused = await keyClient.GET('/api/payments/balance');
    expect(refused.response.status).toBe(401);
    expect(refused.error?.code).toBe('api_key_not_valid');
    const again = await client.DELETE('/api/company/api-keys/{id}', {
      params: { path: { id: String(dto.id) } },
    });
    expect(again.response.status).toBe(404);
    const [after] = (await client.GET('/api/company/api-keys')).data!.data;
    expect(after!.revoked_at).not.toBeNull();

    const log = await ctx.db
      .select()
      .from(companyActivity)
      .where(eq(companyActivity.companyId, owner.member.companyId!));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['api_key.created', 'api_key.revoked']));
  });

  it('a test key is bgk_test_; bad bodies are 400; only the owner manages keys', async () => {
    const { owner } = await ownerWithKey('test');
    const client = apiClient(ctx.app, owner.token);
    const keys = (await client.GET('/api/company/api-keys')).data!.data;
    expect(keys[0]!.prefix).toMatch(/^bgk_test_/);
    for (const body of [
      { name: '', mode: 'live' },
      { name: 'x', mode: 'prod' },
      { name: 'x'.repeat(51), mode: 'test' },
    ]) {
      const res = await api(ctx.app, 'POST', '/api/company/api-keys', { token: owner.token, body });
      expect(res.statusCode).toBe(400);
    }
    for (const role of ['manager', 'sender', 'viewer'] as const) {
      const { token: access } = await memberSession(ctx.app, ctx.db, {
        company: owner.member.company,
        companyRole: role,
      });
      for (const [method, url] of [
        ['GET', '/api/company/api-keys'],
        ['POST', '/api/company/api-keys'],
        ['DELETE', `/api/company/api-keys/${keys[0]!.id}`],
      ] as const) {
        const res = await api(ctx.app, method, url, { token: access, body: { name: 'x', mode: 'live' } });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it("another company's owner cannot see or revoke our key (404)", async () => {
    const ours = await ownerWithKey();
    const theirs = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'DELETE', `/api/company/api-keys/${ours.keyId}`, { token: theirs.token });
    expect(res.statusCode).toBe(404);
    const list = await api(ctx.app, 'GET', '/api/company/api-keys', { token: theirs.token });
    expect(list.body.data).toEqual([]);
    expect((await api(ctx.app, 'GET', '/api/orders', { token: ours.key })).statusCode).toBe(200);
  });
});

describe('what a key may call', () => {
  /** A route's path with its parameters filled in. */
  const pathOf = (url: string) =>
    url
      .replace(':file', '2030-01.pdf')
      .replace(/:token|:secret/, 'x')
      .replace(/:\w+/g, '1');

  it('every route not listed for keys answers a key 403; the listed ones never 401/403 (both modes)', async () => {
    const live = await ownerWithKey('live');
    const test = await ownerWithKey('test');
    const routes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !r.url.startsWith('/api/docs'),
    );
    let refused = 0;
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const anonymous = await ctx.app.inject({ method: route.method as 'GET', url: pathOf(route.url) });
      for (const { key, mode } of [
        { key: live.key, mode: 'live' },
        { key: test.key, mode: 'test' },
      ]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: pathOf(route.url),
          headers: { authorization: `Bearer ${key}` },
        });
        const listed = API_KEY_ROUTES.get(name);
        if (listed === 'both' || (listed === 'live' && mode === 'live')) {
          expect([401, 403], `${mode} ${name}`).not.toContain(res.statusCode);
        } else if (anonymous.statusCode === 401) {
          expect(res.statusCode, `${mode} ${name}`).toBe(403);
          expect(res.json().code).toBe('api_key_not_allowed');
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
    // Three calls for each of the ~200 routes: seconds on an idle machine, more under a full suite.
  }, 180_000);

  it('refuses a key in the address, an unknown key, a relabelled key and a key whose creator left', async () => {
    const { owner, key } = await ownerWithKey();
    const inUrl = await api(ctx.app, 'GET', `/api/orders?api_key=${key}`);
    expect(inUrl.statusCode).toBe(400);
    expect(inUrl.body.code).toBe('api_key_in_url');
    const relabelled = key.replace('bgk_live_', 'bgk_test_');
    for (const bad of [relabelled, `${key.slice(0, -1)}A`, 'bgk_live_short', `${key}x`]) {
      const res = await api(ctx.app, 'GET', '/api/orders', { token: bad });
      expect(res.statusCode, bad).toBe(401);
      expect(res.body.code).toBe('api_key_not_valid');
    }
    // A route where a login is optional: a refused key is told so, not served as a visitor.
    expect((await api(ctx.app, 'GET', '/api/notices/1', { token: relabelled })).statusCode).toBe(401);
    await ctx.db.update(users).set({ memberStatus: 'suspended' }).where(eq(users.id, owner.member.id));
    expect((await api(ctx.app, 'GET', '/api/orders', { token: key })).statusCode).toBe(401);
  });
});

describe('a key at work', () => {
  it("orders with a manager's rights; the activity log names the key; another company's order is 404", async () => {
    const { owner, key, keyId } = await ownerWithKey();
    const goods = await createGoods(ctx.db, { price: 4500 });
    const placed = await api(ctx.app, 'POST', '/api/orders', {
      token: key,
      body: orderPayload([goods], ['01055550001']),
    });
    expect(placed.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.body.data.id));
    expect(row!.apiKeyId).toBe(keyId);
    expect(row!.companyId).toBe(owner.member.companyId);

    const activity = await api(ctx.app, 'GET', '/api/company/activity', { token: owner.token });
    const entry = activity.body.data.results.find((a: { action: string }) => a.action === 'order.placed');
    expect(entry.api_key).toMatchObject({ id: keyId, name: '설문 연동' });
    expect(entry.actor.id).toBe(owner.member.id);

    // The owner sees the key's order; another company's key does not.
    expect((await api(ctx.app, 'GET', `/api/orders/${row!.id}`, { token: owner.token })).statusCode).toBe(
      200,
    );
    const other = await ownerWithKey();
    const theirs = await api(ctx.app, 'GET', `/api/orders/${row!.id}`, { token: other.key });
    expect(theirs.statusCode).toBe(404);
    const cancel = await api(ctx.app, 'POST', `/api/orders/${row!.id}/cancel`, { token: other.key });
    expect(cancel.statusCode).toBe(404);
    const statement = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${row!.id}/statement.pdf`,
      headers: { authorization: `Bearer ${other.key}` },
    });
    expect(statement.statusCode).toBe(404);
  });
});

describe('a key is never worth more than its creator', () => {
  /** A company of two owners: the creator with a live and a test key, and the other owner with a key of its own. */
  async function twoOwners() {
    const creator = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const other = await memberSession(ctx.app, ctx.db, {
      company: creator.member.company,
      companyRole: 'owner',
    });
    const live = await createApiKey(ctx.app, creator.token, '주문 연동', 'live');
    const test = await createApiKey(ctx.app, creator.token, '시험 연동', 'test');
    const others = await createApiKey(ctx.app, other.token, '다른 연동', 'live');
    const goods = await createGoods(ctx.db, { price: 2000 });
    const order = (token: string) =>
      api(ctx.app, 'POST', '/api/orders', { token, body: orderPayload([goods], ['01055560001']) });
    const liveBalance = async () =>
      Number((await api(ctx.app, 'GET', '/api/payments/balance', { token: other.token })).body.data.recharge);
    return { creator, other, live, test, others, order, liveBalance };
  }

  const demotions = [
    { change: 'owner → manager', method: 'PATCH', body: { role: 'manager' } },
    { change: 'owner → sender', method: 'PATCH', body: { role: 'sender' } },
    { change: 'owner → viewer', method: 'PATCH', body: { role: 'viewer' } },
    { change: 'removed from the company', method: 'DELETE', body: undefined },
  ] as const;

  it.each(demotions)("$change: the creator's keys stop at once (401) and the owners are told", async (d) => {
    const { creator, other, live, test, others, order, liveBalance } = await twoOwners();
    expect((await order(live.key)).statusCode).toBe(201);
    const before = await liveBalance();

    const changed = await api(ctx.app, d.method, `/api/company/members/${creator.member.id}`, {
      token: other.token,
      body: d.body,
    });
    expect(changed.statusCode).toBe(200);

    for (const key of [live.key, test.key]) {
      const refused = await order(key);
      expect(refused.statusCode).toBe(401);
      expect(refused.body.code).toBe('api_key_not_valid');
      expect((await api(ctx.app, 'GET', '/api/orders', { token: key })).statusCode).toBe(401);
    }
    expect(await liveBalance()).toBe(before);
    // Another owner's key is not the creator's: it keeps working.
    expect((await api(ctx.app, 'GET', '/api/orders', { token: others.key })).statusCode).toBe(200);

    const listed = (await api(ctx.app, 'GET', '/api/company/api-keys', { token: other.token })).body.data as {
      id: number;
      revoked_at: string | null;
    }[];
    const revoked = (id: number) => listed.find((k) => k.id === id)!.revoked_at !== null;
    expect([revoked(live.id), revoked(test.id), revoked(others.id)]).toEqual([true, true, false]);

    const logged = await ctx.db
      .select()
      .from(companyActivity)
      .where(
        and(
          eq(companyActivity.companyId, creator.member.companyId!),
          eq(companyActivity.action, 'api_key.revoked'),
        ),
      );
    expect(logged.map((a) => a.actorId)).toEqual([other.member.id, other.member.id]);
    expect(logged.every((a) => a.detail?.endsWith('사용 중지'))).toBe(true);

    // The other owner is told by e-mail (kept in the outbox), naming both keys; the creator is no owner now.
    const told = await ctx.db
      .select()
      .from(messages)
      .where(like(messages.subject, '%API 키 2개의 사용을 중지했습니다'));
    const mine = told.filter((m) => m.body.includes(live.prefix));
    expect(mine.map((m) => m.recipient)).toEqual([other.member.email]);
    expect(mine[0]!.body).toContain(test.prefix);
    expect(mine[0]!.body).toContain('401');
  });

  it('a change that leaves the creator an owner, or that is of someone else, leaves the keys working', async () => {
    const { creator, other, live, order } = await twoOwners();
    const manager = await memberSession(ctx.app, ctx.db, {
      company: creator.member.company,
      companyRole: 'manager',
    });
    for (const [id, body] of [
      [creator.member.id, { monthly_limit: '500000' }],
      [manager.member.id, { role: 'viewer' }],
      [manager.member.id, { role: 'owner' }],
    ] as const) {
      const res = await api(ctx.app, 'PATCH', `/api/company/members/${id}`, { token: other.token, body });
      expect(res.statusCode).toBe(200);
    }
    expect((await order(live.key)).statusCode).toBe(201);
  });

  it.each([
    { role: 'manager', orders: 201, seesColleague: 200 },
    { role: 'sender', orders: 201, seesColleague: 404 },
    { role: 'viewer', orders: 403, seesColleague: 200 },
  ] as const)(
    "on each call a key acts as its creator's role now at most: creator a $role orders $orders, sees a colleague's order $seesColleague",
    async ({ role, orders: status, seesColleague }) => {
      // A creator whose role was lowered before keys stopped with it (rows from before this rule).
      const { creator, other, live, order } = await twoOwners();
      const colleagues = await order(other.token);
      expect(colleagues.statusCode).toBe(201);
      await ctx.db.update(users).set({ companyRole: role }).where(eq(users.id, creator.member.id));
      const placed = await order(live.key);
      expect(placed.statusCode).toBe(status);
      const read = await api(ctx.app, 'GET', `/api/orders/${colleagues.body.data.id}`, { token: live.key });
      expect(read.statusCode).toBe(seesColleague);
    },
  );

  const rounds = Number(process.env.API_KEY_DEMOTION_ROUNDS ?? 3);
  it(`calls in flight while the creator is demoted: each placed once or refused, never after the demotion answered (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round++) {
      const { creator, other, live, order, liveBalance } = await twoOwners();
      const before = await liveBalance();
      const demoted = api(ctx.app, 'PATCH', `/api/company/members/${creator.member.id}`, {
        token: other.token,
        body: { role: 'viewer' },
      });
      // Calls spread over the demotion's time: some authenticated before its commit, some after.
      const calls = Array.from({ length: 12 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 8)).then(() => order(live.key)),
      );
      const answers = await Promise.all(calls);
      expect((await demoted).statusCode).toBe(200);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.every((s) => s === 201 || s === 401)).toBe(true);
      const placed = statuses.filter((s) => s === 201).length;
      const keyOrders = await ctx.db.select().from(orders).where(eq(orders.apiKeyId, live.id));
      expect(keyOrders).toHaveLength(placed);
      expect(await liveBalance()).toBe(before - placed * 2000);
      // From the demotion's answer on, every call is refused.
      const after = await Promise.all(Array.from({ length: 4 }, () => order(live.key)));
      expect(after.map((a) => a.statusCode)).toEqual([401, 401, 401, 401]);
      expect(await liveBalance()).toBe(before - placed * 2000);
    }
  }, 120_000);
});
