import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { completeIdentity, login, signUpPayload, staffSession } from '../../../test/factories.ts';
import { users } from '../../db/schema/users.ts';

/** Issue #20: an access token issued before a logout, password change or reset, or suspension is refused. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = (token: string) => api(ctx.app, 'GET', '/api/users/me', { token });

async function member(phone: string) {
  const orderId = (await completeIdentity(ctx.app, 20, { person: { phone_no: phone } })).ordrIdxx;
  const payload = await signUpPayload(ctx.app, ctx.db, { orderId });
  expect((await api(ctx.app, 'POST', '/api/users/register/corporate', { body: payload })).statusCode).toBe(
    201,
  );
  const session = await login(ctx.app, payload.user.username, payload.user.password);
  return { payload, ...session };
}

describe('old access tokens are refused', () => {
  it('after logout', async () => {
    const { access, refresh } = await member('01030001000');
    expect((await me(access)).statusCode).toBe(200);
    await api(ctx.app, 'POST', '/api/auth/logout', { body: { refresh } });
    const res = await me(access);
    expect(res.statusCode).toBe(401);
    expect(res.body.code).toBe('token_not_valid');
  });

  it('after a password change: the new pair works, every older access token does not', async () => {
    const { access, payload } = await member('01030002000');
    const other = await login(ctx.app, payload.user.username, payload.user.password);
    const change = await api(ctx.app, 'PUT', '/api/users/password', {
      token: access,
      body: { password: payload.user.password, new_password: 'Fresh!pass9', new_password2: 'Fresh!pass9' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await me(change.body.data.access)).statusCode).toBe(200);
  });

  it('after a password reset', async () => {
    const { access, payload } = await member('01030003000');
    const verification = await completeIdentity(ctx.app, 22, { person: { phone_no: '01030003000' } });
    const reset = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: verification.ordrIdxx,
        username: payload.user.username,
        new_password: 'Fresh!pass9',
        new_password2: 'Fresh!pass9',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(401);
  });

  it('after a suspension, even when the member is reactivated', async () => {
    const { access, payload } = await member('01030004000');
    const staff = await staffSession(ctx.app, ctx.db);
    const [row] = await ctx.db.select().from(users).where(eq(users.username, payload.user.username));
    const id = row!.id;
    const suspend = await api(ctx.app, 'POST', `/api/admin/members/${id}/suspend`, { token: staff.token });
    expect(suspend.statusCode).toBe(200);
    const reactivate = await api(ctx.app, 'POST', `/api/admin/members/${id}/reactivate`, {
      token: staff.token,
    });
    expect(reactivate.statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(401);
    const again = await login(ctx.app, payload.user.username, payload.user.password);
    expect((await me(again.access)).statusCode).toBe(200);
  });
});
