import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../test/context.ts';
import { createMember, createStaff, login } from '../../test/factories.ts';
import { NOTICE_SEED, seedSupport } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('seedSupport (demo data)', () => {
  it('gives the customer center realistic notices and the member one answered and one waiting inquiry', async () => {
    const staff = await createStaff(ctx.db);
    const member = await createMember(ctx.db);
    await ctx.db.transaction((tx) => seedSupport(tx, member.id));

    const list = await api(ctx.app, 'GET', '/api/notices?page_size=100');
    expect(list.body.data.count).toBe(NOTICE_SEED.length);
    expect(NOTICE_SEED.length).toBeGreaterThanOrEqual(12);
    const results = list.body.data.results as {
      is_pinned: boolean;
      notice_type: number;
      created_at: string;
    }[];
    expect(results.slice(0, 2).every((n) => n.is_pinned)).toBe(true);
    expect(results.slice(2).some((n) => n.is_pinned)).toBe(false);
    expect(new Set(results.map((n) => n.notice_type))).toEqual(new Set([1, 2]));
    expect(results.every((n) => new Date(n.created_at).getTime() < Date.now())).toBe(true);
    // Dated relative to the seeding day, so no notice may speak of a season or holiday it would contradict.
    for (const n of NOTICE_SEED)
      expect(`${n.title}\n${n.content}`).not.toMatch(/설 연휴|추석|봄|여름|가을|겨울|연말|새해/);

    const { access } = await login(ctx.app, member.username);
    const mine = await api(ctx.app, 'GET', '/api/inquiries', { token: access });
    const statuses = (mine.body.data.results as { status: number; answer: string | null }[]).map(
      (i) => i.status,
    );
    expect(statuses).toEqual([1, 2]); // the waiting one is newer
    expect(mine.body.data.results[1].answer).toContain('세금계산서');

    const staffToken = (await login(ctx.app, staff.username)).access;
    const answered = await api(ctx.app, 'GET', '/api/admin/inquiries?status=2', { token: staffToken });
    expect(answered.body.data.results[0].answered_by).toBe(staff.id);
  });
});
