import os from 'node:os';
import { benchLargeCatalogue, catalogScenarios } from './catalog.ts';
import { freshPostgres, type Measurement, measure, printTable, startApp, startBare } from './harness.ts';
import { benchOrders } from './orders.ts';

/**
 * `npm run bench`: in one run, the bare Fastify route and the catalogue routes of the real app,
 * on embedded PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on PostgreSQL.
 * Ratios against the bare route measured in the same run are what docs/performance.md compares.
 */
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const scenarios = [...catalogScenarios];

console.log(
  `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`date: ${new Date().toISOString()}`);

const bareServer = await startBare();
let bare: Measurement;
try {
  bare = await measure('bare Fastify JSON route', `${bareServer.url}/bare`);
} finally {
  await bareServer.stop();
}

async function runOn(label: string, databaseUrl?: string) {
  const app = await startApp(databaseUrl);
  const rows: Measurement[] = [bare];
  try {
    for (const s of scenarios) rows.push(await measure(s.name, app.url + s.path, { headers: s.headers }));
  } finally {
    await app.stop();
  }
  printTable(`${label} (50 connections)`, rows, bare);
}

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
    await benchLargeCatalogue(largeDb.url, bare);
  } finally {
    await largeDb.drop();
  }
  const ordersDb = await freshPostgres(pgAdminUrl, 'bizgift_bench_orders');
  try {
    await benchOrders(ordersDb.url);
  } finally {
    await ordersDb.drop();
  }
}
