import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, expectLedgerBalanced, twoApiNodes } from '../../test/context.ts';
import { createGoods, memberSession, orderPayload } from '../../test/factories.ts';
import { goods as goodsTable } from '../db/schema/catalog.ts';
import { deliveries } from '../db/schema/orders.ts';
import { walletTransactions } from '../db/schema/wallet.ts';

/**
 * Issue 28 §11: every worker runs the automatic-refund sweep (after each order run and every 15 s).
 * Two of them over the same failed deliveries refused each other's refunds ("이미 진행 중", 1,010
 * warnings in the cluster run). Now one sweep at a time across processes: the other skips its turn.
 * Two app instances on one database stand for two workers (on PostgreSQL each sweep holds its own
 * session, as two processes would).
 */
const nodes = twoApiNodes({});
const ROUNDS = 10;
const FAILURES = 6;

let phone = 30_000_000;
const phones = (n: number) => Array.from({ length: n }, () => `010${phone++}`);

describe('the automatic-refund sweep', () => {
  it(`runs once at a time across two workers: each failure refunded once, the other sweep skips (${ROUNDS} rounds)`, async () => {
    const { a, b, ctx } = nodes;
    const session = await memberSession(a, ctx.db, { balance: ROUNDS * FAILURES * 1000 });
    const skipped: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Given an order whose goods went off sale before issuing: every delivery an issuing failure (5).
      const goods = await createGoods(ctx.db, { price: 1000 });
      const order = await api(a, 'POST', '/api/orders', {
        token: session.token,
        body: orderPayload([goods], phones(FAILURES)),
      });
      expect(order.statusCode).toBe(201);
      await ctx.db.update(goodsTable).set({ isOnSale: false }).where(eq(goodsTable.id, goods.id));
      expect((await a.services.worker.processOrder(order.body.data.id)).issuingFailed).toBe(FAILURES);

      // When both workers sweep at once.
      const results = await Promise.all([a.services.queue.refundSweep(), b.services.queue.refundSweep()]);

      // Then one of them refunded all, the other left it to that one.
      expect(results.filter((r) => r === undefined)).toHaveLength(1);
      expect(results.find((r) => r !== undefined)).toBe(FAILURES);
      skipped.push(results.indexOf(undefined));
      const ds = await ctx.db
        .select({ id: deliveries.id, status: deliveries.status })
        .from(deliveries)
        .where(eq(deliveries.orderId, order.body.data.id));
      expect(ds.map((d) => d.status)).toEqual(ds.map(() => 4));
      const refunds = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(walletTransactions)
        .where(
          inArray(
            walletTransactions.deliveryId,
            ds.map((d) => d.id),
          ),
        );
      expect(refunds[0]!.n).toBe(FAILURES);
    }
    // The lock is released after each sweep: a later sweep runs (and finds nothing left).
    expect(await b.services.queue.refundSweep()).toBe(0);
    console.info(`refund sweep: ${ROUNDS} rounds, skipped by node ${skipped.join('')}`);
    await expectLedgerBalanced(ctx.db);
  }, 180_000);
});
