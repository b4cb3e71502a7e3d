import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  createMember,
  expiryAfter,
  login,
  memberSession,
  orderPayload,
} from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';

/** Issue #16 §5, before paying: the duplicate-send guard, personal messages and the preview. */
let ctx: TestContext;
let member: { token: string };
let other: { token: string };
beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      publicUrl: 'https://shop.example.kr',
      kakao: { pfId: 'KA01PF-test', templateId: 'KA01TP-voucher' },
    },
  });
  // Two sessions for the whole file: no password hashing per case.
  member = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
  other = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

type Entry = { recipient: string; name?: string } | { email: string; name?: string };
/** The order payload with a name on each delivery entry. */
function namedPayload(
  goods: { id: number; price: number },
  people: [string, string][],
  options: { title?: string; body?: string; sendType?: 1 | 2 } = {},
) {
  const payload = orderPayload(
    [goods],
    people.map(([r]) => r),
    options,
  );
  const names = new Map(people);
  payload.deliveries = (payload.deliveries as Entry[]).map((d) => {
    const key = 'recipient' in d ? d.recipient : d.email;
    return { ...d, name: names.get(key) };
  }) as typeof payload.deliveries;
  return payload;
}

const check = (token: string, body: unknown) =>
  api(ctx.app, 'POST', '/api/orders/duplicate-check', { token, body });

describe('POST /api/orders/duplicate-check', () => {
  it('lists recipients who got the same goods from this member in the window, with goods and date', async () => {
    const coffee = await createGoods(ctx.db, { price: 4500, name: '아메리카노' });
    const cake = await createGoods(ctx.db, { price: 9000, name: '치즈케이크' });
    const first = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(coffee, [
        ['01055550001', '김하나'],
        ['01055550002', '이두리'],
      ]),
    });
    expect(first.statusCode).toBe(201);

    const res = await check(member.token, {
      send_type: 1,
      goods: [coffee.id, cake.id],
      // The same number written another way is the same recipient.
      recipients: ['010-5555-0001', '01055550003'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.days).toBe(7);
    expect(res.body.data.count).toBe(1);
    const [hit] = res.body.data.results;
    expect(hit).toMatchObject({
      recipient: '01055550001',
      recipient_name: '김하나',
      goods: { id: coffee.id, name: '아메리카노' },
      order_id: first.body.data.id,
      times: 1,
    });
    expect(Math.abs(Date.parse(hit.sent_at) - Date.now())).toBeLessThan(60_000);

    // Other goods, another member's deliveries, and an e-mail check find nothing.
    expect(
      (await check(member.token, { send_type: 1, goods: [cake.id], recipients: ['01055550001'] })).body.data
        .count,
    ).toBe(0);
    expect(
      (await check(other.token, { send_type: 1, goods: [coffee.id], recipients: ['01055550001'] })).body.data
        .count,
    ).toBe(0);
    expect(
      (await check(member.token, { send_type: 2, goods: [coffee.id], recipients: ['a@b.kr'] })).body.data
        .count,
    ).toBe(0);
  });

  it('one phone number is one person whatever the channel: 알림톡 then MMS, or MMS then 알림톡; e-mail only against e-mail', async () => {
    const goods = await createGoods(ctx.db, { price: 2000, name: '카페라떼' });
    const byKakao = orderPayload([goods], ['01055550021']);
    const kakao = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: { ...byKakao, send_type: 3, deliveries: [{ recipient: '01055550021', name: '박셋' }] },
    });
    expect(kakao.statusCode).toBe(201);
    const mms = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: orderPayload([goods], ['01055550022']),
    });
    expect(mms.statusCode).toBe(201);
    const mailed = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: orderPayload([goods], ['same@example.kr'], { sendType: 2 }),
    });
    expect(mailed.statusCode).toBe(201);

    // Now by MMS to the number that got it by 알림톡, and by 알림톡 to the one that got it by MMS.
    for (const [sendType, recipient, before] of [
      [1, '010-5555-0021', 3],
      [3, '01055550022', 1],
    ] as const) {
      const res = await check(member.token, {
        send_type: sendType,
        goods: [goods.id],
        recipients: [recipient],
      });
      expect(res.body.data.count, `send type ${sendType}`).toBe(1);
      expect(res.body.data.results[0]).toMatchObject({
        recipient: recipient.replace(/-/g, ''),
        send_type: before,
        goods: { id: goods.id },
      });
    }
    // E-mail against e-mail only: the address is found by e-mail, never by a phone check.
    const email = await check(member.token, {
      send_type: 2,
      goods: [goods.id],
      recipients: ['same@example.kr'],
    });
    expect(email.body.data.results).toMatchObject([{ recipient: 'same@example.kr', send_type: 2 }]);
    const phones = await check(member.token, {
      send_type: 1,
      goods: [goods.id],
      recipients: ['01055550099'],
    });
    expect(phones.body.data.count).toBe(0);
  });

  it('covers address-book recipients (contact_ids): found by the number the book holds, masked to a sender', async () => {
    const owner = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
    const sender = await createMember(ctx.db, { company: owner.member.company, companyRole: 'sender' });
    const senderToken = (await login(ctx.app, sender.username, sender.password)).access;
    const goods = await createGoods(ctx.db, { price: 2500, name: '주소록 라떼' });
    const add = async (body: object) =>
      (await api(ctx.app, 'POST', '/api/contacts', { token: owner.token, body })).body.data.id as number;
    const kim = await add({ name: '김주소', phone: '010-5555-0301', email: 'kim.book@example.kr' });
    const lee = await add({ name: '이주소', phone: '010-5555-0302' });
    for (const token of [owner.token, senderToken]) {
      const sent = await api(ctx.app, 'POST', '/api/orders', {
        token,
        body: { ...orderPayload([goods], ['01000000000']), deliveries: [{ contact_id: kim }] },
      });
      expect(sent.statusCode).toBe(201);
    }

    // Only contacts in the list: the owner sees the number in full, with the contact's name.
    const byOwner = await check(owner.token, { send_type: 1, goods: [goods.id], contact_ids: [kim, lee] });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.body.data.results).toMatchObject([
      { recipient: '01055550301', recipient_name: '김주소', goods: { id: goods.id }, times: 1 },
    ]);
    // A sender sees the book masked, here too; a typed number stays as typed.
    const bySender = await check(senderToken, { send_type: 1, goods: [goods.id], contact_ids: [kim] });
    expect(bySender.body.data.results).toMatchObject([
      { recipient: '010-****-0301', recipient_name: '김주소' },
    ]);
    const typed = await check(senderToken, {
      send_type: 1,
      goods: [goods.id],
      recipients: ['010-5555-0301'],
      contact_ids: [kim],
    });
    expect(typed.body.data.results).toMatchObject([{ recipient: '01055550301' }]);
    // By e-mail the contact's address is checked (nothing sent there yet); another company's contact is no one.
    expect(
      (await check(owner.token, { send_type: 2, goods: [goods.id], contact_ids: [kim] })).body.data.count,
    ).toBe(0);
    expect(
      (await check(other.token, { send_type: 1, goods: [goods.id], contact_ids: [kim] })).body.data.count,
    ).toBe(0);
    const none = await check(owner.token, {
      send_type: 1,
      goods: [goods.id],
      recipients: [],
      contact_ids: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('수신자를 추가해주세요.');
  });

  it('looks back only the configured days and ignores refunded deliveries', async () => {
    const goods = await createGoods(ctx.db, { price: 3000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: orderPayload([goods], ['01055550010', '01055550011']),
    });
    const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.body.data.id));
    const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await ctx.db.update(deliveries).set({ createdAt: old }).where(eq(deliveries.id, rows[0]!.id));
    await ctx.db.update(deliveries).set({ status: 4 }).where(eq(deliveries.id, rows[1]!.id));
    const res = await check(member.token, {
      send_type: 1,
      goods: [goods.id],
      recipients: ['01055550010', '01055550011'],
    });
    expect(res.body.data).toEqual({ days: 7, count: 0, results: [] });
  });

  it('bounded input: members only, 1–50 goods, 1–10,000 recipients, Korean messages', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    expect((await api(ctx.app, 'POST', '/api/orders/duplicate-check', { body: {} })).statusCode).toBe(401);
    const none = await check(member.token, { send_type: 1, goods: [goods.id], recipients: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('수신자를 추가해주세요.');
    const tooMany = await check(member.token, {
      send_type: 1,
      goods: [goods.id],
      recipients: Array.from({ length: 10_001 }, () => '01012345678'),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toBe('한 번에 최대 10,000건까지 발송할 수 있습니다.');
    const goodsList = await check(member.token, {
      send_type: 1,
      goods: Array.from({ length: 51 }, (_, i) => i + 1),
      recipients: ['01012345678'],
    });
    expect(goodsList.statusCode).toBe(400);
    // Unusable numbers are simply not duplicates.
    const junk = await check(member.token, { send_type: 1, goods: [goods.id], recipients: ['abc'] });
    expect(junk.body.data.count).toBe(0);
  });
});

describe('personal messages: #{이름} per recipient', () => {
  it('stores each name and puts it into title and body of what each recipient gets', async () => {
    const goods = await createGoods(ctx.db, { price: 5000, name: '라떼' });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      // as the send screen sends it: no order name of its own
      body: {
        ...namedPayload(
          goods,
          [
            ['01066660001', '홍길동'],
            ['01066660002', '김철수 팀장'],
          ],
          { title: '#{이름}님께', body: '#{이름}님, 한 해 동안 고맙습니다.' },
        ),
        title: '',
      },
    });
    expect(res.statusCode).toBe(201);
    // The order keeps the template; the names live on the deliveries.
    expect(res.body.data.send_msg).toBe('#{이름}님, 한 해 동안 고맙습니다.');
    // The order list names the goods, not the template.
    expect(res.body.data.name).toMatch(/\] 라떼$/);
    const rows = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, res.body.data.id))
      .orderBy(deliveries.id);
    expect(rows.map((d) => [d.recipientPhone, d.recipientName])).toEqual([
      ['01066660001', '홍길동'],
      ['01066660002', '김철수 팀장'],
    ]);
    await ctx.app.services.worker.processOrder(res.body.data.id);
    const sent = await ctx.db
      .select()
      .from(messages)
      .where(
        and(
          inArray(
            messages.deliveryId,
            rows.map((d) => d.id),
          ),
          eq(messages.status, 'sent'),
        ),
      )
      .orderBy(messages.deliveryId);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe('홍길동님께');
    expect(sent[0]!.body).toContain('홍길동님, 한 해 동안 고맙습니다.');
    expect(sent[1]!.subject).toBe('김철수 팀장님께');
    expect(sent[1]!.body).toContain('김철수 팀장님, 한 해 동안 고맙습니다.');
    expect(sent.every((m) => !m.body.includes('#{이름}'))).toBe(true);
    // The member's delivery list names each recipient as the order did.
    const listed = await api(ctx.app, 'GET', `/api/orders/deliveries?order_id=${res.body.data.id}`, {
      token: member.token,
    });
    expect(
      listed.body.data.results.map((d: { phone: string; recipient_name: string | null }) => [
        d.phone,
        d.recipient_name,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['01066660001', '홍길동'],
        ['01066660002', '김철수 팀장'],
      ]),
    );
  });

  it('refuses #{이름} when a recipient has no name, and names that break the limits', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const missing = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(
        goods,
        [
          ['01066660011', '홍길동'],
          ['01066660012', ''],
        ],
        { body: '#{이름}님 안녕하세요' },
      ),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('이름이 없는 수신자 1명');

    const long = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(goods, [['01066660013', '가'.repeat(21)]]),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body.message).toBe('이름은 20자까지 입력할 수 있습니다.');

    const control = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(goods, [['01066660014', '홍\u0000길동']]),
    });
    expect(control.statusCode).toBe(400);

    // Measured after the longest name is put in: 995 × '가' + a 20-character name passes 2,000 bytes.
    const overflow = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(goods, [['01066660015', '나'.repeat(20)]], { body: `${'가'.repeat(993)}#{이름}` }),
    });
    expect(overflow.statusCode).toBe(400);
    expect(overflow.body.message).toContain('2,000바이트를 넘습니다');
    // Nothing was charged for any of them (the ledger check after each test holds too).
  });

  it('without the placeholder, names are optional and the message goes out unchanged', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: namedPayload(
        goods,
        [
          ['01066660021', '박'],
          ['01066660022', ''],
        ],
        { body: '감사합니다' },
      ),
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.orderId, res.body.data.id))
      .orderBy(deliveries.id);
    expect(rows.map((d) => d.recipientName)).toEqual(['박', null]);
  });
});

describe('POST /api/orders/preview', () => {
  it('SMS: the MMS text as sent, with the name, the sample coupon and {PUBLIC_URL}/v/{token}', async () => {
    const goods = await createGoods(ctx.db, { price: 4500, name: '카페라떼', validPeriod: 30 });
    const res = await api(ctx.app, 'POST', '/api/orders/preview', {
      token: member.token,
      body: {
        send_type: 1,
        name: '#{이름}님께',
        send_msg: '#{이름}님, 고맙습니다.',
        sender: '02-1234-5678',
        goods: goods.id,
        recipient_name: '홍길동',
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.email).toBeNull();
    expect(data.sms.kind).toBe('MMS');
    // 02-1234-5678 is not a registered caller number: the recipient sees SMS_SENDER_NUMBER.
    expect(data.sms.from).toBe('15880000');
    expect(data.sms.subject).toBe('홍길동님께');
    expect(data.sms.text).toContain('홍길동님, 고맙습니다.');
    expect(data.sms.text).toContain(`[${data.goods.brand}] 카페라떼`);
    expect(data.sms.text).toContain('쿠폰번호: 1234-5678-9012');
    expect(data.sample.url).toMatch(/^https:\/\/shop\.example\.kr\/v\/[A-Za-z0-9_-]{43}$/);
    expect(data.sms.text).toContain(`바코드 보기: ${data.sample.url}`);
    expect(data.sms.image).toMatch(/^data:image\/jpeg;base64,/);
    // Bytes as carriers count them (Hangul 2), of the whole text after the name went in.
    let bytes = 0;
    for (const ch of data.sms.text as string) bytes += ch.charCodeAt(0) <= 0x7f ? 1 : 2;
    expect(data.sms.bytes).toBe(bytes);
    // The expiry the voucher will get: 23:59:59 KST, 30 Korean calendar days on (issue #29 §1).
    expect(data.sample.expires_at).toBe(expiryAfter(new Date(), 30).toISOString());
  });

  it('e-mail: subject and HTML with the barcode inline; the same words the worker sends', async () => {
    const goods = await createGoods(ctx.db, { price: 4500, name: '머핀' });
    const body = { send_type: 2, name: '', send_msg: '<b>고맙습니다</b>', sender: '', goods: goods.id };
    const res = await api(ctx.app, 'POST', '/api/orders/preview', { token: member.token, body });
    expect(res.statusCode).toBe(200);
    const { email, sms } = res.body.data;
    expect(sms).toBeNull();
    expect(email.subject).toContain('머핀 모바일 상품권이 도착했습니다');
    expect(email.html).toContain('&lt;b&gt;고맙습니다&lt;/b&gt;');
    expect(email.html).toContain('src="data:image/jpeg;base64,');
    expect(email.html).not.toContain('cid:');

    // The real e-mail of an order with the same message has the same text, coupon and link aside.
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token: member.token,
      body: orderPayload([goods], ['pre@example.com'], { sendType: 2, title: '', body: '<b>고맙습니다</b>' }),
    });
    await ctx.app.services.worker.processOrder(order.body.data.id);
    const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.body.data.id));
    const [sent] = await ctx.db.select().from(messages).where(eq(messages.deliveryId, d!.id));
    const strip = (t: string) =>
      t
        .replace(/쿠폰번호: [\d-]+/, '')
        .replace(/유효기간: [\d-]+/, '')
        .replace(/바코드 보기: \S+/, '');
    expect(strip(sent!.body)).toBe(strip(email.text));
  });

  it('unknown goods 404, bad names 400, members only', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const base = { send_type: 1, name: '', send_msg: '', sender: '', goods: goods.id };
    expect((await api(ctx.app, 'POST', '/api/orders/preview', { body: base })).statusCode).toBe(401);
    const missing = await api(ctx.app, 'POST', '/api/orders/preview', {
      token: member.token,
      body: { ...base, goods: 999_999_999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await api(ctx.app, 'POST', '/api/orders/preview', {
      token: member.token,
      body: { ...base, recipient_name: 'x'.repeat(21) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('이름은 20자까지 입력할 수 있습니다.');
  });
});
