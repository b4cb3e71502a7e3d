import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../../test/factories.ts';
import { SANDBOX_FAILING_EMAIL } from '../../providers/email/sandbox.ts';
import { IdentityCallbackError } from '../../providers/identity/identity-provider.ts';
import { PaymentVerificationError } from '../../providers/payment/payment-provider.ts';
import { ProviderError } from '../../providers/provider-error.ts';
import { SANDBOX_FAILING_PHONE } from '../../providers/sms/sandbox.ts';
import { VoucherNotCancellable } from '../../providers/voucher/voucher-issuer.ts';

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
    expect(text).toMatch(/bizgift_delivery_queue\{state="due"\} 2\n/);
    expect(text).toMatch(/bizgift_ledger_balanced 1\n/);
    // Nothing has failed yet: the counter has no series.
    expect(text).not.toMatch(/^bizgift_provider_errors_total\{/m);
    await expectLedgerBalanced(ctx.db);
  });

  it('the queue depth counts deliveries leased by a (dead) worker and retries waiting, not only what is due', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01011114444', '01011115555', '01011116666']),
    });
    expect(order.statusCode).toBe(201);
    const ids = (
      await ctx.database.execute('select id::int from deliveries where order_id = $1 order by id', [
        order.body.data.id,
      ])
    ).rows.map((r) => Number(r.id));
    await ctx.db.execute(
      sql`update deliveries set status = 0, next_attempt_at = now() - interval '1 second' where status in (0, 2)`,
    );
    // A worker's lease (killed mid-batch: the lease runs 30 s more), a retry in backoff, a reservation.
    await ctx.db.execute(
      sql`update deliveries set status = 2, attempts = 1, next_attempt_at = now() + interval '30 seconds' where id = ${ids[0]}`,
    );
    await ctx.db.execute(
      sql`update deliveries set status = 0, attempts = 1, next_attempt_at = now() + interval '60 seconds' where id = ${ids[1]}`,
    );
    await ctx.db.execute(
      sql`update deliveries set status = 0, attempts = 0, next_attempt_at = now() + interval '1 day' where id = ${ids[2]}`,
    );
    const { rows } = await ctx.database.execute(
      'select count(*)::int as n from deliveries where status in (0, 2) and next_attempt_at <= now()',
    );
    const due = Number(rows[0]!.n);
    const text = (await scrape(TOKEN)).body;
    expect(text).toMatch(new RegExp(`bizgift_delivery_queue_depth ${due + 2}\n`));
    expect(text).toMatch(new RegExp(`bizgift_delivery_queue\\{state="due"\\} ${due}\n`));
    expect(text).toMatch(/bizgift_delivery_queue\{state="leased"\} 1\n/);
    expect(text).toMatch(/bizgift_delivery_queue\{state="retrying"\} 1\n/);
    expect(text).toMatch(/bizgift_delivery_queue\{state="scheduled"\} 1\n/);
  });

  it('counts the errors of every provider (SMS, e-mail, voucher, payment, identity) by kind and name', async () => {
    const { providers, recharges, identity, worker } = ctx.app.services;
    const sms = { from: '15880000', subject: 's', text: 't', idempotencyKey: 'k1' };
    // An SMS refused end to end: an order to the sandbox's failing number, delivered by the worker.
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const order = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], [SANDBOX_FAILING_PHONE]),
    });
    expect(order.statusCode).toBe(201);
    await ctx.db.execute(sql`update deliveries set next_attempt_at = now()`);
    await worker.drain();
    // The other kinds through the very objects the services call.
    await expect(providers.sms.send({ ...sms, to: SANDBOX_FAILING_PHONE })).rejects.toThrow(ProviderError);
    await expect(
      providers.email.send({ ...sms, to: SANDBOX_FAILING_EMAIL, from: 'a@b.kr', html: '<p>t</p>' }),
    ).rejects.toThrow(ProviderError);
    await expect(providers.voucher.cancel('no-such-tr-id')).rejects.toThrow(ProviderError);
    expect(() => recharges.provider!.verifyNotification!('{}', {})).toThrow(PaymentVerificationError);
    expect(() => identity.provider!.parseCallback({ ordr_idxx: 'x', up_hash: 'forged' })).toThrow(
      IdentityCallbackError,
    );
    // Answers that are not failures count nothing: a sent message, a voucher already used.
    await providers.sms.send({ ...sms, to: '01011112222' });
    const voucher = await providers.voucher.issue({
      trId: 'metrics-used',
      goods: { id: goods.id, supplierGoodsCode: null, validDays: 30 },
      recipientPhone: '01011112222',
      now: new Date(),
    });
    expect(voucher.couponNo).toMatch(/^\d{12}$/);
    await providers.voucher.markUsed!('metrics-used', new Date());
    await expect(providers.voucher.cancel('metrics-used')).rejects.toThrow(VoucherNotCancellable);

    const expected = [
      'bizgift_provider_errors_total{kind="email",provider="sandbox-email"} 1',
      'bizgift_provider_errors_total{kind="identity",provider="sandbox-kcp"} 1',
      'bizgift_provider_errors_total{kind="payment",provider="sandbox-danal"} 1',
      'bizgift_provider_errors_total{kind="sms",provider="sandbox-sms"} 2',
      'bizgift_provider_errors_total{kind="voucher",provider="builtin"} 1',
    ];
    // Counts are written in the background: scrape until they are all in.
    let series: string[] = [];
    for (let i = 0; i < 50; i++) {
      series = (await scrape(TOKEN)).body
        .split('\n')
        .filter((l) => l.startsWith('bizgift_provider_errors_total{'));
      if (series.join('\n') === expected.join('\n')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(series).toEqual(expected);
    await expectLedgerBalanced(ctx.db);
  });
});
