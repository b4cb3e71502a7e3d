import { AUTO_GIFT_REASONS, autoGiftRuleRequestSchema } from '@bizgift/domain/auto-gifts';
import { ORDER_STATUS } from '@bizgift/domain/codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { download, pdfText, readXlsx } from '../../../test/documents.ts';
import {
  createBrand,
  createGoods,
  createMember,
  login,
  memberSession,
  staffSession,
} from '../../../test/factories.ts';
import { autoGiftRules, autoGiftSends } from '../../db/schema/auto-gifts.ts';
import { goods as goodsTable } from '../../db/schema/catalog.ts';
import { contactOccasions, contacts } from '../../db/schema/contacts.ts';
import { messages, orders } from '../../db/schema/orders.ts';
import { companies, users } from '../../db/schema/users.ts';
import { applyBalanceChange } from '../wallet/ledger.ts';
import { AutoGiftJob } from './job.ts';
import { solarDateOf } from './occasion-dates.ts';

/** Issue #31 §3 on both databases: rules, the daily job and its once-a-year key. */
let ctx: TestContext;
// The preview's "today": 2025-07-10 09:00 in Seoul.
const TODAY = new Date('2025-07-10T00:00:00Z');
beforeAll(async () => {
  ctx = await createTestContext({ deps: { clock: () => TODAY } });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

let phone = 30_000_000;
interface Occasion {
  label?: string;
  month: number;
  day: number;
  lunar?: boolean;
  leap?: boolean;
}
async function addContact(
  companyId: number,
  occasion: Occasion,
  options: { name?: string; tags?: string[]; email?: string | null; phone?: string | null } = {},
) {
  const [contact] = await ctx.db
    .insert(contacts)
    .values({
      companyId,
      name: options.name ?? `연락처${phone}`,
      phone: options.phone === undefined ? `010${phone++}` : options.phone,
      email: options.email ?? null,
      tags: options.tags ?? ['임직원'],
    })
    .returning();
  await ctx.db.insert(contactOccasions).values({
    contactId: contact!.id,
    label: occasion.label ?? '생일',
    month: occasion.month,
    day: occasion.day,
    lunar: occasion.lunar ?? false,
    leap: occasion.leap ?? false,
  });
  return contact!;
}

const ruleBody = (goodsId: number, overrides: Record<string, unknown> = {}) => ({
  name: '임직원 생일 선물',
  occasion_label: '생일',
  days_before: 0,
  goods: goodsId,
  substitutes: [],
  template: { title: '#{이름}님 생일 축하합니다', body: '늘 고맙습니다.' },
  tags: ['임직원'],
  send_type: 1,
  ...overrides,
});

async function company(balance = 1_000_000, options: { monthlyLimit?: number } = {}) {
  const session = await memberSession(ctx.app, ctx.db, { balance, ...options });
  return { ...session, companyId: session.member.company.id };
}

async function createRule(token: string, body: Record<string, unknown>) {
  const res = await api(ctx.app, 'POST', '/api/auto-gifts', { token, body });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}

/** A company with `contacts` people of that birthday and a rule for them, straight through the service (the loops). */
async function companyWithRule(goodsId: number, contactCount: number, birthday: Occasion) {
  const member = await createMember(ctx.db, { balance: 100_000 });
  const companyId = member.company.id;
  for (let i = 0; i < contactCount; i++) await addContact(companyId, birthday);
  const rule = await ctx.app.services.autoGifts.create(
    companyId,
    member.id,
    autoGiftRuleRequestSchema.parse(ruleBody(goodsId)),
  );
  return { companyId, rule };
}

const run = (date: string) => ctx.app.services.autoGiftJob.run(date);
const ordersOf = (companyId: number) => ctx.db.select().from(orders).where(eq(orders.companyId, companyId));
const sendsOf = (ruleId: number) =>
  ctx.db.select().from(autoGiftSends).where(eq(autoGiftSends.ruleId, ruleId));
const pause = (ruleId: number) =>
  ctx.db.update(autoGiftRules).set({ active: false }).where(eq(autoGiftRules.id, ruleId));

describe('who may manage the rules', () => {
  it('owner and manager may; sender and viewer get 403; the run is staff-only', async () => {
    const owner = await company();
    const goods = await createGoods(ctx.db, { price: 5000 });
    const roles = {} as Record<string, string>;
    for (const role of ['manager', 'sender', 'viewer'] as const) {
      const m = await createMember(ctx.db, { company: owner.member.company, companyRole: role });
      roles[role] = (await login(ctx.app, m.username)).access;
    }
    for (const [role, token, allowed] of [
      ['owner', owner.token, true],
      ['manager', roles.manager!, true],
      ['sender', roles.sender!, false],
      ['viewer', roles.viewer!, false],
    ] as const) {
      const created = await api(ctx.app, 'POST', '/api/auto-gifts', { token, body: ruleBody(goods.id) });
      expect(created.statusCode, role).toBe(allowed ? 201 : 403);
      const list = await api(ctx.app, 'GET', '/api/auto-gifts', { token });
      expect(list.statusCode, role).toBe(allowed ? 200 : 403);
      if (!allowed) {
        expect(created.body.message).toBe('기념일 자동 발송은 대표 관리자와 관리자만 관리할 수 있습니다.');
        continue;
      }
      const id = created.body.data.id;
      expect(created.body.data).toMatchObject({ price: '5000', active: true, goods: { id: goods.id } });
      const paused = await api(ctx.app, 'PATCH', `/api/auto-gifts/${id}`, { token, body: { active: false } });
      expect(paused.body.data.active).toBe(false);
      expect((await api(ctx.app, 'GET', `/api/auto-gifts/${id}/upcoming`, { token })).statusCode).toBe(200);
      expect((await api(ctx.app, 'GET', `/api/auto-gifts/${id}/history`, { token })).statusCode).toBe(200);
      expect((await api(ctx.app, 'DELETE', `/api/auto-gifts/${id}`, { token })).statusCode).toBe(200);
    }
    const asMember = await api(ctx.app, 'POST', '/api/admin/auto-gifts/run', {
      token: owner.token,
      body: { date: '2025-07-10' },
    });
    expect(asMember.statusCode).toBe(403);
    const staff = await staffSession(ctx.app, ctx.db);
    const asStaff = await api(ctx.app, 'POST', '/api/admin/auto-gifts/run', {
      token: staff.token,
      body: { date: '2025-07-10' },
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.body.data.date).toBe('2025-07-10');
  });

  it('refuses a bad rule and another company’s rule', async () => {
    const a = await company();
    const b = await company();
    const goods = await createGoods(ctx.db);
    const tooEarly = await api(ctx.app, 'POST', '/api/auto-gifts', {
      token: a.token,
      body: ruleBody(goods.id, { days_before: 31 }),
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.body.message).toBe('발송일은 기념일 당일부터 30일 전까지 고를 수 있습니다.');
    const same = await api(ctx.app, 'POST', '/api/auto-gifts', {
      token: a.token,
      body: ruleBody(goods.id, { substitutes: [goods.id] }),
    });
    expect(same.statusCode).toBe(400);
    const rule = await createRule(a.token, ruleBody(goods.id));
    for (const [method, url] of [
      ['PATCH', `/api/auto-gifts/${rule.id}`],
      ['DELETE', `/api/auto-gifts/${rule.id}`],
      ['GET', `/api/auto-gifts/${rule.id}/upcoming`],
    ] as const) {
      const res = await api(ctx.app, method, url, {
        token: b.token,
        body: method === 'PATCH' ? { active: false } : undefined,
      });
      expect(res.statusCode, url).toBe(404);
    }
    await pause(rule.id);
  });
});

describe('the daily job across lunar dates', () => {
  it('a leap-month birthday, a missing lunar 30th and a solar date each go out on their day, once', async () => {
    const { token, companyId } = await company();
    // Short fixed names: the statement's item cell must not wrap '[자동 발송]' (random names wrapped it now and then).
    const brand = await createBrand(ctx.db, '카페');
    const goods = await createGoods(ctx.db, { price: 3000, name: '라떼', brandId: brand.id });
    const leap = await addContact(
      companyId,
      { month: 6, day: 1, lunar: true, leap: true },
      { name: '윤달생' },
    );
    const thirtieth = await addContact(companyId, { month: 8, day: 30, lunar: true }, { name: '그믐생' });
    const solar = await addContact(companyId, { month: 7, day: 24 }, { name: '양력생' });
    await addContact(companyId, { month: 7, day: 24 }, { name: '거래처', tags: ['거래처'] });
    const rule = await createRule(token, ruleBody(goods.id, { days_before: 2 }));

    // 2025 윤6월 1일 = 2025-07-25; lunar 8/30 does not exist in 2025 (29 days): 8/29 = 2025-10-20.
    expect(solarDateOf({ month: 8, day: 30, lunar: true, leap: false }, 2025)).toBe('2025-10-20');
    expect((await run('2025-07-21')).sent).toBe(0);
    const july = await run('2025-07-22');
    expect(july.sent).toBe(1);
    const july23 = await run('2025-07-23');
    expect(july23.sent).toBe(1);
    expect((await run('2025-07-23')).sent).toBe(0);
    expect((await run('2025-10-18')).sent).toBe(1);

    const sends = await sendsOf(rule.id);
    const byContact = new Map(sends.map((s) => [s.contactId, s]));
    expect(byContact.get(solar.id)).toMatchObject({ occasionDate: '2025-07-24', year: 2025, status: 'sent' });
    expect(byContact.get(leap.id)).toMatchObject({ occasionDate: '2025-07-25', year: 2025, status: 'sent' });
    expect(byContact.get(thirtieth.id)).toMatchObject({
      occasionDate: '2025-10-20',
      year: 2025,
      status: 'sent',
    });
    expect(sends).toHaveLength(3);
    const placed = await ordersOf(companyId);
    expect(placed).toHaveLength(3);
    expect(placed.every((o) => o.source === 'auto_gift' && o.name === '임직원 생일 선물')).toBe(true);

    // The order list says where the order came from.
    const list = await api(ctx.app, 'GET', '/api/orders', { token });
    expect(list.body.data.results.map((o: { source: string }) => o.source)).toEqual([
      'auto_gift',
      'auto_gift',
      'auto_gift',
    ]);
    // The statement and the order export mark it 자동 발송.
    const statement = await download(ctx.app, `/api/orders/${placed[0]!.id}/statement.pdf`, token);
    expect(statement.status).toBe(200);
    expect(pdfText(statement.body).replace(/\s+/g, ' ')).toContain('[자동 발송]');
    const sheet = await readXlsx((await download(ctx.app, '/api/orders/export.xlsx', token)).body);
    expect(String(Object.values(sheet)[0]![1])).toContain('임직원 생일 선물 [자동 발송]');
    // The message greets the contact by name.
    const [delivery] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, byContact.get(leap.id)!.orderId!));
    expect(delivery!.title).toBe('#{이름}님 생일 축하합니다');
    await pause(rule.id);
  });

  it('a gift whose day was missed goes out the next run while its occasion is ahead; the preview shows it', async () => {
    const { token, companyId } = await company();
    const goods = await createGoods(ctx.db, { price: 3000 });
    // Preview "today" is 2025-07-10: birthdays on 07-12 (goes out today, 5 days late) and 08-20.
    const soon = await addContact(companyId, { month: 7, day: 12 }, { name: '가나다' });
    const later = await addContact(companyId, { month: 8, day: 20 }, { name: '라마바' });
    await addContact(companyId, { month: 7, day: 9 }, { name: '지난생일' });
    const rule = await createRule(token, ruleBody(goods.id, { days_before: 7 }));
    const upcoming = await api(ctx.app, 'GET', `/api/auto-gifts/${rule.id}/upcoming?days=30`, { token });
    expect(upcoming.body.data).toEqual([
      {
        contact_id: soon.id,
        name: '가나다',
        date: '2025-07-10',
        occasion_date: '2025-07-12',
        goods: expect.objectContaining({ id: goods.id, available: true }),
      },
    ]);
    const longer = await api(ctx.app, 'GET', `/api/auto-gifts/${rule.id}/upcoming?days=60`, { token });
    expect(longer.body.data.map((g: { contact_id: number; date: string }) => [g.contact_id, g.date])).toEqual(
      [
        [soon.id, '2025-07-10'],
        [later.id, '2025-08-13'],
      ],
    );
    expect((await run('2025-07-10')).sent).toBe(1);
    const after = await api(ctx.app, 'GET', `/api/auto-gifts/${rule.id}/upcoming?days=30`, { token });
    expect(after.body.data).toEqual([]);
    await pause(rule.id);
  });
});

describe('a staff re-run', () => {
  it('sends nothing again and names what was already sent, not "already 0"', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const { companyId, rule } = await companyWithRule(goods.id, 2, { month: 4, day: 10 });
    const first = await run('2026-04-10');
    expect(first).toMatchObject({ sent: 2, already: 0, already_sent: [] });
    const again = await run('2026-04-10');
    expect(again).toMatchObject({ sent: 0, skipped: 0, already: 2 });
    const names = (await ctx.db.select().from(contacts).where(eq(contacts.companyId, companyId))).map(
      (c) => c.name,
    );
    expect(again.already_sent.map((g) => g.name).sort()).toEqual(names.sort());
    expect(again.already_sent.every((g) => g.occasion === '생일' && g.occasion_date === '2026-04-10')).toBe(
      true,
    );
    expect(await ordersOf(companyId)).toHaveLength(2);
    await pause(rule.id);
  });
});

describe('exactly once', () => {
  it('two runs at once, 100 rounds: every gift once, the other run finds it handled', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    let raced = 0;
    for (let round = 0; round < 100; round++) {
      const { companyId, rule } = await companyWithRule(goods.id, 3, { month: 3, day: 1 + (round % 28) });
      const date = `2026-03-${String(1 + (round % 28)).padStart(2, '0')}`;
      const [a, b] = await Promise.all([run(date), run(date)]);
      expect(a.sent + b.sent, `round ${round}`).toBe(3);
      // Each gift is sent by one run; the other counts it as already handled (at most once).
      expect(a.already + b.already, `round ${round}`).toBeLessThanOrEqual(3);
      raced += a.already + b.already;
      expect(await ordersOf(companyId), `round ${round}`).toHaveLength(3);
      const sends = await sendsOf(rule.id);
      expect(sends.filter((s) => s.status === 'sent' && s.orderId !== null)).toHaveLength(3);
      await pause(rule.id);
    }
    // The two runs did meet on the same gifts (the key, not luck, kept them to one order).
    expect(raced).toBeGreaterThan(0);
  }, 600_000);

  it('100 runs killed mid-way (inside a gift’s transaction, or between gifts): the next run sends the rest, once', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const kills = Array.from(
      { length: 100 },
      (_, i) => [i % 2 ? 'inside' : 'between', Math.floor(i / 2) % 5] as const,
    );
    for (const [where, killAt] of kills) {
      const { companyId, rule } = await companyWithRule(goods.id, 5, { month: 4, day: 10 });
      let calls = 0;
      const real = ctx.app.services.orders;
      const dying = new AutoGiftJob(
        ctx.db,
        {
          create: async (userId, input, options) => {
            const n = calls++;
            if (where === 'inside' && n === killAt) {
              // The process dies after the gift's row and order are written, before the commit.
              await real.create(userId, input, {
                ...options,
                within: async (tx, orderId) => {
                  await options!.within!(tx, orderId);
                  throw new Error('killed');
                },
              });
            }
            const placed = await real.create(userId, input, options);
            if (where === 'between' && n === killAt) throw new Error('killed');
            return placed;
          },
        },
        {
          email: ctx.app.services.providers.email,
          mailFrom: 'x@bizgift.test',
          publicUrl: () => 'https://b.test',
        },
      );
      await expect(dying.run('2026-04-10')).rejects.toThrow('killed');
      const afterCrash = await ordersOf(companyId);
      expect(afterCrash, `${where} ${killAt}`).toHaveLength(where === 'inside' ? killAt : killAt + 1);
      const again = await run('2026-04-10');
      expect(again.sent + afterCrash.length).toBe(5);
      expect(await ordersOf(companyId)).toHaveLength(5);
      expect((await sendsOf(rule.id)).every((s) => s.status === 'sent')).toBe(true);
      expect((await run('2026-04-10')).sent).toBe(0);
      await pause(rule.id);
    }
  }, 600_000);
});

describe('one company at a time', () => {
  it('a company whose orders fail does not hold back another’s gifts; the run still fails, the re-run sends the rest', async () => {
    const goods = await createGoods(ctx.db, { price: 1000 });
    const broken = await companyWithRule(goods.id, 1, { month: 6, day: 6 });
    const fine = await companyWithRule(goods.id, 1, { month: 6, day: 6 });
    const real = ctx.app.services.orders;
    const job = new AutoGiftJob(
      ctx.db,
      {
        create: (userId, ...rest) => {
          if (userId === broken.rule.created_by.id) throw new Error('database gone');
          return real.create(userId, ...rest);
        },
      },
      {
        email: ctx.app.services.providers.email,
        mailFrom: 'x@bizgift.test',
        publicUrl: () => 'https://b.test',
      },
    );
    await expect(job.run('2026-06-06')).rejects.toThrow('database gone');
    expect(await ordersOf(fine.companyId)).toHaveLength(1);
    expect(await ordersOf(broken.companyId)).toHaveLength(0);
    expect((await run('2026-06-06')).sent).toBe(1);
    expect(await ordersOf(broken.companyId)).toHaveLength(1);
    expect(await ordersOf(fine.companyId)).toHaveLength(1);
    await pause(broken.rule.id);
    await pause(fine.rule.id);
  });
});

describe('substitutes', () => {
  it('off sale, discontinued or repriced: the first available substitute; none: skipped and the owner told', async () => {
    const { token, companyId, member } = await company();
    const main = await createGoods(ctx.db, { price: 5000 });
    const offSale = await createGoods(ctx.db, { price: 4000 });
    const ended = await createGoods(ctx.db, { price: 4000 });
    const dearer = await createGoods(ctx.db, { price: 6000 });
    const fine = await createGoods(ctx.db, { price: 4500 });
    const contact = await addContact(companyId, { month: 5, day: 5 }, { name: '대체생' });
    const rule = await createRule(
      token,
      ruleBody(main.id, { substitutes: [offSale.id, ended.id, dearer.id, fine.id] }),
    );
    await ctx.db.update(goodsTable).set({ price: 5500 }).where(eq(goodsTable.id, main.id));
    await ctx.db.update(goodsTable).set({ isOnSale: false }).where(eq(goodsTable.id, offSale.id));
    await ctx.db.update(goodsTable).set({ supplierState: 'ENDED' }).where(eq(goodsTable.id, ended.id));
    const listed = await api(ctx.app, 'GET', '/api/auto-gifts', { token });
    const shown = listed.body.data.find((r: { id: number }) => r.id === rule.id);
    expect(shown.goods.available).toBe(false);
    expect(shown.substitutes.map((s: { available: boolean }) => s.available)).toEqual([
      false,
      false,
      false,
      true,
    ]);

    expect((await run('2025-05-05')).sent).toBe(1);
    const [sent] = await sendsOf(rule.id);
    expect(sent).toMatchObject({ contactId: contact.id, status: 'sent', goodsId: fine.id });
    expect(sent!.reason).toBe(AUTO_GIFT_REASONS.substituted(fine.name));
    const [order] = await ordersOf(companyId);
    expect(order!.totalOrderAmount).toBe(4500);

    // Next year none is available: skipped, the owner e-mailed once, the history says why.
    await ctx.db.update(goodsTable).set({ isOnSale: false }).where(eq(goodsTable.id, fine.id));
    const skipped = await run('2026-05-05');
    expect(skipped).toMatchObject({ sent: 0, skipped: 1 });
    expect((await run('2026-05-05')).skipped).toBe(0);
    expect(await ordersOf(companyId)).toHaveLength(1);
    const mails = await ctx.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.recipient, member.email), eq(messages.subject, '[BizGift] 기념일 자동 발송 알림')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(AUTO_GIFT_REASONS.noSubstitute);
    const history = await api(ctx.app, 'GET', `/api/auto-gifts/${rule.id}/history`, { token });
    expect(history.body.data.results[0]).toMatchObject({
      contact_name: '대체생',
      status: 'skipped',
      status_display: '건너뜀',
      reason: AUTO_GIFT_REASONS.noSubstitute,
    });
    await pause(rule.id);
  });
});

describe('balance, limits and approvals', () => {
  it('not enough balance: nothing sent that day, the owner told; retried the next day; missed once the day passes', async () => {
    const { token, companyId, member } = await company(6000);
    const goods = await createGoods(ctx.db, { price: 4000 });
    await addContact(companyId, { month: 9, day: 10 }, { name: '첫째' });
    await addContact(companyId, { month: 9, day: 10 }, { name: '둘째' });
    const late = await addContact(companyId, { month: 9, day: 12 }, { name: '셋째' });
    const rule = await createRule(token, ruleBody(goods.id, { days_before: 3 }));
    // Two gifts due on 09-07 cost 8,000 with 6,000 in the wallet: neither goes out.
    const first = await run('2025-09-07');
    expect(first).toMatchObject({ sent: 0, waiting_balance: 2 });
    expect(await ordersOf(companyId)).toHaveLength(0);
    await run('2025-09-07');
    const told = () =>
      ctx.db
        .select()
        .from(messages)
        .where(
          and(eq(messages.recipient, member.email), eq(messages.subject, '[BizGift] 기념일 자동 발송 알림')),
        );
    expect(await told()).toHaveLength(1);
    await ctx.db.transaction((tx) =>
      applyBalanceChange(tx, { userId: member.id, transactionType: 4, amount: 10_000, memo: '충전' }),
    );
    const second = await run('2025-09-08');
    expect(second.sent).toBe(2);
    expect(await ordersOf(companyId)).toHaveLength(2);
    // 셋째 (09-12, due 09-09) waits with 8,000 left; until 09-12 it is retried, then it is missed.
    await ctx.db.transaction((tx) =>
      applyBalanceChange(tx, { userId: member.id, transactionType: 7, amount: -5000, memo: '차감' }),
    );
    expect((await run('2025-09-09')).waiting_balance).toBe(1);
    expect((await run('2025-09-12')).waiting_balance).toBe(1);
    expect((await run('2025-09-13')).missed).toBe(1);
    const sends = await sendsOf(rule.id);
    expect(sends.find((s) => s.contactId === late.id)).toMatchObject({
      status: 'missed',
      reason: AUTO_GIFT_REASONS.missed,
    });
    expect((await run('2025-09-14')).missed).toBe(0);
    await pause(rule.id);
  });

  it('the creator’s monthly limit refuses the gift (skipped with the reason); a sender’s order waits for approval', async () => {
    const limited = await company(100_000, { monthlyLimit: 1000 });
    const goods = await createGoods(ctx.db, { price: 3000 });
    await addContact(limited.companyId, { month: 11, day: 1 });
    const limitedRule = await createRule(limited.token, ruleBody(goods.id));
    const limitedRun = await run('2025-11-01');
    expect(limitedRun.skipped).toBe(1);
    const [refused] = await sendsOf(limitedRule.id);
    expect(refused!.reason).toMatch(/이번 달 한도를 넘는 주문입니다/);
    expect(await ordersOf(limited.companyId)).toHaveLength(0);
    await pause(limitedRule.id);

    const owner = await company(100_000);
    const manager = await createMember(ctx.db, { company: owner.member.company, companyRole: 'manager' });
    const managerToken = (await login(ctx.app, manager.username)).access;
    await addContact(owner.companyId, { month: 11, day: 2 });
    const rule = await createRule(managerToken, ruleBody(goods.id));
    // The manager becomes a sender; the company approves every sender's order above 1,000원.
    await ctx.db.update(users).set({ companyRole: 'sender' }).where(eq(users.id, manager.id));
    await ctx.db.update(companies).set({ approvalOver: 1000 }).where(eq(companies.id, owner.companyId));
    expect((await run('2025-11-02')).sent).toBe(1);
    const [order] = await ordersOf(owner.companyId);
    expect(order).toMatchObject({
      status: ORDER_STATUS.APPROVAL_PENDING,
      userId: manager.id,
      source: 'auto_gift',
    });
    const [sent] = await sendsOf(rule.id);
    expect(sent!.reason).toBe(AUTO_GIFT_REASONS.awaitingApproval);
    // A creator who left can no longer order: skipped.
    await ctx.db.update(users).set({ memberStatus: 'removed' }).where(eq(users.id, manager.id));
    await addContact(owner.companyId, { month: 11, day: 3 });
    expect((await run('2025-11-03')).skipped).toBe(1);
    await pause(rule.id);
  });
});
