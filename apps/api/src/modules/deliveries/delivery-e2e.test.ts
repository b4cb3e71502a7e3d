import type { AddressInfo, Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { deliveries, messages } from '../../db/schema/orders.ts';
import { nextDailyRun, nextSupplierSync } from '../../jobs/queue.ts';
import { voucherMessageId } from './delivery-worker.ts';

/**
 * The whole pipeline with real parts: the pg-boss queue in the test database, the worker, and a
 * real local SMTP server receiving the voucher e-mail.
 */
let ctx: TestContext;
let smtp: SMTPServer;
const inbox: { to: string[]; raw: string }[] = [];
/**
 * Recipients whose next message the server takes (it is in the inbox: it went out) and then cuts the
 * connection without answering the end of DATA: the sender cannot know, as after a crash.
 */
const loseAnswerTo = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => {
        raw += c;
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        inbox.push({ to, raw });
        const lost = to.find((address) => loseAnswerTo.has(address));
        if (!lost) return callback();
        loseAnswerTo.delete(lost);
        const connections = (smtp as unknown as { connections: Set<{ session: unknown; _socket: Socket }> })
          .connections;
        for (const connection of connections)
          if (connection.session === session) connection._socket.destroy();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  ctx = await createTestContext({
    config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` },
    deps: { scheduler: undefined },
  });
  await ctx.app.services.queue.work(ctx.app.services.worker);
});

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('order → queue → worker → SMTP', () => {
  it('an e-mail order is delivered through the real queue and arrives at the SMTP server', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const goods = await createGoods(ctx.db, { price: 5000, name: '치즈케이크' });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['kim@example.com', 'lee@example.com'], {
        sendType: 2,
        title: '감사 선물',
      }),
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.body.data.id;
    const done = await waitFor(async () => {
      const rows = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
      return rows.every((d) => d.status === 1) ? rows : undefined;
    });
    expect(done).toHaveLength(2);
    const mails = inbox.filter(
      (m) => m.raw.includes(done[0]!.couponNo!.slice(0, 4)) || m.raw.includes(done[1]!.couponNo!.slice(0, 4)),
    );
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['kim@example.com', 'lee@example.com']);
    const outbox = await ctx.db.select().from(messages).where(eq(messages.provider, 'smtp'));
    expect(outbox.filter((m) => m.status === 'sent')).toHaveLength(2);
    const order = await api(ctx.app, 'GET', `/api/orders/${orderId}`, { token });
    expect(order.body.data.status).toBe(3);
    await expectLedgerBalanced(ctx.db);
  });
});

describe('an e-mail whose SMTP answer was lost (issue 28 §7)', () => {
  it('goes out again as the same message: the same Message-ID and the same voucher', async () => {
    loseAnswerTo.add('lost@example.com');
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 20_000 });
    const goods = await createGoods(ctx.db, { price: 5000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['lost@example.com'], { sendType: 2 }),
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.body.data.id;
    // The server took it, the answer never came: a failed attempt, to be tried again.
    const failed = await waitFor(async () => {
      const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId));
      return d && d.status === 0 && d.attempts === 1 ? d : undefined;
    });
    await ctx.db.update(deliveries).set({ nextAttemptAt: new Date() }).where(eq(deliveries.id, failed.id));
    await ctx.app.services.worker.processOrder(orderId);
    const sent = await waitFor(async () => {
      const [d] = await ctx.db.select().from(deliveries).where(eq(deliveries.id, failed.id));
      return d?.status === 1 ? d : undefined;
    });
    // SMTP cannot be asked whether the first copy arrived: it is sent again, as the same message.
    const copies = inbox.filter((m) => m.to[0] === 'lost@example.com');
    expect(copies).toHaveLength(2);
    const messageIds = copies.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
    expect(messageIds).toEqual([
      voucherMessageId(sent.id, 'no-reply@bizgift.co.kr'),
      voucherMessageId(sent.id, 'no-reply@bizgift.co.kr'),
    ]);
    expect(messageIds[0]).toBe(`<delivery-${sent.id}@bizgift.co.kr>`);
    for (const copy of copies) expect(copy.raw).toContain(sent.couponNo!.slice(0, 4));
    await expectLedgerBalanced(ctx.db);
  });
});

describe('the daily supplier catalogue sync', () => {
  it('is queued once, for the next 04:00 in Korea, when the worker starts', async () => {
    const { at, day } = nextSupplierSync(new Date());
    const { rows } = await ctx.database.execute(
      "select singleton_key, start_after from pgboss.job where name = 'supplier-sync'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.singleton_key).toBe(day);
    expect(new Date(rows[0]!.start_after as string).getTime()).toBe(at.getTime());
  });
});

describe('the daily expiry reminders (issue #16 §4)', () => {
  it('are queued once, for the next 10:00 in Korea, when the worker starts', async () => {
    const { at, day } = nextDailyRun(new Date(), 10);
    const { rows } = await ctx.database.execute(
      "select singleton_key, start_after from pgboss.job where name = 'expiry-reminders'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.singleton_key).toBe(day);
    expect(new Date(rows[0]!.start_after as string).getTime()).toBe(at.getTime());
  });
});

describe('the daily anniversary gifts (issue #31 §3)', () => {
  it('are queued once, for the next 09:00 in Korea, however many workers start', async () => {
    // A second process on the same database starts its worker too: still one job for the day.
    const second = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    await second.ready();
    try {
      await second.services.queue.work(second.services.worker);
      const { at, day } = nextDailyRun(new Date(), 9);
      const { rows } = await ctx.database.execute(
        "select singleton_key, start_after from pgboss.job where name = 'auto-gifts'",
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.singleton_key).toBe(day);
      expect(new Date(rows[0]!.start_after as string).getTime()).toBe(at.getTime());
    } finally {
      await second.close();
    }
  });
});
