import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';
import { isSuperOnlyRoute } from '../../http/staff-roles.ts';

/**
 * Walks every registered /api/admin route: a visitor gets 401, a member 403, a 최고 관리자 gets
 * past the guard, a 운영자 too except on the 최고 관리자 routes (403). A new admin route is covered
 * the moment it is registered.
 */
let ctx: TestContext;
let memberToken: string;
let staffToken: string;
let operatorToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  memberToken = (await memberSession(ctx.app, ctx.db)).token;
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
  operatorToken = (await staffSession(ctx.app, ctx.db, { staffRole: 'operator' })).token;
});

/** What only a 최고 관리자 may do: staff accounts, settings, terms and the supplier. */
const SUPER_ONLY = [
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'POST /api/admin/staff/:id/deactivate',
  'POST /api/admin/staff/:id/reactivate',
  'POST /api/admin/staff/:id/role',
  'POST /api/admin/staff/:id/mfa-reset',
  'GET /api/admin/settings',
  'PUT /api/admin/settings/footer',
  'PUT /api/admin/settings/deposit-accounts',
  'PUT /api/admin/settings/seal',
  'DELETE /api/admin/settings/seal',
  'GET /api/admin/terms',
  'POST /api/admin/terms/:id/versions',
  'POST /api/admin/supplier/sync',
  'GET /api/admin/supplier/syncs',
  'GET /api/admin/supplier/syncs/:id/changes',
  'GET /api/admin/supplier/margin',
  'PUT /api/admin/supplier/margin',
];
afterAll(() => ctx.close());

const adminRoutes = () =>
  ctx.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ ...r, path: r.url.replace(/:(\w+)/g, '999999') }));

describe('admin authorisation walk', () => {
  it('finds the admin routes', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(15);
    expect(urls).toContain('GET /api/admin/inquiries');
    expect(urls).toContain('GET /api/admin/messages');
    expect(urls).toContain('GET /api/admin/recharges');
    expect(urls).toContain('POST /api/admin/recharges/:id/approve');
    expect(urls).toContain('POST /api/admin/uploads');
  });

  it('visitor → 401, member → 403, staff → neither, on every admin route', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const visitor = await api(ctx.app, method, route.path, { body });
      const member = await api(ctx.app, method, route.path, { body, token: memberToken });
      // Only the status matters here, and export routes answer files, not JSON envelopes.
      const staff = await ctx.app.inject({
        method,
        url: route.path,
        headers: { authorization: `Bearer ${staffToken}` },
        ...(body ? { payload: body } : {}),
      });
      if (visitor.statusCode !== 401) failures.push(`${method} ${route.url} visitor ${visitor.statusCode}`);
      if (member.statusCode !== 403) failures.push(`${method} ${route.url} member ${member.statusCode}`);
      if (staff.statusCode === 401 || staff.statusCode === 403 || staff.statusCode >= 500) {
        failures.push(`${method} ${route.url} staff ${staff.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('운영자 → 403 on exactly the 최고 관리자 routes, past the guard everywhere else', async () => {
    const routes = adminRoutes();
    const superOnly = routes.filter((r) => isSuperOnlyRoute(r.url)).map((r) => `${r.method} ${r.url}`);
    expect(superOnly.sort()).toEqual([...SUPER_ONLY].sort());
    const failures: string[] = [];
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const res = await ctx.app.inject({
        method,
        url: route.path,
        headers: { authorization: `Bearer ${operatorToken}` },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const restricted = SUPER_ONLY.includes(`${method} ${route.url}`);
      if (
        restricted &&
        (res.statusCode !== 403 || res.json().message !== '최고 관리자만 할 수 있는 작업입니다.')
      )
        failures.push(`${method} ${route.url} operator ${res.statusCode} (403 expected)`);
      if (!restricted && (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500))
        failures.push(`${method} ${route.url} operator ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
