import { randomUUID } from 'node:crypto';
import { REMINDER_MESSAGES } from '@bizgift/domain/reminders';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  expiryAfter,
  kstMorning,
  memberSession,
  orderPayload,
} from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { deliveryReminders } from '../../db/schema/reminders.ts';
import { users } from '../../db/schema/users.ts';
import type { EmailMessage, EmailSender } from '../../providers/email/email-sender.ts';
import type { SmsMessage, SmsSender } from '../../providers/sms/sms-sender.ts';
import { ReminderService } from './service.ts';

/**
 * Expiry reminders (issue #16 §4) on a real database with the real delivery worker: the member's
 * reminder days, the daily job under a fake clock (two runs at once, a run that dies mid-send), and
 * the member's 곧 만료되는 미사용 쿠폰 list with its one-click reminder.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const DAY = 86_400_000;

/**
 * A Solapi-shaped gateway: takes SMS and e-mail and, as a real gateway does with the key we send,
 * keeps one message per idempotency key. `hold` makes the next send go out and then never answer
 * (the sending process died before it could record the send).
 */
class Gateway implements SmsSender, EmailSender {
  readonly name = 'fake-gateway';
  readonly byKey = new Map<string, SmsMessage | EmailMessage>();
  /** Every message that went out, like a real gateway: a second send under the same key is a second text. */
  readonly sent: (SmsMessage | EmailMessage)[] = [];
  private holdNext = false;
  held: Promise<void> | undefined;
  private onHeld: (() => void) | undefined;

  hold() {
    this.holdNext = true;
    this.held = new Promise((resolve) => {
      this.onHeld = resolve;
    });
  }

  async send(message: SmsMessage | EmailMessage): Promise<{ messageId: string }> {
    if (!this.byKey.has(message.idempotencyKey)) this.byKey.set(message.idempotencyKey, message);
    this.sent.push(message);
    if (this.holdNext) {
      this.holdNext = false;
      this.onHeld?.();
      return new Promise(() => {});
    }
    return { messageId: `gw-${message.idempotencyKey}` };
  }

  /** The gateway's message list (Solapi's, by recipient), matched on our key. */
  async find(query: { to: string; idempotencyKey: string }) {
    const found = this.sent.find((m) => m.to === query.to && m.idempotencyKey === query.idempotencyKey);
    return found ? { messageId: `gw-${found.idempotencyKey}` } : null;
  }

  to(recipient: string) {
    return [...this.byKey.values()].filter((m) => m.to === recipient);
  }
}

/** A job run of its own (as a second worker process would have): the real service, this gateway. */
const jobRun = (gateway: Gateway) =>
  new ReminderService(
    ctx.db,
    { sms: gateway, email: gateway, voucher: ctx.app.services.providers.voucher },
    ctx.app.services.worker,
    { leaseSeconds: 3600 },
  );

let phoneSeq = 30_000_000;
const nextPhones = (n: number) => Array.from({ length: n }, () => `010${phoneSeq++}`);

/** A member's completed deliveries (the real order and worker), one per recipient. */
async function delivered(recipients: string[], options: { sendType?: 1 | 2; token?: string } = {}) {
  const token = options.token ?? (await fundedSession()).token;
  const goods = await createGoods(ctx.db, { price: 1000 });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([goods], recipients, { sendType: options.sendType ?? 1 }),
  });
  expect(res.statusCode).toBe(201);
  await ctx.app.services.worker.drain();
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, res.body.data.id))
    .orderBy(deliveries.id);
  expect(rows.every((d) => d.status === 1 && d.voucherStatus === 1)).toBe(true);
  return rows;
}

async function fundedSession() {
  return memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
}

/** Sets a delivery's voucher expiry, and its send a while before (reminders skip same-day sends). */
const expireAt = (deliveryId: number, at: Date, sentAt = new Date(at.getTime() - 60 * DAY)) =>
  ctx.db.update(deliveries).set({ couponExpiresAt: at, sentAt }).where(eq(deliveries.id, deliveryId));

const remindersOf = (deliveryId: number) =>
  ctx.db.select().from(deliveryReminders).where(eq(deliveryReminders.deliveryId, deliveryId));

describe('the daily reminder job', () => {
  it('two runs at once send exactly one reminder per voucher and D-n, on SMS and e-mail (looped 50×)', async () => {
    // Per round: D-7 and D-1 are reminded, D-3 is not (default days 7 and 1). The clock moves on
    // 100 days a round, so earlier rounds' vouchers have expired.
    const { token } = await fundedSession();
    const sms = await delivered(nextPhones(150), { token });
    const emails = await delivered(
      Array.from({ length: 150 }, () => `r-${randomUUID()}@example.com`),
      { token, sendType: 2 },
    );
    const pool = [...sms, ...emails];
    for (let round = 0; round < 50; round++) {
      const now = kstMorning(round * 100);
      const [d7, d1, d3, e7, e1, e3] = pool
        .slice(round * 3, round * 3 + 3)
        .concat(pool.slice(150 + round * 3, 150 + round * 3 + 3));
      const plan: [typeof d7, number, boolean][] = [
        [d7, 7, true],
        [d1, 1, true],
        [d3, 3, false],
        [e7, 7, true],
        [e1, 1, true],
        [e3, 3, false],
      ];
      for (const [d, n] of plan) await expireAt(d!.id, expiryAfter(now, n));
      const gateway = new Gateway();
      const [a, b] = await Promise.all([jobRun(gateway).runDaily(now), jobRun(gateway).runDaily(now)]);
      expect(a.sent + b.sent, `round ${round}`).toBe(4);
      for (const [d, n, reminded] of plan) {
        const recipient = d!.recipientPhone ?? d!.recipientEmail!;
        expect(gateway.to(recipient), `round ${round} D-${n}`).toHaveLength(reminded ? 1 : 0);
        const rows = await remindersOf(d!.id);
        expect(rows.map((r) => [r.daysBefore, r.status])).toEqual(reminded ? [[n, 'sent']] : []);
      }
      // The same day again (a second job, a restart): nothing more.
      const again = new Gateway();
      expect((await jobRun(again).runDaily(now)).claimed).toBe(0);
      expect(again.byKey.size).toBe(0);
    }
  }, 300_000);

  it('the reminder goes through the voucher channel with its parts and the voucher page link', async () => {
    const [d] = await delivered(nextPhones(1));
    const now = kstMorning(9000);
    await expireAt(d!.id, expiryAfter(now, 7));
    const gateway = new Gateway();
    expect((await jobRun(gateway).runDaily(now)).sent).toBe(1);
    const [sent] = gateway.to(d!.recipientPhone!) as SmsMessage[];
    expect(sent!.text).toContain('유효기간이 7일 후 끝납니다');
    expect(sent!.text).toContain(`/v/${d!.token}`);
    expect(sent!.text).toContain(d!.couponNo!.slice(0, 4));
    expect(sent!.image?.jpeg.length).toBeGreaterThan(0);
    const [row] = await remindersOf(d!.id);
    const [outbox] = await ctx.db.select().from(messages).where(eq(messages.id, row!.messageId!));
    // In the outbox for staff, but not as a message of the delivery: a carrier report about a
    // reminder must never move the delivery itself.
    expect(outbox).toMatchObject({ status: 'sent', recipient: d!.recipientPhone, deliveryId: null });
  });

  it.each([
    { days: [] as number[], reminded: [] as number[] },
    { days: [3], reminded: [3] },
    { days: [30, 7, 1], reminded: [7, 1] },
  ])('member days $days: reminded at $reminded', async ({ days, reminded }) => {
    const { token } = await fundedSession();
    await api(ctx.app, 'PUT', '/api/users/me/reminders', { token, body: { days } });
    const rows = await delivered(nextPhones(3), { token });
    const now = kstMorning(12_000 + days.length * 100);
    const lefts = [7, 3, 1];
    for (const [i, d] of rows.entries()) await expireAt(d.id, expiryAfter(now, lefts[i]!));
    const gateway = new Gateway();
    await jobRun(gateway).runDaily(now);
    const remindedAt = lefts.filter((_, i) => gateway.to(rows[i]!.recipientPhone!).length === 1);
    expect(remindedAt).toEqual(reminded);
  });

  it('skips vouchers used, cancelled, sent today, or of a withdrawn member', async () => {
    const { token, member } = await fundedSession();
    const [used, cancelled, fresh] = await delivered(nextPhones(3), { token });
    const now = kstMorning(15_000);
    for (const d of [used!, cancelled!]) await expireAt(d.id, expiryAfter(now, 7));
    await expireAt(fresh!.id, expiryAfter(now, 7), now);
    await ctx.db.update(deliveries).set({ voucherStatus: 2 }).where(eq(deliveries.id, used!.id));
    await ctx.db.update(deliveries).set({ voucherStatus: 4 }).where(eq(deliveries.id, cancelled!.id));
    const gateway = new Gateway();
    expect((await jobRun(gateway).runDaily(now)).claimed).toBe(0);

    const [other] = await delivered(nextPhones(1), { token });
    await expireAt(other!.id, expiryAfter(now, 1));
    await ctx.db.update(users).set({ status: 'withdrawn' }).where(eq(users.id, member.id));
    expect((await jobRun(gateway).runDaily(now)).claimed).toBe(0);
  });

  it('a run that dies after sending and before recording: taken over after its lease, sent once', async () => {
    const [d] = await delivered(nextPhones(1));
    const now = kstMorning(18_000);
    await expireAt(d!.id, expiryAfter(now, 1));
    const gateway = new Gateway();
    gateway.hold();
    void jobRun(gateway).runDaily(now); // never returns: the process "died" mid-send
    await gateway.held;
    const [claimed] = await remindersOf(d!.id);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });

    // Before the lease runs out, neither the job nor the sweep touches it.
    expect((await jobRun(gateway).runDaily(now)).claimed).toBe(0);
    expect(await jobRun(gateway).retryDue()).toBe(0);

    await ctx.db
      .update(deliveryReminders)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(deliveryReminders.id, claimed!.id));
    expect(await jobRun(gateway).retryDue()).toBe(1);
    const [after] = await remindersOf(d!.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    // The take-over found the first send at the gateway (issue 28 §7): one text, not two.
    expect(gateway.sent.filter((m) => m.to === d!.recipientPhone)).toHaveLength(1);
    expect(gateway.to(d!.recipientPhone!)).toHaveLength(1);
    expect([...gateway.byKey.keys()]).toContain(`reminder-${claimed!.id}`);
  });
});

describe('PUT /api/users/me/reminders', () => {
  it('starts at D-7 and D-1', async () => {
    const { token } = await fundedSession();
    const res = await api(ctx.app, 'GET', '/api/users/me/reminders', { token });
    expect(res.body.data).toEqual({ days: [7, 1], kakao_reminder: null });
  });

  it.each([
    { days: [1, 7], status: 200, stored: [7, 1], message: REMINDER_MESSAGES.saved },
    { days: [], status: 200, stored: [], message: REMINDER_MESSAGES.turnedOff },
    { days: [30, 14, 3], status: 200, stored: [30, 14, 3], message: REMINDER_MESSAGES.saved },
    { days: [0], status: 400, message: REMINDER_MESSAGES.dayInvalid },
    { days: [31], status: 400, message: REMINDER_MESSAGES.dayInvalid },
    { days: [1.5], status: 400, message: REMINDER_MESSAGES.dayInvalid },
    { days: [1, 2, 3, 4], status: 400, message: REMINDER_MESSAGES.tooMany },
    { days: [5, 5], status: 400, message: REMINDER_MESSAGES.duplicate },
  ])('given $days, answers $status', async ({ days, status, stored, message }) => {
    const { token } = await fundedSession();
    const res = await api(ctx.app, 'PUT', '/api/users/me/reminders', { token, body: { days } });
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toContain(message);
    const now = await api(ctx.app, 'GET', '/api/users/me/reminders', { token });
    expect(now.body.data.days).toEqual(stored ?? [7, 1]);
  });

  it('needs a member', async () => {
    expect((await api(ctx.app, 'GET', '/api/users/me/reminders')).statusCode).toBe(401);
  });
});

describe('곧 만료되는 미사용 쿠폰 and the one-click reminder', () => {
  it('lists own unused vouchers expiring within the window, soonest first', async () => {
    const { token } = await fundedSession();
    const [in5, in2, in20, used, past] = await delivered(nextPhones(5), { token });
    const now = new Date();
    await expireAt(in5!.id, expiryAfter(now, 5));
    await expireAt(in2!.id, expiryAfter(now, 2));
    await expireAt(in20!.id, expiryAfter(now, 20));
    await expireAt(used!.id, expiryAfter(now, 1));
    await ctx.db.update(deliveries).set({ voucherStatus: 2 }).where(eq(deliveries.id, used!.id));
    await expireAt(past!.id, new Date(now.getTime() - 1000));
    // Someone else's voucher expiring tomorrow is not listed.
    const [foreign] = await delivered(nextPhones(1));
    await expireAt(foreign!.id, expiryAfter(now, 1));

    const week = await api(ctx.app, 'GET', '/api/orders/deliveries/expiring', { token });
    expect(week.statusCode).toBe(200);
    expect(week.body.data.results.map((r: { id: number }) => r.id)).toEqual([in2!.id, in5!.id]);
    expect(week.body.data.results[0]).toMatchObject({ days_left: 2, can_remind: true, reminded_at: null });
    const month = await api(ctx.app, 'GET', '/api/orders/deliveries/expiring?days=30', { token });
    expect(month.body.data.count).toBe(3);
    const bad = await api(ctx.app, 'GET', '/api/orders/deliveries/expiring?days=31', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(REMINDER_MESSAGES.windowInvalid);
  });

  it('remind: sends now once a day, in Korean otherwise', async () => {
    const { token } = await fundedSession();
    const [d, used] = await delivered(nextPhones(2), { token });
    await expireAt(d!.id, expiryAfter(new Date(), 3));
    await expireAt(used!.id, expiryAfter(new Date(), 3));
    await ctx.db.update(deliveries).set({ voucherStatus: 2 }).where(eq(deliveries.id, used!.id));
    const [other] = await delivered(nextPhones(1));

    const first = await api(ctx.app, 'POST', `/api/orders/deliveries/${d!.id}/remind`, { token });
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe(REMINDER_MESSAGES.sent);
    const [row] = await remindersOf(d!.id);
    expect(row).toMatchObject({ kind: 'member', status: 'sent', daysBefore: 3 });
    const [outbox] = await ctx.db.select().from(messages).where(eq(messages.id, row!.messageId!));
    expect(outbox!.body).toContain('유효기간이 3일 후 끝납니다');

    const cases = [
      { id: d!.id, status: 409, message: REMINDER_MESSAGES.alreadyToday },
      { id: used!.id, status: 409, message: REMINDER_MESSAGES.notRemindable },
      { id: other!.id, status: 404, message: REMINDER_MESSAGES.notFound },
    ];
    for (const c of cases) {
      const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${c.id}/remind`, { token });
      expect([res.statusCode, res.body.message]).toEqual([c.status, c.message]);
    }
    const list = await api(ctx.app, 'GET', '/api/orders/deliveries/expiring', { token });
    expect(list.body.data.results[0]).toMatchObject({ id: d!.id, can_remind: false });
    expect(list.body.data.results[0].reminded_at).not.toBeNull();
  });

  it('a click while the daily job runs: one reminder that day, never both (50 rounds)', async () => {
    const { token } = await fundedSession();
    const rows = await delivered(nextPhones(50), { token });
    for (const [round, d] of rows.entries()) {
      const now = new Date();
      await expireAt(d.id, expiryAfter(now, 7));
      const gateway = new Gateway();
      const [click] = await Promise.all([
        api(ctx.app, 'POST', `/api/orders/deliveries/${d.id}/remind`, { token }),
        jobRun(gateway).runDaily(now),
      ]);
      expect([200, 409], `round ${round}`).toContain(click.statusCode);
      const sent = (await remindersOf(d.id)).filter((r) => r.status === 'sent');
      expect(
        sent.map((r) => r.kind),
        `round ${round}`,
      ).toHaveLength(1);
      expect(click.statusCode === 200, `round ${round}`).toBe(sent[0]!.kind === 'member');
    }
  });

  it('worst input: odd ids are 404, odd windows and days are 400, in Korean, and nothing is sent', async () => {
    const { token } = await fundedSession();
    const before = await ctx.db.select().from(deliveryReminders);
    for (const id of ['0', '-1', 'abc', '1e3', '9'.repeat(16), '999999999999']) {
      const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${id}/remind`, { token });
      expect(res.statusCode, id).toBe(404);
      expect(res.body.message).toBe(REMINDER_MESSAGES.notFound);
    }
    for (const query of ['days=0', 'days=abc', 'days=1.5', 'page=0', 'page_size=101']) {
      const res = await api(ctx.app, 'GET', `/api/orders/deliveries/expiring?${query}`, { token });
      expect(res.statusCode, query).toBe(400);
      expect(res.body.status).toBe('fail');
    }
    for (const body of [
      {},
      { days: '7' },
      { days: [null] },
      { days: [7, '1'] },
      { days: Array(1000).fill(1) },
    ]) {
      const res = await api(ctx.app, 'PUT', '/api/users/me/reminders', { token, body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(/알림 시점/);
    }
    expect(await ctx.db.select().from(deliveryReminders)).toHaveLength(before.length);
  });

  it('two clicks at once send one reminder', async () => {
    const { token } = await fundedSession();
    const [d] = await delivered(nextPhones(1), { token });
    await expireAt(d!.id, expiryAfter(new Date(), 1));
    const answers = await Promise.all(
      [1, 2].map(() => api(ctx.app, 'POST', `/api/orders/deliveries/${d!.id}/remind`, { token })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select()
      .from(deliveryReminders)
      .where(and(eq(deliveryReminders.deliveryId, d!.id), inArray(deliveryReminders.status, ['sent'])));
    expect(rows).toHaveLength(1);
  });
});
