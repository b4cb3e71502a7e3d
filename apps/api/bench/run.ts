import os from 'node:os';
import { benchApiKeys } from './api-keys.ts';
import { benchLargeCatalogue, catalogScenarios } from './catalog.ts';
import { benchExports } from './exports.ts';
import {
  freshPostgres,
  type Measurement,
  measureAlternating,
  printTable,
  startApp,
  startBare,
  startReplay,
} from './harness.ts';
import { benchOrders } from './orders.ts';
import { benchPages } from './pages.ts';
import { benchSpreadsheets } from './spreadsheets.ts';
import { benchVouchers } from './vouchers.ts';
import { benchWebhooks } from './webhooks.ts';

/**
 * `npm run bench`: the catalogue routes of the real app, each measured right after the bare Fastify
 * route (paired: the ratio compares two figures taken a few seconds apart), on embedded PGlite and
 * (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL; then 100,000 goods and ordering.
 */
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const scenarios = [...catalogScenarios];
/** `npm run bench -- exports` runs only the Excel export bench (PostgreSQL). */
const only = process.argv[2];

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(
  `date: ${new Date().toISOString()}, load average: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);

/** A bench on a fresh PostgreSQL database of its own, dropped afterwards. */
async function onFreshDatabase(adminUrl: string, name: string, bench: (url: string) => Promise<void>) {
  const database = await freshPostgres(adminUrl, name);
  try {
    await bench(database.url);
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves it for EXPLAIN ANALYZE by hand (drop it yourself afterwards).
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${database.name}`);
    else await database.drop();
  }
}
const exportsOn = (adminUrl: string) => onFreshDatabase(adminUrl, 'bizgift_bench_exports', benchExports);
const vouchersOn = (adminUrl: string) => onFreshDatabase(adminUrl, 'bizgift_bench_vouchers', benchVouchers);

/** `npm run bench -- vouchers`: only the supplier bench (10,000 sends, the status sync; PostgreSQL). */
if (only === 'vouchers') {
  if (!pgAdminUrl) throw new Error('the voucher bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await vouchersOn(pgAdminUrl);
  process.exit(process.exitCode ?? 0);
}

/** `npm run bench -- webhooks`: only the webhook delivery bench (10,000 events; PostgreSQL). */
if (only === 'webhooks') {
  if (!pgAdminUrl) throw new Error('the webhook bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await onFreshDatabase(pgAdminUrl, 'bizgift_bench_webhooks', benchWebhooks);
  process.exit(0);
}

/** `npm run bench -- pages`: the logged-in pages on the demo scaled to 100,000 orders (PostgreSQL). */
if (only === 'pages') {
  if (!pgAdminUrl) throw new Error('the pages bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await onFreshDatabase(pgAdminUrl, 'bizgift_bench_pages', benchPages);
  process.exit(process.exitCode ?? 0);
}

/** `npm run bench -- orders`: only the ordering bench (PostgreSQL). */
if (only === 'orders') {
  if (!pgAdminUrl) throw new Error('the ordering bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await onFreshDatabase(pgAdminUrl, 'bizgift_bench_orders', benchOrders);
  process.exit(process.exitCode ?? 0);
}

/** `npm run bench -- api-keys`: only the API key vs JWT pairs (PostgreSQL). */
if (only === 'api-keys') {
  if (!pgAdminUrl) throw new Error('the API key bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await onFreshDatabase(pgAdminUrl, 'bizgift_bench_api_keys', benchApiKeys);
  process.exit(0);
}

/** `npm run bench -- spreadsheets`: the bounded spreadsheet reader and the bomb upload (embedded database). */
if (only === 'spreadsheets') {
  await benchSpreadsheets();
  process.exit(0);
}

if (only === 'exports') {
  if (!pgAdminUrl) throw new Error('the export bench needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await exportsOn(pgAdminUrl);
  process.exit(0);
}

/**
 * Each scenario paired with its ceiling: plain node:http sending the bytes the app sent for it
 * (bench/replay-server.ts). Production logs JSON lines at info, as deployed (to /dev/null here);
 * development pretty-prints them (pino-pretty), as `npm run dev` does.
 */
async function runOn(label: string, databaseUrl?: string, mode: 'production' | 'development' = 'production') {
  const logs: Record<string, string> =
    mode === 'production'
      ? { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }
      : { NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' };
  const app = await startApp(databaseUrl, logs);
  const rows: Measurement[] = [];
  try {
    const replay = await startReplay(app.url, scenarios);
    try {
      for (const s of scenarios) {
        rows.push(
          await measureAlternating(
            s.name,
            { url: replay.url + s.path, pid: replay.pid },
            { url: app.url + s.path, pid: app.pid },
            s.headers,
          ),
        );
      }
    } finally {
      await replay.stop();
    }
  } finally {
    await app.stop();
  }
  printTable(`${label}, ${mode} (50 connections)`, rows, 'same bytes from node:http');
  console.log(
    `load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

/**
 * `npm run bench -- catalog [production|development]`: only the demo catalogue rows, in both modes
 * (or the one named), on both databases.
 */
if (only === 'catalog') {
  const modes = (['production', 'development'] as const).filter(
    (m) => !process.argv[3] || m === process.argv[3],
  );
  for (const mode of modes) {
    await runOn('PGlite (embedded)', undefined, mode);
    if (pgAdminUrl) {
      const database = await freshPostgres(pgAdminUrl, 'bizgift_bench');
      try {
        await runOn('PostgreSQL', database.url, mode);
      } finally {
        await database.drop();
      }
    }
  }
  process.exit(0);
}

// Idle while the app is measured: it serves only the paired bare measurements.
const bareServer = await startBare();
const bareUrl = `${bareServer.url}/bare`;

try {
  await runOn('PGlite (embedded)');
  if (pgAdminUrl) {
    const database = await freshPostgres(pgAdminUrl, 'bizgift_bench');
    try {
      await runOn('PostgreSQL', database.url);
    } finally {
      await database.drop();
    }
    const largeDb = await freshPostgres(pgAdminUrl, 'bizgift_bench_catalog');
    try {
      await benchLargeCatalogue(largeDb.url, bareUrl);
    } finally {
      await largeDb.drop();
    }
  }
} finally {
  await bareServer.stop();
}
if (pgAdminUrl) {
  const ordersDb = await freshPostgres(pgAdminUrl, 'bizgift_bench_orders');
  try {
    await benchOrders(ordersDb.url);
  } finally {
    await ordersDb.drop();
  }
}
if (pgAdminUrl) await exportsOn(pgAdminUrl);
if (pgAdminUrl) await vouchersOn(pgAdminUrl);
if (pgAdminUrl) await onFreshDatabase(pgAdminUrl, 'bizgift_bench_webhooks', benchWebhooks);
if (pgAdminUrl) await onFreshDatabase(pgAdminUrl, 'bizgift_bench_api_keys', benchApiKeys);
await benchSpreadsheets();
