import { CONTACT_TEXTS, TEMPLATE_TEXTS } from '@bizgift/domain/contacts';
import { RECIPIENT_MESSAGES } from '@bizgift/domain/recipients';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@bizgift/domain/spreadsheet';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { columnBomb } from '../../../../../packages/domain/test/spreadsheet-files.ts';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, readXlsx } from '../../../test/documents.ts';
import {
  createGoods,
  createMember,
  login,
  memberSession,
  multipartFile,
  orderPayload,
} from '../../../test/factories.ts';
import { contactOccasions, contacts, messageTemplates } from '../../db/schema/contacts.ts';
import { deliveries } from '../../db/schema/orders.ts';

/**
 * Issue #31 §1–2: the company address book (rules, masking per role, import report, export),
 * ordering to contacts by id (another company's contact refused) and message templates.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterEach(() => expectLedgerBalanced(ctx.db));
afterAll(() => ctx.close());

type Role = 'owner' | 'manager' | 'sender' | 'viewer';

/** A company with one member of each role; tokens by role. */
async function team(balance = 100_000) {
  const owner = await memberSession(ctx.app, ctx.db, { balance });
  const tokens = { owner: owner.token } as Record<Role, string>;
  for (const role of ['manager', 'sender', 'viewer'] as const) {
    const m = await createMember(ctx.db, { company: owner.member.company, companyRole: role });
    tokens[role] = (await login(ctx.app, m.username, m.password)).access;
  }
  return { tokens, owner };
}

const KIM = {
  name: '김영희',
  phone: '010-1234-5678',
  email: 'kim@example.com',
  tags: ['임직원', 'VIP'],
  occasions: [
    { label: '생일', month: 4, day: 3, lunar: true, leap: true },
    { label: '입사기념일', month: 2, day: 29, lunar: false },
  ],
  memo: '영업팀',
};

const addContact = (token: string, body: unknown) => api(ctx.app, 'POST', '/api/contacts', { token, body });

async function importFile(token: string, file: Buffer, filename: string) {
  const { payload, contentType } = multipartFile(file, filename);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contacts/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  return { statusCode: res.statusCode, body: res.json() };
}

describe('contacts: rules and what each role sees', () => {
  it('owner and manager see the whole contact; sender and viewer see it masked and cannot change it', async () => {
    const { tokens } = await team();
    const created = await addContact(tokens.owner, KIM);
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      name: '김영희',
      phone: '010-1234-5678',
      email: 'kim@example.com',
      tags: ['임직원', 'VIP'],
      memo: '영업팀',
      masked: false,
      occasions: [
        { label: '생일', month: 4, day: 3, lunar: true, leap: true },
        { label: '입사기념일', month: 2, day: 29, lunar: false, leap: false },
      ],
    });
    const id = created.body.data.id;
    expect(
      (await api(ctx.app, 'GET', `/api/contacts/${id}`, { token: tokens.manager })).body.data.phone,
    ).toBe('010-1234-5678');
    for (const role of ['sender', 'viewer'] as const) {
      const list = await api(ctx.app, 'GET', '/api/contacts', { token: tokens[role] });
      expect(list.body.data.results).toEqual([
        expect.objectContaining({
          name: '김영희',
          phone: '010-****-5678',
          email: 'k***@example.com',
          memo: null,
          masked: true,
          tags: ['임직원', 'VIP'],
        }),
      ]);
      expect(JSON.stringify(list.body)).not.toContain('1234');
      const picks = await api(ctx.app, 'GET', '/api/contacts/picks?tag=VIP', { token: tokens[role] });
      expect(picks.body.data).toEqual([
        { id, name: '김영희', phone: '010-****-5678', email: 'k***@example.com' },
      ]);
      expect((await addContact(tokens[role], { ...KIM, phone: '01055556666', email: null })).statusCode).toBe(
        403,
      );
      expect(
        (await api(ctx.app, 'PATCH', `/api/contacts/${id}`, { token: tokens[role], body: { name: '바꿈' } }))
          .statusCode,
      ).toBe(403);
      expect((await api(ctx.app, 'DELETE', `/api/contacts/${id}`, { token: tokens[role] })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await addContact(tokens.manager, { name: '박매니저', email: 'park@example.com' })).statusCode,
    ).toBe(201);
  });

  it('refuses a landline, no phone and no e-mail, a 4th occasion, 윤달 on a solar date, 2월 30일, a taken phone', async () => {
    const { tokens } = await team();
    const refused = async (body: object, message: string) => {
      const res = await addContact(tokens.owner, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await refused({ name: '유선', phone: '02-345-6789' }, RECIPIENT_MESSAGES.phoneInvalid);
    await refused({ name: '없음', phone: '', email: '' }, CONTACT_TEXTS.reachRequired);
    await refused({ name: '', phone: '01011112222' }, CONTACT_TEXTS.nameRequired);
    const occasion = (label: string) => ({ label, month: 1, day: 1, lunar: false });
    await refused(
      { name: '많음', phone: '01011112222', occasions: ['a', 'b', 'c', 'd'].map(occasion) },
      CONTACT_TEXTS.tooManyOccasions,
    );
    await refused(
      {
        name: '윤달',
        phone: '01011112222',
        occasions: [{ label: '생일', month: 3, day: 1, lunar: false, leap: true }],
      },
      CONTACT_TEXTS.leapNeedsLunar,
    );
    await refused(
      {
        name: '삼십일',
        phone: '01011112222',
        occasions: [{ label: '생일', month: 2, day: 30, lunar: false }],
      },
      CONTACT_TEXTS.occasionDate,
    );
    // A lunar month has a 30th; another company may hold the same number.
    expect(
      (
        await addContact(tokens.owner, {
          name: '음력',
          phone: '01011112222',
          occasions: [{ label: '생일', month: 2, day: 30, lunar: true }],
        })
      ).statusCode,
    ).toBe(201);
    await refused({ name: '중복', phone: '010 1111 2222' }, CONTACT_TEXTS.phoneTaken);
    const other = await memberSession(ctx.app, ctx.db);
    expect((await addContact(other.token, { name: '다른회사', phone: '01011112222' })).statusCode).toBe(201);
  });

  it('search, tag and paging; tag counts; PATCH replaces occasions; another company’s contact is not found; DELETE erases', async () => {
    const { tokens } = await team();
    for (const [i, name] of ['가나', '다라', '마바', '사아'].entries()) {
      await addContact(tokens.owner, {
        name,
        phone: `0109000000${i}`,
        tags: i % 2 === 0 ? ['거래처'] : ['임직원'],
        occasions: [{ label: '생일', month: 5, day: 5, lunar: false }],
      });
    }
    const page = await api(ctx.app, 'GET', '/api/contacts?tag=거래처&page_size=1&page=2', {
      token: tokens.owner,
    });
    expect(page.body.data.count).toBe(2);
    expect(page.body.data.results.map((c: { name: string }) => c.name)).toEqual(['마바']);
    const byPhone = await api(ctx.app, 'GET', '/api/contacts?search=010-9000-0001', { token: tokens.owner });
    expect(byPhone.body.data.results.map((c: { name: string }) => c.name)).toEqual(['다라']);
    const tags = await api(ctx.app, 'GET', '/api/contacts/tags', { token: tokens.viewer });
    expect(tags.body.data).toEqual([
      { tag: '거래처', count: 2 },
      { tag: '임직원', count: 2 },
    ]);

    const id = byPhone.body.data.results[0].id;
    const patched = await api(ctx.app, 'PATCH', `/api/contacts/${id}`, {
      token: tokens.manager,
      body: {
        occasions: [{ label: '창립기념일', month: 10, day: 1, lunar: false }],
        phone: null,
        email: 'dr@example.com',
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.body.data).toMatchObject({
      phone: null,
      email: 'dr@example.com',
      occasions: [{ label: '창립기념일' }],
    });
    const emptied = await api(ctx.app, 'PATCH', `/api/contacts/${id}`, {
      token: tokens.owner,
      body: { email: null },
    });
    expect(emptied.body.message).toBe(CONTACT_TEXTS.reachRequired);

    const stranger = await memberSession(ctx.app, ctx.db);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await api(ctx.app, method, `/api/contacts/${id}`, {
        token: stranger.token,
        body: method === 'PATCH' ? { name: '남의것' } : undefined,
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await api(ctx.app, 'DELETE', `/api/contacts/${id}`, { token: tokens.owner })).statusCode).toBe(
      200,
    );
    expect(await ctx.db.select().from(contacts).where(eq(contacts.id, id))).toEqual([]);
    expect(await ctx.db.select().from(contactOccasions).where(eq(contactOccasions.contactId, id))).toEqual(
      [],
    );
  });
});

describe('import and export', () => {
  it('a CSV adds, updates by phone / e-mail and reports every skipped row with its reason', async () => {
    const { tokens } = await team();
    await addContact(tokens.owner, { name: '기존', phone: '01077770001', tags: ['기존태그'] });
    await addContact(tokens.owner, { name: '메일만', email: 'mail@example.com' });
    await addContact(tokens.owner, { name: '충돌A', phone: '01077770009' });
    await addContact(tokens.owner, { name: '충돌B', email: 'other@example.com' });
    const csv = [
      '이름,휴대폰번호,이메일,태그,기념일1,메모',
      '새사람,010-7777-0002,,"거래처, VIP",생일 음력 08-15,첫 거래',
      '기존갱신,01077770001,,임직원,입사기념일 2020-07-01,',
      '메일갱신,,MAIL@example.com,,,',
      '유선,02-345-6789,,,,',
      '중복,010-7777-0002,,,,',
      '충돌,01077770009,other@example.com,,,',
      ',,,,,',
      '날짜틀림,01077770003,,,생일 13-40,',
    ].join('\r\n');
    const res = await importFile(tokens.manager, Buffer.from(`\uFEFF${csv}`), 'contacts.csv');
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      added: 1,
      updated: 2,
      skipped: [
        { row: 5, reason: RECIPIENT_MESSAGES.phoneInvalid },
        { row: 6, reason: CONTACT_TEXTS.rowDuplicate },
        { row: 7, reason: CONTACT_TEXTS.rowConflict },
        { row: 9, reason: CONTACT_TEXTS.occasionDate },
      ],
    });
    expect(res.body.message).toBe(CONTACT_TEXTS.importDone(1, 2, 4));
    const list = (await api(ctx.app, 'GET', '/api/contacts', { token: tokens.owner })).body.data.results;
    const byName = Object.fromEntries(list.map((c: { name: string }) => [c.name, c]));
    expect(byName.새사람).toMatchObject({
      tags: ['거래처', 'VIP'],
      occasions: [{ label: '생일', month: 8, day: 15, lunar: true, leap: false }],
      memo: '첫 거래',
    });
    expect(byName.기존갱신).toMatchObject({
      tags: ['기존태그', '임직원'],
      occasions: [{ label: '입사기념일', month: 7, day: 1, lunar: false }],
    });
    expect(byName.메일갱신.email).toBe('mail@example.com');
    expect(list).toHaveLength(5);
  });

  it('an .xlsx with phones stored as numbers and Excel dates imports; .xls, an empty file and a sender are refused', async () => {
    const { tokens } = await team();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('명단');
    ws.addRow(['성명', '연락처', '생일', '그룹']);
    ws.addRow(['엑셀사람', 1077770010, new Date(Date.UTC(1990, 2, 15)), '임직원/VIP']);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile(tokens.owner, xlsx, 'people.xlsx');
    expect(res.body.data).toEqual({ added: 1, updated: 0, skipped: [] });
    const [person] = (await api(ctx.app, 'GET', '/api/contacts', { token: tokens.owner })).body.data.results;
    expect(person).toMatchObject({
      name: '엑셀사람',
      phone: '010-7777-0010',
      tags: ['임직원', 'VIP'],
      occasions: [{ label: '생일', month: 3, day: 15, lunar: false }],
    });
    expect((await importFile(tokens.owner, Buffer.from('x'), 'old.xls')).body.message).toBe(
      CONTACT_TEXTS.importFileType,
    );
    expect((await importFile(tokens.owner, Buffer.from('이름,휴대폰\r\n'), 'empty.csv')).statusCode).toBe(
      400,
    );
    expect((await importFile(tokens.sender, xlsx, 'people.xlsx')).statusCode).toBe(403);
  });

  it('spreadsheet bombs — a value in column XFD on each of 5,000 rows (~24 KB), or of 200 rows (~2.6 KB) — answer 400 naming the column bound, and nothing is imported', async () => {
    const { tokens } = await team();
    for (const rows of [5000, 200]) {
      const bomb = Buffer.from(columnBomb(rows));
      expect(bomb.length).toBeLessThan(rows === 5000 ? 30 * 1024 : 3 * 1024);
      const res = await importFile(tokens.owner, bomb, 'bomb.xlsx');
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('열이 너무 많습니다. AX열(50번째 열)까지 읽을 수 있습니다.');
      expect(res.body.errors.file).toEqual([SHEET_MESSAGES.limit('columns')]);
    }
    // Renamed .csv, it is still read as the workbook it is.
    expect((await importFile(tokens.owner, Buffer.from(columnBomb(200)), 'bomb.csv')).body.message).toBe(
      SHEET_MESSAGES.limit('columns'),
    );
    const tooLong = `이름,휴대폰\r\n${'\r\n'.repeat(SHEET_LIMITS.rows)}`;
    const rows = await importFile(tokens.owner, Buffer.from(tooLong), 'long.csv');
    expect(rows.statusCode).toBe(400);
    expect(rows.body.message).toBe('행이 너무 많습니다. 20,000행까지 읽을 수 있습니다.');
    expect((await api(ctx.app, 'GET', '/api/contacts', { token: tokens.owner })).body.data.results).toEqual(
      [],
    );
  });

  it('export.xlsx holds the book in the sample’s columns for owner and manager; sender gets 403; the sample downloads', async () => {
    const { tokens } = await team();
    await addContact(tokens.owner, KIM);
    const file = await download(ctx.app, '/api/contacts/export.xlsx', tokens.manager);
    expect(file.status).toBe(200);
    const sheets = await readXlsx(file.body);
    expect(sheets.주소록).toEqual([
      ['이름', '휴대폰번호', '이메일', '태그', '기념일1', '기념일2', '기념일3', '메모'],
      [
        '김영희',
        '010-1234-5678',
        'kim@example.com',
        '임직원, VIP',
        '생일 윤달 04-03',
        '입사기념일 02-29',
        // an empty cell is not written at all
        undefined,
        '영업팀',
      ],
    ]);
    expect((await download(ctx.app, '/api/contacts/export.xlsx', tokens.sender)).status).toBe(403);
    const sample = await download(ctx.app, '/api/contacts/sample.xlsx', tokens.viewer);
    expect((await readXlsx(sample.body)).주소록?.[1]?.[0]).toBe('홍길동');
  });
});

describe('ordering to contacts (issue #31 §2)', () => {
  it('a sender orders to contacts by id: the server reads their numbers and #{이름}; another company’s contact is refused', async () => {
    const { tokens } = await team();
    const goods = await createGoods(ctx.db, { price: 1000 });
    const a = (
      await addContact(tokens.owner, { name: '가영', phone: '01066660001', email: 'ga@example.com' })
    ).body.data;
    const b = (await addContact(tokens.owner, { name: '나영', email: 'na@example.com' })).body.data;
    const base = orderPayload([goods], ['01000000000', '01000000001'], { body: '#{이름}님 축하합니다' });
    const placed = await api(ctx.app, 'POST', '/api/orders', {
      token: tokens.sender,
      body: { ...base, deliveries: [{ contact_id: a.id }, { recipient: '010-5555-0001', name: '직접' }] },
    });
    expect(placed.statusCode).toBe(201);
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, placed.body.data.id));
    expect(rows.map((d) => [d.recipientPhone, d.recipientName]).sort()).toEqual([
      ['01055550001', '직접'],
      ['01066660001', '가영'],
    ]);
    // The sender sees its contact delivery masked, as in the address book; what it typed in full
    const seen = async (token: string) =>
      (
        await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${placed.body.data.id}`, { token })
      ).body.data.results
        .map((d: { recipient: string }) => d.recipient)
        .sort();
    expect(await seen(tokens.sender)).toEqual(['010-****-0001', '01055550001']);
    expect(await seen(tokens.owner)).toEqual(['01055550001', '01066660001']);
    const contactRow = rows.find((d) => d.fromContact)!;
    const one = await api(ctx.app, 'GET', `/api/orders/deliveries/${contactRow.id}`, {
      token: tokens.sender,
    });
    expect(one.body.data.phone).toBe('010-****-0001');

    // by e-mail: the contact's e-mail; a contact with no phone cannot get a text
    const email = await api(ctx.app, 'POST', '/api/orders', {
      token: tokens.owner,
      body: {
        ...orderPayload([goods], ['x@example.com'], { sendType: 2 }),
        deliveries: [{ contact_id: b.id }],
      },
    });
    expect(email.statusCode).toBe(201);
    const [mail] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, email.body.data.id));
    expect(mail!.recipientEmail).toBe('na@example.com');
    const noPhone = await api(ctx.app, 'POST', '/api/orders', {
      token: tokens.owner,
      body: { ...orderPayload([goods], ['01000000000']), deliveries: [{ contact_id: b.id }] },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.body.message).toBe(CONTACT_TEXTS.orderContactNoPhone('나영'));

    const stranger = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
    const foreign = await api(ctx.app, 'POST', '/api/orders', {
      token: stranger.token,
      body: { ...orderPayload([goods], ['01000000000']), deliveries: [{ contact_id: a.id }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(CONTACT_TEXTS.orderContactMissing);
    expect(foreign.body.errors).toEqual({ 'deliveries.0': [CONTACT_TEXTS.orderContactMissing] });
    expect(
      (await api(ctx.app, 'GET', '/api/payments/balance', { token: stranger.token })).body.data.recharge,
    ).toBe('10000');
  });

  it('withdrawal of the last member erases the company’s address book and templates', async () => {
    const owner = await memberSession(ctx.app, ctx.db);
    const { id } = (await addContact(owner.token, KIM)).body.data;
    await api(ctx.app, 'POST', '/api/message-templates', {
      token: owner.token,
      body: { name: '생일', title: '축하', body: '#{이름}님 생일 축하드려요' },
    });
    const res = await api(ctx.app, 'DELETE', '/api/users/me', {
      token: owner.token,
      body: { password: owner.member.password },
    });
    expect(res.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(contacts).where(eq(contacts.companyId, owner.member.company.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(contactOccasions)
        .where(inArray(contactOccasions.contactId, [id])),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.companyId, owner.member.company.id)),
    ).toEqual([]);
  });
});

describe('message templates', () => {
  it('owner and manager write, every role reads; names are unique in a company; another company sees none', async () => {
    const { tokens } = await team();
    const body = { name: '생일 축하', title: '생일 축하드립니다', body: '#{이름}님, 생일 축하드립니다!' };
    const created = await api(ctx.app, 'POST', '/api/message-templates', { token: tokens.manager, body });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject(body);
    const taken = await api(ctx.app, 'POST', '/api/message-templates', { token: tokens.owner, body });
    expect(taken.body.message).toBe(TEMPLATE_TEXTS.nameTaken);
    for (const role of ['sender', 'viewer'] as const) {
      const list = await api(ctx.app, 'GET', '/api/message-templates', { token: tokens[role] });
      expect(list.body.data).toEqual([expect.objectContaining(body)]);
      expect(
        (
          await api(ctx.app, 'POST', '/api/message-templates', {
            token: tokens[role],
            body: { ...body, name: 'x' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const id = created.body.data.id;
    const edited = await api(ctx.app, 'PATCH', `/api/message-templates/${id}`, {
      token: tokens.owner,
      body: { body: '수정된 본문' },
    });
    expect(edited.body.data).toMatchObject({ name: '생일 축하', body: '수정된 본문' });
    const stranger = await memberSession(ctx.app, ctx.db);
    expect(
      (await api(ctx.app, 'GET', '/api/message-templates', { token: stranger.token })).body.data,
    ).toEqual([]);
    expect(
      (await api(ctx.app, 'DELETE', `/api/message-templates/${id}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(ctx.app, 'POST', '/api/message-templates', {
          token: tokens.owner,
          body: { name: 'a', body: ' ' },
        })
      ).body.message,
    ).toBe(TEMPLATE_TEXTS.bodyRequired);
    expect(
      (await api(ctx.app, 'DELETE', `/api/message-templates/${id}`, { token: tokens.owner })).statusCode,
    ).toBe(200);
  });
});
