import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestContext, twoApiNodes } from '../../../test/context.ts';
import { createMember } from '../../../test/factories.ts';
import { LOGIN_FAILURE_LIMIT } from './routes.ts';

/**
 * Issue #20 §4: login is also limited per username (10 failures per 15 minutes), so a guesser who
 * rotates addresses (or API nodes) gains nothing. The counters live in the shared rate-limit store.
 */

let address = 0;
/** Every attempt from a new public address: the per-IP limit never sees the same client twice. */
const login = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `198.51.100.${(address++ % 250) + 1}`,
    payload: { username, password },
  });

function perUsernameLimit(nodes: { a: FastifyInstance; b: FastifyInstance; ctx: TestContext }) {
  it('10 failures from rotating addresses on two nodes lock the username; the right password too', async () => {
    const member = await createMember(nodes.ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      statuses.push((await login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`)).statusCode);
    }
    expect(statuses).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
    const locked = await login(nodes.a, member.username.toUpperCase(), 'Wrong!x');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'fail', code: 'login_locked' });
    expect(locked.json().message).toMatch(/로그인/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not open a locked username either (a guesser would learn it).
    expect((await login(nodes.b, member.username, member.password)).statusCode).toBe(429);
    // Another username is not affected.
    const other = await createMember(nodes.ctx.db);
    expect((await login(nodes.a, other.username, other.password)).statusCode).toBe(200);
  });

  it('successful logins do not count as failures', async () => {
    const member = await createMember(nodes.ctx.db);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) {
      expect((await login(nodes.a, member.username, 'Wrong!0')).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await login(nodes.b, member.username, member.password)).statusCode).toBe(200);
    }
    expect((await login(nodes.a, member.username, 'Wrong!0')).statusCode).toBe(401);
    expect((await login(nodes.a, member.username, member.password)).statusCode).toBe(429);
  });

  it('parallel guesses get exactly 10 tries', async () => {
    const member = await createMember(nodes.ctx.db);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LOGIN_FAILURE_LIMIT);
  });
}

describe('per-username login limit, counters in the database', () => {
  const nodes = twoApiNodes({});
  perUsernameLimit(nodes);

  it('a window that has ended lets the member in again', async () => {
    const member = await createMember(nodes.ctx.db);
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await login(nodes.a, member.username, 'Wrong!0');
    expect((await login(nodes.a, member.username, member.password)).statusCode).toBe(429);
    await nodes.ctx.database.execute(
      `update rate_limits set reset_at = now() - interval '1 second' where key like 'attempt:login:%'`,
    );
    expect((await login(nodes.b, member.username, member.password)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('per-username login limit, counters in Redis (needs TEST_REDIS_URL)', () => {
  const nodes = twoApiNodes({ redisUrl, redisKeyPrefix: `bizgift-test-${randomBytes(4).toString('hex')}:` });
  perUsernameLimit(nodes);

  it('nothing is counted in the database', async () => {
    const { rows } = await nodes.ctx.database.execute('select count(*)::int as n from rate_limits');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
