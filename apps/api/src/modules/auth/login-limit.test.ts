import { randomBytes } from 'node:crypto';
import { LOGIN_UNLOCK_MESSAGES } from '@bizgift/domain/auth';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TestContext, twoApiNodes } from '../../../test/context.ts';
import { createMember } from '../../../test/factories.ts';
import { messages } from '../../db/schema/orders.ts';
import { LOGIN_UNLOCK_TRIES } from './login-unlock.ts';
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

  /** The unlock link last mailed to this address (from the outbox), as its `unlock` token. */
  async function mailedUnlock(email: string) {
    const mails = await nodes.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, email), eq(messages.subject, LOGIN_UNLOCK_MESSAGES.mailSubject)))
      .orderBy(desc(messages.id));
    const link = mails[0]?.body.split('\n').find((line) => line.includes('/auth/login?unlock='));
    return { count: mails.length, token: link ? new URL(link).searchParams.get('unlock')! : null };
  }
  const askUnlock = (app: FastifyInstance, username: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login/unlock', payload: { username } });
  const loginWith = (app: FastifyInstance, body: Record<string, string>, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: body });

  it('a username locked everywhere: its owner signs in with a one-time e-mailed link, the guesser stays locked', async () => {
    const member = await createMember(nodes.ctx.db);
    const other = await createMember(nodes.ctx.db);
    for (let i = 0; i < LOGIN_USER_FAILURE_LIMIT; i++) {
      expect((await login(i % 2 ? nodes.a : nodes.b, member.username, `Wrong!${i}`)).statusCode).toBe(401);
    }
    expect((await login(nodes.a, member.username, member.password)).statusCode).toBe(429);

    // The same answer for a username that exists and one that does not; a mail only for the first.
    for (const username of [member.username, `nobody${randomBytes(3).toString('hex')}`]) {
      const asked = await askUnlock(nodes.b, username);
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toBe(LOGIN_UNLOCK_MESSAGES.sent);
    }
    const { token, count } = await mailedUnlock(member.email!);
    expect(count).toBe(1);
    expect(token).toBeTruthy();
    // Asking again soon sends no second mail (the mailbox is not flooded), same answer.
    expect((await askUnlock(nodes.a, member.username)).statusCode).toBe(200);
    expect((await mailedUnlock(member.email!)).count).toBe(1);

    const withLink = (password: string, app = nodes.a, username = member.username) =>
      loginWith(app, { username, password, unlock_token: token! });
    // The link does not open another username, nor does a forged one; without it the lock holds.
    expect((await withLink(other.password, nodes.a, other.username)).statusCode).toBe(200);
    const forged = `${token!.split('.')[0]}.${'A'.repeat(43)}`;
    expect(
      (
        await loginWith(nodes.a, {
          username: member.username,
          password: member.password,
          unlock_token: forged,
        })
      ).statusCode,
    ).toBe(429);
    // A wrong password with the link is a plain failure and leaves the link usable.
    expect((await withLink('Wrong!link')).statusCode).toBe(401);
    const signedIn = await withLink(member.password, nodes.b);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.access).toBeTruthy();
    // Used once: the link is spent; the lock still holds for everyone else.
    expect((await withLink(member.password)).statusCode).toBe(429);
    expect((await login(nodes.b, member.username, member.password)).statusCode).toBe(429);
  });

  it(`one link tries at most ${LOGIN_UNLOCK_TRIES} passwords, and parallel sign-ins with it get in once`, async () => {
    const member = await createMember(nodes.ctx.db);
    const here = '203.0.113.111';
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await login(nodes.a, member.username, 'Wrong!0', here);
    expect((await login(nodes.a, member.username, member.password, here)).statusCode).toBe(429);
    await askUnlock(nodes.a, member.username);
    const { token } = await mailedUnlock(member.email!);
    const withLink = (password: string, app = nodes.a) =>
      loginWith(app, { username: member.username, password, unlock_token: token! }, here);
    const parallel = await Promise.all(
      Array.from({ length: 4 }, (_, i) => withLink(member.password, i % 2 ? nodes.a : nodes.b)),
    );
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);

    const second = await createMember(nodes.ctx.db);
    for (let i = 0; i <= LOGIN_FAILURE_LIMIT; i++) await login(nodes.a, second.username, 'Wrong!0', here);
    await askUnlock(nodes.b, second.username);
    const link = (await mailedUnlock(second.email!)).token!;
    const tries: number[] = [];
    for (let i = 0; i < LOGIN_UNLOCK_TRIES; i++) {
      tries.push(
        (
          await loginWith(
            nodes.a,
            { username: second.username, password: `Wrong!${i}`, unlock_token: link },
            here,
          )
        ).statusCode,
      );
    }
    expect(tries).toEqual(Array(LOGIN_UNLOCK_TRIES).fill(401));
    const spent = await loginWith(
      nodes.b,
      { username: second.username, password: second.password, unlock_token: link },
      here,
    );
    expect(spent.statusCode).toBe(429);
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
