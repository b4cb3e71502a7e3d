import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { completeIdentity, login, signUpPayload } from '../../../test/factories.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { users } from '../../db/schema/users.ts';
import { identityHashKey } from '../../providers/account-providers.ts';
import { DEMO_MEMBER, seedDemo } from '../../seed/demo.ts';

/**
 * Issue #20 §3: identity binds to the person. A name and phone typed into a verification are not
 * enough to find or take over an account: the verified CI must be the member's from sign-up.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signUp(phone: string, birth = '19800101') {
  const orderId = (
    await completeIdentity(ctx.app, 20, {
      person: { phone_no: phone, user_name: '박회원', birth_day: birth },
    })
  ).ordrIdxx;
  const payload = await signUpPayload(ctx.app, ctx.db, { orderId });
  const res = await api(ctx.app, 'POST', '/api/users/register/corporate', { body: payload });
  expect(res.statusCode).toBe(201);
  return payload;
}

const reset = (orderId: string, username: string) =>
  api(ctx.app, 'PUT', '/api/users/password/reset', {
    body: { order_id: orderId, username, new_password: 'Taken!over9', new_password2: 'Taken!over9' },
  });

describe('find-ID and password reset match the verified CI', () => {
  it('the member keeps only keyed hashes of CI and DI, never the CI', async () => {
    const payload = await signUp('01020001000');
    const [row] = await ctx.db.select().from(users).where(eq(users.username, payload.user.username));
    expect(row!.ciHash).toMatch(/^[\w-]{43}$/);
    expect(row!.diHash).toMatch(/^[\w-]{43}$/);
    const verifications = await ctx.db.select().from(identityVerifications);
    for (const v of verifications) expect(JSON.stringify(v)).not.toMatch(/[A-Za-z0-9+/]{86}==/);
  });

  it("a stranger who types the member's name and phone cannot reset the password (and spends the verification)", async () => {
    const payload = await signUp('01020002000');
    // Same name and phone, another person (another birth date → another CI).
    const stranger = await completeIdentity(ctx.app, 22, {
      person: { phone_no: '01020002000', user_name: '박회원', birth_day: '19991231' },
    });
    const takeover = await reset(stranger.ordrIdxx, payload.user.username);
    expect(takeover.statusCode).toBe(400);
    expect(takeover.body.message).toBe(M.resetMismatchAccount);
    await login(ctx.app, payload.user.username, payload.user.password);
    // The failed attempt used the verification up: it cannot be tried on another account.
    const again = await reset(stranger.ordrIdxx, payload.user.username);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(M.identityUsed);
    // Find-ID does not reveal the member to the stranger either.
    const find = await completeIdentity(ctx.app, 21, {
      person: { phone_no: '01020002000', user_name: '박회원', birth_day: '19991231' },
    });
    const found = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: find.ordrIdxx } });
    expect(found.statusCode).toBe(404);
    const findAgain = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: find.ordrIdxx } });
    expect(findAgain.statusCode).toBe(409);
  });

  it('the same person (same CI) finds the ID and resets the password', async () => {
    const payload = await signUp('01020003000', '19750505');
    const person = { phone_no: '01020003000', user_name: '박회원', birth_day: '19750505' };
    const find = await completeIdentity(ctx.app, 21, { person });
    const found = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: find.ordrIdxx } });
    expect(found.statusCode).toBe(200);
    expect(found.body.data.username).toBe(payload.user.username);
    const verification = await completeIdentity(ctx.app, 22, { person });
    expect((await reset(verification.ordrIdxx, payload.user.username)).statusCode).toBe(200);
    await login(ctx.app, payload.user.username, 'Taken!over9');
  });

  it('a verification is valid only for its type, whatever the purpose', async () => {
    const payload = await signUp('01020004000');
    const person = { phone_no: '01020004000', user_name: '박회원', birth_day: '19800101' };
    const signupType = await completeIdentity(ctx.app, 20, { person });
    expect((await reset(signupType.ordrIdxx, payload.user.username)).body.message).toBe(M.identityWrongType);
    const findType = await completeIdentity(ctx.app, 21, { person });
    expect((await reset(findType.ordrIdxx, payload.user.username)).body.message).toBe(M.identityWrongType);
  });
});

describe('the demo member', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestContext();
    await seedDemo(demo.db, identityHashKey(demo.config));
  });
  afterAll(() => demo.close());

  it('is found by the sandbox form as it opens (its default person)', async () => {
    const find = await completeIdentity(demo.app, 21);
    const found = await api(demo.app, 'POST', '/api/users/find-id', { body: { order_id: find.ordrIdxx } });
    expect(found.statusCode).toBe(200);
    expect(found.body.data.username).toBe(DEMO_MEMBER.username);
  });
});
