import { NOTICE_MESSAGES } from '@bizgift/domain/support-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createNotice, createStaff, memberSession } from '../../../test/factories.ts';
import { auditLogs, notices, noticeViews } from '../../db/schema/support.ts';
import { NoticeService, visitorKey } from './notices.ts';

let ctx: TestContext;
const base = Date.now() - 30 * 24 * 60 * 60_000;
const day = (n: number) => new Date(base + n * 24 * 60 * 60_000);
const titles = (res: { body: { data: { results: { title: string }[] } } }) =>
  res.body.data.results.map((r) => r.title);

beforeAll(async () => {
  ctx = await createTestContext();
  // Given: general and event notices over several days, one of the oldest pinned.
  await createNotice(ctx.db, {
    title: '설 연휴 배송 안내',
    noticeType: 1,
    createdAt: day(1),
    content: '연휴 기간 고객센터 휴무',
  });
  await createNotice(ctx.db, {
    title: '신규 브랜드 입점',
    noticeType: 1,
    createdAt: day(2),
    content: '베이커리 브랜드 추가',
  });
  await createNotice(ctx.db, {
    title: '충전 이벤트',
    noticeType: 2,
    createdAt: day(3),
    content: '충전 금액의 1% 적립',
  });
  await createNotice(ctx.db, {
    title: '시스템 점검 안내',
    noticeType: 1,
    createdAt: day(4),
    content: '새벽 2시 점검',
  });
  await createNotice(ctx.db, {
    title: '서비스 이용약관 개정',
    noticeType: 1,
    createdAt: day(0),
    isPinned: true,
  });
  await createNotice(ctx.db, {
    title: '100% 당첨 이벤트',
    noticeType: 2,
    createdAt: day(5),
    content: '모두 드립니다',
  });
});
afterAll(() => ctx.close());

describe('GET /api/notices', () => {
  it('lists pinned notices first, then newest first, with the SPEC §3 fields', async () => {
    const res = await api(ctx.app, 'GET', '/api/notices?page=1&page_size=10&ordering=-created_at');
    expect(res.statusCode).toBe(200);
    expect(res.body.data.count).toBe(6);
    expect(titles(res)).toEqual([
      '서비스 이용약관 개정',
      '100% 당첨 이벤트',
      '시스템 점검 안내',
      '충전 이벤트',
      '신규 브랜드 입점',
      '설 연휴 배송 안내',
    ]);
    expect(res.body.data.results[1]).toMatchObject({
      notice_type: 2,
      notice_type_display: '이벤트',
      views: 0,
      is_pinned: false,
      content: '모두 드립니다',
    });
    expect(Object.keys(res.body.data.results[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'content',
        'notice_type',
        'notice_type_display',
        'views',
        'created_at',
      ]),
    );
  });

  it.each([
    ['notice_type=1', ['서비스 이용약관 개정', '시스템 점검 안내', '신규 브랜드 입점', '설 연휴 배송 안내']],
    ['notice_type=2', ['100% 당첨 이벤트', '충전 이벤트']],
    [
      'notice_type=',
      [
        '서비스 이용약관 개정',
        '100% 당첨 이벤트',
        '시스템 점검 안내',
        '충전 이벤트',
        '신규 브랜드 입점',
        '설 연휴 배송 안내',
      ],
    ],
    ['search=이벤트', ['100% 당첨 이벤트', '충전 이벤트']],
    ['search=%20점검%20', ['시스템 점검 안내']],
    ['search=휴무', ['설 연휴 배송 안내']], // found in the content
    ['search=100%25', ['100% 당첨 이벤트']], // % is a character, not a wildcard
    ['search=_', []],
    ['search=없는말', []],
    ['notice_type=2&search=충전', ['충전 이벤트']],
    [
      'ordering=created_at',
      [
        '서비스 이용약관 개정',
        '설 연휴 배송 안내',
        '신규 브랜드 입점',
        '충전 이벤트',
        '시스템 점검 안내',
        '100% 당첨 이벤트',
      ],
    ],
  ])('%s', async (query, expected) => {
    const res = await api(ctx.app, 'GET', `/api/notices?${query}`);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(expected);
    expect(res.body.data.count).toBe(expected.length);
  });

  it('pages by page_size with next and previous links', async () => {
    const res = await api(ctx.app, 'GET', '/api/notices?page=2&page_size=4');
    expect(titles(res)).toEqual(['신규 브랜드 입점', '설 연휴 배송 안내']);
    expect(res.body.data.previous).toContain('page=1');
    expect(res.body.data.next).toBeNull();
  });

  it.each([
    ['notice_type=3'],
    ['notice_type=abc'],
    ['ordering=views'],
    ['page=-1'],
    [`search=${'가'.repeat(101)}`],
  ])('refuses %s → 400 envelope', async (query) => {
    const res = await api(ctx.app, 'GET', `/api/notices?${encodeURI(query)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
  });
});

describe('GET /api/notices/{id}', () => {
  it('answers one notice and counts the view once per visitor per day', async () => {
    const notice = await createNotice(ctx.db, { title: '조회수 테스트' });
    const visitorA = { 'user-agent': 'BrowserA', 'x-forwarded-for': '203.0.113.10' };
    const visitorB = { 'user-agent': 'BrowserB', 'x-forwarded-for': '203.0.113.11' };

    const first = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers: visitorA });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      id: notice.id,
      title: '조회수 테스트',
      notice_type_display: '일반',
      views: 1,
    });

    const again = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers: visitorA });
    expect(again.body.data.views).toBe(1);

    const other = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers: visitorB });
    expect(other.body.data.views).toBe(2);

    // A logged-in member is one visitor whatever browser they use.
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const m1 = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { token, headers: visitorA });
    const m2 = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { token, headers: visitorB });
    expect([m1.body.data.views, m2.body.data.views]).toEqual([3, 3]);

    const [row] = await ctx.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row!.views).toBe(3);
    const keys = (await ctx.db.select().from(noticeViews).where(eq(noticeViews.noticeId, notice.id))).map(
      (v) => v.visitorKey,
    );
    expect(keys).toContain(`u:${member.id}`);
    expect(keys.join(' ')).not.toContain('203.0.113.10'); // never the raw IP
  });

  it('a new User-Agent on every request from one address is still one view (50 tries)', async () => {
    const notice = await createNotice(ctx.db);
    for (let i = 0; i < 50; i++) {
      const headers = { 'user-agent': `Inflater/${i}`, 'x-forwarded-for': '198.51.100.20' };
      expect((await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers })).statusCode).toBe(200);
    }
    const [row] = await ctx.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row!.views).toBe(1);
  });

  it('counts concurrent first views of one visitor once', async () => {
    const notice = await createNotice(ctx.db);
    const headers = { 'user-agent': 'Burst', 'x-forwarded-for': '198.51.100.7' };
    await Promise.all(
      Array.from({ length: 8 }, () => api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers })),
    );
    const [row] = await ctx.db.select().from(notices).where(eq(notices.id, notice.id));
    expect(row!.views).toBe(1);
  });

  it('counts the same visitor again on a later day', async () => {
    const notice = await createNotice(ctx.db);
    const headers = { 'user-agent': 'Yesterday', 'x-forwarded-for': '198.51.100.8' };
    const key = visitorKey(ctx.config.jwtSecret, { ip: '198.51.100.8' });
    await ctx.db.insert(noticeViews).values({ noticeId: notice.id, visitorKey: key, viewDate: '2020-01-01' });
    const res = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { headers });
    expect(res.body.data.views).toBe(1);
  });

  it('an expired or invalid token still reads the notice (as an anonymous visitor)', async () => {
    const notice = await createNotice(ctx.db);
    const res = await api(ctx.app, 'GET', `/api/notices/${notice.id}`, { token: 'not-a-jwt' });
    expect(res.statusCode).toBe(200);
  });

  it.each([['999999'], ['abc'], ['0'], ['1.5'], ['-1']])('id %s → 404 envelope', async (id) => {
    const res = await api(ctx.app, 'GET', `/api/notices/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 'fail', message: NOTICE_MESSAGES.notFound });
  });
});

describe('NoticeService staff functions', () => {
  it('creates, updates and deletes a notice, each with an audit-log row', async () => {
    const staff = await createStaff(ctx.db);
    const service = new NoticeService(ctx.db);
    const created = await service.create(staff.id, {
      notice_type: 2,
      title: '봄맞이 충전 이벤트',
      content: '기간 중 충전 시 적립',
      is_pinned: true,
    });
    expect(created).toMatchObject({ notice_type: 2, is_pinned: true, views: 0 });

    const updated = await service.update(staff.id, created.id, {
      is_pinned: false,
      title: '봄맞이 충전 이벤트(종료)',
    });
    expect(updated).toMatchObject({
      title: '봄맞이 충전 이벤트(종료)',
      is_pinned: false,
      content: '기간 중 충전 시 적립',
    });

    await service.get(created.id, 'u:1');
    await service.remove(staff.id, created.id);
    await expect(service.get(created.id)).rejects.toMatchObject({ statusCode: 404 });
    expect(await ctx.db.select().from(noticeViews).where(eq(noticeViews.noticeId, created.id))).toEqual([]);

    const logs = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(created.id)));
    expect(logs.map((l) => l.action).sort()).toEqual(['notice.create', 'notice.delete', 'notice.update']);
    await expect(service.update(staff.id, created.id, { title: 'x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(service.remove(staff.id, created.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('prunes view records older than yesterday only', async () => {
    const notice = await createNotice(ctx.db);
    await ctx.db.insert(noticeViews).values([
      { noticeId: notice.id, visitorKey: 'old', viewDate: '2020-01-01' },
      { noticeId: notice.id, visitorKey: 'today', viewDate: new Date().toISOString().slice(0, 10) },
    ]);
    await new NoticeService(ctx.db).pruneViews();
    const left = (await ctx.db.select().from(noticeViews).where(eq(noticeViews.noticeId, notice.id))).map(
      (v) => v.visitorKey,
    );
    expect(left).toEqual(['today']);
  });
});
