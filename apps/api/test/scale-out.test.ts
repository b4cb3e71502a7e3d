import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { LOGIN_USER_FAILURE_LIMIT } from '../src/modules/auth/routes.ts';
import {
  call,
  clusterEnv,
  FakeSmsGateway,
  freePort,
  fundedMemberToken,
  type Node,
  phoneSeries,
  RoundRobinProxy,
  scratchDatabase,
  sleep,
  startNode,
  until,
  waitReady,
  within,
} from './cluster.ts';
import { driver, expectLedgerBalanced } from './context.ts';
import { createGoods, createMember, createStaff, DEFAULT_PASSWORD, orderPayload } from './factories.ts';

/**
 * Issue #18 §5: the product as it runs scaled out. Real processes started the way production starts
 * them (scripts/run.mjs: tsx here, compiled JavaScript with NODE_ENV=production) — two API nodes
 * (RUN_WORKER=false) and two delivery workers — on one fresh PostgreSQL database, all four started
 * at once (they migrate it together), behind a small round-robin proxy. SMS go to a local fake
 * gateway (the real Solapi adapter, SOLAPI_BASE_URL pointed here) that records every accepted send
 * and can hold sends to catch a worker in the middle of a batch.
 *
 * PostgreSQL only: CI sets TEST_DATABASE_URL. Leases are 6 s here (DELIVERY_LEASE_SECONDS; 30 s by
 * default) so the crash test takes seconds, not a minute: same code path, shorter constant.
 */
const LEASE_SECONDS = 6;
const LOGIN_LIMIT = 5;
/** The worker's batch runs this many sends at once: twice SUPPLIER_MAX_CONCURRENCY (default 20), app.ts. */
const CONCURRENCY = 40;
/** Per test: generous, since a worker starting on a loaded 2-core machine took up to 70 s here. */
const TEST_TIMEOUT_MS = 150_000;

// ---------------------------------------------------------------------------------------------

describe.skipIf(driver !== 'pg')('scale-out: 2 API nodes + 2 workers on one PostgreSQL', () => {
  const scratch = scratchDatabase('scale');
  const gateway = new FakeSmsGateway();
  const nodes: Node[] = [];
  let apiA: Node;
  let apiB: Node;
  let workers: Node[];
  let proxy: RoundRobinProxy;
  let database: Database;
  let env: Record<string, string>;
  let memberToken: string;
  let goodsId: number;
  let price: number;
  const phones = phoneSeries('5');

  async function rows<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
    return (await database.execute(text, params)).rows as T[];
  }

  /** Places an order through the proxy; answers its id and the node that took it. */
  async function placeOrder(recipients: string[], sendType: 1 | 2 = 1) {
    const res = await call(proxy.url, 'POST', '/api/orders', {
      token: memberToken,
      body: orderPayload([{ id: goodsId, price }], recipients, { sendType }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { orderId: Number(res.body.data.id), node: res.node };
  }

  async function deliveriesOf(orderIds: number[]) {
    return rows<{
      id: number;
      status: number;
      attempts: number;
      send_type: number;
      last_error: string | null;
    }>(
      'select id::int, status, attempts, send_type, last_error from deliveries where order_id = any($1::bigint[]) order by id',
      [orderIds],
    );
  }

  async function allSent(orderIds: number[]) {
    const ds = await deliveriesOf(orderIds);
    return ds.length > 0 && ds.every((d) => d.status === 1) ? ds : undefined;
  }

  /** Every delivery sent exactly once: one accepted SMS at the gateway, one sent row in the outbox. */
  async function expectSentExactlyOnce(ds: { id: number; send_type: number }[]) {
    for (const d of ds) {
      if (d.send_type === 1) expect(gateway.acceptedCount(`delivery-${d.id}`), `delivery ${d.id}`).toBe(1);
    }
    const outbox = await rows<{ delivery_id: number; n: number }>(
      `select delivery_id::int, count(*)::int as n from messages
       where status = 'sent' and delivery_id = any($1::bigint[]) group by delivery_id`,
      [ds.map((d) => d.id)],
    );
    expect(outbox).toHaveLength(ds.length);
    expect(outbox.filter((o) => o.n !== 1)).toEqual([]);
  }

  function startWorker(name: string) {
    const worker = startNode('worker', name, env);
    nodes.push(worker);
    return worker;
  }

  beforeAll(async () => {
    await scratch.create();
    const dbUrl = scratch.url();
    await gateway.start();
    env = {
      ...clusterEnv({
        databaseUrl: dbUrl.toString(),
        dataDir: scratch.dataDir,
        gatewayUrl: gateway.url,
        // Four processes here, and another test file's pool beside them on CI: at the default of 20
        // each they could pass PostgreSQL's 100 connections ("sorry, too many clients already").
        poolSize: 8,
        leaseSeconds: LEASE_SECONDS,
      }),
      AUTH_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
      // Held sends must not time out in the worker while the test holds them (10 s by default).
      SOLAPI_TIMEOUT_SECONDS: '60',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    // All four at once on an empty database: they run the migrations concurrently, as a
    // deployment that starts its API nodes and workers together does.
    apiA = startNode('server', 'api-a', { ...env, RUN_WORKER: 'false' }, portA);
    apiB = startNode('server', 'api-b', { ...env, RUN_WORKER: 'false' }, portB);
    workers = [startWorker('worker-1'), startWorker('worker-2')];
    nodes.push(apiA, apiB);
    const started = Date.now();
    await Promise.all(nodes.map((n) => waitReady(n, 150_000)));
    console.info(`scale-out: 2 API nodes and 2 workers ready in ${Date.now() - started} ms`);
    proxy = new RoundRobinProxy([apiA, apiB]);
    await proxy.start();

    database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 4 });
    price = 1000;
    goodsId = (await createGoods(database.db, { price })).id;
    memberToken = await fundedMemberToken(database.db, proxy.url, 10_000_000);
  }, 180_000);

  afterAll(async () => {
    for (const node of nodes) if (node.alive) node.child.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.exited));
    await proxy?.close();
    await gateway.close();
    await database?.close();
    await scratch.drop();
  }, 30_000);

  it(
    'orders placed through both nodes: every delivery sent exactly once',
    async () => {
      const placed = await Promise.all([
        ...Array.from({ length: 6 }, () => placeOrder(phones(8))),
        placeOrder(['a@example.com', 'b@example.com', 'c@example.com'], 2),
        placeOrder(['d@example.com', 'e@example.com', 'f@example.com'], 2),
      ]);
      expect(new Set(placed.map((p) => p.node))).toEqual(new Set(['api-a', 'api-b']));
      const orderIds = placed.map((p) => p.orderId);
      const ds = await until('every delivery sent', () => allSent(orderIds));
      expect(ds).toHaveLength(6 * 8 + 2 * 3);
      await expectSentExactlyOnce(ds);
      const statuses = await rows<{ status: number }>(
        'select status from orders where id = any($1::bigint[])',
        [orderIds],
      );
      expect(statuses.map((s) => s.status)).toEqual(orderIds.map(() => 3));
      await expectLedgerBalanced(database.db);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a catalogue edit through node A is seen on node B within 1 s',
    async () => {
      const staff = await createStaff(database.db);
      const login = await call(apiA.url, 'POST', '/api/auth/login', {
        body: { username: staff.username, password: DEFAULT_PASSWORD },
      });
      const staffToken = login.body.data.access;
      // Node B has the goods in its response cache.
      for (let i = 0; i < 2; i++)
        expect((await call(apiB.url, 'GET', `/api/goods/${goodsId}`)).status).toBe(200);
      const name = `이름 바뀐 상품 ${randomBytes(3).toString('hex')}`;
      const edit = await call(apiA.url, 'PUT', `/api/admin/goods/${goodsId}`, {
        token: staffToken,
        body: { name },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const edited = Date.now();
      await until(
        'node B to show the new name',
        async () => (await call(apiB.url, 'GET', `/api/goods/${goodsId}`)).body.data?.name === name,
        5000,
      );
      expect(Date.now() - edited).toBeLessThan(1000);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'the login limits hold across both nodes: per address, and per username',
    async () => {
      // One client address (X-Forwarded-For, trusted from the proxy), alternating between the nodes.
      const client = '203.0.113.7';
      const nobody = `nobody${randomBytes(3).toString('hex')}`;
      const answers: { status: number; node: string | null }[] = [];
      for (let i = 0; i < LOGIN_LIMIT * 2; i++) {
        answers.push(
          await call(proxy.url, 'POST', '/api/auth/login', {
            body: { username: nobody, password: 'Wrong!2345' },
            headers: { 'x-forwarded-for': client },
          }),
        );
      }
      const limited = answers.filter((a) => a.status === 429);
      expect(answers.filter((a) => a.status !== 429)).toHaveLength(LOGIN_LIMIT);
      expect(limited).toHaveLength(LOGIN_LIMIT);
      expect(new Set(limited.map((a) => a.node))).toEqual(new Set(['api-a', 'api-b']));
      // Another client is not limited by this one.
      const other = await call(proxy.url, 'POST', '/api/auth/login', {
        body: { username: nobody, password: 'Wrong!2345' },
        headers: { 'x-forwarded-for': '198.51.100.9' },
      });
      expect(other.status).not.toBe(429);

      // A username's failures from many addresses, spread over both nodes, lock it on both (the
      // slower per-username threshold; the per username-and-address one is login-limit.test.ts's).
      const member = await createMember(database.db);
      const failures = [];
      for (let i = 0; i < LOGIN_USER_FAILURE_LIMIT; i++) {
        failures.push(
          await call(proxy.url, 'POST', '/api/auth/login', {
            body: { username: member.username, password: 'Wrong!2345' },
            headers: { 'x-forwarded-for': `198.18.${Math.floor(i / 200)}.${10 + (i % 200)}` },
          }),
        );
      }
      expect(failures.map((f) => f.status)).toEqual(failures.map(() => 401));
      for (const node of [apiA, apiB]) {
        const locked = await call(node.url, 'POST', '/api/auth/login', {
          body: { username: member.username, password: member.password },
          headers: { 'x-forwarded-for': '198.18.1.1' },
        });
        expect(locked.status).toBe(429);
        expect(locked.body.code).toBe('login_locked');
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'SIGTERM on an API node: the request in flight is answered, then the node exits; the other serves on',
    async () => {
      const { orderId } = await placeOrder(phones(1));
      const [delivery] = await until('the delivery sent', () => allSent([orderId]));
      gateway.hold();
      // A resend calls the SMS gateway inside the request: held there, it is in flight on node A.
      const resend = call(apiA.url, 'POST', `/api/orders/deliveries/${delivery!.id}/resend`, {
        token: memberToken,
        body: {},
      });
      await until(
        'the resend to reach the gateway',
        () => gateway.held.some((h) => h.from === 'api-a'),
        10_000,
      );
      apiA.child.kill('SIGTERM');
      await sleep(500);
      expect(apiA.alive).toBe(true);
      gateway.release();
      const answer = await within(10_000, 'the answer of the request in flight', resend, apiA);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.status).toBe('success');
      expect(await within(10_000, 'node A to exit', apiA.exited, apiA)).toEqual({ code: 0, signal: null });
      // The proxy's next requests go to node B.
      for (let i = 0; i < 3; i++) {
        const res = await call(proxy.url, 'GET', `/api/goods/${goodsId}`);
        expect(res.status).toBe(200);
        expect(res.node).toBe('api-b');
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'SIGTERM on a worker mid-batch: sends in flight finish, the rest is handed back and another worker sends it',
    async () => {
      // A new worker will take the stopped one's place (for the next test); it starts meanwhile.
      const replacement = startWorker('worker-3');
      gateway.hold();
      const { orderId } = await placeOrder(phones(CONCURRENCY + 20));
      await until('a batch in flight', () => gateway.held.length >= CONCURRENCY, 20_000);
      const holder = workers.find((w) => w.name === gateway.held[0]!.from)!;
      expect(gateway.held.every((h) => h.from === holder.name)).toBe(true);
      holder.child.kill('SIGTERM');
      const stopped = Date.now();
      await sleep(300);
      gateway.release();
      expect(await within(15_000, `${holder.name} to exit`, holder.exited, holder)).toEqual({
        code: 0,
        signal: null,
      });
      const ds = await until('every delivery sent', () => allSent([orderId]), 20_000);
      const tookMs = Date.now() - stopped;
      await expectSentExactlyOnce(ds);
      const keys = new Set(ds.map((d) => `delivery-${d.id}`));
      const mine = gateway.accepted.filter((a) => keys.has(a.key) && a.from === holder.name);
      expect(mine).toHaveLength(CONCURRENCY);
      // Handed back, not taken over after the lease ran out: a hand-back does not count as an attempt.
      expect(ds.map((d) => d.attempts)).toEqual(ds.map(() => 1));
      console.info(`scale-out: SIGTERM hand-back, all sent ${tookMs} ms after the signal`);
      await expectLedgerBalanced(database.db);
      workers = [...workers.filter((w) => w !== holder), replacement];
      await waitReady(replacement);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a worker killed with kill -9 mid-batch: the other finishes its work within 60 s, with no duplicate',
    async () => {
      gateway.hold();
      const { orderId } = await placeOrder(phones(CONCURRENCY + 20));
      await until('a batch in flight', () => gateway.held.length >= CONCURRENCY, 20_000);
      const victim = workers.find((w) => w.name === gateway.held[0]!.from)!;
      // The sends hang longer than one lease: the victim's heartbeat keeps its claim, nobody else
      // starts on those deliveries.
      await sleep(gateway.held[0]!.at + (LEASE_SECONDS + 1) * 1000 - Date.now());
      const claimed = await deliveriesOf([orderId]);
      expect(claimed.map((d) => [d.status, d.attempts, d.last_error])).toEqual(
        claimed.map(() => [2, 1, null]),
      );
      const orderKeys = new Set(claimed.map((d) => `delivery-${d.id}`));
      expect(gateway.arrived.filter((a) => orderKeys.has(a.key) && a.from !== victim.name)).toEqual([]);
      victim.child.kill('SIGKILL');
      const killed = Date.now();
      expect((await victim.exited).signal).toBe('SIGKILL');
      await sleep(200);
      const heldByVictim = gateway.held.length;
      gateway.release();
      const ds = await until('every delivery sent', () => allSent([orderId]), 60_000);
      const tookMs = Date.now() - killed;
      expect(tookMs).toBeLessThan(60_000);
      // What the victim had in flight went out (the gateway accepted it before the answer was held):
      // the survivor found it in the gateway's message list and did not send it again (issue 28 §7).
      await expectSentExactlyOnce(ds);
      const keys = new Set(ds.map((d) => `delivery-${d.id}`));
      expect(gateway.accepted.filter((a) => keys.has(a.key) && a.from === victim.name)).toHaveLength(
        heldByVictim,
      );
      // Taken over after the victim's lease ran out: a second claim of each.
      expect(ds.map((d) => d.attempts)).toEqual(ds.map(() => 2));
      await expectLedgerBalanced(database.db);
      console.info(`scale-out: kill -9 recovery took ${tookMs} ms (lease ${LEASE_SECONDS} s)`);
    },
    TEST_TIMEOUT_MS,
  );
});
