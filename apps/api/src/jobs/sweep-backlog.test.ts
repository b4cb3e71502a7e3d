import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../test/factories.ts';

/**
 * Issue 28, found by the cluster fault run: every worker's sweep queued a job for every order with
 * something due, every 15 s, whether or not one was already waiting. After the outages the queue
 * held 16,000 jobs, most for orders a waiting job would serve anyway, and the due sends crawled
 * behind them. The sweep queues an order only when no job of it waits to start; a job a dead
 * worker left active does not count.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.services.queue.start();
});
afterAll(() => ctx.close());

const jobsOf = async (orderId: number) => {
  const { rows } = await ctx.database.execute(
    `select state from pgboss.job where name = 'deliver-order' and (data->>'orderId')::bigint = $1`,
    [orderId],
  );
  return rows.map((r) => r.state as string);
};

describe('the delivery sweep', () => {
  it('queues an order with due deliveries once, however often it sweeps', async () => {
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const goods = await createGoods(ctx.db, { price: 1000 });
    const res = await api(ctx.app, 'POST', '/api/orders', {
      token,
      body: orderPayload([goods], ['01020000001', '01020000002']),
    });
    expect(res.statusCode).toBe(201);
    const orderId = res.body.data.id as number;
    const { queue, worker } = ctx.app.services;

    const queued = [];
    for (let sweep = 0; sweep < 4; sweep++) queued.push(await queue.scheduleDue(worker));
    expect(queued).toEqual([1, 0, 0, 0]);
    expect(await jobsOf(orderId)).toEqual(['created']);

    // The worker that fetched the job died with it (active until pg-boss expires it): queued anew.
    await ctx.database.execute(
      `update pgboss.job set state = 'active' where name = 'deliver-order' and (data->>'orderId')::bigint = $1`,
      [orderId],
    );
    expect(await queue.scheduleDue(worker)).toBe(1);
    expect((await jobsOf(orderId)).sort()).toEqual(['active', 'created']);
  });
});
