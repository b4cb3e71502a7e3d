import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  createGoods,
  memberSession,
  orderPayload,
  recordSmsSends,
  staffSession,
} from '../../../test/factories.ts';
import { auditLogs } from '../../db/schema/support.ts';
import type { SmsMessage } from '../../providers/sms/sms-sender.ts';

/** Registered caller numbers (issue #16 §2): only SMS_SENDER_NUMBER and the staff's list may be shown. */
let ctx: TestContext;
let staffToken: string;
let sent: SmsMessage[];

beforeAll(async () => {
  ctx = await createTestContext({ config: { smsSenderNumber: '1588-0000' } });
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
  // The gateway's side of the call: what the recipient's phone would show as the caller.
  sent = recordSmsSends(ctx.app.services.providers.sms);
});
afterEach(async () => {
  await expectLedgerBalanced(ctx.db);
});
afterAll(() => ctx.close());

/** Sends one voucher from `sender` and answers the caller number the gateway was given. */
async function callerOf(sender: string) {
  const { token } = await memberSession(ctx.app, ctx.db, { balance: 10_000 });
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

describe('sender numbers', () => {
  it('staff register, list, disable and enable numbers; bad and duplicate numbers are refused', async () => {
    const add = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
      token: staffToken,
      body: { number: '02-3456-7890', label: '(주)감사상사' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.body.data).toMatchObject({ number: '0234567890', label: '(주)감사상사', is_active: true });
    const again = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
      token: staffToken,
      body: { number: '0234567890' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('이미 등록된 발신번호입니다.');
    const theDefault = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
      token: staffToken,
      body: { number: '1588-0000' },
    });
    expect(theDefault.statusCode).toBe(409);
    for (const number of ['12345', '010-1234-567a', '']) {
      const bad = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
        token: staffToken,
        body: { number },
      });
      expect(bad.statusCode, number).toBe(400);
    }
    const off = await api(ctx.app, 'POST', `/api/admin/sender-numbers/${add.body.data.id}/disable`, {
      token: staffToken,
    });
    expect(off.body.data.is_active).toBe(false);
    const list = await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token: staffToken });
    expect(list.body.data.default_number).toBe('15880000');
    expect(list.body.data.results).toContainEqual(
      expect.objectContaining({ number: '0234567890', is_active: false }),
    );
    const on = await api(ctx.app, 'POST', `/api/admin/sender-numbers/${add.body.data.id}/enable`, {
      token: staffToken,
    });
    expect(on.body.data.is_active).toBe(true);
    expect(
      (await api(ctx.app, 'POST', '/api/admin/sender-numbers/999999/disable', { token: staffToken }))
        .statusCode,
    ).toBe(404);
  });

  it("a member's own number is the caller only while registered; otherwise the default, and the send screen is told so", async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    // Not registered: the recipient sees SMS_SENDER_NUMBER.
    expect(await callerOf('010-7777-8888')).toBe('15880000');
    expect(await hint(token, '010-7777-8888')).toEqual({ from: '15880000', registered: false });
    // A name instead of a number, or nothing: the default too.
    expect(await callerOf('홍길동')).toBe('15880000');

    const add = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
      token: staffToken,
      body: { number: '01077778888' },
    });
    expect(await callerOf('010-7777-8888')).toBe('01077778888');
    expect(await hint(token, '010-7777-8888')).toEqual({ from: '01077778888', registered: true });
    expect(await hint(token, '1588-0000')).toEqual({ from: '15880000', registered: true });

    // Disabled: back to the default at once, for new sends and resends alike.
    await api(ctx.app, 'POST', `/api/admin/sender-numbers/${add.body.data.id}/disable`, {
      token: staffToken,
    });
    expect(await callerOf('01077778888')).toBe('15880000');
    expect(await hint(token, '01077778888')).toEqual({ from: '15880000', registered: false });

    // The preview shows the same number.
    const goods = await createGoods(ctx.db, { price: 1000 });
    const preview = await api(ctx.app, 'POST', '/api/orders/preview', {
      token,
      body: { send_type: 1, name: '선물', send_msg: '감사합니다', sender: '01077778888', goods: goods.id },
    });
    expect(preview.body.data.sms.from).toBe('15880000');
  });

  it('the hint is for members; the list is for staff', async () => {
    expect((await api(ctx.app, 'GET', '/api/orders/sender-number?sender=1')).statusCode).toBe(401);
    const { token } = await memberSession(ctx.app, ctx.db);
    expect((await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token })).statusCode).toBe(403);
    // A member can neither register a number nor switch one off or on (they would then be shown
    // to recipients as the caller): 403 before anything is read, 401 without a login.
    const add = { number: '0299998888', label: '내 번호' };
    expect((await api(ctx.app, 'POST', '/api/admin/sender-numbers', { token, body: add })).statusCode).toBe(
      403,
    );
    expect((await api(ctx.app, 'POST', '/api/admin/sender-numbers', { body: add })).statusCode).toBe(401);
    const listed = await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token: staffToken });
    expect(listed.body.data.results.map((r: { number: string }) => r.number)).not.toContain('0299998888');
    const first = listed.body.data.results[0];
    if (first) {
      for (const action of ['disable', 'enable']) {
        const res = await api(ctx.app, 'POST', `/api/admin/sender-numbers/${first.id}/${action}`, { token });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('worst input: the same number twice at once registers once; odd ids and numbers are refused in Korean', async () => {
    for (let round = 0; round < 5; round++) {
      const number = `0312345${String(round).padStart(3, '0')}`;
      const answers = await Promise.all(
        [number, `${number.slice(0, 3)}-${number.slice(3, 6)}-${number.slice(6)}`].map((n) =>
          api(ctx.app, 'POST', '/api/admin/sender-numbers', { token: staffToken, body: { number: n } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
    }
    const list = await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token: staffToken });
    const numbers = list.body.data.results.map((r: { number: string }) => r.number);
    expect(numbers.filter((n: string) => n.startsWith('0312345'))).toHaveLength(5);
    for (const number of ['010-1234-5678<script>', '0'.repeat(21), '+82-10-1234-5678', '']) {
      const res = await api(ctx.app, 'POST', '/api/admin/sender-numbers', {
        token: staffToken,
        body: { number },
      });
      expect(res.statusCode, number).toBe(400);
      expect(res.body.message).toMatch(/발신번호/);
    }
    for (const id of ['0', '-1', '99999999', '1e3', 'abc']) {
      const res = await api(ctx.app, 'POST', `/api/admin/sender-numbers/${id}/disable`, {
        token: staffToken,
      });
      expect([400, 404], id).toContain(res.statusCode);
      expect(res.body.status).toBe('fail');
    }
    // Switching one number off and on at once: each switch is audited against the state the one
    // before it left (the row lock orders them), and the last one is what stays.
    const [one] = list.body.data.results;
    const audits = () =>
      ctx.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, String(one.id)), like(auditLogs.action, 'sender_number.%able')))
        .orderBy(asc(auditLogs.id));
    const before = (await audits()).length;
    const flips = await Promise.all(
      ['disable', 'enable', 'disable', 'enable'].map((a) =>
        api(ctx.app, 'POST', `/api/admin/sender-numbers/${one.id}/${a}`, { token: staffToken }),
      ),
    );
    expect(flips.every((f) => f.statusCode === 200)).toBe(true);
    const trail = (await audits()).slice(before) as {
      before: { is_active: boolean };
      after: { is_active: boolean };
    }[];
    expect(trail).toHaveLength(4);
    for (const [k, a] of trail.entries())
      if (k > 0) expect(a.before.is_active).toBe(trail[k - 1]!.after.is_active);
    const after = await api(ctx.app, 'GET', '/api/admin/sender-numbers', { token: staffToken });
    const row = after.body.data.results.find((r: { id: number }) => r.id === one.id);
    expect(row.is_active).toBe(trail.at(-1)!.after.is_active);
  });
});
