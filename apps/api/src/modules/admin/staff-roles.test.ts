import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createStaff, login } from '../../../test/factories.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const lastAudit = async () =>
  (await ctx.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1))[0]!;
const activeSupers = async () =>
  (
    await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'super'), eq(users.status, 'active')))
  ).map((r) => r.id);

/** Only the given accounts are active 최고 관리자: every other one is suspended. */
async function onlySupers(count: number) {
  await ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.staffRole, 'super'));
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const staff = await createStaff(ctx.db, { staffRole: 'super' });
    accounts.push({ ...staff, token: (await login(ctx.app, staff.username)).access });
  }
  return accounts;
}

describe('staff roles', () => {
  it('a new staff account is a 운영자 unless 최고 관리자 is chosen; login and /me say which, the list too', async () => {
    const [root] = await onlySupers(1);
    const body = { password: 'Strong!2345', fullname: '박운영', email: 'op@bizgift.co.kr' };
    const operator = await api(ctx.app, 'POST', '/api/admin/staff', {
      token: root!.token,
      body: { ...body, username: 'roleop01' },
    });
    expect(operator.statusCode).toBe(201);
    expect(operator.body.data.staff_role).toBe('operator');
    expect((await lastAudit()).after).toMatchObject({ username: 'roleop01', staff_role: 'operator' });
    const second = await api(ctx.app, 'POST', '/api/admin/staff', {
      token: root!.token,
      body: { ...body, username: 'rolesu01', staff_role: 'super' },
    });
    expect(second.body.data.staff_role).toBe('super');
    const bad = await api(ctx.app, 'POST', '/api/admin/staff', {
      token: root!.token,
      body: { ...body, username: 'rolebad1', staff_role: 'owner' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors!.staff_role).toEqual(['권한을 선택해주세요. (최고 관리자 또는 운영자)']);

    const loggedIn = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: 'roleop01', password: 'Strong!2345' },
    });
    expect(loggedIn.body.data.user).toMatchObject({ role: 'staff', staff_role: 'operator' });
    const me = await api(ctx.app, 'GET', '/api/users/me', { token: loggedIn.body.data.access });
    expect(me.body.data.staff_role).toBe('operator');
    const list = await api(ctx.app, 'GET', '/api/admin/staff', { token: root!.token });
    expect(list.body.data.find((s: { username: string }) => s.username === 'rolesu01').staff_role).toBe(
      'super',
    );
  });

  it('a 운영자 can neither add staff, nor change roles, nor take the console from a 최고 관리자 (403, nothing changed)', async () => {
    const [root] = await onlySupers(1);
    const operator = await createStaff(ctx.db, { staffRole: 'operator' });
    const token = (await login(ctx.app, operator.username)).access;
    const auditBefore = (await lastAudit()).id;
    for (const [url, body] of [
      [
        '/api/admin/staff',
        { username: 'sneaky01', password: 'Strong!2345', fullname: '가', email: 'a@b.kr' },
      ],
      [`/api/admin/staff/${operator.id}/role`, { staff_role: 'super' }],
      [`/api/admin/staff/${root!.id}/deactivate`, undefined],
      [`/api/admin/staff/${root!.id}/role`, { staff_role: 'operator' }],
    ] as const) {
      const res = await api(ctx.app, 'POST', url, { token, body });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await lastAudit()).id).toBe(auditBefore);
    expect(await activeSupers()).toEqual([root!.id]);
  });

  it('the last active 최고 관리자 cannot step down; with a second one the role changes, audited', async () => {
    const [root] = await onlySupers(1);
    const self = await api(ctx.app, 'POST', `/api/admin/staff/${root!.id}/role`, {
      token: root!.token,
      body: { staff_role: 'operator' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.body.code).toBe('last_super');
    expect(self.body.message).toBe(
      '마지막 최고 관리자는 비활성화하거나 운영자로 바꿀 수 없습니다. 다른 최고 관리자를 먼저 지정해주세요.',
    );

    const other = await createStaff(ctx.db, { staffRole: 'operator' });
    const promoted = await api(ctx.app, 'POST', `/api/admin/staff/${other.id}/role`, {
      token: root!.token,
      body: { staff_role: 'super' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.body.data.staff_role).toBe('super');
    expect(await lastAudit()).toMatchObject({
      staffId: root!.id,
      action: 'staff.role',
      targetType: 'staff',
      targetId: String(other.id),
      before: { staff_role: 'operator' },
      after: { staff_role: 'super' },
    });
    // now root may step down, and is a 운영자 at once (the role is read on every request)
    const down = await api(ctx.app, 'POST', `/api/admin/staff/${root!.id}/role`, {
      token: root!.token,
      body: { staff_role: 'operator' },
    });
    expect(down.statusCode).toBe(200);
    expect((await api(ctx.app, 'GET', '/api/admin/staff', { token: root!.token })).statusCode).toBe(403);
    expect((await api(ctx.app, 'GET', '/api/admin/dashboard', { token: root!.token })).statusCode).toBe(200);
    expect(await activeSupers()).toEqual([other.id]);
  });

  it('two last 최고 관리자 removing each other at the same moment: exactly one succeeds (20 rounds of each)', async () => {
    for (let round = 0; round < 20; round++) {
      for (const action of ['deactivate', 'role'] as const) {
        const [a, b] = await onlySupers(2);
        const call = (caller: typeof a, target: typeof a) =>
          api(ctx.app, 'POST', `/api/admin/staff/${target!.id}/${action}`, {
            token: caller!.token,
            body: action === 'role' ? { staff_role: 'operator' } : undefined,
          });
        const results = await Promise.all([call(a, b), call(b, a)]);
        const codes = results.map((r) => r.statusCode);
        expect(
          codes.filter((c) => c === 200),
          `${action} round ${round}: ${codes}`,
        ).toHaveLength(1);
        // the loser saw the winner's change: 409 last_super, or 401/403 when it was already out
        expect(codes.filter((c) => [401, 403, 409].includes(c))).toHaveLength(1);
        expect(await activeSupers()).toHaveLength(1);
      }
    }
    // 40 rounds, each creating two staff accounts (a password hash each): 30 s was not enough at load 35.
  }, 120_000);
});
