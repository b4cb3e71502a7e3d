import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestContext, twoApiNodes } from '../../../test/context.ts';
import { createMember } from '../../../test/factories.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_USER_FAILURE_LIMIT } from './routes.ts';

/**
 * Issue #20 §4, issue #28 §4: login failures are limited per username and address (10 per 15
 * minutes: that address is refused for that username, the owner elsewhere still gets in) and, more
 * slowly, per username from every address together (100 per hour: a guesser rotating addresses).
 * The counters live in the shared rate-limit store, so two API nodes count together.
 */

let address = 0;
const freshAddress = () => `198.51.100.${(address++ % 250) + 1}`;
const login = (app: FastifyInstance, username: string, password: string, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

function loginLimits(nodes: { a: FastifyInstance; b: FastifyInstance; ctx: TestContext }) {
  it("an attacker's ten wrong passwords from one address (on two nodes) lock that address only: the owner still gets in", async () => {
    const member = await createMember(nodes.ctx.db);
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      statuses.push(
        (await login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`, attacker)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
    const locked = await login(nodes.a, member.username.toUpperCase(), 'Wrong!x', attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 'fail', code: 'login_locked' });
    expect(locked.json().message).toMatch(/로그인/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The right password does not open the username from the attacker's address (it would learn it).
    expect((await login(nodes.b, member.username, member.password, attacker)).statusCode).toBe(429);
    // The owner, from their own address, on either node, gets in.
    expect((await login(nodes.a, member.username, member.password, '192.0.2.10')).statusCode).toBe(200);
    expect((await login(nodes.b, member.username, member.password, '192.0.2.11')).statusCode).toBe(200);
    // The attacker's address may still try another username.
    const other = await createMember(nodes.ctx.db);
    expect((await login(nodes.a, other.username, other.password, attacker)).statusCode).toBe(200);
  });

  it(`${LOGIN_USER_FAILURE_LIMIT} failures from rotating addresses lock the username everywhere; another username is not affected`, async () => {
    const member = await createMember(nodes.ctx.db);
    for (let i = 0; i < LOGIN_USER_FAILURE_LIMIT; i++) {
      expect((await login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`)).statusCode).toBe(401);
    }
    const locked = await login(nodes.a, member.username, member.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('login_locked');
    const other = await createMember(nodes.ctx.db);
    expect((await login(nodes.b, other.username, other.password)).statusCode).toBe(200);
  });

  it('successful logins do not count as failures', async () => {
    const member = await createMember(nodes.ctx.db);
    const here = '203.0.113.77';
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) {
      expect((await login(nodes.a, member.username, 'Wrong!0', here)).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await login(nodes.b, member.username, member.password, here)).statusCode).toBe(200);
    }
    expect((await login(nodes.a, member.username, 'Wrong!0', here)).statusCode).toBe(401);
    expect((await login(nodes.a, member.username, member.password, here)).statusCode).toBe(429);
  });

  it('parallel guesses from one address get exactly 10 tries', async () => {
    const member = await createMember(nodes.ctx.db);
    const here = '203.0.113.88';
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`, here),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LOGIN_FAILURE_LIMIT);
    expect((await login(nodes.a, member.username, member.password)).statusCode).toBe(200);
  });
}

describe('per-username login limit, counters in the database', () => {
  const nodes = twoApiNodes({});
  loginLimits(nodes);

  it('a window that has ended lets the member in again', async () => {
    const member = await createMember(nodes.ctx.db);
    const here = '203.0.113.99';
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await login(nodes.a, member.username, 'Wrong!0', here);
    expect((await login(nodes.a, member.username, member.password, here)).statusCode).toBe(429);
    await nodes.ctx.database.execute(
      `update rate_limits set reset_at = now() - interval '1 second' where key like 'attempt:login:%'`,
    );
    expect((await login(nodes.b, member.username, member.password, here)).statusCode).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('per-username login limit, counters in Redis (needs TEST_REDIS_URL)', () => {
  const nodes = twoApiNodes({ redisUrl, redisKeyPrefix: `bizgift-test-${randomBytes(4).toString('hex')}:` });
  loginLimits(nodes);

  it('nothing is counted in the database', async () => {
    const { rows } = await nodes.ctx.database.execute('select count(*)::int as n from rate_limits');
    expect(rows).toEqual([{ n: 0 }]);
  });
});
