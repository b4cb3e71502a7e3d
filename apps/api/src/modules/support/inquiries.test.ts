import { INQUIRY_MESSAGES, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createInquiry, memberSession, staffSession } from '../../../test/factories.ts';
import { auditLogs, inquiries } from '../../db/schema/support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const valid = {
  inquiry_type: 2,
  title: '세금계산서 발행 문의',
  content: '3월 충전분 세금계산서 발행 부탁드립니다.',
};

describe('POST /api/inquiries', () => {
  it('registers an inquiry, trimmed, waiting for an answer', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/inquiries', {
      token,
      body: { inquiry_type: '2', title: '  세금계산서 발행 문의  ', content: '\n 발행 부탁드립니다. \n' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe('문의가 등록되었습니다.');
    expect(res.body.data).toMatchObject({
      title: '세금계산서 발행 문의',
      content: '발행 부탁드립니다.',
      inquiry_type: 2,
      inquiry_type_display: '주문/결제',
      status: 1,
      status_display: '답변대기',
      answer: null,
    });
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, res.body.data.id));
    expect(row).toMatchObject({ userId: member.id, title: '세금계산서 발행 문의', status: 1 });
  });

  it.each([
    ['type missing', { ...valid, inquiry_type: undefined }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type 0 (unselected)', { ...valid, inquiry_type: 0 }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type 8', { ...valid, inquiry_type: 8 }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['title blank after trim', { ...valid, title: '   ' }, 'title', INQUIRY_MESSAGES.titleRequired],
    ['title missing', { ...valid, title: undefined }, 'title', INQUIRY_MESSAGES.titleRequired],
    ['content blank after trim', { ...valid, content: '\n\t ' }, 'content', INQUIRY_MESSAGES.contentRequired],
    ['title too long', { ...valid, title: '가'.repeat(101) }, 'title', INQUIRY_MESSAGES.titleTooLong],
    ['content too long', { ...valid, content: 'a'.repeat(5001) }, 'content', INQUIRY_MESSAGES.contentTooLong],
  ])('refuses %s → 400 with the SPEC message', async (_case, body, field, message) => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/inquiries', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(res.body.errors?.[field]).toContain(message);
    const rows = await ctx.db.select().from(inquiries).where(eq(inquiries.userId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('stores text with a NUL character without a server error', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/inquiries', {
      token,
      body: { ...valid, content: '내용\u0000입니다' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.body.data.content).toBe('내용입니다');
  });

  it('needs a logged-in member: 401 without a token, 403 for staff', async () => {
    const anonymous = await api(ctx.app, 'POST', '/api/inquiries', { body: {} });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await staffSession(ctx.app, ctx.db);
    const staff = await api(ctx.app, 'POST', '/api/inquiries', { token, body: valid });
    expect(staff.statusCode).toBe(403);
  });

  it(`is rate-limited: the ${SUPPORT_LIMITS.inquiriesPerWindow + 1}th inquiry within the window → 429`, async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const results = await Promise.all(
      Array.from({ length: SUPPORT_LIMITS.inquiriesPerWindow + 2 }, (_, i) =>
        api(ctx.app, 'POST', '/api/inquiries', { token, body: { ...valid, title: `문의 ${i}` } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(SUPPORT_LIMITS.inquiriesPerWindow);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.body).toMatchObject({
      status: 'fail',
      message: INQUIRY_MESSAGES.tooMany,
      code: 'rate_limited',
    });
    const rows = await ctx.db.select().from(inquiries).where(eq(inquiries.userId, member.id));
    expect(rows).toHaveLength(SUPPORT_LIMITS.inquiriesPerWindow);
  });

  it('old inquiries do not count against the window', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const longAgo = new Date(Date.now() - (SUPPORT_LIMITS.inquiryWindowMinutes + 1) * 60_000);
    for (let i = 0; i < SUPPORT_LIMITS.inquiriesPerWindow; i++) {
      await createInquiry(ctx.db, member.id, { createdAt: longAgo });
    }
    const res = await api(ctx.app, 'POST', '/api/inquiries', { token, body: valid });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/inquiries', () => {
  it('lists only the member’s own inquiries, newest first, 10 per page', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const other = await memberSession(ctx.app, ctx.db);
    await createInquiry(ctx.db, other.member.id, { title: '남의 문의' });
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < 12; i++) {
      await createInquiry(ctx.db, member.id, { title: `내 문의 ${i}`, createdAt: new Date(base + i * 1000) });
    }
    const first = await api(ctx.app, 'GET', '/api/inquiries?page=1&page_size=10&ordering=-created_at', {
      token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.data.count).toBe(12);
    expect(first.body.data.results).toHaveLength(10);
    expect(first.body.data.results[0].title).toBe('내 문의 11');
    expect(first.body.data.next).toContain('page=2');
    const second = await api(ctx.app, 'GET', '/api/inquiries?page=2', { token });
    expect(second.body.data.results.map((r: { title: string }) => r.title)).toEqual([
      '내 문의 1',
      '내 문의 0',
    ]);
    expect(second.body.data.next).toBeNull();
    const titles = [...first.body.data.results, ...second.body.data.results].map(
      (r: { title: string }) => r.title,
    );
    expect(titles).not.toContain('남의 문의');
  });

  it('shows the answer once staff answered (status 2)', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    await createInquiry(ctx.db, member.id, { title: '답변된 문의', answer: '처리되었습니다.' });
    const res = await api(ctx.app, 'GET', '/api/inquiries', { token });
    expect(res.body.data.results[0]).toMatchObject({
      title: '답변된 문의',
      status: 2,
      status_display: '답변완료',
      answer: '처리되었습니다.',
    });
  });

  it.each([['page=0'], ['page_size=1000'], ['ordering=title']])('refuses %s → 400', async (query) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'GET', `/api/inquiries?${query}`, { token });
    expect(res.statusCode).toBe(400);
  });

  it('needs a login', async () => {
    const res = await api(ctx.app, 'GET', '/api/inquiries');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/inquiries/{id}', () => {
  it('answers the own inquiry with the SPEC §3 fields', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const inquiry = await createInquiry(ctx.db, member.id, { inquiryType: 6, title: '로그인 오류' });
    const res = await api(ctx.app, 'GET', `/api/inquiries/${inquiry.id}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      id: inquiry.id,
      title: '로그인 오류',
      content: '문의 내용입니다.',
      inquiry_type: 6,
      inquiry_type_display: '기술',
      status: 1,
      status_display: '답변대기',
      answer: null,
    });
    expect(new Date(res.body.data.created_at).getTime()).toBe(inquiry.createdAt.getTime());
  });

  it.each([
    ['someone else’s', 'other'],
    ['a missing', 'missing'],
    ['a non-numeric', 'abc'],
  ])('answers %s inquiry with the same 404', async (_case, which) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const other = await memberSession(ctx.app, ctx.db);
    const theirs = await createInquiry(ctx.db, other.member.id);
    const id = which === 'other' ? theirs.id : which === 'missing' ? 999999 : 'abc';
    const res = await api(ctx.app, 'GET', `/api/inquiries/${id}`, { token });
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatchObject({ status: 'fail', message: INQUIRY_MESSAGES.notFound });
  });
});

describe('staff: /api/admin/inquiries', () => {
  it('lists waiting inquiries with who asked, and answers one (status 2, answer, audit log)', async () => {
    const { member, token: memberToken } = await memberSession(ctx.app, ctx.db);
    const { staff, token } = await staffSession(ctx.app, ctx.db);
    const inquiry = await createInquiry(ctx.db, member.id, { title: '대량 발송 문의' });

    const waiting = await api(ctx.app, 'GET', '/api/admin/inquiries?status=1&page_size=100', { token });
    expect(waiting.statusCode).toBe(200);
    const listed = waiting.body.data.results.find((r: { id: number }) => r.id === inquiry.id);
    expect(listed).toMatchObject({ status: 1, user: { id: member.id, username: member.username } });
    expect(listed.user.company_name).toContain('테스트상사');

    const answered = await api(ctx.app, 'POST', `/api/admin/inquiries/${inquiry.id}/answer`, {
      token,
      body: { answer: '  담당자가 연락드리겠습니다.  ' },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 2, answer: '담당자가 연락드리겠습니다.' });

    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row).toMatchObject({ status: 2, answeredBy: staff.id });
    expect(row!.answeredAt).toBeInstanceOf(Date);
    const logs = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(inquiry.id)));
    expect(logs).toMatchObject([{ staffId: staff.id, action: 'inquiry.answer', targetType: 'inquiry' }]);

    const mine = await api(ctx.app, 'GET', `/api/inquiries/${inquiry.id}`, { token: memberToken });
    expect(mine.body.data).toMatchObject({
      status: 2,
      status_display: '답변완료',
      answer: '담당자가 연락드리겠습니다.',
    });

    const stillWaiting = await api(ctx.app, 'GET', '/api/admin/inquiries?status=1&page_size=100', { token });
    expect(stillWaiting.body.data.results.map((r: { id: number }) => r.id)).not.toContain(inquiry.id);
    const done = await api(ctx.app, 'GET', '/api/admin/inquiries?status=2&page_size=100', { token });
    expect(done.body.data.results.map((r: { id: number }) => r.id)).toContain(inquiry.id);
  });

  it('without a status filter lists unanswered inquiries first, oldest first, then answered ones newest first', async () => {
    const { member } = await memberSession(ctx.app, ctx.db);
    const { token } = await staffSession(ctx.app, ctx.db);
    await ctx.db.update(inquiries).set({ status: 2, answer: '이전 답변' });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const oldAnswered = await createInquiry(ctx.db, member.id, { title: '오래된 답변 완료' });
    const newAnswered = await createInquiry(ctx.db, member.id, { title: '최근 답변 완료' });
    const oldWaiting = await createInquiry(ctx.db, member.id, { title: '오래된 대기' });
    const newWaiting = await createInquiry(ctx.db, member.id, { title: '최근 대기' });
    for (const [row, minutesAgo, status] of [
      [oldAnswered, 40, 2],
      [newAnswered, 1, 2],
      [oldWaiting, 30, 1],
      [newWaiting, 2, 1],
    ] as const) {
      await ctx.db
        .update(inquiries)
        .set({ createdAt: at(minutesAgo), status, answer: status === 2 ? '답변' : null })
        .where(eq(inquiries.id, row.id));
    }

    const all = await api(ctx.app, 'GET', '/api/admin/inquiries?page_size=100', { token });
    const ids = all.body.data.results.map((r: { id: number }) => r.id);
    const mine = ids.filter((id: number) =>
      [oldAnswered.id, newAnswered.id, oldWaiting.id, newWaiting.id].includes(id),
    );
    expect(mine).toEqual([oldWaiting.id, newWaiting.id, newAnswered.id, oldAnswered.id]);
    expect(ids.slice(0, 2)).toEqual([oldWaiting.id, newWaiting.id]);
  });

  it('refuses a blank answer, a missing inquiry and a bad status filter', async () => {
    const { member } = await memberSession(ctx.app, ctx.db);
    const { token } = await staffSession(ctx.app, ctx.db);
    const inquiry = await createInquiry(ctx.db, member.id);
    const blank = await api(ctx.app, 'POST', `/api/admin/inquiries/${inquiry.id}/answer`, {
      token,
      body: { answer: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.errors?.answer).toContain(INQUIRY_MESSAGES.answerRequired);
    const missing = await api(ctx.app, 'POST', '/api/admin/inquiries/999999/answer', {
      token,
      body: { answer: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const badStatus = await api(ctx.app, 'GET', '/api/admin/inquiries?status=9', { token });
    expect(badStatus.statusCode).toBe(400);
  });

  it('is staff only: 401 without a token, 403 for a member (before validating the body)', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    expect((await api(ctx.app, 'GET', '/api/admin/inquiries')).statusCode).toBe(401);
    expect((await api(ctx.app, 'GET', '/api/admin/inquiries', { token })).statusCode).toBe(403);
    const answer = await api(ctx.app, 'POST', '/api/admin/inquiries/1/answer', { token, body: {} });
    expect(answer.statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the customer-center routes with their parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { parameters?: { name: string }[] }>>;
    const path = (p: string) => paths[p] ?? paths[`${p}/`];
    expect(path('/api/inquiries')?.post).toBeDefined();
    expect(path('/api/admin/inquiries/{id}/answer')?.post).toBeDefined();
    const noticeParams = path('/api/notices')?.get?.parameters?.map((p) => p.name);
    expect(noticeParams).toEqual(
      expect.arrayContaining(['page', 'page_size', 'notice_type', 'search', 'ordering']),
    );
  });
});
