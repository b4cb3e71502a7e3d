import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../../test/factories.ts';
import { deliveries, messages } from '../../../db/schema/orders.ts';
import { failureReason, parseSolapiReports } from '../../../providers/sms/solapi-reports.ts';
import { pollMessageReports } from './service.ts';

const SECRET = 'report-secret-0123456789abcdef';
const HOOK = `/api/webhooks/solapi/${SECRET}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { solapiWebhookSecret: SECRET, autoRefundAfterHours: 0 } });
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

/** A delivered order of one recipient: its delivery id and the gateway's message id. */
async function delivered(recipient = '01012345678') {
  const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
  const goods = await createGoods(ctx.db, { price: 4500 });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: orderPayload([goods], [recipient]),
  });
  await ctx.app.services.worker.processOrder(res.body.data.id);
  const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, res.body.data.id));
  return { ...session, id: d!.id, messageId: await latestMessageId(d!.id) };
}

async function latestMessageId(deliveryId: number) {
  const [m] = await ctx.db
    .select({ id: messages.providerMessageId })
    .from(messages)
    .where(and(eq(messages.deliveryId, deliveryId), eq(messages.status, 'sent')))
    .orderBy(desc(messages.id))
    .limit(1);
  return m!.id!;
}

const delivery = async (id: number) =>
  (await ctx.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]!;
const report = (messageId: string, statusCode: string, statusMessage?: string) =>
  api(ctx.app, 'POST', HOOK, {
    body: [{ messageId, statusCode, statusMessage, dateReceived: new Date().toISOString() }],
  });

describe('carrier delivery reports (POST /api/webhooks/solapi/{secret})', () => {
  it('received: the delivery stays completed and gets its received time; the same report twice changes nothing', async () => {
    const d = await delivered();
    const first = await report(d.messageId, '4000', '수신완료');
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toEqual({ received: 1, applied: 1 });
    const after = await delivery(d.id);
    expect(after.status).toBe(1);
    expect(after.receivedAt).toBeInstanceOf(Date);
    const again = await report(d.messageId, '4000');
    expect(again.body.data).toEqual({ received: 1, applied: 0 });
    expect((await delivery(d.id)).receivedAt?.getTime()).toBe(after.receivedAt!.getTime());
    // A late contradicting report about the same message is the second final word: ignored.
    await report(d.messageId, '3057', '없는 번호');
    expect((await delivery(d.id)).status).toBe(1);
  });

  it.each([
    ['3057', '결번', '없는 번호'],
    ['3054', '스팸 필터 차단', '스팸 차단'],
    ['3047', '착신 거절', '수신 거부'],
    ['3050', 'SMS 서비스 불가 단말기', '단말 불가'],
    ['3099', undefined, '전송 실패'],
  ])('failed %s (%s): the delivery turns send failed (3) with “%s”', async (code, text, reason) => {
    const d = await delivered();
    const res = await report(d.messageId, code, text);
    expect(res.body.data.applied).toBe(1);
    const after = await delivery(d.id);
    expect(after.status).toBe(3);
    expect(after.failedAt).toBeInstanceOf(Date);
    expect(after.lastError).toBe(`${reason} (통신사 결과 ${code})`);
    const [m] = await ctx.db.select().from(messages).where(eq(messages.providerMessageId, d.messageId));
    expect(m).toMatchObject({ reportStatus: 'failed', reportReason: reason });
    const list = await api(ctx.app, 'GET', '/api/orders/deliveries?status=3', { token: d.token });
    expect(list.body.data.results.map((x: { id: number }) => x.id)).toContain(d.id);
  });

  it('a failed delivery is refunded automatically, or resent; a report on the old message then moves nothing', async () => {
    const refunded = await delivered();
    await report(refunded.messageId, '3057', '결번');
    await ctx.app.services.vouchers.refundFailures();
    expect((await delivery(refunded.id)).status).toBe(4);

    const d = await delivered();
    await report(d.messageId, '3054', '스팸');
    const resend = await api(ctx.app, 'POST', `/api/orders/deliveries/${d.id}/resend`, {
      token: d.token,
      body: {},
    });
    expect(resend.statusCode).toBe(200);
    expect((await delivery(d.id)).status).toBe(1);
    const newId = await latestMessageId(d.id);
    expect(newId).not.toBe(d.messageId);
    // The old message's report came late or again: the resent delivery does not go back to 3.
    const stale = await api(ctx.app, 'POST', HOOK, {
      body: [{ messageId: d.messageId, statusCode: '3057', statusMessage: '결번' }],
    });
    expect(stale.statusCode).toBe(200);
    expect((await delivery(d.id)).status).toBe(1);
    await report(newId, '4000');
    expect((await delivery(d.id)).receivedAt).toBeInstanceOf(Date);
  });

  it('parallel duplicate reports apply once (5 rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const d = await delivered();
      const code = round % 2 ? '4000' : '3057';
      const answers = await Promise.all(Array.from({ length: 8 }, () => report(d.messageId, code, '결번')));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      expect(answers.reduce((n, a) => n + a.body.data.applied, 0)).toBe(1);
      expect((await delivery(d.id)).status).toBe(round % 2 ? 1 : 3);
    }
  });

  it('an unknown message id or a report not final yet is ignored with 200', async () => {
    const unknown = await report('M4V-unknown', '3057');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body.data).toEqual({ received: 1, applied: 0 });
    const d = await delivered();
    const pending = await report(d.messageId, '3000');
    expect(pending.body.data).toEqual({ received: 0, applied: 0 });
    const junk = await api(ctx.app, 'POST', HOOK, { body: { hello: 'world' } });
    expect(junk.statusCode).toBe(200);
    expect((await delivery(d.id)).status).toBe(1);
  });

  it('a caller without the secret is refused before its body is read; with it, a malformed or oversized body is 400/413', async () => {
    const raw = (url: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    // Not JSON at all, and over the 1 MB limit: a stranger still only learns 401.
    for (const payload of [
      '{"messageId":',
      `[${'{"messageId":"x","statusCode":"3057"},'.repeat(40_000)}{}]`,
    ]) {
      const res = await raw('/api/webhooks/solapi/wrong', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'fail', code: 'invalid_signature' });
    }
    expect((await raw(HOOK, '{"messageId":')).statusCode).toBe(400);
    expect(
      (await raw(HOOK, `[${'{"messageId":"x","statusCode":"3057"},'.repeat(40_000)}{}]`)).statusCode,
    ).toBe(413);
    // Deeply odd but valid JSON is read as no reports.
    const odd = await api(ctx.app, 'POST', HOOK, { body: [{ data: { data: { messageId: 1 } } }, 'x', [[]]] });
    expect(odd.body.data).toEqual({ received: 0, applied: 0 });
  });

  it('a wrong secret is refused with the 401 envelope and changes nothing', async () => {
    const d = await delivered();
    for (const url of [
      '/api/webhooks/solapi/wrong',
      `/api/webhooks/solapi/${SECRET}x`,
      `/api/webhooks/solapi/${SECRET.slice(0, -1)}`,
    ]) {
      const res = await api(ctx.app, 'POST', url, { body: [{ messageId: d.messageId, statusCode: '3057' }] });
      expect(res.statusCode).toBe(401);
      expect(res.body).toMatchObject({ status: 'fail', code: 'invalid_signature' });
      expect(typeof res.body.message).toBe('string');
    }
    expect((await delivery(d.id)).status).toBe(1);
  });
});

describe('report poll (no webhook report after N minutes)', () => {
  const poll = () => pollMessageReports(ctx.db, ctx.app.services.providers.sms, 10);
  const age = (messageId: string, minutes: number) =>
    ctx.db.execute(
      sql`update messages set created_at = now() - make_interval(mins => ${minutes}) where provider_message_id = ${messageId}`,
    );

  it('asks the gateway about messages without a final report after N minutes, once per N minutes, and applies its answer like the webhook', async () => {
    const d = await delivered();
    expect(await poll()).toBe(0); // too new
    await age(d.messageId, 11);
    expect(await poll()).toBe(1);
    const after = await delivery(d.id);
    expect(after.status).toBe(1);
    expect(after.receivedAt).toBeInstanceOf(Date);
    const [m] = await ctx.db.select().from(messages).where(eq(messages.providerMessageId, d.messageId));
    expect(m!.reportStatus).toBe('received');
    // Final now: never asked again; a webhook report arriving later changes nothing either.
    await ctx.db.execute(sql`update messages set report_polled_at = null where id = ${m!.id}`);
    expect(await poll()).toBe(0);
    expect((await report(d.messageId, '3057')).body.data.applied).toBe(0);
  });

  it("after a resend, the old message's polled result never moves the delivery back", async () => {
    const d = await delivered('01077776666');
    const old = d.messageId;
    // The old message failed at the carrier (webhook); the member resends; the poll then reads the old one.
    const resend = await api(ctx.app, 'POST', `/api/orders/deliveries/${d.id}/resend`, {
      token: d.token,
      body: {},
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestMessageId(d.id);
    expect(fresh).not.toBe(old);
    await age(fresh, 11);
    expect((await report(old, '3057', '결번')).body.data.applied).toBe(1);
    expect((await delivery(d.id)).status).toBe(1);
    expect(await poll()).toBeGreaterThanOrEqual(1);
    const after = await delivery(d.id);
    expect(after.status).toBe(1);
    expect(after.receivedAt).toBeInstanceOf(Date);
  });

  it('two polls at once claim each message once (5 rounds)', async () => {
    const sms = ctx.app.services.providers.sms;
    let asked = 0;
    const counting = {
      ...sms,
      name: sms.name,
      send: sms.send.bind(sms),
      reports: async (ids: string[]) => {
        asked += ids.length;
        return sms.reports!(ids);
      },
    };
    for (let round = 0; round < 5; round++) {
      const d = await delivered(`0106666${String(round).padStart(4, '0')}`);
      await age(d.messageId, 11);
      asked = 0;
      const applied = await Promise.all([
        pollMessageReports(ctx.db, counting, 10),
        pollMessageReports(ctx.db, counting, 10),
      ]);
      expect(applied[0]! + applied[1]!).toBe(1);
      expect(asked).toBe(1);
    }
  });
});

describe('parseSolapiReports', () => {
  it('reads an array, one object or {data: []}; skips what is not a final message report', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(parseSolapiReports({ messageId: 'a', statusCode: '4000' }, now)).toEqual([
      { messageId: 'a', outcome: 'received', reason: null, code: '4000', at: now, channel: 'sms' },
    ]);
    // A 알림톡 reached the phone itself, or the gateway replaced it with a text message.
    const via = (type: string, replacement: boolean) =>
      parseSolapiReports({ messageId: 'k', statusCode: '4000', type, replacement }, now)[0]?.channel;
    expect([via('ATA', false), via('ATA', true), via('LMS', true), via('MMS', false)]).toEqual([
      'alimtalk',
      'sms',
      'sms',
      'sms',
    ]);
    expect(parseSolapiReports({ data: [{ messageId: 'b', statusCode: 3032 }] }, now)[0]?.reason).toBe(
      '없는 번호',
    );
    expect(
      parseSolapiReports([null, 1, { statusCode: '4000' }, { messageId: 'c', statusCode: '2000' }], now),
    ).toEqual([]);
  });

  it("reads the SINGLE-REPORT webhook events ({eventDataId, data, retryCount}) and the list's stored messages", () => {
    const now = new Date('2026-11-24T00:00:00Z');
    const event = (data: Record<string, unknown>) => ({ eventDataId: 'E1', data, retryCount: 0 });
    const reports = parseSolapiReports(
      [
        event({ messageId: 'a', type: 'ATA', statusCode: '4000', dateReceived: '2026-11-23T10:00:00Z' }),
        event({ messageId: 'b', type: 'SMS', statusCode: '3054', statusMessage: 'SPAM' }),
        // The list's stored message: the reason in `reason`, replacement as 0/1 or a boolean.
        { messageId: 'c', type: 'ATA', statusCode: '4000', replacement: 1 },
        { messageId: 'd', type: 'LMS', statusCode: '2230', reason: '잔액 부족' },
      ],
      now,
    );
    expect(reports.map((r) => [r.messageId, r.outcome, r.reason, r.channel])).toEqual([
      ['a', 'received', null, 'alimtalk'],
      ['b', 'failed', '스팸 차단', 'sms'],
      ['c', 'received', null, 'sms'],
      ['d', 'failed', '전송 실패: 잔액 부족', 'sms'],
    ]);
    expect(reports[0]!.at.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('KakaoTalk refusing a 알림톡 (31xx) is not final: the replacement SMS/LMS result is', () => {
    expect(parseSolapiReports({ messageId: 'k', type: 'ATA', statusCode: '3104' })).toEqual([]);
    expect(
      parseSolapiReports({ messageId: 'k', type: 'ATA', statusCode: '3057', replacement: true })[0],
    ).toMatchObject({ outcome: 'failed', reason: '단말 불가', channel: 'sms' });
  });

  it('the text names the cause before the code does', () => {
    expect(failureReason('3057', '스팸으로 차단')).toBe('스팸 차단');
    expect(failureReason('9999', 'Handset power off')).toBe('단말 불가');
    expect(failureReason('9999', '기타 오류')).toBe('전송 실패: 기타 오류');
  });
});
