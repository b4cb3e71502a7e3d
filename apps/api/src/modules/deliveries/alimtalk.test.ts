import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload, recordSmsSends } from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { SANDBOX_NO_KAKAO_PHONE, type SandboxSmsSender } from '../../providers/sms/sandbox.ts';
import type { SmsMessage } from '../../providers/sms/sms-sender.ts';

/** KakaoTalk 알림톡 with the gateway's SMS/LMS replacement (issue #16 §2), send type 3. */
const SECRET = 'report-secret-0123456789abcdef';
const KAKAO = { pfId: 'KA01PF-test-channel', templateId: 'KA01TP-voucher' };
let ctx: TestContext;
let sent: SmsMessage[];

beforeAll(async () => {
  ctx = await createTestContext({ config: { kakao: KAKAO, solapiWebhookSecret: SECRET } });
  sent = recordSmsSends(ctx.app.services.providers.sms);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

async function kakaoOrder(recipient: string) {
  const session = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
  const goods = await createGoods(ctx.db, { price: 2000, name: '아메리카노' });
  const payload = orderPayload([goods], [recipient], {
    title: '#{이름}님 감사합니다',
    body: '늘 고맙습니다.',
  });
  const order = await api(ctx.app, 'POST', '/api/orders', {
    token: session.token,
    body: { ...payload, send_type: 3, deliveries: [{ recipient, name: '김하나' }] },
  });
  expect(order.statusCode).toBe(201);
  await ctx.app.services.worker.processOrder(order.body.data.id);
  const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.body.data.id));
  const [m] = await ctx.db
    .select()
    .from(messages)
    .where(and(eq(messages.deliveryId, d!.id), eq(messages.status, 'sent')));
  return { ...session, delivery: d!, message: m! };
}

/** The gateway's SINGLE-REPORT webhook: an array of events, the message under `data`. */
const report = (messageId: string, type: string, replacement: boolean) =>
  api(ctx.app, 'POST', `/api/webhooks/solapi/${SECRET}`, {
    body: [
      {
        eventDataId: `E-${messageId}`,
        data: { messageId, type, replacement, statusCode: '4000', dateReceived: new Date().toISOString() },
        retryCount: 0,
      },
    ],
  });

describe('알림톡 (send type 3)', () => {
  it('goes out through the gateway as the registered template with its variables, no image; the outbox keeps the filled-in text', async () => {
    const { delivery, message, token } = await kakaoOrder('01023456789');
    expect(delivery.status).toBe(1);
    const call = sent.at(-1)!;
    expect(call.image).toBeUndefined();
    expect(call.kakao).toMatchObject({
      ...KAKAO,
      variables: { '#{메시지}': '김하나님 감사합니다\n늘 고맙습니다.' },
    });
    expect(call.kakao!.variables['#{상품}']).toMatch(/\] 아메리카노$/);
    expect(call.kakao!.variables['#{링크}']).toMatch(/\/v\/[A-Za-z0-9_-]{43}$/);
    expect(message.channel).toBe('kakao');
    expect(message.body).toContain('님이 보낸 선물이 도착했습니다.');
    expect(message.body).toContain('김하나님 감사합니다');
    expect(message.body).not.toContain('#{');
    // The sandbox filled the template like the gateway: what the phone shows is the outbox text.
    const sandbox = ctx.app.services.providers.sms as SandboxSmsSender;
    expect(sandbox.delivered.get(message.providerMessageId!)).toEqual({
      type: 'ATA',
      replacement: false,
      text: message.body,
    });

    // The carrier report names the channel that reached the phone.
    expect((await report(message.providerMessageId!, 'ATA', false)).body.data.applied).toBe(1);
    const row = (await api(ctx.app, 'GET', `/api/orders/deliveries/${delivery.id}`, { token })).body.data;
    expect(row).toMatchObject({ send_type: 3, received_channel: 'alimtalk' });
    expect(row.received_at).not.toBeNull();
  });

  it('a recipient without KakaoTalk gets the same text as SMS/LMS (the replacement), and the delivery says so', async () => {
    const { delivery, message } = await kakaoOrder(SANDBOX_NO_KAKAO_PHONE);
    const sandbox = ctx.app.services.providers.sms as SandboxSmsSender;
    expect(sandbox.delivered.get(message.providerMessageId!)).toEqual({
      type: 'LMS',
      replacement: true,
      text: message.body,
    });
    await report(message.providerMessageId!, 'LMS', true);
    const [after] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(after!.receivedChannel).toBe('sms');
  });

  it('the send screen is offered 알림톡 and its preview shows the template filled in and the replacement text', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const types = await api(ctx.app, 'GET', '/api/orders/send-types', { token });
    expect(types.body.data).toEqual({ send_types: [1, 2, 3] });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const preview = await api(ctx.app, 'POST', '/api/orders/preview', {
      token,
      body: { send_type: 3, name: '선물', send_msg: '감사합니다', sender: '', goods: goods.id },
    });
    expect(preview.statusCode).toBe(200);
    const data = preview.body.data;
    expect(data.alimtalk.template).toBe(KAKAO.templateId);
    expect(data.alimtalk.text).toContain('선물\n감사합니다');
    expect(data.alimtalk.text).toContain('쿠폰번호: 1234-5678-9012');
    expect(data.sms).toMatchObject({ kind: 'LMS', text: data.alimtalk.text, image: null });
    expect(data.email).toBeNull();
  });
});

describe('알림톡 not configured', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestContext();
  });
  afterAll(() => off.close());

  it('is not offered, and an order or preview asking for it is refused', async () => {
    const session = await memberSession(off.app, off.db, { balance: 10_000 });
    expect((await api(off.app, 'GET', '/api/orders/send-types', { token: session.token })).body.data).toEqual(
      {
        send_types: [1, 2],
      },
    );
    const goods = await createGoods(off.db, { price: 1000 });
    const order = await api(off.app, 'POST', '/api/orders', {
      token: session.token,
      body: { ...orderPayload([goods], ['01023456789']), send_type: 3 },
    });
    expect(order.statusCode).toBe(400);
    expect(order.body.message).toBe('카카오 알림톡은 지금 사용할 수 없습니다. 문자나 이메일로 보내주세요.');
    const preview = await api(off.app, 'POST', '/api/orders/preview', {
      token: session.token,
      body: { send_type: 3, name: '선물', send_msg: '', sender: '', goods: goods.id },
    });
    expect(preview.statusCode).toBe(400);
  });
});
