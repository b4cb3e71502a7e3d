import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import {
  call,
  clusterEnv,
  FakeSmsGateway,
  freePort,
  fundedMemberToken,
  type Node,
  phoneSeries,
  scratchDatabase,
  sleep,
  startNode,
  until,
  waitReady,
} from './cluster.ts';
import { driver, expectLedgerBalanced } from './context.ts';
import { createGoods, orderPayload } from './factories.ts';

/**
 * Issue 28 §10: a PostgreSQL outage of 20 s. An API node and a delivery worker (real processes)
 * reach the database through a TCP relay the test can cut: while cut, new connections are refused
 * (ECONNREFUSED, as from a stopped server) and open ones are closed (as a server shutting down does).
 * Both processes must live through it, the API must answer 503 with Retry-After (never 500), and the
 * worker must resume by itself. PostgreSQL only (TEST_DATABASE_URL).
 */
const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 20) * 1000;
const TEST_TIMEOUT_MS = 240_000;

class DatabaseRelay {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** The database goes away: open connections are closed, new ones refused. */
  async cut() {
    const server = this.server;
    this.server = undefined;
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

describe.skipIf(driver !== 'pg')('a 20 s PostgreSQL outage under an API node and a worker', () => {
  const scratch = scratchDatabase('outage');
  const gateway = new FakeSmsGateway();
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432');
  const relay = new DatabaseRelay({ host: admin.hostname, port: Number(admin.port || 5432) });
  let api: Node;
  let worker: Node;
  let database: Database;
  let token: string;
  let goodsId: number;
  const phones = phoneSeries('6');

  async function allSent(orderId: number) {
    const { rows } = await database.execute(
      'select id::int, status from deliveries where order_id = $1 order by id',
      [orderId],
    );
    return rows.length > 0 && rows.every((d) => d.status === 1) ? (rows as { id: number }[]) : undefined;
  }

  beforeAll(async () => {
    await scratch.create();
    await relay.open();
    await gateway.start();
    const direct = scratch.url();
    const relayed = new URL(direct);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const env = clusterEnv({
      databaseUrl: relayed.toString(),
      dataDir: scratch.dataDir,
      gatewayUrl: gateway.url,
      poolSize: 6,
      leaseSeconds: 6,
    });
    api = startNode('server', 'api', { ...env, RUN_WORKER: 'false' }, await freePort());
    worker = startNode('worker', 'worker', env);
    await Promise.all([waitReady(api, 150_000), waitReady(worker, 150_000)]);
    database = await openDatabase({ databaseUrl: direct.toString(), poolSize: 3 });
    goodsId = (await createGoods(database.db, { price: 1000 })).id;
    token = await fundedMemberToken(database.db, api.url, 1_000_000);
  }, 180_000);

  afterAll(async () => {
    for (const node of [api, worker]) if (node?.alive) node.child.kill('SIGKILL');
    await Promise.all([api, worker].filter(Boolean).map((n) => n.exited));
    await relay.cut();
    await gateway.close();
    await database?.close();
    await scratch.drop();
  }, 30_000);

  it(
    'both processes live through it, the API answers 503 with Retry-After (never 500), and sending resumes',
    async () => {
      const before = await call(api.url, 'POST', '/api/orders', {
        token,
        body: orderPayload([{ id: goodsId, price: 1000 }], phones(5)),
      });
      expect(before.status, JSON.stringify(before.body)).toBe(201);
      await until('the first order sent', () => allSent(Number(before.body.data.id)), 60_000);

      await relay.cut();
      const cutAt = Date.now();
      const answers: { what: string; status: number; retryAfter: string | null; ms: number }[] = [];
      const probe = async (what: string, method: string, url: string, body?: unknown) => {
        const started = Date.now();
        const res = await fetch(`${api.url}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        await res.text();
        answers.push({
          what,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          ms: Date.now() - started,
        });
      };
      while (Date.now() - cutAt < OUTAGE_MS) {
        await Promise.all([
          probe('order', 'POST', '/api/orders', orderPayload([{ id: goodsId, price: 1000 }], phones(1))),
          probe('order list', 'GET', '/api/orders?page=1'),
          probe('balance', 'GET', '/api/payments/balance'),
          probe('login', 'POST', '/api/auth/login', { username: 'nobody1', password: 'Wrong!2345' }),
          probe('readyz', 'GET', '/readyz'),
        ]);
        expect(api.alive, api.tail()).toBe(true);
        expect(worker.alive, worker.tail()).toBe(true);
        await sleep(1000);
      }
      await relay.open();

      const failed = answers.filter((a) => a.status >= 500);
      console.info(
        `outage: ${answers.length} calls in ${OUTAGE_MS / 1000} s, ${failed.length} answered 5xx:`,
        tally(answers.map((a) => `${a.what} ${a.status}`)),
      );
      expect(answers.filter((a) => a.status === 500)).toEqual([]);
      expect(failed.filter((a) => a.status !== 503 || !a.retryAfter)).toEqual([]);
      expect(answers.filter((a) => a.what === 'readyz').every((a) => a.status === 503 && a.ms < 2000)).toBe(
        true,
      );
      expect(answers.filter((a) => a.what === 'order').every((a) => a.status === 503)).toBe(true);

      // Back: the API serves and the worker sends again, by themselves.
      await until(
        'the API ready again',
        async () => (await fetch(`${api.url}/readyz`)).status === 200,
        30_000,
      );
      const after = await call(api.url, 'POST', '/api/orders', {
        token,
        body: orderPayload([{ id: goodsId, price: 1000 }], phones(5)),
      });
      expect(after.status, JSON.stringify(after.body)).toBe(201);
      const ds = await until(
        'the order after the outage sent',
        () => allSent(Number(after.body.data.id)),
        60_000,
      );
      for (const d of ds) expect(gateway.acceptedCount(`delivery-${d.id}`)).toBe(1);
      expect(api.alive && worker.alive).toBe(true);
      await expectLedgerBalanced(database.db);
    },
    TEST_TIMEOUT_MS,
  );
});

function tally(items: string[]) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${k} × ${n}`).join(', ');
}
