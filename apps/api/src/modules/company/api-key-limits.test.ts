import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { api, expectLedgerBalanced, twoApiNodes } from '../../../test/context.ts';
import { apiClient, createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import type { Config } from '../../config.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { API_KEY_RATE } from '../../http/auth-guard.ts';

/**
 * Issue #30 §1: a key's rate (10 a second, bursts of 20) is counted in the shared store, so two API
 * nodes refuse together; Idempotency-Key on POST /api/orders answers a retry with the first order
 * and a changed body with 422, also when the same request arrives twice at once.
 */
async function keyOf(app: FastifyInstance, db: Parameters<typeof memberSession>[1], balance = 1_000_000) {
  const owner = await memberSession(app, db, { balance });
  const created = await apiClient(app, owner.token).POST('/api/company/api-keys', {
    body: { name: '연동', mode: 'live' },
  });
  return { owner, key: created.data!.data.key, keyId: created.data!.data.id };
}

const balance = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/payments/balance', headers: { authorization: `Bearer ${key}` } });

/**
 * The key's count is set to 4 short of the limit in a window that lasts 10 s, through the store
 * itself: four more calls pass, on either node, then both answer 429 with Retry-After.
 */
async function limitHoldsAcrossNodes(
  a: FastifyInstance,
  b: FastifyInstance,
  key: string,
  setCount: (hits: number, ttlMs: number) => Promise<void>,
) {
  const burst = await Promise.all(
    Array.from({ length: API_KEY_RATE.max }, (_, i) => balance(i % 2 ? a : b, key)),
  );
  expect(burst.map((r) => r.statusCode)).toEqual(Array(API_KEY_RATE.max).fill(200));

  await setCount(API_KEY_RATE.max - 4, 10_000);
  const statuses = [];
  for (const node of [a, b, a, b, a, b]) statuses.push((await balance(node, key)).statusCode);
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  const limited = await balance(b, key);
  expect(limited.json()).toMatchObject({ status: 'fail', code: 'rate_limited' });
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(10);

  await setCount(0, 1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await balance(a, key)).statusCode).toBe(200);
}

/**
 * Both nodes have served the key (and so know it); it is revoked through one, and the very next
 * request on the other is 401. The same when its creator is suspended in the database.
 */
async function revocationHoldsAcrossNodes(nodes: ReturnType<typeof twoApiNodes>) {
  const { owner, key, keyId } = await keyOf(nodes.a, nodes.ctx.db);
  expect((await balance(nodes.a, key)).statusCode).toBe(200);
  expect((await balance(nodes.b, key)).statusCode).toBe(200);
  const revoked = await api(nodes.a, 'DELETE', `/api/company/api-keys/${keyId}`, { token: owner.token });
  expect(revoked.statusCode).toBe(200);
  const refused = await balance(nodes.b, key);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toMatchObject({ code: 'api_key_not_valid' });
  expect((await balance(nodes.a, key)).statusCode).toBe(401);

  const second = await keyOf(nodes.a, nodes.ctx.db);
  expect((await balance(nodes.a, second.key)).statusCode).toBe(200);
  expect((await balance(nodes.b, second.key)).statusCode).toBe(200);
  await nodes.ctx.db
    .update(users)
    .set({ memberStatus: 'suspended' })
    .where(eq(users.id, second.owner.member.id));
  expect((await balance(nodes.b, second.key)).statusCode).toBe(401);
  expect((await balance(nodes.a, second.key)).statusCode).toBe(401);
}

describe('per-key rate limit in the database (the default)', () => {
  const nodes = twoApiNodes({});

  it('20 at once pass, the 21st in the window is 429 on both nodes; the next window passes', async () => {
    const { key, keyId } = await keyOf(nodes.a, nodes.ctx.db);
    const other = await keyOf(nodes.a, nodes.ctx.db);
    await limitHoldsAcrossNodes(nodes.a, nodes.b, key, async (hits, ttlMs) => {
      await nodes.ctx.database.execute(
        `update rate_limits set hits = $2, reset_at = now() + $3::int * interval '1 millisecond' where key = $1`,
        [`attempt:api-key:${keyId}`, hits, ttlMs],
      );
    });
    // Another key of the same API is not affected.
    expect((await balance(nodes.b, other.key)).statusCode).toBe(200);
  });

  it('a revoked key, or one whose creator was suspended, is refused on the other node at its next request', async () => {
    await revocationHoldsAcrossNodes(nodes);
  });

  it('a route keys may not use answers 403 without counting the call', async () => {
    const { key, keyId } = await keyOf(nodes.a, nodes.ctx.db);
    const refused = await nodes.a.inject({
      method: 'GET',
      url: '/api/company/api-keys',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(refused.statusCode).toBe(403);
    const { rows } = await nodes.ctx.database.execute('select hits from rate_limits where key = $1', [
      `attempt:api-key:${keyId}`,
    ]);
    expect(rows).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('per-key rate limit in Redis (REDIS_URL; needs TEST_REDIS_URL)', () => {
  const prefix = `bizgift-test-${randomBytes(4).toString('hex')}:`;
  const nodes = twoApiNodes({ redisUrl, redisKeyPrefix: prefix } satisfies Partial<Config>);
  const redis = redisUrl ? new Redis(redisUrl) : null;
  afterAll(() => redis?.quit());

  it('holds across two API nodes, counted in Redis only', async () => {
    const { key, keyId } = await keyOf(nodes.a, nodes.ctx.db);
    await limitHoldsAcrossNodes(nodes.a, nodes.b, key, async (hits, ttlMs) => {
      await redis!.set(`${prefix}attempt:api-key:${keyId}`, hits, 'PX', ttlMs);
    });
    const { rows } = await nodes.ctx.database.execute(
      `select count(*)::int as n from rate_limits where key like 'attempt:api-key:%'`,
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('a revoked key, or one whose creator was suspended, is refused on the other node at its next request', async () => {
    await revocationHoldsAcrossNodes(nodes);
  });
});

describe('Idempotency-Key on POST /api/orders', () => {
  const nodes = twoApiNodes({});
  afterAll(async () => {
    await expectLedgerBalanced(nodes.ctx.db);
  });

  const place = (app: FastifyInstance, key: string, body: unknown, idempotencyKey: string) =>
    api(app, 'POST', '/api/orders', { token: key, body, headers: { 'idempotency-key': idempotencyKey } });

  it('the same key and body answers the first order (200); another body is 422 idempotency_mismatch', async () => {
    const { key } = await keyOf(nodes.a, nodes.ctx.db);
    const goods = await createGoods(nodes.ctx.db, { price: 4500 });
    const body = orderPayload([goods], ['01055550001']);
    const idem = randomUUID();
    const first = await place(nodes.a, key, body, idem);
    expect(first.statusCode).toBe(201);
    const retry = await place(nodes.b, key, body, idem);
    expect(retry.statusCode).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);

    const changed = await place(nodes.a, key, orderPayload([goods], ['01055550002']), idem);
    expect(changed.statusCode).toBe(422);
    expect(changed.body.code).toBe('idempotency_mismatch');
    const placed = await nodes.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, idem));
    expect(placed).toHaveLength(1);
  });

  it('the same request sent 8 times at once on two nodes places one order and charges once (30 rounds)', async () => {
    const { key, owner } = await keyOf(nodes.a, nodes.ctx.db, 10_000_000);
    const goods = await createGoods(nodes.ctx.db, { price: 1000 });
    const body = orderPayload([goods], ['01055550003']);
    for (let round = 0; round < 30; round++) {
      // A new rate window each round: this test is about idempotency, not the key's rate.
      await nodes.ctx.database.execute(`delete from rate_limits where key like 'attempt:api-key:%'`);
      const idem = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => place(i % 2 ? nodes.a : nodes.b, key, body, idem)),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((r) => r.body.data.id)).size).toBe(1);
      const placed = await nodes.ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.idempotencyKey, idem), eq(orders.userId, owner.member.id)));
      expect(placed).toHaveLength(1);
      const charged = await nodes.ctx.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.orderId, placed[0]!.id));
      expect(charged).toHaveLength(1);
    }
  }, 180_000);
});
