import os from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { deliveries, goods, users } from '../src/db/schema/index.ts';
import { webhookEndpoints } from '../src/db/schema/webhooks.ts';
import { spentThisMonth } from '../src/modules/company/people.ts';
import { applyBalanceChange, checkLedger } from '../src/modules/wallet/ledger.ts';
import { createMember } from '../test/factories.ts';
import { FAKE_AUTH, FakeGiftishow } from '../test/fakes/giftishow-server.ts';
import {
  contextSwitches,
  cpuSeconds,
  keptAliveClient,
  postgresContextSwitches,
  postgresCpuSeconds,
  startApp,
} from './harness.ts';

interface Json {
  status: string;
  data: any;
  message?: string;
  code?: string;
}

/** One API call from the bench (JSON in, the envelope out). */
export async function call(
  url: string,
  method: string,
  token: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Json };
}

/** A one-goods order to these phones, paid from the recharge balance. */
export function payload(goodsId: number, price: number, phones: string[]) {
  return {
    name: '벤치마크 발송',
    send_msg: '성능 측정용 주문입니다.',
    sender: '01012345678',
    send_type: 1,
    is_reserved: false,
    order_items: [
      {
        goods: goodsId,
        amount: String(price),
        total_count: phones.length,
        total_amount: String(price * phones.length),
      },
    ],
    deliveries: phones.map((recipient) => ({ recipient })),
    payments: { recharge: String(price * phones.length), reward: '0' },
  };
}

const BURSTS = Number(process.env.BENCH_BURSTS ?? 5);
const CONNECTIONS = 50;
/** The team: senders of the bizdemo company, each with a monthly limit. */
const SENDERS = 10;
/** Orders each sender asks for in a burst. */
const ASKED = 30;
/** What the limit lets each sender place in a burst: the first half is held below what it asks. */
const allowance = (i: number) => (i < SENDERS / 2 ? ASKED - 2 : ASKED + 1);
/** The wallet affords fewer than the limits allow together, so both bounds are reached every burst. */
const AFFORDABLE = SENDERS * ASKED - 20;
/** The supplier's answer time the issue sets (#32 §3). */
const SUPPLIER_DELAY_MS = 200;
const SUPPLIER_CONCURRENCY = Number(process.env.BENCH_SUPPLIER_CONCURRENCY ?? 200);
const BIG_ORDER = Number(process.env.BENCH_SENDS ?? 10_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * Ordering on PostgreSQL with the company workspace in place (issue #32 §3), the API with its
 * in-process worker issuing through the local fake Giftishow (every answer after 200 ms) and sending
 * through the sandbox gateway; the company has a webhook endpoint subscribed to order.created, so
 * every order also writes its outbox row:
 *
 * - one 10,000-recipient order: accepted (201), then every voucher issued and sent (order status 3);
 * - BURSTS bursts from 50 kept-alive connections of 1-recipient orders by ten senders of one company
 *   (one wallet), each sender with a monthly limit: every burst asks 300 orders, the limits let half
 *   the senders place 28 of their 30, and the wallet affords 280 of the 290 the limits allow. Every
 *   burst must create exactly 280, refuse 20 (409), leave the balance at 0, and no sender may pass
 *   its limit (what it placed this month, from the database, ≤ its limit); the ledger must balance.
 *   A fast wrong answer is no result: any of these failing fails the bench.
 */
export async function benchOrders(databaseUrl: string): Promise<void> {
  const fake = new FakeGiftishow();
  fake.delayMs = SUPPLIER_DELAY_MS;
  fake.bizmoney = 100_000_000_000;
  const supplierGoods = fake.addGoods({ goodsName: '벤치 아메리카노', salePrice: 4500, limitDay: 30 });
  const apiUrl = await fake.start();
  const app = await startApp(databaseUrl, {
    GIFTISHOW_API_URL: apiUrl,
    GIFTISHOW_AUTH_CODE: FAKE_AUTH.code,
    GIFTISHOW_AUTH_TOKEN: FAKE_AUTH.token,
    GIFTISHOW_USER_ID: FAKE_AUTH.userId,
    SUPPLIER_MAX_CONCURRENCY: String(SUPPLIER_CONCURRENCY),
    VOUCHER_SYNC_INTERVAL_SECONDS: '86400',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  const db = database.db;
  const rows: [string, string][] = [];
  let wrong = false;
  const client = keptAliveClient(app.url, CONNECTIONS);
  try {
    const login = await call(`${app.url}/api/auth/login`, 'POST', undefined, {
      username: 'bizdemo',
      password: 'Demo!2345',
    });
    const token = login.json.data.access as string;
    const [owner] = await db.select().from(users).where(eq(users.username, 'bizdemo'));
    const [cheapest] = await db
      .select()
      .from(goods)
      .where(eq(goods.isOnSale, true))
      .orderBy(goods.price)
      .limit(1);
    const price = cheapest!.price;
    await db
      .update(goods)
      .set({ supplierGoodsCode: supplierGoods.goodsCode })
      .where(eq(goods.id, cheapest!.id));
    await db.insert(webhookEndpoints).values({
      companyId: owner!.companyId!,
      // refused at once by the production URL guard (loopback): the outbox rows are what is measured
      url: 'https://127.0.0.1/bench-hook',
      events: ['order.created'],
      secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    });
    await db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: owner!.id,
        transactionType: 4,
        amount: price * BIG_ORDER,
        memo: 'bench funding',
      }),
    );

    // ── one 10,000-recipient order, through the fake supplier ───────────────────────────────
    const phones = Array.from({ length: BIG_ORDER }, (_, i) => `010${String(20_000_000 + i)}`);
    const loadBefore = load();
    const databaseName = new URL(databaseUrl).pathname.slice(1);
    const bigCpu0 = { api: cpuSeconds(app.pid), postgres: postgresCpuSeconds(databaseName) };
    const started = performance.now();
    const big = await call(`${app.url}/api/orders`, 'POST', token, payload(cheapest!.id, price, phones));
    const acceptedMs = performance.now() - started;
    const acceptCpu = `API ${Math.round((cpuSeconds(app.pid) - bigCpu0.api) * 1000)} ms, PostgreSQL ${Math.round((postgresCpuSeconds(databaseName) - bigCpu0.postgres) * 1000)} ms`;
    if (big.status !== 201) throw new Error(`10k order refused: ${big.status} ${big.json.message}`);
    let deliveredMs = Number.NaN;
    for (;;) {
      const order = await call(`${app.url}/api/orders/${big.json.data.id}`, 'GET', token).catch(() => null);
      if (order?.json.data.status === 3) {
        deliveredMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 300_000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const [bigCounts] = (
      (await db.execute(sql`select count(*) filter (where status = 1) as sent,
        count(distinct coupon_no) as coupons from ${deliveries} where order_id = ${big.json.data.id}`)) as unknown as {
        rows: { sent: string; coupons: string }[];
      }
    ).rows;
    if (Number(bigCounts!.sent) !== BIG_ORDER || Number(bigCounts!.coupons) !== BIG_ORDER) wrong = true;
    rows.push(
      [
        `${BIG_ORDER.toLocaleString('en')}-recipient order accepted (201)`,
        `${Math.round(acceptedMs)} ms (CPU: ${acceptCpu})`,
      ],
      [
        `… its vouchers issued at the fake supplier (${SUPPLIER_DELAY_MS} ms answers, ${SUPPLIER_CONCURRENCY} at a time) and sent`,
        `${(deliveredMs / 1000).toFixed(1)} s (${bigCounts!.sent} sent, ${bigCounts!.coupons} coupons)`,
      ],
      ['… load average before → after (1, 5, 15 min)', `${loadBefore} → ${load()}`],
    );

    // ── bursts of 1-recipient orders by a team on one wallet ───────────────────────────────
    const senders: { id: number; token: string }[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const member = await createMember(db, {
        company: { id: owner!.companyId! } as never,
        companyRole: 'sender',
        monthlyLimit: 1,
        username: `benchsender${i}`,
      });
      const session = await call(`${app.url}/api/auth/login`, 'POST', undefined, {
        username: member.username,
        password: member.password,
      });
      senders.push({ id: member.id, token: session.json.data.access as string });
    }
    const ids = senders.map((s) => s.id);
    const bursts: {
      requestsPerSecond: number;
      createdPerSecond: number;
      created: number;
      refused: number;
      limitRefused: number;
      balance: number;
      overLimit: number;
      load: string;
      cpu: { api: number; postgres: number; bench: number };
      /** Context switches per order answered: API process, its PostgreSQL backends (involuntary / voluntary). */
      switches: { api: [number, number]; postgres: [number, number] };
    }[] = [];
    for (let round = 0; round < BURSTS; round++) {
      // Each sender's limit: what it placed this month so far plus this burst's allowance.
      const spent = await spentThisMonth(db, ids);
      for (const [i, s] of senders.entries()) {
        await db
          .update(users)
          .set({ monthlyLimit: (spent.get(s.id) ?? 0) + allowance(i) * price })
          .where(eq(users.id, s.id));
      }
      const current = Number(
        (await call(`${app.url}/api/payments/balance`, 'GET', token)).json.data.recharge,
      );
      const target = price * AFFORDABLE;
      if (current !== target) {
        await db.transaction((tx) =>
          applyBalanceChange(tx, {
            userId: owner!.id,
            transactionType: current > target ? 5 : 4,
            amount: target - current,
            memo: 'bench reset',
          }),
        );
      }
      // The senders' requests interleaved, 50 in flight at any time.
      const queue = Array.from({ length: SENDERS * ASKED }, (_, n) => senders[n % SENDERS]!);
      const results: { status: number; code?: string; sender: number }[] = [];
      const loadAtStart = load();
      const cpu0 = {
        api: cpuSeconds(app.pid),
        postgres: postgresCpuSeconds(databaseName),
        bench: process.cpuUsage(),
      };
      const switches0 = { api: contextSwitches(app.pid), postgres: postgresContextSwitches(databaseName) };
      const t0 = performance.now();
      let phone = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let s = queue.shift(); s; s = queue.shift()) {
            const answer = await client.send(
              '/api/orders',
              s.token,
              payload(cheapest!.id, price, [`0105${String(5_000_000 + (phone++ % 1_000_000)).slice(-7)}`]),
            );
            const r = { status: answer.status, json: JSON.parse(answer.text) as Json };
            results.push({ status: r.status, code: r.json.code, sender: s.id });
          }
        }),
      );
      const elapsedMs = performance.now() - t0;
      const benchCpu = process.cpuUsage(cpu0.bench);
      const perOrder = (seconds: number) => (seconds * 1000) / results.length;
      const cpu = {
        api: perOrder(cpuSeconds(app.pid) - cpu0.api),
        postgres: perOrder(postgresCpuSeconds(databaseName) - cpu0.postgres),
        bench: perOrder((benchCpu.user + benchCpu.system) / 1e6),
      };
      const switchesPerOrder = (
        now: { voluntary: number; involuntary: number },
        before: { voluntary: number; involuntary: number },
      ): [number, number] => [
        (now.involuntary - before.involuntary) / results.length,
        (now.voluntary - before.voluntary) / results.length,
      ];
      const switches = {
        api: switchesPerOrder(contextSwitches(app.pid), switches0.api),
        postgres: switchesPerOrder(postgresContextSwitches(databaseName), switches0.postgres),
      };
      const created = results.filter((r) => r.status === 201).length;
      const refused = results.filter((r) => r.status === 409).length;
      // Limit overrun: a sender whose orders of this month (refunds given back) exceed its limit.
      const after = await spentThisMonth(db, ids);
      const limits = await db
        .select({ id: users.id, limit: users.monthlyLimit })
        .from(users)
        .where(inArray(users.id, ids));
      const overLimit = limits.filter((l) => (after.get(l.id) ?? 0) > (l.limit ?? 0)).length;
      bursts.push({
        requestsPerSecond: Math.round((results.length / elapsedMs) * 1000),
        createdPerSecond: Math.round((created / elapsedMs) * 1000),
        created,
        refused,
        limitRefused: results.filter((r) => r.code === 'limit_exceeded').length,
        balance: Number((await call(`${app.url}/api/payments/balance`, 'GET', token)).json.data.recharge),
        overLimit,
        load: loadAtStart,
        cpu,
        switches,
      });
      // A pause between bursts, as between bursts of real traffic; the worker keeps delivering.
      await new Promise((r) => setTimeout(r, 2000));
    }
    const ledger = await checkLedger(db);
    const rates = bursts.map((b) => b.requestsPerSecond);
    const createdRates = bursts.map((b) => b.createdPerSecond);
    const outcomes = [
      ...new Set(
        bursts.map((b) => `${b.created} created, ${b.refused} refused (${b.limitRefused} by a limit)`),
      ),
    ];
    if (
      bursts.some(
        (b) =>
          b.created !== AFFORDABLE ||
          b.refused !== SENDERS * ASKED - AFFORDABLE ||
          b.balance !== 0 ||
          b.overLimit > 0,
      ) ||
      !ledger.ok
    )
      wrong = true;
    rows.push(
      [
        `${SENDERS} senders × ${ASKED} 1-recipient orders from ${CONNECTIONS} connections; wallet affords ${AFFORDABLE}, limits allow ${Array.from({ length: SENDERS }, (_, i) => allowance(i)).reduce((a, b) => a + b)} (each burst)`,
        outcomes.join(' / '),
      ],
      [`orders answered per second, ${BURSTS} bursts`, `${rates.join(', ')} (median ${median(rates)})`],
      [`… of which created per second`, `${createdRates.join(', ')} (median ${median(createdRates)})`],
      [
        '… CPU per order answered, median of the bursts: API process / its PostgreSQL backends / load generator',
        `${median(bursts.map((b) => b.cpu.api)).toFixed(2)} / ${median(bursts.map((b) => b.cpu.postgres)).toFixed(2)} / ${median(bursts.map((b) => b.cpu.bench)).toFixed(2)} ms`,
      ],
      [
        '… context switches per order answered, median of the bursts: API process / its PostgreSQL backends (involuntary + voluntary)',
        (['api', 'postgres'] as const)
          .map(
            (side) =>
              `${median(bursts.map((b) => b.switches[side][0])).toFixed(2)} + ${median(bursts.map((b) => b.switches[side][1])).toFixed(2)}`,
          )
          .join(' / '),
      ],
      ['… load average at each burst’s start (1 min)', bursts.map((b) => b.load.split(' ')[0]).join(', ')],
      ['balance after each burst (overspend: expected 0)', bursts.map((b) => b.balance).join(', ')],
      [
        'senders past their monthly limit after each burst (expected 0)',
        bursts.map((b) => b.overLimit).join(', '),
      ],
      ['ledger check (balance = sum of transactions)', ledger.ok ? 'OK' : 'MISMATCH'],
    );
  } finally {
    console.log('\nOrdering on PostgreSQL with the company workspace (limits, activity log, webhook outbox)');
    console.log('| scenario | figure |');
    console.log('|---|---:|');
    for (const [name, figure] of rows) console.log(`| ${name} | ${figure} |`);
    if (wrong) {
      process.exitCode = 1;
      console.log('\nORDERING RESULT WRONG: see the rows above.');
    }
    client.close();
    await database.close();
    await app.stop();
    await fake.stop();
  }
}
