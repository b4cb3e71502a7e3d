import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createTestContext, RecordingScheduler, type TestContext } from '../../../test/context.ts';
import { apiClient, createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { messages } from '../../db/schema/orders.ts';
import { webhookEndpoints, webhookMessages } from '../../db/schema/webhooks.ts';
import type { EmailMessage } from '../../providers/email/email-sender.ts';
import { sendWebhook } from './sender.ts';
import { DISABLE_AFTER_DAYS, RETRY_DELAYS_SECONDS, WebhookService } from './service.ts';
import { resolveTarget } from './url-guard.ts';

/** A local receiver: records every request; `answer` decides the reply (status, or hang / drop). */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  url: string;
}
let received: Received[] = [];
let answer: 'ok' | 500 | 'hang' = 'ok';
/**
 * /slow… is answered (200) only once `slowAfter` other requests have come; until then it is held.
 * `slowOpen`: held now; `slowMost`: the most held at once.
 */
let slowAfter = 0;
let slowHeld: http.ServerResponse[] = [];
let slowMost = 0;
const okCount = () => received.filter((r) => !r.url.startsWith('/slow')).length;
function releaseSlow() {
  if (okCount() < slowAfter) return;
  for (const res of slowHeld.splice(0)) res.end('late');
}
/** /held… waits until the test calls `releaseHeld` (the receiver is busy with it meanwhile). */
let held: http.ServerResponse[] = [];
const releaseHeld = () => {
  for (const res of held.splice(0)) res.end('late');
};
/** /lease… answers 200 after this many milliseconds (a slow endpoint). */
let leaseHoldMs = 0;
let receiver: http.Server;
let receiverUrl: string;
let ctx: TestContext;
const mails: EmailMessage[] = [];
let clock = new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, url: req.url ?? '' });
      // /fail… always answers 500, /slow… and /held… wait (above), whatever `answer` says.
      if (req.url?.startsWith('/held')) {
        held.push(res);
        return;
      }
      if (req.url?.startsWith('/lease')) {
        setTimeout(() => res.end('slow but fine'), leaseHoldMs);
        return;
      }
      if (req.url?.startsWith('/slow')) {
        slowHeld.push(res);
        slowMost = Math.max(slowMost, slowHeld.length);
        releaseSlow();
        return;
      }
      releaseSlow();
      const reply = req.url?.startsWith('/fail') ? 500 : answer;
      if (reply === 'hang') return;
      res.writeHead(reply === 'ok' ? 200 : reply, { 'content-type': 'text/plain' });
      res.end(reply === 'ok' ? 'received' : 'internal error at receiver');
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  ctx = await createTestContext();
});
afterAll(async () => {
  receiver.closeAllConnections();
  receiver.close();
  await ctx.close();
});
beforeEach(() => {
  received = [];
  answer = 'ok';
  mails.length = 0;
});

/** The webhook worker as a worker process runs it, with a clock the test moves and a recording mailer. */
const worker = (production = false, perEndpoint?: number) =>
  new WebhookService(
    ctx.db,
    {
      production,
      timeoutMs: 300,
      concurrency: 10,
      perEndpoint,
      mailFrom: 'no-reply@bizgift.co.kr',
      email: {
        name: 'recording',
        send: async (m) => {
          mails.push(m);
          return { messageId: 'x' };
        },
      },
      now: () => clock,
    },
    ctx.app.log,
  );

async function ownerWithEndpoint(events = ['order.created'], url = receiverUrl) {
  const session = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
  const res = await api(ctx.app, 'POST', '/api/company/webhooks', {
    token: session.token,
    body: { url, events },
  });
  expect(res.statusCode).toBe(201);
  return { ...session, endpoint: res.body.data as { id: number; secret: string } };
}

async function order(token: string) {
  const goods = await createGoods(ctx.db, { price: 3000 });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token,
    body: orderPayload([{ id: goods.id, price: 3000 }], ['01012345678']),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data as { id: number };
}

/** Polls until `ready` holds (10 s at most). */
async function waitFor(ready: () => boolean) {
  for (let i = 0; i < 500 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(ready()).toBe(true);
}

const messagesOf = (endpointId: number) =>
  ctx.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, endpointId));

describe('webhook endpoints (/api/company/webhooks)', () => {
  it('creates with a whsec_ secret shown once; lists, updates and deletes; refuses bad URLs and events', async () => {
    const { token, endpoint } = await ownerWithEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const client = apiClient(ctx.app, token);
    const list = await client.GET('/api/company/webhooks');
    expect(list.data?.data).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain('whsec_');

    const patched = await client.PATCH('/api/company/webhooks/{id}', {
      params: { path: { id: String(endpoint.id) } },
      body: { events: ['order.created', 'wallet.recharged'], enabled: false },
    });
    expect(patched.data?.data).toMatchObject({
      enabled: false,
      events: ['order.created', 'wallet.recharged'],
    });

    for (const [body, status] of [
      [{ url: 'ftp://example.com/x', events: ['order.created'] }, 400],
      [{ url: 'http://example.com/x', events: ['order.created'] }, 400],
      [{ url: 'https://10.0.0.8/x', events: ['order.created'] }, 400],
      [{ url: 'https://169.254.169.254/latest', events: ['order.created'] }, 400],
      [{ url: 'https://user:pw@example.com/x', events: ['order.created'] }, 400],
      [{ url: 'https://example.com/x', events: [] }, 400],
      [{ url: 'https://example.com/x', events: ['order.nope'] }, 400],
      [{ url: 'https://example.com/x', events: ['order.created'] }, 201],
    ] as const) {
      const res = await api(ctx.app, 'POST', '/api/company/webhooks', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    const removed = await client.DELETE('/api/company/webhooks/{id}', {
      params: { path: { id: String(endpoint.id) } },
    });
    expect(removed.response.status).toBe(200);
    expect((await client.GET('/api/company/webhooks')).data?.data).toHaveLength(1);
  });

  it('another company cannot see, change, test, resend or delete the endpoint; anonymous is 401', async () => {
    const { endpoint } = await ownerWithEndpoint();
    const other = await memberSession(ctx.app, ctx.db);
    const id = endpoint.id;
    for (const [method, url] of [
      ['PATCH', `/api/company/webhooks/${id}`],
      ['DELETE', `/api/company/webhooks/${id}`],
      ['POST', `/api/company/webhooks/${id}/test`],
      ['GET', `/api/company/webhooks/${id}/attempts`],
      ['POST', `/api/company/webhooks/${id}/attempts/1/resend`],
    ] as const) {
      const res = await api(ctx.app, method, url, {
        token: other.token,
        body: method === 'PATCH' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await api(ctx.app, method, url)).statusCode).toBe(401);
    }
    const list = await api(ctx.app, 'GET', '/api/company/webhooks', { token: other.token });
    expect(list.body.data).toEqual([]);
  });

  it.each(['manager', 'sender', 'viewer'] as const)(
    'a %s of the company is refused (403) on every webhook route',
    async (companyRole) => {
      const { member, endpoint } = await ownerWithEndpoint();
      const colleague = await memberSession(ctx.app, ctx.db, { company: member.company, companyRole });
      for (const [method, url] of [
        ['GET', '/api/company/webhooks'],
        ['POST', '/api/company/webhooks'],
        ['PATCH', `/api/company/webhooks/${endpoint.id}`],
        ['DELETE', `/api/company/webhooks/${endpoint.id}`],
        ['POST', `/api/company/webhooks/${endpoint.id}/test`],
        ['GET', `/api/company/webhooks/${endpoint.id}/attempts`],
      ] as const) {
        const body =
          method === 'GET' || method === 'DELETE'
            ? undefined
            : { url: receiverUrl, events: ['order.created'] };
        const res = await api(ctx.app, method, url, { token: colleague.token, body });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );

  it('in production refuses http and loopback URLs when saving', async () => {
    const production = worker(true);
    const { member } = await memberSession(ctx.app, ctx.db);
    for (const url of ['http://localhost:3000/x', 'https://127.0.0.1/x', 'https://[::1]/x']) {
      await expect(production.create(member.id, { url, events: ['order.created'] })).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });
});

/**
 * IPv6 forms that carry an IPv4 address, judged by the address they reach: refused when it is
 * internal (loopback, private, link-local / cloud metadata), allowed when it is public.
 */
const IPV6_FORMS: [string, 'refused' | 'allowed'][] = [
  ['::127.0.0.1', 'refused'], // IPv4-compatible, as typed
  ['::a9fe:a9fe', 'refused'], // IPv4-compatible 169.254.169.254 in hex
  ['::ffff:127.0.0.1', 'refused'], // IPv4-mapped
  ['::ffff:7f00:1', 'refused'], // IPv4-mapped, hex
  ['::ffff:0:a9fe:a9fe', 'refused'], // IPv4-translated (RFC 6145)
  ['2002:a9fe:a9fe::', 'refused'], // 6to4 of 169.254.169.254
  ['2002:7f00:1::1', 'refused'], // 6to4 of 127.0.0.1
  ['2002:c0a8:101::', 'refused'], // 6to4 of 192.168.1.1
  ['64:ff9b::a9fe:a9fe', 'refused'], // NAT64 well-known prefix
  ['64:ff9b::10.0.0.1', 'refused'], // NAT64, dotted
  ['64:ff9b:1::a9fe:a9fe', 'refused'], // local-use NAT64: refused whole
  ['64:ff9b:1::808:808', 'refused'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'refused'], // Teredo, client 127.0.0.1 (stored inverted)
  ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'refused'], // Teredo, server 10.0.0.1
  ['::', 'refused'],
  ['::1', 'refused'],
  ['fe80::1', 'refused'],
  ['fd12:3456::1', 'refused'],
  ['2001:db8::1', 'refused'],
  ['::ffff:8.8.8.8', 'allowed'],
  ['2002:808:808::1', 'allowed'],
  ['64:ff9b::808:808', 'allowed'],
  ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'allowed'], // Teredo to 8.8.8.8 via a public server
  ['2606:4700:4700::1111', 'allowed'],
];

describe('IPv6 forms of internal addresses', () => {
  it.each(IPV6_FORMS)('[%s] is %s when saved', async (address, verdict) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'POST', '/api/company/webhooks', {
      token,
      body: { url: `https://[${address}]:8443/hooks`, events: ['order.created'] },
    });
    expect(res.statusCode).toBe(verdict === 'refused' ? 400 : 201);
    if (verdict === 'refused') expect(res.body.message).toBe('웹훅 주소가 올바르지 않습니다.');
  });

  it.each(IPV6_FORMS)('a name resolving to %s is %s at each send', async (address, verdict) => {
    const resolving = resolveTarget('https://hooks.example.com/x', { production: true }, async () => [
      { address: '203.0.114.10', family: 4 },
      { address, family: 6 },
    ]);
    if (verdict === 'refused') {
      await expect(resolving).rejects.toThrow(`허용되지 않는 주소로 연결됩니다 (${address}).`);
    } else {
      await expect(resolving).resolves.toMatchObject({ address: '203.0.114.10' });
    }
  });

  it('an endpoint stored before the guard knew a form is refused at the send, never connected', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const refused = IPV6_FORMS.filter(([, verdict]) => verdict === 'refused').slice(0, 10);
    const endpoints = await ctx.db
      .insert(webhookEndpoints)
      .values(
        refused.map(([address]) => ({
          companyId: member.companyId!,
          url: `https://[${address}]:8443/hooks`,
          events: ['order.created'],
          secret: `whsec_${Buffer.alloc(32).toString('base64')}`,
        })),
      )
      .returning();
    await order(token);
    expect(await worker(true).deliverDue()).toBe(refused.length);
    for (const e of endpoints) {
      const attempts = await api(ctx.app, 'GET', `/api/company/webhooks/${e.id}/attempts`, { token });
      expect(attempts.body.data[0], e.url).toMatchObject({
        response_status: null,
        response_excerpt: '웹훅 주소가 올바르지 않습니다.',
      });
    }
    // Their retries would be due in the later tests' runs: gone with the endpoints.
    await ctx.db.delete(webhookEndpoints).where(
      inArray(
        webhookEndpoints.id,
        endpoints.map((e) => e.id),
      ),
    );
  });
});

describe('delivery', () => {
  it('an order writes its order.created message in the order’s transaction; the receiver verifies the Standard Webhooks signature', async () => {
    const { token, endpoint } = await ownerWithEndpoint();
    const placed = await order(token);
    expect(await messagesOf(endpoint.id)).toHaveLength(1);
    expect(await worker().deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [hit] = received;
    const verified = new Webhook(endpoint.secret).verify(
      hit!.body,
      hit!.headers as Record<string, string>,
    ) as {
      type: string;
      data: { id: number; total_order_amount: string };
    };
    expect(verified).toMatchObject({
      type: 'order.created',
      data: { id: placed.id, total_order_amount: '3000' },
    });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        hit!.body,
        hit!.headers as Record<string, string>,
      ),
    ).toThrow();
    const [message] = await messagesOf(endpoint.id);
    expect(message).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('an order that fails (not enough balance) writes no message; an unsubscribed event none either', async () => {
    const { token, endpoint, member } = await ownerWithEndpoint(['wallet.recharged']);
    await order(token);
    const poor = await memberSession(ctx.app, ctx.db, { balance: 0 });
    await api(ctx.app, 'POST', '/api/company/webhooks', {
      token: poor.token,
      body: { url: receiverUrl, events: ['order.created'] },
    });
    const goods = await createGoods(ctx.db, { price: 3000 });
    const refused = await api(ctx.app, 'POST', '/api/orders', {
      token: poor.token,
      body: orderPayload([{ id: goods.id, price: 3000 }], ['01012345678']),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await messagesOf(endpoint.id)).toHaveLength(0);
    const mine = await ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, member.companyId!));
    expect(mine).toHaveLength(1);
  });

  it.each([
    ['a 500', 500 as const],
    ['a timeout', 'hang' as const],
  ])(
    'after %s it retries with backoff under the same webhook-id until a 2xx (first retry within 30 s)',
    async (_what, failure) => {
      const { token, endpoint } = await ownerWithEndpoint();
      await order(token);
      const w = worker();
      answer = failure;
      await w.deliverDue();
      expect(received).toHaveLength(1);
      const [pending] = await messagesOf(endpoint.id);
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      const wait = pending!.nextAttemptAt.getTime() - clock.getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30_000);
      // Not due yet: nothing sent.
      expect(await w.deliverDue()).toBe(0);
      clock = new Date(pending!.nextAttemptAt.getTime() + 1);
      answer = 'ok';
      await w.deliverDue();
      expect(received).toHaveLength(2);
      expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
      const attempts = await api(ctx.app, 'GET', `/api/company/webhooks/${endpoint.id}/attempts`, { token });
      expect(attempts.body.data.map((a: { response_status: number | null }) => a.response_status)).toEqual([
        200,
        failure === 500 ? 500 : null,
      ]);
    },
  );

  it('connection refused: 7 attempts over more than 24 h with one id, then failed, the owner told, and a resend delivers it', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/gone`;
    closed.close();
    const { token, endpoint } = await ownerWithEndpoint(['order.created'], deadUrl);
    await order(token);
    const w = worker();
    const start = clock.getTime();
    for (let i = 0; i <= RETRY_DELAYS_SECONDS.length; i++) {
      expect(await w.deliverDue()).toBe(1);
      const [m] = await messagesOf(endpoint.id);
      clock = new Date(m!.nextAttemptAt.getTime() + 1);
    }
    const [failed] = await messagesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 7 });
    expect(clock.getTime() - start).toBeGreaterThan(24 * 3600_000);
    expect(await w.deliverDue()).toBe(0);
    expect(mails.map((m) => m.subject)).toEqual(['[비즈기프트] 웹훅 전송에 실패했습니다']);
    // Recorded in the outbox like every notice.
    const [recorded] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.subject, '[비즈기프트] 웹훅 전송에 실패했습니다'));
    expect(recorded).toMatchObject({ channel: 'email', status: 'sent' });

    const attempts = await api(ctx.app, 'GET', `/api/company/webhooks/${endpoint.id}/attempts`, { token });
    expect(attempts.body.data).toHaveLength(7);
    expect(new Set(attempts.body.data.map((a: { event_id: string }) => a.event_id)).size).toBe(1);
    expect(attempts.body.data[0]).toMatchObject({ response_status: null, message_status: 'failed' });

    await api(ctx.app, 'PATCH', `/api/company/webhooks/${endpoint.id}`, {
      token,
      body: { url: receiverUrl },
    });
    const resend = await api(
      ctx.app,
      'POST',
      `/api/company/webhooks/${endpoint.id}/attempts/${attempts.body.data[0].id}/resend`,
      { token },
    );
    expect(resend.statusCode).toBe(202);
    expect(resend.body.data.event_id).toBe(failed!.messageId);
    await w.deliverDue();
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([failed!.messageId]);
    const again = await api(
      ctx.app,
      'POST',
      `/api/company/webhooks/${endpoint.id}/attempts/${attempts.body.data[0].id}/resend`,
      { token },
    );
    expect(again.statusCode).toBe(409);
  });

  it(`an endpoint failing for ${DISABLE_AFTER_DAYS} days is switched off with a notice`, async () => {
    const { token, endpoint } = await ownerWithEndpoint();
    answer = 500;
    const w = worker();
    await order(token);
    await w.deliverDue();
    clock = new Date(clock.getTime() + DISABLE_AFTER_DAYS * 86_400_000 + 1000);
    await order(token);
    await w.deliverDue();
    const [row] = await ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row).toMatchObject({ enabled: false });
    expect(row!.disabledReason).toContain('사용을 중지');
    expect(mails.map((m) => m.subject)).toContain('[비즈기프트] 웹훅 주소의 사용을 중지했습니다');
    received = [];
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await w.deliverDue()).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('in production never connects to loopback or private addresses, also when a name resolves to one', async () => {
    const { member } = await memberSession(ctx.app, ctx.db);
    const port = (receiver.address() as AddressInfo).port;
    const endpoints = await ctx.db
      .insert(webhookEndpoints)
      .values([
        {
          companyId: member.companyId!,
          url: `https://127.0.0.1:${port}/hooks`,
          events: ['order.created'],
          secret: `whsec_${Buffer.alloc(32).toString('base64')}`,
        },
        {
          companyId: member.companyId!,
          url: `https://localhost:${port}/hooks`,
          events: ['order.created'],
          secret: `whsec_${Buffer.alloc(32).toString('base64')}`,
        },
        {
          companyId: member.companyId!,
          url: `http://localhost:${port}/hooks`,
          events: ['order.created'],
          secret: `whsec_${Buffer.alloc(32).toString('base64')}`,
        },
      ])
      .returning();
    const session = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    await ctx.db
      .update(webhookEndpoints)
      .set({ companyId: session.member.companyId! })
      .where(eq(webhookEndpoints.companyId, member.companyId!));
    await order(session.token);
    expect(await worker(true).deliverDue()).toBe(3);
    expect(received).toHaveLength(0);
    const excerpts: string[] = [];
    for (const e of endpoints) {
      const attempts = await api(ctx.app, 'GET', `/api/company/webhooks/${e.id}/attempts`, {
        token: session.token,
      });
      expect(attempts.body.data[0]).toMatchObject({ response_status: null });
      excerpts.push(attempts.body.data[0].response_excerpt);
    }
    // The literal address and http are refused by the URL; localhost only once resolved (127.0.0.1).
    expect(excerpts).toEqual([
      '웹훅 주소가 올바르지 않습니다.',
      '허용되지 않는 주소로 연결됩니다 (127.0.0.1).',
      '웹훅 주소는 https:// 로 시작해야 합니다.',
    ]);
  });

  it('a crash between the event and the send loses nothing: another process delivers it after restart', async () => {
    const { token, endpoint } = await ownerWithEndpoint();
    await order(token);
    // This process never sends (no worker here); a fresh app on the same database is the restart.
    const restarted = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      scheduler: new RecordingScheduler(),
    });
    try {
      await restarted.ready();
      await restarted.services.webhooks.deliverDue();
    } finally {
      await restarted.close();
    }
    expect(received).toHaveLength(1);
    expect(
      new Webhook(endpoint.secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>),
    ).toMatchObject({
      type: 'order.created',
    });
  });

  it('one endpoint failing in a batch of several: the others are delivered, each endpoint keeps its own attempts, only the failing one is retried (same webhook-id) and marked failing', async () => {
    const { token, endpoint, member } = await ownerWithEndpoint();
    const origin = new URL(receiverUrl).origin;
    const more = await ctx.db
      .insert(webhookEndpoints)
      .values(
        [`${origin}/fail`, `${receiverUrl}?second`].map((url) => ({
          companyId: member.companyId!,
          url,
          events: ['order.created'],
          secret: `whsec_${Buffer.alloc(32, 1).toString('base64')}`,
        })),
      )
      .returning();
    const [failing, second] = more as [(typeof more)[number], (typeof more)[number]];
    for (let i = 0; i < 3; i++) await order(token);
    const w = worker();
    // (Messages other tests left due may go out in the same batches.)
    await w.deliverDue();

    const attemptsOf = async (id: number) =>
      (await api(ctx.app, 'GET', `/api/company/webhooks/${id}/attempts`, { token })).body.data as {
        event_id: string;
        response_status: number | null;
        message_status: string;
      }[];
    for (const id of [endpoint.id, second.id]) {
      const rows = await messagesOf(id);
      expect(rows.map((m) => [m.status, m.attempts])).toEqual([
        ['delivered', 1],
        ['delivered', 1],
        ['delivered', 1],
      ]);
      const attempts = await attemptsOf(id);
      expect(attempts.map((a) => a.response_status)).toEqual([200, 200, 200]);
      expect(new Set(attempts.map((a) => a.event_id))).toEqual(new Set(rows.map((m) => m.messageId)));
    }
    const pending = await messagesOf(failing.id);
    expect(pending.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    for (const m of pending)
      expect(m.nextAttemptAt.getTime() - clock.getTime()).toBe(RETRY_DELAYS_SECONDS[0]! * 1000);
    const failed = await attemptsOf(failing.id);
    expect(failed.map((a) => [a.response_status, a.message_status])).toEqual([
      [500, 'pending'],
      [500, 'pending'],
      [500, 'pending'],
    ]);
    const state = async () =>
      Object.fromEntries(
        (
          await ctx.db
            .select()
            .from(webhookEndpoints)
            .where(eq(webhookEndpoints.companyId, member.companyId!))
        ).map((e) => [e.id, e.failingSince?.getTime() ?? null]),
      );
    expect(await state()).toEqual({ [endpoint.id]: null, [failing.id]: clock.getTime(), [second.id]: null });

    // The failing endpoint is fixed: its three messages go out again under their ids, it answers again.
    await ctx.db
      .update(webhookEndpoints)
      .set({ url: receiverUrl })
      .where(eq(webhookEndpoints.id, failing.id));
    const firstIds = received.filter((r) => r.url.startsWith('/fail')).map((r) => r.headers['webhook-id']);
    received = [];
    clock = new Date(clock.getTime() + RETRY_DELAYS_SECONDS[0]! * 1000 + 1);
    await w.deliverDue();
    const again = received.map((r) => r.headers['webhook-id']).filter((id) => firstIds.includes(id));
    expect(again.sort()).toEqual(firstIds.sort());
    expect((await messagesOf(failing.id)).map((m) => m.status)).toEqual([
      'delivered',
      'delivered',
      'delivered',
    ]);
    expect((await attemptsOf(failing.id)).map((a) => a.response_status)).toEqual([
      200, 200, 200, 500, 500, 500,
    ]);
    expect(await state()).toEqual({ [endpoint.id]: null, [failing.id]: null, [second.id]: null });
  });

  it('a slow endpoint holds at most its share of the sends; the batch’s other endpoint is delivered meanwhile', async () => {
    const { token, endpoint, member } = await ownerWithEndpoint();
    const [slow] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        companyId: member.companyId!,
        url: `${new URL(receiverUrl).origin}/slow`,
        events: ['order.created'],
        secret: `whsec_${Buffer.alloc(32, 2).toString('base64')}`,
      })
      .returning();
    for (let i = 0; i < 4; i++) await order(token);
    // The slow endpoint answers only after the other one got all four: with 3 sends at once and
    // 2 per endpoint that happens; without the per-endpoint share all 3 would wait on it.
    slowAfter = 4;
    slowHeld = [];
    slowMost = 0;
    const w = new WebhookService(
      ctx.db,
      {
        production: false,
        timeoutMs: 10_000,
        concurrency: 3,
        perEndpoint: 2,
        mailFrom: 'x@bizgift.co.kr',
        email: { name: 'none', send: async () => ({ messageId: 'x' }) },
        now: () => clock,
      },
      ctx.app.log,
    );
    await w.deliverDue();
    expect(slowMost).toBe(2);
    for (const id of [endpoint.id, slow!.id]) {
      expect((await messagesOf(id)).map((m) => m.status)).toEqual([
        'delivered',
        'delivered',
        'delivered',
        'delivered',
      ]);
    }
  });

  it('a batch whose chunk cannot be recorded as a whole (an endpoint deleted mid-send) records the others one by one', async () => {
    const { token, endpoint, member } = await ownerWithEndpoint();
    const [doomed] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        companyId: member.companyId!,
        url: `${new URL(receiverUrl).origin}/held`,
        events: ['order.created'],
        secret: `whsec_${Buffer.alloc(32, 3).toString('base64')}`,
      })
      .returning();
    await order(token);
    held = [];
    const delivering = worker().deliverDue();
    // The held endpoint has its message; while it waits, the owner deletes that endpoint (its
    // messages go with it), so the attempt at the batch's end names a message no longer there.
    await waitFor(() => held.length === 1);
    const removed = await api(ctx.app, 'DELETE', `/api/company/webhooks/${doomed!.id}`, { token });
    expect(removed.statusCode).toBeLessThan(300);
    releaseHeld();
    await delivering;
    const rows = await messagesOf(endpoint.id);
    expect(rows.map((m) => [m.status, m.attempts, m.leasedUntil])).toEqual([['delivered', 1, null]]);
    const attempts = await api(ctx.app, 'GET', `/api/company/webhooks/${endpoint.id}/attempts`, { token });
    expect(attempts.body.data.map((a: { response_status: number }) => a.response_status)).toEqual([200]);
    expect(await messagesOf(doomed!.id)).toEqual([]);
  });

  it('a batch slower than its lease keeps the lease: another worker does not send its messages again', async () => {
    const { token, member } = await ownerWithEndpoint(['voucher.used']);
    const [slow] = await ctx.db
      .insert(webhookEndpoints)
      .values({
        companyId: member.companyId!,
        url: `${new URL(receiverUrl).origin}/lease`,
        events: ['order.created'],
        secret: `whsec_${Buffer.alloc(32, 4).toString('base64')}`,
      })
      .returning();
    await order(token);
    // A 1 s lease and an endpoint answering after 2.5 s: without renewal the lease runs out mid-send.
    leaseHoldMs = 2500;
    const realClock = (name: string) =>
      new WebhookService(
        ctx.db,
        {
          production: false,
          timeoutMs: 10_000,
          concurrency: 4,
          leaseSeconds: 1,
          mailFrom: 'x@bizgift.co.kr',
          email: { name, send: async () => ({ messageId: 'x' }) },
        },
        ctx.app.log,
      );
    const first = realClock('first').deliverDue();
    await waitFor(() => received.some((r) => r.url.startsWith('/lease')));
    // Past the first lease (1 s) and again past a second one, another worker looks for due messages.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await realClock('second').deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await realClock('third').deliverDue();
    await first;
    expect(received.filter((r) => r.url.startsWith('/lease'))).toHaveLength(1);
    const rows = await messagesOf(slow!.id);
    expect(rows.map((m) => [m.status, m.attempts, m.leasedUntil])).toEqual([['delivered', 1, null]]);
  });

  it('the test event goes to the endpoint whatever it subscribed to', async () => {
    const { token, endpoint } = await ownerWithEndpoint(['voucher.used']);
    const res = await api(ctx.app, 'POST', `/api/company/webhooks/${endpoint.id}/test`, { token });
    expect(res.statusCode).toBe(202);
    await worker().deliverDue();
    const body = new Webhook(endpoint.secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    );
    expect(body).toMatchObject({ type: 'webhook.test' });
    expect(received[0]!.headers['webhook-id']).toBe(res.body.data.event_id);
  });
});

describe('kept connections', () => {
  it('a kept socket the receiver dropped before answering: sent once more on a fresh one (same webhook-id); a fresh socket dropped is a failed attempt, never a loop', async () => {
    const seen: [string, 'kept' | 'fresh'][] = [];
    const served = new WeakSet<Socket>();
    let drop: 'kept' | 'all' = 'kept';
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const socket = served.has(req.socket) ? 'kept' : 'fresh';
        served.add(req.socket);
        seen.push([String(req.headers['webhook-id']), socket]);
        // The receiver closes the connection without an answer (as one that dropped an idle socket).
        if (drop === 'all' || socket === 'kept') req.socket.destroy();
        else res.end('ok');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const endpoint = {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        secret: `whsec_${Buffer.alloc(32, 5).toString('base64')}`,
      };
      const send = async (messageId: string) => {
        // The previous answer's socket is back in the agent's pool a moment after the answer.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return sendWebhook(endpoint, { messageId, body: '{}' }, { production: false, timeoutMs: 2000 });
      };
      expect((await send('msg_keep1')).status).toBe(200);
      expect((await send('msg_keep2')).status).toBe(200);
      drop = 'all';
      const lost = await send('msg_keep3');
      expect(lost.status).toBeNull();
      expect(lost.excerpt).toBe('socket hang up');
      expect(seen).toEqual([
        ['msg_keep1', 'fresh'],
        ['msg_keep2', 'kept'],
        ['msg_keep2', 'fresh'],
        ['msg_keep3', 'kept'],
        ['msg_keep3', 'fresh'],
      ]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
