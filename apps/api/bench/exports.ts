import { readFileSync } from 'node:fs';
import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { goods, users } from '../src/db/schema/index.ts';
import { cpuSeconds, startApp } from './harness.ts';

const ROWS = 100_000;

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D/g, '') ?? 0) / 1024);
}

/** Downloads an export, reading the stream as it comes, and samples the server's memory meanwhile. */
async function timedDownload(url: string, token: string, pid: number) {
  const before = rssMiB(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, before, peak, cpu: cpuSeconds(pid) - cpuBefore };
}

/**
 * Excel exports at 100,000 rows on PostgreSQL: the member's charge history (ledger rows) and sent
 * list (deliveries), each streamed from keyset pages. Target: ≤ 10 s with the server's memory
 * bounded (its peak RSS grows by far less than the file it sends).
 */
export async function benchExports(databaseUrl: string): Promise<void> {
  const app = await startApp(databaseUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bizdemo', password: 'Demo!2345' }),
    });
    const token = ((await login.json()) as { data: { access: string } }).data.access;
    const [member] = await database.db.select().from(users).where(eq(users.username, 'bizdemo'));
    const [g] = await database.db.select().from(goods).limit(1);
    const userId = member!.id;

    // Ledger rows that keep the wallet consistent (each +1,000 won, balance_after running on).
    await database.db.execute(sql`
      with w as (select id, recharge from wallets where user_id = ${userId}),
      ins as (
        insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after, memo, created_at)
        select w.id, ${userId}, 4, 1000, w.recharge + 1000 * n, 'bench export', now() - (${ROWS} - n) * interval '1 second'
        from w, generate_series(1, ${ROWS}) as n
        returning amount)
      update wallets set recharge = recharge + (select sum(amount) from ins) where user_id = ${userId}`);
    // One order of 100,000 delivered vouchers.
    await database.db.execute(sql`
      with o as (
        insert into orders (user_id, name, send_type, status, delivery_at, total_order_amount)
        values (${userId}, '벤치마크 대량 발송', 1, 3, now(), ${g!.price * ROWS}) returning id),
      i as (
        insert into order_items (order_id, goods_id, amount, total_count, total_amount)
        select o.id, ${g!.id}, ${g!.price}, ${ROWS}, ${g!.price * ROWS} from o returning id, order_id)
      insert into deliveries (order_id, order_item_id, user_id, goods_id, send_type, recipient_phone, status, coupon_no, coupon_expires_at, sent_at)
      select i.order_id, i.id, ${userId}, ${g!.id}, 1, '010' || lpad(n::text, 8, '0'), 1, 'BENCH' || n, now() + interval '30 days', now()
      from i, generate_series(1, ${ROWS}) as n`);
    await database.db.execute(sql`analyze`);
    // The bulk insert's WAL and dirty pages would otherwise be flushed while the first export runs.
    await database.db.execute(sql`checkpoint`);

    console.log(`\nExcel exports (PostgreSQL, streamed; server RSS sampled every 50 ms)`);
    console.log(
      'export                         rows      time    size      server RSS before → peak  server CPU (its own, whatever the load)',
    );
    // Each export twice, in turn: the first run of a process also pays for warming up (JIT, pool).
    for (const round of [1, 2]) {
      for (const [label, path] of [
        ['charge history (ledger)', '/api/payments/recharge/histories/export.xlsx'],
        ['sent list (deliveries)', '/api/orders/deliveries/export.xlsx'],
      ] as const) {
        const r = await timedDownload(`${app.url}${path}`, token, app.pid);
        const name = `${label} #${round}`;
        console.log(
          `${name.padEnd(30)} ${String(ROWS).padStart(7)}  ${r.seconds.toFixed(2).padStart(6)} s  ${(r.bytes / 2 ** 20).toFixed(1).padStart(5)} MiB  ${r.before} → ${r.peak} MiB  server CPU ${r.cpu.toFixed(2)} s  (load ${os.loadavg()[0]!.toFixed(1)})`,
        );
        if (r.seconds > 10) console.log(`  target missed: ${name} took ${r.seconds.toFixed(1)} s (> 10 s)`);
      }
    }
  } finally {
    await database.close();
    await app.stop();
  }
}
