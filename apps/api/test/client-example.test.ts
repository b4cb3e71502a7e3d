import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createGoods, memberSession } from './factories.ts';

/**
 * Issue #30 §4: the example of packages/client (type-checked by `npm run typecheck`, whose
 * packages/client project includes examples/) also runs, as its header says, against a real server:
 * it reads the goods and places an order with the generated client.
 */
const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));
let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

describe('packages/client/examples/send-voucher.ts', () => {
  it('places an order for the first goods through the generated client', async () => {
    const goods = await createGoods(ctx.db, { price: 4500 });
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'packages/client/examples/send-voucher.ts'],
      {
        cwd: root,
        env: { ...process.env, BIZGIFT_URL: base, BIZGIFT_TOKEN: token, BIZGIFT_PHONE: '01055556666' },
        timeout: 60_000,
      },
    );
    const placed = await ctx.db.select().from(orders).where(eq(orders.userId, member.id));
    expect(placed).toHaveLength(1);
    expect(stdout).toContain(`주문 ${placed[0]!.id}: ${goods.name} 4500원 → 01055556666`);
  }, 90_000);
});
