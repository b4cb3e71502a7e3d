import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestContext, RecordingScheduler, twoApiNodes } from '../../test/context.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';

/** Two API nodes on one database (and, for Redis, one Redis): a limit of 3 logins a minute per IP. */
const twoNodes = (config: Partial<Config>) => twoApiNodes({ authRateLimitPerMinute: 3, ...config });

const login = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { username: 'nobody', password: 'wrong-password' },
  });

async function limitHoldsAcrossNodes(a: FastifyInstance, b: FastifyInstance, ip: string) {
  const statuses = [];
  for (const node of [a, b, a, b, a]) statuses.push((await login(node, ip)).statusCode);
  expect(statuses.slice(0, 3)).not.toContain(429);
  expect(statuses.slice(3)).toEqual([429, 429]);
  const limited = await login(b, ip);
  expect(limited.json()).toMatchObject({ status: 'fail' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another client is not affected.
  expect((await login(b, '10.9.9.9')).statusCode).not.toBe(429);
}

describe('rate-limit counters in the database (the default)', () => {
  const nodes = twoNodes({});

  it('a limit holds across two API nodes', async () => {
    await limitHoldsAcrossNodes(nodes.a, nodes.b, '10.0.0.1');
  });

  it('a window that has ended starts again', async () => {
    for (let i = 0; i < 4; i++) await login(nodes.a, '10.0.0.2');
    expect((await login(nodes.b, '10.0.0.2')).statusCode).toBe(429);
    await nodes.ctx.database.execute(
      `update rate_limits set reset_at = now() - interval '1 second' where key like '%10.0.0.2'`,
    );
    expect((await login(nodes.b, '10.0.0.2')).statusCode).not.toBe(429);
    const { rows } = await nodes.ctx.database.execute(
      `select hits from rate_limits where key like '%10.0.0.2'`,
    );
    expect(rows).toEqual([{ hits: 1 }]);
  });
});

// CI starts a Redis server and sets TEST_REDIS_URL (.ci/run); without one this block cannot run.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('rate-limit counters in Redis (REDIS_URL; needs TEST_REDIS_URL)', () => {
  const nodes = twoNodes({ redisUrl, redisKeyPrefix: `bizgift-test-${randomBytes(4).toString('hex')}:` });

  it('a limit holds across two API nodes, and nothing is counted in the database', async () => {
    await limitHoldsAcrossNodes(nodes.a, nodes.b, '10.0.0.3');
    const { rows } = await nodes.ctx.database.execute('select count(*)::int as n from rate_limits');
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe('a REDIS_URL that does not answer', () => {
  it('stops the start with a clear message instead of failing requests later', async () => {
    const ctx = await createTestContext({});
    try {
      await expect(
        buildApp({
          config: { ...ctx.config, redisUrl: 'redis://127.0.0.1:1' },
          database: ctx.database,
          logger: false,
          scheduler: new RecordingScheduler(),
        }),
      ).rejects.toThrow(/REDIS_URL: Redis does not answer/);
    } finally {
      await ctx.close();
    }
  });
});
