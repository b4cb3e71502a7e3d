import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';

/**
 * Walks every registered /api/admin route: a visitor gets 401, a member 403, staff get past the
 * guard. A new admin route is covered the moment it is registered.
 */
let ctx: TestContext;
let memberToken: string;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  memberToken = (await memberSession(ctx.app, ctx.db)).token;
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});
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
});
