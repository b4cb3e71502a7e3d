import { groupCoupon } from '@bizgift/domain/coupon';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload, staffSession } from '../../../test/factories.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { auditLogs } from '../../db/schema/support.ts';
import { MASKED_LINK, maskSecrets } from './outbox-mask.ts';

/** Issue #28 §4: the staff outbox does not hand every staff member spendable vouchers. */
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSession>>;
let operator: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = await staffSession(ctx.app, ctx.db);
  operator = await staffSession(ctx.app, ctx.db, { staffRole: 'operator' });
});
afterAll(() => ctx.close());

async function sentVoucher(sendType: 1 | 2, to: string) {
  const { token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
  const goods = await createGoods(ctx.db, { price: 3000 });
  const order = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([goods], [to], { sendType }),
  });
  expect(order.statusCode, JSON.stringify(order.body)).toBe(201);
  await ctx.app.services.worker.processOrder(order.body.data.id);
  const [delivery] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, order.body.data.id));
  expect(delivery!.couponNo).toBeTruthy();
  return delivery!;
}

describe('the staff outbox', () => {
  it('masks the coupon number and the voucher link of a text message; the reveal shows them and is audited', async () => {
    const delivery = await sentVoucher(1, '01077770001');
    const coupon = delivery.couponNo!;
    const list = await api(ctx.app, 'GET', '/api/admin/messages?recipient=01077770001', {
      token: operator.token,
    });
    expect(list.statusCode).toBe(200);
    const row = list.body.data.results[0];
    expect(row).toMatchObject({ recipient: '01077770001', masked: true, delivery_id: delivery.id });
    expect(row.body).toContain('쿠폰번호');
    for (const secret of [coupon, groupCoupon(coupon), delivery.token])
      expect(row.body).not.toContain(secret);
    expect(row.body).toContain(`****-****-${coupon.slice(-4)}`);
    expect(row.body).toContain(MASKED_LINK);

    const reveal = await api(ctx.app, 'POST', `/api/admin/messages/${row.id}/reveal`, {
      token: operator.token,
    });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.body.data.masked).toBe(false);
    expect(reveal.body.data.body).toContain(groupCoupon(coupon));
    expect(reveal.body.data.body).toContain(`/v/${delivery.token}`);
    const [audit] = await ctx.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(audit).toMatchObject({
      staffId: operator.staff.id,
      action: 'message.reveal',
      targetType: 'message',
      targetId: String(row.id),
    });
    expect(
      (await api(ctx.app, 'POST', '/api/admin/messages/999999/reveal', { token: staff.token })).statusCode,
    ).toBe(404);
  });

  it('masks the token of an invitation link (an owner-role one too); the reveal shows it and is audited', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const email = `invitee${Date.now()}@example.com`;
    const invited = await api(ctx.app, 'POST', '/api/company/invitations', {
      token,
      body: { email, role: 'owner' },
    });
    expect(invited.statusCode, JSON.stringify(invited.body)).toBe(201);
    const [sent] = await ctx.db.select().from(messages).where(eq(messages.recipient, email));
    const invitation = /\/invite\/([\w-]+)/.exec(sent!.body)![1]!;
    expect(invitation.length).toBeGreaterThanOrEqual(40);

    const list = await api(ctx.app, 'GET', `/api/admin/messages?recipient=${encodeURIComponent(email)}`, {
      token: operator.token,
    });
    const row = list.body.data.results[0];
    expect(row).toMatchObject({ recipient: email, masked: true });
    expect(row.body).not.toContain(invitation);
    expect(row.body).toContain('/invite/••••••••');

    const reveal = await api(ctx.app, 'POST', `/api/admin/messages/${row.id}/reveal`, {
      token: operator.token,
    });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.body.data.body).toContain(`/invite/${invitation}`);
    const [audit] = await ctx.db.select().from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
    expect(audit).toMatchObject({
      staffId: operator.staff.id,
      action: 'message.reveal',
      targetId: String(row.id),
    });
  });

  it("the staff delivery list keeps only a coupon number's last 4; the member still sees it whole", async () => {
    const delivery = await sentVoucher(1, '01077770002');
    const coupon = delivery.couponNo!;
    const list = await api(ctx.app, 'GET', '/api/admin/deliveries?recipient=01077770002', {
      token: operator.token,
    });
    const row = list.body.data.results.find((d: { id: number }) => d.id === delivery.id);
    expect(row.gifticon.coupon_no).toBe(`********${coupon.slice(-4)}`);
    const used = await api(ctx.app, 'POST', `/api/admin/deliveries/${delivery.id}/use`, {
      token: staff.token,
    });
    expect(used.body.data.gifticon.coupon_no).toBe(`********${coupon.slice(-4)}`);
  });

  it('masks an e-mail voucher (HTML body, barcode alt text) too', async () => {
    const delivery = await sentVoucher(2, 'outbox-mask@example.com');
    const list = await api(ctx.app, 'GET', '/api/admin/messages?recipient=outbox-mask@example.com', {
      token: staff.token,
    });
    const row = list.body.data.results[0];
    expect(row.channel).toBe('email');
    for (const secret of [delivery.couponNo!, groupCoupon(delivery.couponNo!), delivery.token]) {
      expect(row.body).not.toContain(secret);
      expect(row.subject).not.toContain(secret);
    }
  });
});

it.each([
  // [text, coupon of the delivery, masked]
  ['쿠폰번호: 1234-5678-9012', '123456789012', '쿠폰번호: ****-****-9012'],
  ['PIN ABCD1234EFGH', 'ABCD1234EFGH', 'PIN ********EFGH'],
  ['이전 쿠폰 9999-8888-7777 (재발송)', null, '이전 쿠폰 ****-****-7777 (재발송)'],
  [
    'https://shop.example.kr/v/aB3_-x9Qz7LmNoPq 에서 확인',
    null,
    `https://shop.example.kr${MASKED_LINK} 에서 확인`,
  ],
  [
    '초대 링크: https://shop.example.kr/invite/Zx9_-aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX4yZ5',
    null,
    '초대 링크: https://shop.example.kr/invite/••••••••',
  ],
  [
    '비밀번호 재설정: https://shop.example.kr/reset-password/aB3_-x9Qz7LmNoPq4rSt',
    null,
    '비밀번호 재설정: https://shop.example.kr/reset-password/••••••••',
  ],
  [
    '문의 010-1234-5678, 02-123-4567, 유효기간 2026-12-31, 4,500원',
    null,
    '문의 010-1234-5678, 02-123-4567, 유효기간 2026-12-31, 4,500원',
  ],
])('maskSecrets(%j)', (text, coupon, masked) => {
  expect(maskSecrets(text, coupon)).toBe(masked);
});
