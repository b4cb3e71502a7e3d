import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createMember } from '../test/factories.ts';
import { DEMO_MEMBER } from './seed/demo.ts';
import { startMessage } from './start-message.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('names the URL, the database and the worker; the demo accounts only once they are seeded', async () => {
  const databaseUrl = 'postgres://shop:s3cret@db.internal:6543/bizgift';
  const config = { ...ctx.config, host: '0.0.0.0', port: 3000, runWorker: false, databaseUrl };
  const before = await startMessage(config, ctx.database);
  expect(before[0]).toBe('BizGift 시작: http://localhost:3000');
  expect(before[1]).toBe(
    ctx.database.driver === 'pg'
      ? '데이터베이스: PostgreSQL db.internal:6543/bizgift'
      : `데이터베이스: PGlite 내장 (${config.dataDir})`,
  );
  expect(before[2]).toContain('npm run worker');
  expect(before.join('\n')).not.toContain('데모 계정');

  await createMember(ctx.db, { username: DEMO_MEMBER.username });
  const seeded = await startMessage(config, ctx.database);
  expect(seeded.at(-1)).toContain(`회원 ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}`);
  const production = await startMessage({ ...config, env: 'production' }, ctx.database);
  expect(production.join('\n')).not.toContain('데모 계정');
});
