import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  expiryAfter,
  kstMorning,
  memberSession,
  orderPayload,
  recordSmsSends,
} from '../../../test/factories.ts';
import { FAKE_SOLAPI_AUTH, FAKE_SOLAPI_NO_KAKAO, FakeSolapi } from '../../../test/fakes/solapi.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { deliveryReminders } from '../../db/schema/reminders.ts';
import { SANDBOX_NO_KAKAO_PHONE, type SandboxSmsSender } from '../../providers/sms/sandbox.ts';
import type { SmsMessage } from '../../providers/sms/sms-sender.ts';
import { SolapiSmsSender } from '../../providers/sms/solapi.ts';
import { ALIMTALK_REMINDER_TEMPLATE } from '../deliveries/voucher-message.ts';
import { ReminderService } from './service.ts';

/**
 * Expiry reminders of vouchers sent as 알림톡 (issue #16 §4 "through the same channel"): with a
 * registered reminder template they go as 알림톡 (the gateway's SMS/LMS replacement included);
 * without one, by MMS to the same number.
 */
const KAKAO = { pfId: 'KA01PF-test-channel', templateId: 'KA01TP-voucher' };
const REMINDER_TEMPLATE = 'KA01TP-reminder';

const DAY = 86_400_000;

let phoneSeq = 40_000_000;
const nextPhones = (n: number) => Array.from({ length: n }, () => `010${phoneSeq++}`);

/** Completed 알림톡 deliveries (send type 3) of one member, one per recipient. */
async function kakaoDelivered(ctx: TestContext, recipients: string[], token?: string) {
  const session = token ? { token } : await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
  const goods = await createGoods(ctx.db, { price: 1000, name: '아메리카노' });
  const payload = orderPayload([goods], recipients);
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: { ...payload, send_type: 3, deliveries: recipients.map((recipient) => ({ recipient })) },
  });
  expect(res.statusCode).toBe(201);
  await ctx.app.services.worker.drain();
  const rows = await ctx.db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, res.body.data.id))
    .orderBy(deliveries.id);
  expect(rows.every((d) => d.status === 1 && d.sendType === 3)).toBe(true);
  return { rows, token: session.token };
}

const expireAt = (ctx: TestContext, id: number, at: Date) =>
  ctx.db
    .update(deliveries)
    .set({ couponExpiresAt: at, sentAt: new Date(at.getTime() - 60 * DAY) })
    .where(eq(deliveries.id, id));

/** The outbox row of a delivery's reminder. */
async function reminderOutbox(ctx: TestContext, deliveryId: number) {
  const [r] = await ctx.db
    .select()
    .from(deliveryReminders)
    .where(eq(deliveryReminders.deliveryId, deliveryId));
  expect(r?.status).toBe('sent');
  const [m] = await ctx.db.select().from(messages).where(eq(messages.id, r!.messageId!));
  return m!;
}

describe('with a registered reminder template', () => {
  let ctx: TestContext;
  let sent: SmsMessage[];
  beforeAll(async () => {
    ctx = await createTestContext({ config: { kakao: { ...KAKAO, reminderTemplateId: REMINDER_TEMPLATE } } });
    sent = recordSmsSends(ctx.app.services.providers.sms);
  });
  afterAll(() => ctx.close());

  it('a 알림톡 voucher is reminded by 알림톡 with the reminder template; without KakaoTalk the gateway replaces it by SMS/LMS', async () => {
    const { rows } = await kakaoDelivered(ctx, [nextPhones(1)[0]!, SANDBOX_NO_KAKAO_PHONE]);
    const [d, noKakao] = rows;
    const now = kstMorning(0, 2031);
    await expireAt(ctx, d!.id, expiryAfter(now, 7));
    await expireAt(ctx, noKakao!.id, expiryAfter(now, 7));
    const before = sent.length;
    expect((await ctx.app.services.reminders.runDaily(now)).sent).toBe(2);
    const calls = sent.slice(before);
    expect(calls).toHaveLength(2);
    const call = calls.find((m) => m.to === d!.recipientPhone)!;
    expect(call.image).toBeUndefined();
    expect(call.kakao).toMatchObject({ pfId: KAKAO.pfId, templateId: REMINDER_TEMPLATE });
    expect(call.kakao!.variables).toMatchObject({
      '#{남은기간}': '7일 후',
      '#{상품}': expect.stringMatching(/\] 아메리카노$/),
      '#{링크}': expect.stringMatching(new RegExp(`/v/${d!.token}$`)),
    });
    const outbox = await reminderOutbox(ctx, d!.id);
    expect(outbox).toMatchObject({ channel: 'kakao', status: 'sent', recipient: d!.recipientPhone });
    expect(outbox.body).toContain('유효기간이 7일 후 끝납니다');
    expect(outbox.body).not.toContain('#{');
    // The gateway (sandbox) filled the registered template: the phone shows the outbox text.
    const sandbox = ctx.app.services.providers.sms as SandboxSmsSender;
    expect(sandbox.delivered.get(outbox.providerMessageId!)).toEqual({
      type: 'ATA',
      replacement: false,
      text: outbox.body,
    });
    const replaced = await reminderOutbox(ctx, noKakao!.id);
    expect(sandbox.delivered.get(replaced.providerMessageId!)).toMatchObject({
      replacement: true,
      text: replaced.body,
    });
  });

  it('the member’s one-click reminder goes the same way, and the settings say so', async () => {
    const { rows, token } = await kakaoDelivered(ctx, nextPhones(1));
    await expireAt(ctx, rows[0]!.id, expiryAfter(new Date(), 2));
    const res = await api(ctx.app, 'POST', `/api/orders/deliveries/${rows[0]!.id}/remind`, { token });
    expect(res.statusCode).toBe(200);
    expect(sent.at(-1)!.kakao?.templateId).toBe(REMINDER_TEMPLATE);
    expect((await reminderOutbox(ctx, rows[0]!.id)).channel).toBe('kakao');
    const settings = await api(ctx.app, 'GET', '/api/users/me/reminders', { token });
    expect(settings.body.data).toEqual({ days: [7, 1], kakao_reminder: 'alimtalk' });
  });

  it('through the real Solapi adapter: type ATA with the reminder template and disableSms false; the gateway fills it into the outbox text', async () => {
    const fake = new FakeSolapi({ [REMINDER_TEMPLATE]: ALIMTALK_REMINDER_TEMPLATE });
    const baseUrl = await fake.start();
    try {
      const solapi = new SolapiSmsSender({ ...FAKE_SOLAPI_AUTH, baseUrl });
      const reminders = new ReminderService(
        ctx.db,
        { ...ctx.app.services.providers, sms: solapi },
        ctx.app.services.worker,
      );
      const { rows } = await kakaoDelivered(ctx, [nextPhones(1)[0]!, FAKE_SOLAPI_NO_KAKAO]);
      const now = kstMorning(500, 2031);
      for (const d of rows) await expireAt(ctx, d.id, expiryAfter(now, 1));
      expect((await reminders.runDaily(now)).sent).toBe(2);
      const sends = fake.requests.filter((r) => r.url === '/messages/v4/send');
      expect(sends).toHaveLength(2);
      for (const send of sends) {
        expect(send.body.message).toMatchObject({
          type: 'ATA',
          kakaoOptions: { pfId: KAKAO.pfId, templateId: REMINDER_TEMPLATE, disableSms: false },
        });
        expect(send.body.message.text).toBeUndefined();
      }
      for (const d of rows) {
        const outbox = await reminderOutbox(ctx, d.id);
        expect(outbox.provider).toBe('solapi');
        const stored = fake.delivered.get(outbox.providerMessageId!)!;
        expect(stored.text).toBe(outbox.body);
        expect(stored.replacement).toBe(d.recipientPhone === FAKE_SOLAPI_NO_KAKAO);
      }
      // The gateway's list reports which channel reached each phone.
      const reports = await solapi.reports([...fake.delivered.keys()]);
      expect(reports.map((r) => r.channel).sort()).toEqual(['alimtalk', 'sms']);
    } finally {
      await fake.stop();
    }
  });

  it('two runs at once send one 알림톡 reminder per voucher and D-n (20 rounds)', async () => {
    const { rows } = await kakaoDelivered(ctx, nextPhones(40));
    const run = () =>
      new ReminderService(ctx.db, ctx.app.services.providers, ctx.app.services.worker, {
        leaseSeconds: 3600,
      });
    for (let round = 0; round < 20; round++) {
      const now = kstMorning(1000 + round * 100, 2031);
      const [d7, d1] = rows.slice(round * 2, round * 2 + 2);
      await expireAt(ctx, d7!.id, expiryAfter(now, 7));
      await expireAt(ctx, d1!.id, expiryAfter(now, 1));
      const before = sent.length;
      const [a, b] = await Promise.all([run().runDaily(now), run().runDaily(now)]);
      expect(a.sent + b.sent, `round ${round}`).toBe(2);
      const calls = sent.slice(before);
      for (const d of [d7!, d1!]) {
        expect(
          calls.filter((m) => m.to === d.recipientPhone && m.kakao),
          `round ${round}`,
        ).toHaveLength(1);
      }
      const unsent = await ctx.db
        .select()
        .from(deliveryReminders)
        .where(and(eq(deliveryReminders.deliveryId, d7!.id), isNull(deliveryReminders.sentAt)));
      expect(unsent).toEqual([]);
    }
  }, 120_000);
});

describe('without a reminder template', () => {
  let ctx: TestContext;
  let sent: SmsMessage[];
  beforeAll(async () => {
    ctx = await createTestContext({ config: { kakao: KAKAO } });
    sent = recordSmsSends(ctx.app.services.providers.sms);
  });
  afterAll(() => ctx.close());

  it('a 알림톡 voucher is reminded by MMS with its barcode to the same number, and the settings say so', async () => {
    const { rows, token } = await kakaoDelivered(ctx, nextPhones(1));
    const now = kstMorning(5000, 2031);
    await expireAt(ctx, rows[0]!.id, expiryAfter(now, 1));
    expect((await ctx.app.services.reminders.runDaily(now)).sent).toBe(1);
    const call = sent.at(-1)!;
    expect(call).toMatchObject({ to: rows[0]!.recipientPhone });
    expect(call.kakao).toBeUndefined();
    expect(call.image?.jpeg.length).toBeGreaterThan(0);
    const outbox = await reminderOutbox(ctx, rows[0]!.id);
    expect(outbox).toMatchObject({ channel: 'sms', recipient: rows[0]!.recipientPhone });
    expect(outbox.body).toContain('유효기간이 1일 후 끝납니다');
    const settings = await api(ctx.app, 'GET', '/api/users/me/reminders', { token });
    expect(settings.body.data.kakao_reminder).toBe('mms');
  });
});
