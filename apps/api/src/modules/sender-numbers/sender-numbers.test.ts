import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  createMember,
  login,
  memberSession,
  orderPayload,
  recordSmsSends,
  staffSession,
} from '../../../test/factories.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { users } from '../../db/schema/users.ts';
import type { SmsMessage } from '../../providers/sms/sms-sender.ts';

/**
 * Caller numbers per company (issue #16 §2, #28 §2): a member asks for a number of its company with
 * proof, staff approve or reject (audited); an approved, active number is the caller only for that
 * company's orders; SMS_SENDER_NUMBER is the default for everyone.
 */
let ctx: TestContext;
let staffToken: string;
let sent: SmsMessage[];

beforeAll(async () => {
  ctx = await createTestContext({ config: { smsSenderNumber: '1588-0000' } });
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
  sent = recordSmsSends(ctx.app.services.providers.sms);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const JPG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** A multipart request body: the fields, then (when given) one file part. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----bizgift-sender-boundary';
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const chunks: Buffer[] = [Buffer.from(parts.join(''))];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function ask(
  token: string,
  number: string,
  file: { bytes: Buffer; name: string; type: string } = {
    bytes: PDF,
    name: '이용증명원.pdf',
    type: 'application/pdf',
  },
) {
  const body = form({ number, label: '본사 대표번호' }, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/me/sender-numbers',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const staff = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  api(ctx.app, method, `/api/admin/sender-numbers${url}`, { token: staffToken, body });

/** Sends one voucher as `token`'s member from `sender`; answers the caller number the gateway was given. */
async function callerOf(token: string, sender: string) {
  const goods = await createGoods(ctx.db, { price: 1000 });
  const order = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: { ...orderPayload([goods], ['01055556666']), sender },
  });
  expect(order.statusCode).toBe(201);
  await ctx.app.services.worker.processOrder(order.body.data.id);
  return sent.at(-1)!.from;
}

const hint = async (token: string, sender: string) =>
  (await api(ctx.app, 'GET', `/api/orders/sender-number?sender=${encodeURIComponent(sender)}`, { token }))
    .body.data;

describe('caller numbers per company', () => {
  it('a member asks with proof; staff approve (audited); only that company sends from it, the others get the default', async () => {
    const a = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const b = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    // Before: nobody sends from 02-3456-7890.
    expect(await callerOf(a.token, '02-3456-7890')).toBe('15880000');

    const asked = await ask(a.token, '02-3456-7890');
    expect(asked.statusCode).toBe(201);
    expect(asked.body.data).toMatchObject({
      number: '0234567890',
      label: '본사 대표번호',
      company_id: a.member.company.id,
      company_name: a.member.company.name,
      status: 'pending',
      proof_type: 'pdf',
    });
    const id = asked.body.data.id;
    // Waiting: not usable yet.
    expect(await hint(a.token, '0234567890')).toEqual({ from: '15880000', registered: false });
    expect((await staff('GET', '')).body.data.results[0]).toMatchObject({ id, status: 'pending' });

    const approved = await staff('POST', `/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', is_active: true });
    const [audit] = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'sender_number.approve'));
    expect(audit).toMatchObject({ targetType: 'sender_number', targetId: String(id) });

    // Company A sends from it; company B asking for the same number gets the default.
    expect(await callerOf(a.token, '02-3456-7890')).toBe('0234567890');
    expect(await hint(a.token, '02-3456-7890')).toEqual({ from: '0234567890', registered: true });
    expect(await callerOf(b.token, '02-3456-7890')).toBe('15880000');
    expect(await hint(b.token, '02-3456-7890')).toEqual({ from: '15880000', registered: false });
    // Another member of company A may use it too.
    const colleague = await createMember(ctx.db, { balance: 10_000 });
    await ctx.db.update(users).set({ companyId: a.member.company.id }).where(eq(users.id, colleague.id));
    const colleagueToken = (await login(ctx.app, colleague.username)).access;
    expect(await callerOf(colleagueToken, '0234567890')).toBe('0234567890');
    // The preview says the same.
    const goods = await createGoods(ctx.db, { price: 1000 });
    const preview = (token: string) =>
      api(ctx.app, 'POST', '/api/orders/preview', {
        token,
        body: { send_type: 1, name: '선물', send_msg: '감사합니다', sender: '0234567890', goods: goods.id },
      });
    expect((await preview(a.token)).body.data.sms.from).toBe('0234567890');
    expect((await preview(b.token)).body.data.sms.from).toBe('15880000');

    // Each company sees only its own list.
    expect(
      (await api(ctx.app, 'GET', '/api/users/me/sender-numbers', { token: a.token })).body.data.results,
    ).toHaveLength(1);
    expect((await api(ctx.app, 'GET', '/api/users/me/sender-numbers', { token: b.token })).body.data).toEqual(
      {
        default_number: '15880000',
        results: [],
      },
    );
    // B cannot take the number while A holds it.
    expect((await ask(b.token, '0234567890')).statusCode).toBe(409);

    // Disabled: back to the default at once.
    expect((await staff('POST', `/${id}/disable`)).body.data.is_active).toBe(false);
    expect(await callerOf(a.token, '0234567890')).toBe('15880000');
    expect((await staff('POST', `/${id}/enable`)).body.data.is_active).toBe(true);
    expect(await callerOf(a.token, '0234567890')).toBe('0234567890');
  });

  it('a rejected request is never used, says why, and frees the number for a new request', async () => {
    const a = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const id = (await ask(a.token, '031-222-3333')).body.data.id;
    const noReason = await staff('POST', `/${id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await staff('POST', `/${id}/reject`, { reason: '명의가 회사와 다릅니다.' });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      is_active: false,
      reject_reason: '명의가 회사와 다릅니다.',
    });
    const [audit] = await ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'sender_number.reject'));
    expect(audit!.after).toMatchObject({ status: 'rejected', reject_reason: '명의가 회사와 다릅니다.' });
    expect(await callerOf(a.token, '0312223333')).toBe('15880000');
    // decided once: a second decision, or switching a rejected number on, is refused
    expect((await staff('POST', `/${id}/approve`)).statusCode).toBe(409);
    expect((await staff('POST', `/${id}/enable`)).statusCode).toBe(409);
    expect((await ask(a.token, '0312223333')).statusCode).toBe(201);
  });

  it('the proof: PDF, JPG or PNG by its bytes, at most 5 MB; downloadable by staff and that company only', async () => {
    const a = await memberSession(ctx.app, ctx.db);
    const b = await memberSession(ctx.app, ctx.db);
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPG, 'image/jpeg'],
    ] as const) {
      const res = await ask(a.token, `0${40 + type.length}1234567`, { bytes, name: 'proof', type });
      expect(res.statusCode, type).toBe(201);
    }
    const refused: [Buffer, string][] = [
      [Buffer.from('<html><script>alert(1)</script>'), 'application/pdf'], // labelled PDF, is HTML
      [Buffer.from('GIF89a......'), 'image/gif'],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 0x25), 'application/pdf'],
    ];
    for (const [bytes, type] of refused) {
      const res = await ask(a.token, '0519998888', { bytes, name: 'x.pdf', type });
      expect(res.statusCode).toBe(400);
      expect(res.body.errors.file[0]).toMatch(/PDF, JPG, PNG|5MB/);
    }
    const noFile = form({ number: '0519998888' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/sender-numbers',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('통신서비스 이용증명원 파일을 첨부해주세요.');
    expect((await ask(a.token, '1588-0000')).statusCode).toBe(409); // the shop's own
    expect((await ask(a.token, '12345')).statusCode).toBe(400);

    const id = (await ask(a.token, '0612223333')).body.data.id;
    const get = (token: string | undefined, url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const mine = await get(a.token, `/api/users/me/sender-numbers/${id}/proof`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect((await get(staffToken, `/api/admin/sender-numbers/${id}/proof`)).statusCode).toBe(200);
    expect((await get(b.token, `/api/users/me/sender-numbers/${id}/proof`)).statusCode).toBe(404);
    expect((await get(undefined, `/api/users/me/sender-numbers/${id}/proof`)).statusCode).toBe(401);
    expect((await get(b.token, `/api/admin/sender-numbers/${id}/proof`)).statusCode).toBe(403);
  });

  it('members cannot review or switch numbers; staff have no member list of their own', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const id = (await ask(token, '0632223333')).body.data.id;
    for (const action of ['approve', 'enable', 'disable']) {
      expect(
        (await api(ctx.app, 'POST', `/api/admin/sender-numbers/${id}/${action}`, { token })).statusCode,
      ).toBe(403);
    }
    expect((await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token })).statusCode).toBe(403);
    expect(
      (await api(ctx.app, 'GET', '/api/users/me/sender-numbers', { token: staffToken })).statusCode,
    ).toBe(403);
    expect((await api(ctx.app, 'GET', '/api/orders/sender-number?sender=1')).statusCode).toBe(401);
  });

  it('only the owner and a manager ask for a number or read its proof; every role sees the list (issue #27)', async () => {
    const owner = await memberSession(ctx.app, ctx.db);
    const tokens: Record<string, string> = { owner: owner.token };
    for (const role of ['manager', 'sender', 'viewer'] as const) {
      const member = await createMember(ctx.db, { company: owner.member.company, companyRole: role });
      tokens[role] = (await login(ctx.app, member.username, member.password)).access;
    }
    const id = (await ask(tokens.manager!, '0632224444')).body.data.id as number;
    for (const role of ['sender', 'viewer']) {
      const refused = await ask(tokens[role]!, '0632225555');
      expect(refused.statusCode, role).toBe(403);
      expect(refused.body.message).toBe('발신번호 등록 신청은 대표 관리자와 관리자만 할 수 있습니다.');
      const proof = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/me/sender-numbers/${id}/proof`,
        headers: { authorization: `Bearer ${tokens[role]}` },
      });
      expect(proof.statusCode, role).toBe(403);
    }
    for (const role of ['owner', 'manager', 'sender', 'viewer']) {
      const list = await api(ctx.app, 'GET', '/api/users/me/sender-numbers', { token: tokens[role] });
      expect(
        list.body.data.results.map((n: { id: number }) => n.id),
        role,
      ).toEqual([id]);
    }
  });

  it('worst input: the same number asked twice at once is taken once; parallel decisions decide once', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await memberSession(ctx.app, ctx.db);
      const b = await memberSession(ctx.app, ctx.db);
      const number = `0712345${String(round).padStart(3, '0')}`;
      const answers = await Promise.all([ask(a.token, number), ask(b.token, number)]);
      expect(answers.map((x) => x.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      const id = answers.find((x) => x.statusCode === 201)!.body.data.id;
      const decisions = await Promise.all([
        staff('POST', `/${id}/approve`),
        staff('POST', `/${id}/reject`, { reason: '중복' }),
      ]);
      expect(decisions.map((d) => d.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const trail = await ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, String(id)), like(auditLogs.action, 'sender_number.%')))
        .orderBy(asc(auditLogs.id));
      expect(trail).toHaveLength(1);
    }
    for (const id of ['0', '-1', '99999999', '1e3', 'abc']) {
      const res = await staff('POST', `/${id}/disable`);
      expect([400, 404], id).toContain(res.statusCode);
      expect(res.body.status).toBe('fail');
    }
  });
});
