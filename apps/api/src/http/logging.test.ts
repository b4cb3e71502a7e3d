import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
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

it('no line carries a request credential or a cookie the answer sets (the serializers keep no headers)', async () => {
  const before = lines.length;
  await ctx.app.inject({
    method: 'GET',
    url: '/api/brands',
    headers: { authorization: 'Bearer token-in-a-header-0123', cookie: 'session=cookie-in-a-header-0123' },
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/nothing-here',
    headers: { authorization: 'Bearer token-in-a-header-0123' },
  });
  const written = JSON.stringify(lines.slice(before));
  expect(lines.length - before).toBe(2);
  expect(written).not.toContain('in-a-header-0123');
  expect(written).not.toMatch(/authorization|cookie/i);
});

it('development lines are the message alone: the pretty printer shows nothing else of a request', async () => {
  const readable: { msg: string; req?: unknown; res?: unknown }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) readable.push(JSON.parse(line));
      callback();
    },
  });
  const dev = await createTestContext({
    config: { logFormat: 'pretty' },
    deps: { logger: { ...loggerOptions({ logLevel: 'info', logFormat: 'json' }), stream: sink } },
  });
  try {
    await dev.app.inject({ method: 'GET', url: '/api/brands' });
  } finally {
    await dev.close();
  }
  const line = readable.find((l) => /^GET \/api\/brands 200 [\d.]+ms$/.test(l.msg));
  expect(line).toBeDefined();
  expect(line).not.toHaveProperty('req');
  expect(line).not.toHaveProperty('res');
});

it('development logs go through pino-pretty in a worker thread; production is JSON', () => {
  expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({
    transport: { target: expect.stringMatching(/pretty-transport\.mjs$/) },
  });
  expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('transport');
});

it.each([
  ['ends by itself', ''],
  ['exits at once', 'process.exit(0);'],
])(
  'every development line reaches stdout pretty-printed when the process %s',
  (_how, end) => {
    // A script file, not -e: pino's worker thread inherits the process's options.
    const script = path.join(mkdtempSync(path.join(os.tmpdir(), 'bizgift-pretty-')), 'log.mjs');
    writeFileSync(
      script,
      `
    import pino from ${JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('pino')).href)};
    import { loggerOptions } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'logging.ts')).href)};
    const log = pino(loggerOptions({ logLevel: 'info', logFormat: 'pretty' }));
    log.info({ reqId: 'r-1' }, 'GET /api/goods 200 0.4ms');
    for (let i = 0; i < 200; i++) log.info('line ' + i);
    ${end}`,
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    rmSync(path.dirname(script), { recursive: true });
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/goods 200 0\.4ms$/);
    expect(lines).toHaveLength(201);
    expect(lines[200]).toMatch(/INFO: line 199$/);
  },
  120_000,
); // a process of its own, with a worker thread: slow to start on a busy machine

it("the report webhook's secret path segment appears in no log line, answered or refused", async () => {
  const secret = 'webhook-secret-in-the-url-0123456789';
  const secretCtx = await createTestContext({
    config: { solapiWebhookSecret: secret },
    deps: { logger: { ...loggerOptions({ logLevel: 'debug', logFormat: 'json' }), stream } },
  });
  try {
    const before = lines.length;
    const answered = await secretCtx.app.inject({
      method: 'POST',
      url: `/api/webhooks/solapi/${secret}`,
      payload: [],
    });
    expect(answered.statusCode).toBe(200);
    const refused = await secretCtx.app.inject({
      method: 'POST',
      url: `/api/webhooks/solapi/${secret}x?y=1`,
      payload: [],
    });
    expect(refused.statusCode).toBe(401);
    const written = lines.slice(before);
    expect(logged(/^POST \/api\/webhooks\/solapi\/\[redacted\] 200/)).toHaveLength(1);
    expect(logged(/^POST \/api\/webhooks\/solapi\/\[redacted\]\?y=1 401/)).toHaveLength(1);
    expect(written.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(written)).not.toContain(secret);
    expect(JSON.stringify(written)).toContain('"url":"/api/webhooks/solapi/[redacted]"');
  } finally {
    await secretCtx.close();
  }
});

it('URL secrets — an API key in the query, voucher, invitation and password-link tokens — are redacted in every log line and never become a metric label', async () => {
  const metricsToken = 'metrics-token-0123456789';
  const secretCtx = await createTestContext({
    config: { metricsToken },
    deps: { logger: { ...loggerOptions({ logLevel: 'debug', logFormat: 'json' }), stream } },
  });
  try {
    const key = `bgk_live_${'K'.repeat(40)}`;
    const voucher = 'VoucherToken0123456789abcdefghij';
    const invitation = 'InvitationToken_0123456789-abcdefghijklmnopq';
    const reset = 'ResetToken0123456789abcdefghijkl';
    const before = lines.length;
    const urls = [
      `/api/goods?page_size=1&api_key=${key}`,
      `/api/goods?key=${key}&page=1`,
      `/api/orders?apikey=${key}`,
      `/api/brands?token=${voucher}`,
      `/v/${voucher}`,
      `/api/vouchers/${voucher}`,
      `/api/vouchers/${voucher}/barcode.png?size=2`,
      `/invite/${invitation}`,
      `/api/company/invitations/${invitation}`,
      `/reset-password/${reset}`,
      `/api/nothing/${key}`,
    ];
    for (const url of urls) await secretCtx.app.inject({ method: 'GET', url });
    // A numeric invitation id is no secret: it stays readable.
    await secretCtx.app.inject({ method: 'DELETE', url: '/api/company/invitations/42' });
    const written = JSON.stringify(lines.slice(before));
    for (const secret of [key.slice(9), voucher, invitation, reset]) expect(written).not.toContain(secret);
    expect(logged(/^GET \/api\/goods\?page_size=1&api_key=\[redacted\] 200/)).toHaveLength(1);
    expect(logged(/^GET \/api\/goods\?key=\[redacted\]&page=1 200/)).toHaveLength(1);
    expect(logged(/^GET \/v\/\[redacted\] /)).toHaveLength(1);
    expect(logged(/^GET \/api\/vouchers\/\[redacted\] /)).toHaveLength(1);
    expect(logged(/^GET \/api\/vouchers\/\[redacted\]\/barcode\.png\?size=2 /)).toHaveLength(1);
    expect(logged(/^GET \/invite\/\[redacted\] /)).toHaveLength(1);
    expect(logged(/^GET \/api\/company\/invitations\/\[redacted\] /)).toHaveLength(1);
    expect(logged(/^GET \/reset-password\/\[redacted\] /)).toHaveLength(1);
    expect(logged(/^GET \/api\/nothing\/bgk_live_\[redacted\] /)).toHaveLength(1);
    expect(logged(/^DELETE \/api\/company\/invitations\/42 401/)).toHaveLength(1);
    expect(written).toContain('"url":"/v/[redacted]"');

    const metrics = await secretCtx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.statusCode).toBe(200);
    for (const secret of [key.slice(9), voucher, invitation, reset])
      expect(metrics.body).not.toContain(secret);
  } finally {
    await secretCtx.close();
  }
});
