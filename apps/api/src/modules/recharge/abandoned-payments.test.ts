import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import { memberSession, staffSession } from '../../../test/factories.ts';
import { recharges } from '../../db/schema/wallet.ts';

/**
 * Issue #20 §4: a card payment the buyer abandoned (closed the provider's page) stays pending for
 * ever today: in the staff approval queue and the dashboard counter. After 30 minutes it expires
 * with a reason, leaves both, and the member sees 결제 미완료.
 */
let ctx: TestContext;
let staff: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staff = (await staffSession(ctx.app, ctx.db)).token;
});
afterAll(async () => {
  await expectLedgerBalanced(ctx.db);
  await ctx.close();
});

async function startCard(token: string, minutesAgo: number) {
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount: '10000', recharge_method: 4 },
  });
  expect(res.statusCode).toBe(201);
  const id = res.body.data.recharge.id as number;
  await ctx.db
    .update(recharges)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(recharges.id, id));
  return id;
}

async function startBank(token: string, minutesAgo: number) {
  const res = await api(ctx.app, 'POST', '/api/payments/recharge', {
    token,
    body: { amount: '10000', recharge_method: 1 },
  });
  const id = res.body.data.recharge.id as number;
  await ctx.db
    .update(recharges)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
    .where(eq(recharges.id, id));
  return id;
}

const pendingIds = async () =>
  (
    await api(ctx.app, 'GET', '/api/admin/recharges?status=0&page_size=100', { token: staff })
  ).body.data.results.map((r: { id: number }) => r.id);
const pendingCounter = async () =>
  (await api(ctx.app, 'GET', '/api/admin/dashboard', { token: staff })).body.data.pending_recharges as number;

describe('abandoned card payments', () => {
  it('expire after 30 minutes with a reason; bank transfers and younger payments wait', async () => {
    const { token, member } = await memberSession(ctx.app, ctx.db);
    const abandoned = await startCard(token, 31);
    const young = await startCard(token, 29);
    const bank = await startBank(token, 120);
    expect(await pendingIds()).toEqual(expect.arrayContaining([abandoned, young, bank]));
    const counterBefore = await pendingCounter();

    expect(await ctx.app.services.recharges.expireAbandoned()).toBe(1);

    const rows = await ctx.db.select().from(recharges).where(eq(recharges.userId, member.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(abandoned)).toMatchObject({ status: 3 });
    expect(byId.get(abandoned)!.failReason).toMatch(/30분/);
    expect(byId.get(young)!.status).toBe(0);
    expect(byId.get(bank)!.status).toBe(0);
    expect(await pendingIds()).not.toContain(abandoned);
    expect(await pendingCounter()).toBe(counterBefore - 1);

    const list = await api(ctx.app, 'GET', '/api/payments/recharge', { token });
    const shown = list.body.data.find((r: { id: number }) => r.id === abandoned);
    expect(shown).toMatchObject({ status: 3, status_display: '결제 미완료' });
    // Run again: nothing more to do.
    expect(await ctx.app.services.recharges.expireAbandoned()).toBe(0);
  });

  it('the worker expires them on its sweep (a scheduled job, no request needed)', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const abandoned = await startCard(token, 45);
    await ctx.app.services.queue.work(ctx.app.services.worker);
    const [row] = await ctx.db.select().from(recharges).where(eq(recharges.id, abandoned));
    expect(row!.status).toBe(3);
  });
});
