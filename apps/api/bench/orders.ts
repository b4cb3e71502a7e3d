import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { goods, users } from '../src/db/schema/index.ts';
import { applyBalanceChange, checkLedger } from '../src/modules/wallet/ledger.ts';
import { startApp } from './harness.ts';

interface Json {
  status: string;
  data: any;
  message?: string;
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

/**
 * Ordering on PostgreSQL: a 10,000-recipient order (accepted, then fully delivered by the sandbox)
 * and 200 concurrent single-recipient orders on one wallet (no overspend, balance = ledger).
 */
const BURSTS = 5;

export async function benchOrders(databaseUrl: string): Promise<void> {
  const app = await startApp(databaseUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const login = await call(`${app.url}/api/auth/login`, 'POST', undefined, {
      username: 'bizdemo',
      password: 'Demo!2345',
    });
    const token = login.json.data.access as string;
    const [member] = await database.db.select().from(users).where(eq(users.username, 'bizdemo'));
    const [cheapest] = await database.db
      .select()
      .from(goods)
      .where(eq(goods.isOnSale, true))
      .orderBy(goods.price)
      .limit(1);
    const price = cheapest!.price;
    await database.db.transaction((tx) =>
      applyBalanceChange(tx, {
        userId: member!.id,
        transactionType: 4,
        amount: price * 10_000,
        memo: 'bench funding',
      }),
    );

    const phones = Array.from({ length: 10_000 }, (_, i) => `010${String(20_000_000 + i)}`);
    const started = performance.now();
    const big = await call(`${app.url}/api/orders`, 'POST', token, payload(cheapest!.id, price, phones));
    const acceptedMs = performance.now() - started;
    if (big.status !== 201) throw new Error(`10k order refused: ${big.status} ${big.json.message}`);
    let deliveredMs = Number.NaN;
    for (;;) {
      const order = await call(`${app.url}/api/orders/${big.json.data.id}`, 'GET', token);
      if (order.json.data.status === 3) {
        deliveredMs = performance.now() - started;
        break;
      }
      if (performance.now() - started > 120_000) break;
      await new Promise((r) => setTimeout(r, 250));
    }

    // 200 concurrent orders on a wallet that affords exactly 150 of them, five bursts in a row (the
    // first right after the 10,000-recipient order): every burst must refuse exactly 50 and leave
    // the ledger balanced; the throughput figures are all reported, not only the best.
    const affordable = 150;
    const bursts: { ordersPerSecond: number; created: number; refused: number; balance: number }[] = [];
    for (let round = 0; round < BURSTS; round++) {
      const current = Number(
        (await call(`${app.url}/api/payments/balance`, 'GET', token)).json.data.recharge,
      );
      const target = price * affordable;
      if (current !== target) {
        await database.db.transaction((tx) =>
          applyBalanceChange(tx, {
            userId: member!.id,
            transactionType: current > target ? 5 : 4,
            amount: target - current,
            memo: 'bench reset',
          }),
        );
      }
      const t0 = performance.now();
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          call(`${app.url}/api/orders`, 'POST', token, payload(cheapest!.id, price, ['01055556666'])),
        ),
      );
      const elapsedMs = performance.now() - t0;
      bursts.push({
        ordersPerSecond: Math.round((200 / elapsedMs) * 1000),
        created: results.filter((r) => r.status === 201).length,
        refused: results.filter((r) => r.status === 409).length,
        balance: Number((await call(`${app.url}/api/payments/balance`, 'GET', token)).json.data.recharge),
      });
      // Let the worker deliver the burst, as it would between bursts of real traffic.
      await new Promise((r) => setTimeout(r, 2000));
    }
    const ledger = await checkLedger(database.db);
    const rates = bursts.map((b) => b.ordersPerSecond);
    const median = [...rates].sort((a, b) => a - b)[Math.floor(rates.length / 2)]!;
    const outcomes = [...new Set(bursts.map((b) => `${b.created} created, ${b.refused} refused`))];
    // A fast wrong answer is no result: any overspend or lost order fails the bench.
    const wrong = bursts.some(
      (b) => b.created !== affordable || b.refused !== 200 - affordable || b.balance !== 0,
    );
    if (wrong || !ledger.ok) process.exitCode = 1;

    console.log('\nOrdering on PostgreSQL');
    console.log('| scenario | figure |');
    console.log('|---|---:|');
    console.log(`| 10,000-recipient order accepted | ${Math.round(acceptedMs)} ms |`);
    console.log(`| 10,000 deliveries completed (sandbox) | ${Math.round(deliveredMs)} ms |`);
    console.log(
      `| 200 concurrent orders, wallet affords ${affordable} (each burst) | ${outcomes.join(' / ')} |`,
    );
    console.log(`| 200 concurrent orders throughput, ${BURSTS} bursts | ${rates.join(', ')} orders/s |`);
    console.log(`| … median / lowest | ${median} / ${Math.min(...rates)} orders/s |`);
    console.log(`| balance after each burst (expected 0) | ${bursts.map((b) => b.balance).join(', ')} |`);
    console.log(`| ledger check (balance = sum of transactions) | ${ledger.ok ? 'OK' : 'MISMATCH'} |`);
    if (process.exitCode) console.log('\nORDERING RESULT WRONG: see the rows above.');
  } finally {
    await database.close();
    await app.stop();
  }
}
