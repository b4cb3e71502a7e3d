import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context.ts';
import { memberSession, staffSession } from './factories.ts';

/**
 * Issue #20: authentication before validation on every protected route. Walks every registered /api
 * route with an invalid path parameter, query and body: a visitor gets 401, a staff account on a
 * member route and a member on a staff route get 403 — never a 400 that describes the fields.
 */

/** Routes anyone may call (SPEC §6 Visitor, the account flows, provider callbacks). */
const PUBLIC = [
  /^\/api\/auth\//,
  /^\/api\/users\/(business-number\/verify|username\/verify|terms|register\/corporate|register\/invited|find-id|find-password|password\/reset)$/,
  /^\/api\/identities\//,
  /^\/api\/(goods|banners|brands|categories|settings|notices)(\/|$)/,
  /^\/api\/payments\/(notifications|return|cancel)/,
  /^\/api\/vouchers\//,
  // The gateway's carrier reports: their URL secret is the authentication (message-reports.test.ts).
  /^\/api\/webhooks\//,
  /^\/api\/docs/,
  /^\/api\/health$/,
  /^\/api\/quotes\/pdf$/,
];

/** Public by method: the invitee's look at an invitation (the owner's DELETE on that path is guarded). */
const PUBLIC_METHODS = ['GET /api/company/invitations/:id'];

let ctx: TestContext;
let member: string;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  member = (await memberSession(ctx.app, ctx.db)).token;
  staff = (await staffSession(ctx.app, ctx.db)).token;
});
afterAll(() => ctx.close());

const routes = () =>
  ctx.app.registeredRoutes.filter(
    (r) =>
      r.url.startsWith('/api/') &&
      r.method !== 'HEAD' &&
      !PUBLIC.some((p) => p.test(r.url)) &&
      !PUBLIC_METHODS.includes(`${r.method} ${r.url}`),
  );

const call = (method: string, url: string, token?: string) =>
  ctx.app.inject({
    method: method as 'GET',
    url: `${url.replace(/:\w+/g, 'x%20y').replace(/\*$/, 'x')}?page=abc&page_size=-1&status=zz`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"bogus":"\\u0000","amount":"x"}' }),
  });

describe('every protected route authenticates before it validates', () => {
  it('walks a meaningful number of routes', () => {
    expect(routes().length).toBeGreaterThan(40);
  });

  it('a visitor gets 401 everywhere', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const res = await call(r.method, r.url);
      if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('staff on member routes and members on staff routes get 403', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const staffOnly = r.url.startsWith('/api/admin');
      const token = staffOnly ? member : staff;
      // GET /api/users/me and the password change are for any account (staff included).
      if (!staffOnly && /^\/api\/users\/(me|password)$/.test(r.url)) continue;
      const res = await call(r.method, r.url, token);
      if (res.statusCode === 403) continue;
      wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
