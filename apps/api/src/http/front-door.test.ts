import http from 'node:http';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { loggerOptions } from './logging.ts';

/**
 * The front door (front-door.ts) answers cached catalogue GETs before Fastify: a hit must be the
 * same bytes, the same log line and the same metrics as the Fastify path that filled the cache.
 */
interface Answer {
  status: number;
  headers: string[];
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(base + path, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            // The clock and the connection handling are Node's; everything else must match.
            if (!['date', 'connection', 'keep-alive'].includes(res.rawHeaders[i]!.toLowerCase())) {
              raw.push(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
            }
          }
          resolve({ status: res.statusCode!, headers: raw, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject)
      .end();
  });
}

type Line = Record<string, unknown> & { reqId?: string; msg: string; time?: number; responseTime?: number };

const PATHS: [string, string, Record<string, string>][] = [
  ['the goods list, gzip', '/api/goods?page_size=20', { 'accept-encoding': 'gzip, deflate, br' }],
  ['the goods list, identity', '/api/goods?page_size=20', {}],
  [
    'a search, gzip',
    `/api/goods?page_size=20&search=${encodeURIComponent('커피')}`,
    { 'accept-encoding': 'gzip' },
  ],
  ['a search, identity', `/api/goods?page_size=20&search=${encodeURIComponent('커피')}`, {}],
  ['the brands (small: never gzipped)', '/api/brands', { 'accept-encoding': 'gzip' }],
];

describe.each([
  ['direct clients', false],
  ['behind a trusted proxy', '127.0.0.1'],
] as const)('front door, %s', (_label, trustProxy) => {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  let ctx: TestContext;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestContext({
      config: { trustProxy, metricsToken: 'front-door-metrics-token-0123' },
      deps: { logger: { ...loggerOptions({ logLevel: 'info', logFormat: 'json' }), stream } },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => ctx.close());

  const proxied: Record<string, string> = trustProxy
    ? { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'shop.example.com' }
    : {};
  const lineOf = (reqId: string) => {
    const found = lines.filter((l) => l.reqId === reqId);
    expect(found).toHaveLength(1);
    const { time, responseTime, msg, ...rest } = found[0]!;
    expect(typeof time).toBe('number');
    expect(typeof responseTime).toBe('number');
    // Each request comes on a connection of its own: the client's port is the one field that differs.
    const req = rest.req as { remotePort?: number };
    expect(typeof req.remotePort).toBe('number');
    return { ...rest, req: { ...req, remotePort: 0 }, msg: msg.replace(/ [\d.]+ms$/, ' …ms') };
  };

  it.each(PATHS)(
    '%s: a hit is the bytes, log line and request id of the Fastify answer',
    async (_w, path, headers) => {
      const before = ctx.app.frontDoor.answered;
      const tag = `${trustProxy ? 'p' : 'd'}-${path.length}-${Object.keys(headers).length}`;
      const first = await get(base, path, { ...headers, ...proxied, 'x-request-id': `${tag}-miss` });
      // Fastify filled the cache on the first request, or an earlier case already did: either way,
      // ask Fastify again (a request with credentials always goes to Fastify) for the reference.
      const fastify = await get(base, path, {
        ...headers,
        ...proxied,
        'x-request-id': `${tag}-fastify`,
        authorization: 'Bearer not-a-token',
      });
      const front = await get(base, path, { ...headers, ...proxied, 'x-request-id': `${tag}-front` });
      expect(ctx.app.frontDoor.answered - before).toBeGreaterThanOrEqual(1);
      expect(first.status).toBe(200);
      const withoutId = (a: Answer) => a.headers.map((v) => v.replace(/^[\w-]+-(miss|fastify|front)$/, 'ID'));
      expect(front.status).toBe(fastify.status);
      expect(withoutId(front)).toEqual(withoutId(fastify));
      expect(front.headers).toContain(`${tag}-front`);
      expect(front.body.equals(fastify.body)).toBe(true);
      expect(front.body.equals(first.body)).toBe(true);
      const { reqId: _a, ...fastifyLine } = lineOf(`${tag}-fastify`);
      const { reqId: _b, ...frontLine } = lineOf(`${tag}-front`);
      expect(frontLine).toEqual(fastifyLine);
      expect(frontLine.req).toMatchObject(
        trustProxy
          ? { remoteAddress: '203.0.113.7', host: 'shop.example.com' }
          : { remoteAddress: '127.0.0.1' },
      );
    },
  );

  it('leaves 304s, HEAD, credentials and uncached URLs to Fastify', async () => {
    const path = '/api/goods?page_size=5';
    const first = await get(base, path);
    const etag = first.headers[first.headers.indexOf('etag') + 1]!;
    const before = ctx.app.frontDoor.answered;
    const revalidated = await get(base, path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    // A 304 carries helmet's document set (security-headers.ts): Fastify's onSend hook adds it.
    expect(revalidated.headers).toContain('cross-origin-opener-policy');
    expect((await get(base, path, {}, 'HEAD')).status).toBe(200);
    expect((await get(base, path, { authorization: 'Bearer not-a-token' })).status).toBe(200);
    expect((await get(base, '/api/goods?page_size=6')).status).toBe(200);
    expect(ctx.app.frontDoor.answered).toBe(before);
    expect((await get(base, path)).status).toBe(200);
    expect(ctx.app.frontDoor.answered).toBe(before + 1);
  });

  it('times its answers in the request histogram under the route Fastify would name', async () => {
    const path = '/api/goods?page_size=7';
    await get(base, path);
    const count = async () => {
      const res = await get(base, '/metrics', { authorization: 'Bearer front-door-metrics-token-0123' });
      const line = String(res.body)
        .split('\n')
        .find((l) => /^http_request_duration_seconds_count\{/.test(l) && l.includes('route="/api/goods"'));
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await count();
    const answered = ctx.app.frontDoor.answered;
    await get(base, path);
    await get(base, path);
    expect(ctx.app.frontDoor.answered - answered).toBe(2);
    expect((await count()) - before).toBe(2);
  });
});
