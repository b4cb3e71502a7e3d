import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { deliveries, goods, users } from '../src/db/schema/index.ts';
import { VoucherLifecycle } from '../src/modules/deliveries/voucher-lifecycle.ts';
import { applyBalanceChange, checkLedger } from '../src/modules/wallet/ledger.ts';
import type { MessagingProviders } from '../src/providers/registry.ts';
import { GiftishowVoucherIssuer } from '../src/providers/voucher/giftishow.ts';
import { limitSupplierCalls } from '../src/providers/voucher/limited.ts';
import { FAKE_AUTH, FakeGiftishow } from '../test/fakes/giftishow-server.ts';
import { cpuSeconds, postgresCpuSeconds, startApp } from './harness.ts';
import { call, payload } from './orders.ts';

/** The supplier's answer time the issue sets (#19 §7). */
const SUPPLIER_DELAY_MS = 200;
/** Calls in flight to the supplier at most (SUPPLIER_MAX_CONCURRENCY); the default is 20. */
const CONCURRENCY = Number(process.env.BENCH_SUPPLIER_CONCURRENCY ?? 100);
/** BENCH_SENDS: fewer for a quick before/after ratio on a busy machine; the target is about 10,000. */
const SENDS = Number(process.env.BENCH_SENDS ?? 10_000);
const SYNCED = Math.max(SENDS, Number(process.env.BENCH_SYNC_VOUCHERS ?? 100_000));

/**
 * Real vouchers at scale (issue #19 §7), on PostgreSQL, against the local fake Giftishow server
 * answering every call after 200 ms: a 10,000-recipient order issued at the supplier and sent
 * (the API with its in-process worker, SUPPLIER_MAX_CONCURRENCY calls at a time), then the status
 * sync of 100,000 unused vouchers (VoucherLifecycle.syncAll, the scheduled job's code, in this
 * process with the same limit). The fake counts the calls it answers at once: the bound must hold.
 */
export async function benchVouchers(databaseUrl: string): Promise<void> {
  const fake = new FakeGiftishow();
  fake.delayMs = SUPPLIER_DELAY_MS;
  fake.bizmoney = 10_000_000_000;
  const supplierGoods = fake.addGoods({ goodsName: '벤치 아메리카노', salePrice: 4500, limitDay: 30 });
  const apiUrl = await fake.start();
  const env = {
    GIFTISHOW_API_URL: apiUrl,
    GIFTISHOW_AUTH_CODE: FAKE_AUTH.code,
    GIFTISHOW_AUTH_TOKEN: FAKE_AUTH.token,
    GIFTISHOW_USER_ID: FAKE_AUTH.userId,
    SUPPLIER_MAX_CONCURRENCY: String(CONCURRENCY),
    // Text messages through the sandbox gateway (production refuses sandboxes unless told).
    ALLOW_SANDBOX: 'true',
    // The scheduled sync stays out of the way of the measured one.
    VOUCHER_SYNC_INTERVAL_SECONDS: '86400',
  };
  const app = await startApp(databaseUrl, env);
  const database = await openDatabase({ databaseUrl, poolSize: 10 });
  const db = database.db;
  const rows: [string, string][] = [];
  let wrong = false;
  try {
    const login = await call(`${app.url}/api/auth/login`, 'POST', undefined, {
      username: 'bizdemo',
      password: 'Demo!2345',
    });
    const token = login.json.data.access as string;
    const [member] = await db.select().from(users).where(eq(users.username, 'bizdemo'));
    const [g] = await db.select().from(goods).where(eq(goods.isOnSale, true)).orderBy(goods.price).limit(1);
    await db.update(goods).set({ supplierGoodsCode: supplierGoods.goodsCode }).where(eq(goods.id, g!.id));
    await db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: member!.id,
        transactionType: 4,
        amount: g!.price * SENDS,
        memo: 'bench funding',
      }),
    );

    // ── 10,000 vouchers issued at the supplier and sent ──────────────────────────────────────
    const phones = Array.from({ length: SENDS }, (_, i) => `010${String(30_000_000 + i)}`);
    // CPU used per voucher (load-independent, unlike the wall time): the API process, its
    // PostgreSQL backends, and this process (the fake supplier answering, plus the polling).
    const databaseName = new URL(databaseUrl).pathname.slice(1);
    const cpuBefore = {
      api: cpuSeconds(app.pid),
      postgres: postgresCpuSeconds(databaseName),
      bench: process.cpuUsage(),
    };
    const started = performance.now();
    const order = await call(`${app.url}/api/orders`, 'POST', token, payload(g!.id, g!.price, phones));
    if (order.status !== 201) throw new Error(`order refused: ${order.status} ${order.json.message}`);
    const orderId = order.json.data.id as number;
    let sentMs = Number.NaN;
    // A poll the busy server does not answer in time (its connection timeout) is counted, not fatal.
    let pollsFailed = 0;
    let slowestPollMs = 0;
    for (;;) {
      const t = performance.now();
      const o = await call(`${app.url}/api/orders/${orderId}`, 'GET', token).catch(() => null);
      slowestPollMs = Math.max(slowestPollMs, performance.now() - t);
      if (!o) pollsFailed++;
      if (o?.json.data.status === 3) {
        sentMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 600_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const cpuMs = (seconds: number) => `${((seconds * 1000) / SENDS).toFixed(2)} ms`;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    const cpuRow = [
      `API ${cpuMs(cpuSeconds(app.pid) - cpuBefore.api)}`,
      `PostgreSQL ${cpuMs(postgresCpuSeconds(databaseName) - cpuBefore.postgres)}`,
      `fake supplier and bench ${cpuMs((benchCpu.user + benchCpu.system) / 1e6)}`,
    ].join(' / ');
    const [counts] = (
      (await db.execute(sql`select count(*) filter (where status = 1) as sent,
        count(*) filter (where voucher_status = 1) as unused,
        count(distinct coupon_no) as coupons from ${deliveries} where order_id = ${orderId}`)) as unknown as {
        rows: { sent: string; unused: string; coupons: string }[];
      }
    ).rows;
    const sends = fake.calls.filter((c) => c.apiCode === '0204').length;
    const sendPeak = fake.peakInFlight;
    if (Number(counts!.sent) !== SENDS || fake.live().length !== SENDS || sendPeak > CONCURRENCY)
      wrong = true;
    rows.push(
      [
        `${SENDS.toLocaleString('en')} vouchers issued and sent (order accepted → order status 3)`,
        `${(sentMs / 1000).toFixed(1)} s`,
      ],
      [
        '… supplier sends (0204) / live coupons at the supplier / delivered',
        `${sends} / ${fake.live().length} / ${counts!.sent}`,
      ],
      ['… calls in flight at the supplier at most (limit)', `${sendPeak} (${CONCURRENCY})`],
      ['… supplier calls per second', `${Math.round(sends / (sentMs / 1000))}`],
      ['… CPU per voucher', cpuRow],
      [
        '… the API meanwhile: slowest GET /api/orders/{id} / polls unanswered',
        `${Math.round(slowestPollMs)} ms / ${pollsFailed}`,
      ],
    );

    // ── status sync of 100,000 unused vouchers ──────────────────────────────────────────────
    const extra = SYNCED - SENDS;
    const [template] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).limit(1);
    await db.execute(sql`
      insert into ${deliveries} (order_id, order_item_id, user_id, company_id, goods_id, send_type, recipient_phone,
        status, coupon_no, coupon_expires_at, voucher_status, supplier_tr_id, issue_seq, attempts, sent_at)
      select ${orderId}, ${template!.orderItemId}, ${template!.userId}, ${template!.companyId}, ${template!.goodsId}, 1,
        '01040000000', 1, 'S' || lpad(n::text, 11, '0'), ${template!.couponExpiresAt}, 1, 'BSYNC' || n, 1, 1, now()
      from generate_series(1, ${extra}) n`);
    const fakeCoupon = fake.coupons.get(template!.supplierTrId!)!;
    for (let n = 1; n <= extra; n++) {
      fake.coupons.set(`BSYNC${n}`, {
        ...fakeCoupon,
        trId: `BSYNC${n}`,
        pinNo: `S${String(n).padStart(11, '0')}`,
      });
    }
    // One in a hundred was used at a till since: only the supplier knows.
    let used = 0;
    for (const trId of fake.coupons.keys()) if (used++ % 100 === 0) fake.use(trId);
    const expectedUsed = Math.ceil(SYNCED / 100);

    const issuer = limitSupplierCalls(
      new GiftishowVoucherIssuer({
        apiUrl,
        ...{ authCode: FAKE_AUTH.code, authToken: FAKE_AUTH.token },
        userId: FAKE_AUTH.userId,
        callbackNo: '15880000',
      }),
      CONCURRENCY,
    );
    const lifecycle = new VoucherLifecycle(db, { voucher: issuer } as MessagingProviders, {
      autoRefundAfterHours: 24,
      mailFrom: 'bench@bizgift.local',
      supplierMaxConcurrency: CONCURRENCY,
      supplierBalanceWarn: 0,
    });
    fake.peakInFlight = 0;
    const readsBefore = fake.calls.filter((c) => c.apiCode === '0201').length;
    const t0 = performance.now();
    const result = await lifecycle.syncAll();
    const syncMs = performance.now() - t0;
    const reads = fake.calls.filter((c) => c.apiCode === '0201').length - readsBefore;
    const syncPeak = fake.peakInFlight;
    if (result.checked !== SYNCED || result.changed !== expectedUsed || syncPeak > CONCURRENCY) wrong = true;
    rows.push(
      [
        `status sync of ${SYNCED.toLocaleString('en')} unused vouchers (syncAll, batches of 1,000)`,
        `${(syncMs / 1000).toFixed(1)} s`,
      ],
      [
        '… checked / became used (expected) / failed / batches',
        `${result.checked} / ${result.changed} (${expectedUsed}) / ${result.failed} / ${result.batches}`,
      ],
      ['… coupon reads (0201) / per second', `${reads} / ${Math.round(reads / (syncMs / 1000))}`],
      ['… calls in flight at the supplier at most (limit)', `${syncPeak} (${CONCURRENCY})`],
    );
    const ledger = await checkLedger(db);
    if (!ledger.ok) wrong = true;
    rows.push(['ledger check (balance = sum of transactions)', ledger.ok ? 'OK' : 'MISMATCH']);
  } finally {
    console.log(
      `\nReal vouchers on PostgreSQL (fake Giftishow answering after ${SUPPLIER_DELAY_MS} ms, SUPPLIER_MAX_CONCURRENCY=${CONCURRENCY})`,
    );
    console.log('| scenario | figure |');
    console.log('|---|---:|');
    for (const [name, figure] of rows) console.log(`| ${name} | ${figure} |`);
    if (wrong) {
      process.exitCode = 1;
      console.log('\nVOUCHER RESULT WRONG: see the rows above.');
    }
    await database.close();
    await app.stop();
    await fake.stop();
  }
}
