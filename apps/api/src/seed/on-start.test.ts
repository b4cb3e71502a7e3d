import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { demoAccountWarning } from '../start-message.ts';
import { DEMO_MEMBER, DEMO_STAFF } from './demo.ts';
import { seedDemoOnStart, shouldSeedDemo } from './on-start.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://shop.example.kr',
  DATA_DIR: '/tmp/bizgift-test-data',
};
const DEMO_NAMES = [DEMO_MEMBER.username, DEMO_STAFF.username];

describe('shouldSeedDemo', () => {
  it.each([
    // [what, environment, seeds]
    ['production, embedded, SEED_DEMO unset (the Docker image)', PRODUCTION, false],
    ['production, embedded, SEED_DEMO=auto', { ...PRODUCTION, SEED_DEMO: 'auto' }, false],
    ['production, PostgreSQL, SEED_DEMO unset', { ...PRODUCTION, DATABASE_URL: 'postgres://db/x' }, false],
    ['production, SEED_DEMO=false', { ...PRODUCTION, SEED_DEMO: 'false' }, false],
    ['production, SEED_DEMO=true', { ...PRODUCTION, SEED_DEMO: 'true' }, true],
    ['development, embedded, SEED_DEMO unset (npm start)', { NODE_ENV: 'development' }, true],
    [
      'development, PostgreSQL, SEED_DEMO unset',
      { NODE_ENV: 'development', DATABASE_URL: 'postgres://db/x' },
      false,
    ],
    ['development, embedded, SEED_DEMO=false', { NODE_ENV: 'development', SEED_DEMO: 'false' }, false],
  ] as const)('%s → %s', (_what, env, seeds) => {
    expect(shouldSeedDemo(loadConfig(env))).toBe(seeds);
  });
});

it('production on a fresh embedded database without SEED_DEMO has no demo accounts; with SEED_DEMO=true it has them and every start warns', async () => {
  // given a fresh database and the production defaults of the Docker image (no DATABASE_URL)
  const production = { ...loadConfig(PRODUCTION), dataDir: ctx.config.dataDir };
  // when the server starts
  expect(await seedDemoOnStart(production, ctx.database)).toBe(false);
  // then no known account exists and nothing is warned
  expect(await ctx.db.select().from(users).where(inArray(users.username, DEMO_NAMES))).toEqual([]);
  expect(await demoAccountWarning(production, ctx.database)).toEqual([]);

  // given SEED_DEMO=true asked for explicitly
  const seeded = { ...production, seedDemo: 'true' as const };
  expect(await seedDemoOnStart(seeded, ctx.database)).toBe(true);
  // then the start log warns about both published passwords
  const warnings = await demoAccountWarning(seeded, ctx.database);
  expect(warnings).toHaveLength(2);
  expect(warnings[0]).toContain(
    `경고: 운영 환경(NODE_ENV=production)에 공개된 데모 계정 ${DEMO_MEMBER.username}`,
  );
  expect(warnings[1]).toContain(`${DEMO_STAFF.username} / ${DEMO_STAFF.password}`);
  // and once the staff password is changed, only the member is still warned about
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword('Changed!98765') })
    .where(eq(users.username, DEMO_STAFF.username));
  expect(await demoAccountWarning(seeded, ctx.database)).toEqual([warnings[0]]);
  // outside production the demo accounts are expected and not warned about
  expect(await demoAccountWarning({ ...seeded, env: 'development' }, ctx.database)).toEqual([]);
});
