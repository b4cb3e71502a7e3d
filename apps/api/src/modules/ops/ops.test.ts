import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { messages } from '../../db/schema/orders.ts';

const TOKEN = 'metrics-token-0123456789';

describe('probes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('/healthz answers while the process is up', async () => {
    const res = await api(ctx.app, 'GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'success', data: { ok: true } });
  });

  it('/readyz is 503 with the envelope until the queue has started, then 200', async () => {
    const before = await api(ctx.app, 'GET', '/readyz');
    expect(before.statusCode).toBe(503);
    expect(before.body).toMatchObject({
      status: 'error',
      code: 'not_ready',
      data: { database: true, migrations: true, queue: false },
    });
    await ctx.app.services.queue.start();
    const after = await api(ctx.app, 'GET', '/readyz');
    expect(after.statusCode).toBe(200);
    expect(after.body.data).toEqual({ database: true, migrations: true, queue: true });
  });

  it('/readyz is 503 while the newest migration is missing from the database', async () => {
    const [latest] = (
      await ctx.database.execute(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
      )
    ).rows;
    try {
      const res = await api(ctx.app, 'GET', '/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.body.data).toMatchObject({ database: true, migrations: false });
    } finally {
      await ctx.database.execute(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [latest!.id, latest!.hash, latest!.created_at],
      );
    }
    expect((await api(ctx.app, 'GET', '/readyz')).statusCode).toBe(200);
  });

  it('/metrics does not exist without METRICS_TOKEN', async () => {
    const res = await api(ctx.app, 'GET', '/metrics', { token: 'anything-at-all-0000' });
    expect(res.statusCode).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { metricsToken: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = (token?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 404 without the token, with another token or another scheme', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Basic ${TOKEN}` }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('reports latency by route pattern, deliveries, the queue, the ledger and provider errors', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011112222', '01011113333']),
    });
    expect(order.statusCode).toBe(201);
    expect((await api(ctx.app, 'GET', `/api/goods/${goods.id}`)).statusCode).toBe(200);
    await ctx.db.execute(sql`update deliveries set next_attempt_at = now() - interval '90 seconds'`);
    await ctx.db.insert(messages).values([
      {
        channel: 'sms',
        recipient: '01011112222',
        subject: 's',
        body: 'b',
        status: 'failed',
        provider: 'solapi',
      },
      {
        channel: 'sms',
        recipient: '01011112222',
        subject: 's',
        body: 'b',
        status: 'failed',
        provider: 'solapi',
      },
      { channel: 'email', recipient: 'a@b.kr', subject: 's', body: 'b', status: 'sent', provider: 'smtp' },
    ]);

    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/goods\/:id",status_code="200"\} 1\n/,
    );
    expect(text).not.toContain(`route="/api/goods/${goods.id}"`);
    expect(text).toMatch(/bizgift_deliveries\{status="0"\} 2\n/);
    expect(text).toMatch(/bizgift_delivery_queue_depth 2\n/);
    const age = Number(/^bizgift_delivery_oldest_due_age_seconds (\S+)$/m.exec(text)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(text).toMatch(/bizgift_ledger_balanced 1\n/);
    expect(text).toMatch(/bizgift_provider_errors_total\{provider="solapi"\} 2\n/);
    expect(text).not.toContain('provider="smtp"');
    await expectLedgerBalanced(ctx.db);
  });
});
