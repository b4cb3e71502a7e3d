import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { loggerOptions } from './logging.ts';

const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    callback();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    deps: { logger: { ...loggerOptions({ logLevel: 'debug', logFormat: 'json' }), stream } },
  });
});
afterAll(() => ctx.close());

const logged = (msg: RegExp) => lines.filter((l) => msg.test(l.msg));

it('logs one JSON line per answer: API at info, successful non-API answers at debug', async () => {
  await ctx.app.inject({ method: 'GET', url: '/api/brands' });
  await ctx.app.inject({ method: 'GET', url: '/healthz' });
  await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
  await ctx.app.inject({ method: 'GET', url: '/no-such-file.png' });

  expect(logged(/^GET \/api\/brands 200 [\d.]+ms$/).map((l) => l.level)).toEqual([30]);
  expect(logged(/^GET \/healthz 200/).map((l) => l.level)).toEqual([20]);
  expect(logged(/^GET \/api\/nothing-here 404/).map((l) => l.level)).toEqual([30]);
  expect(logged(/^GET \/no-such-file\.png 404/).map((l) => l.level)).toEqual([30]);
  expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
  expect(logged(/^GET \/api\/brands/)[0]?.res?.statusCode).toBe(200);
});

it('development logs go through pino-pretty; production is JSON', () => {
  expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({
    transport: { target: 'pino-pretty' },
  });
  expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('transport');
});
