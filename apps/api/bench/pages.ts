import os from 'node:os';
import pg from 'pg';
import { cpuSeconds, keptAliveClient, postgresCpuSeconds, startApp } from './harness.ts';
import { call } from './orders.ts';
import { SCALED, scaleDemo } from './scaled-demo.ts';

/**
 * `npm run bench -- pages` (issue #32 §4): the logged-in pages' first-screen API calls on the demo
 * data scaled to 100,000 orders (bench/scaled-demo.ts), 50 members at once. Each of the 50 runs its
 * page's calls one after another, again and again (a closed loop, 50 requests in flight at any time,
 * kept-alive connections), for BENCH_SECONDS (default 10) per page; every call's time is recorded.
 *
 * - checkout (결제하기, one goods): /api/users/me, /api/payments/balance, /api/company, /api/carts,
 *   /api/goods/{id}, /api/orders/send-types, /api/orders/sender-number?sender=…
 * - 마이페이지 주문/취소 조회: /api/users/me, /api/payments/balance, /api/company, /api/carts,
 *   /api/orders?page=1&page_size=10, and /api/company/members for an owner (the 주문자 filter)
 * - the staff dashboard (/admin): /api/users/me, /api/admin/dashboard (50 staff sessions)
 *
 * The 50 members: bizdemo (12,000 orders, owner of 데모상사 and its 30,000), its 9 senders (2,000
 * each) and 40 owners of other companies (1,750 each).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 50;

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export async function benchPages(databaseUrl: string): Promise<void> {
  const app = await startApp(databaseUrl, { AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const client = keptAliveClient(app.url, USERS);
  try {
    const t0 = performance.now();
    await scaleDemo(databaseUrl);
    const fixtureSeconds = (performance.now() - t0) / 1000;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const counts = (
      await db.query(
        `select (select count(*) from orders) as orders, (select count(*) from deliveries) as deliveries,
           (select count(*) from wallet_transactions) as ledger,
           (select count(*) from wallets w where w.recharge <> (select coalesce(sum(amount), 0) from wallet_transactions t where t.wallet_id = w.id)) as mismatched,
           (select count(*) from (select company_id, user_id, test, count(*) from orders group by 1, 2, 3
              except select company_id, user_id, test, orders from member_order_counts) c) as counts_off`,
      )
    ).rows[0];
    const goodsId = (await db.query(`select id from goods where is_on_sale order by id limit 1`)).rows[0].id;
    await db.end();
    console.log(
      `\nscaled demo: ${counts.orders} orders, ${counts.deliveries} deliveries, ${counts.ledger} ledger rows, ` +
        `${counts.mismatched} wallets off the ledger, ${counts.counts_off} members' order counts off; built in ${fixtureSeconds.toFixed(1)} s`,
    );
    const login = async (username: string, password: string) => {
      const r = await call(`${app.url}/api/auth/login`, 'POST', undefined, { username, password });
      if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${r.json.message}`);
      return r.json.data.access as string;
    };
    const members: { name: string; token: string; owner: boolean }[] = [];
    members.push({ name: 'bizdemo', token: await login('bizdemo', SCALED.password), owner: true });
    for (let i = 1; i <= SCALED.senders; i++)
      members.push({
        name: `benchsender${i}`,
        token: await login(`benchsender${i}`, SCALED.password),
        owner: false,
      });
    for (let i = 1; members.length < USERS; i++)
      members.push({
        name: `benchowner${i}`,
        token: await login(`benchowner${i}`, SCALED.password),
        owner: true,
      });
    const staff = await login('admin', 'Admin!2345');

    const shell = ['/api/users/me', '/api/payments/balance', '/api/company', '/api/carts'];
    const pages: { name: string; calls: (m: (typeof members)[number]) => string[]; staff?: boolean }[] = [
      {
        name: 'checkout (결제하기)',
        calls: () => [
          ...shell,
          `/api/goods/${goodsId}`,
          '/api/orders/send-types',
          '/api/orders/sender-number?sender=01012345678',
        ],
      },
      {
        name: '마이페이지 주문/취소 조회',
        calls: (m) => [
          ...shell,
          '/api/orders?page=1&page_size=10',
          ...(m.owner ? ['/api/company/members'] : []),
        ],
      },
      {
        name: 'staff dashboard (/admin)',
        calls: () => ['/api/users/me', '/api/admin/dashboard'],
        staff: true,
      },
    ];
    const only = process.env.BENCH_PAGES?.split(',');
    for (const page of pages) {
      if (only && !only.some((o) => page.name.startsWith(o))) continue;
      // warm-up: one round per member
      await Promise.all(
        members.map(async (m) => {
          for (const path of page.calls(m)) await client.send(path, page.staff ? staff : m.token);
        }),
      );
      // One member alone first: what each call costs without waiting behind the others.
      const alone = new Map<string, number[]>();
      for (let round = 0; round < 20; round++) {
        const m = members[round % members.length]!;
        for (const path of page.calls(m)) {
          const t = performance.now();
          await client.send(path, page.staff ? staff : m.token);
          const key = path.replace(/\?.*/, '').replace(/\/\d+$/, '/{id}');
          (alone.get(key) ?? alone.set(key, []).get(key)!).push(performance.now() - t);
        }
      }
      const times = new Map<string, number[]>();
      let bad = 0;
      const loadBefore = load();
      const databaseName = new URL(databaseUrl).pathname.slice(1);
      const cpu0 = { api: cpuSeconds(app.pid), postgres: postgresCpuSeconds(databaseName) };
      const until = performance.now() + SECONDS * 1000;
      const started = performance.now();
      await Promise.all(
        members.map(async (m) => {
          while (performance.now() < until) {
            for (const path of page.calls(m)) {
              const t = performance.now();
              const { status } = await client.send(path, page.staff ? staff : m.token);
              const ms = performance.now() - t;
              if (status !== 200) bad++;
              const key = path.replace(/\?.*/, '').replace(/\/\d+$/, '/{id}');
              (times.get(key) ?? times.set(key, []).get(key)!).push(ms);
            }
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const all = [...times.values()].flat().sort((a, b) => a - b);
      const perAnswer = (seconds: number) => ((seconds * 1000) / all.length).toFixed(2);
      const cpu = `API ${perAnswer(cpuSeconds(app.pid) - cpu0.api)} ms, PostgreSQL ${perAnswer(postgresCpuSeconds(databaseName) - cpu0.postgres)} ms`;
      console.log(
        `\n${page.name}: ${USERS} ${page.staff ? 'staff sessions' : 'members'}, ${SECONDS} s, load ${loadBefore} → ${load()}`,
      );
      console.log('| call | alone: median ms | 50 at once: answers | p50 ms | p99 ms |');
      console.log('|---|---:|---:|---:|---:|');
      for (const [key, list] of times) {
        list.sort((a, b) => a - b);
        const one = alone.get(key)!.sort((a, b) => a - b);
        console.log(
          `| ${key} | ${pct(one, 0.5).toFixed(1)} | ${list.length} | ${pct(list, 0.5).toFixed(1)} | ${pct(list, 0.99).toFixed(1)} |`,
        );
      }
      console.log(
        `| all (${Math.round(all.length / elapsed)} answers/s, ${bad} not 200; CPU per answer: ${cpu}) | | ${all.length} | ${pct(all, 0.5).toFixed(1)} | ${pct(all, 0.99).toFixed(1)} |`,
      );
      // The same 50 as people use a page: each opens it (its calls at once, as the browser sends
      // them), reads for a second, opens it again.
      const open = new Map<string, number[]>();
      const loadOpen = load();
      const openUntil = performance.now() + SECONDS * 1000;
      await Promise.all(
        members.map(async (m, i) => {
          await new Promise((r) => setTimeout(r, (i * 1000) / members.length));
          while (performance.now() < openUntil) {
            await Promise.all(
              page.calls(m).map(async (path) => {
                const t = performance.now();
                await client.send(path, page.staff ? staff : m.token);
                const key = path.replace(/\?.*/, '').replace(/\/\d+$/, '/{id}');
                (open.get(key) ?? open.set(key, []).get(key)!).push(performance.now() - t);
              }),
            );
            await new Promise((r) => setTimeout(r, 1000));
          }
        }),
      );
      const openAll = [...open.values()].flat().sort((a, b) => a - b);
      console.log(
        `… opened by 50 at a second's reading each (load ${loadOpen}): ${openAll.length} answers, p50 ${pct(openAll, 0.5).toFixed(1)} ms, p99 ${pct(openAll, 0.99).toFixed(1)} ms; ` +
          [...open]
            .map(
              ([k, l]) =>
                `${k} p99 ${pct(
                  l.sort((a, b) => a - b),
                  0.99,
                ).toFixed(0)}`,
            )
            .join(', '),
      );
    }
  } finally {
    client.close();
    await app.stop();
  }
}
