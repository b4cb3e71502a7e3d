import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createNotice, staffSession } from '../../../test/factories.ts';
import { auditLogs, notices } from '../../db/schema/support.ts';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  api(ctx.app, method, url, { token: staff.token, body });
const auditsFor = (id: number) =>
  ctx.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'notice'), eq(auditLogs.targetId, String(id))))
    .orderBy(desc(auditLogs.id));

describe('/api/admin/notices', () => {
  it('creates, edits and deletes a notice, one audit row per change', async () => {
    // Given a staff session; when a pinned event notice is created
    const created = await call('POST', '/api/admin/notices', {
      notice_type: 2,
      title: '  봄맞이 충전 이벤트 ',
      content: '충전 금액의 1%를 적립해 드립니다.',
      is_pinned: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ title: '봄맞이 충전 이벤트', notice_type: 2, is_pinned: true });

    // Then members see it first on the public list
    const pub = await api(ctx.app, 'GET', '/api/notices?page=1&page_size=10');
    expect(pub.body.data.results[0].id).toBe(id);

    // When it is edited (unpinned, renamed)
    const edited = await call('PUT', `/api/admin/notices/${id}`, {
      title: '봄 이벤트 안내',
      is_pinned: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data).toMatchObject({ title: '봄 이벤트 안내', is_pinned: false, notice_type: 2 });

    // And deleted
    const removed = await call('DELETE', `/api/admin/notices/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await ctx.db.select().from(notices).where(eq(notices.id, id))).toEqual([]);

    // Then three audit rows, newest first, with before/after
    const rows = await auditsFor(id);
    expect(rows.map((r) => r.action)).toEqual(['notice.delete', 'notice.update', 'notice.create']);
    expect(rows.every((r) => r.staffId === staff.staff.id && r.targetType === 'notice')).toBe(true);
    expect(rows[1]!.before).toMatchObject({ is_pinned: true });
    expect(rows[1]!.after).toMatchObject({ is_pinned: false, title: '봄 이벤트 안내' });
  });

  it.each([
    { name: 'missing title', body: { notice_type: 1, title: '  ', content: '내용' }, field: 'title' },
    { name: 'unknown type', body: { notice_type: 9, title: '제목', content: '내용' }, field: 'notice_type' },
    { name: 'missing content', body: { notice_type: 1, title: '제목', content: '' }, field: 'content' },
  ])('refuses $name with 400 and writes nothing', async ({ body, field }) => {
    const before = await ctx.db.select().from(auditLogs);
    const res = await call('POST', '/api/admin/notices', body);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]?.[0]).toBeTruthy();
    expect((await ctx.db.select().from(auditLogs)).length).toBe(before.length);
  });

  it('answers 404 for a missing notice on edit and delete', async () => {
    const put = await call('PUT', '/api/admin/notices/999999', { title: '없음' });
    const del = await call('DELETE', '/api/admin/notices/999999');
    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
    expect(del.body.message).toBe(NOTICE_MESSAGES.notFound);
  });

  it('lists with type filter and search, without counting views', async () => {
    const a = await createNotice(ctx.db, { title: '점검 안내 알파', noticeType: 1 });
    await createNotice(ctx.db, { title: '이벤트 베타', noticeType: 2 });
    const res = await call('GET', '/api/admin/notices?notice_type=1&search=알파');
    expect(res.body.data.results.map((n: { id: number }) => n.id)).toEqual([a.id]);
    const detail = await call('GET', `/api/admin/notices/${a.id}`);
    expect(detail.body.data.views).toBe(0);
  });
});
