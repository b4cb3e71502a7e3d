// Cold start and memory of the API: TypeScript through tsx (development) against the compiled
// JavaScript of `npm run build` (production), alternating in one run so both see the same machine.
//   npm run build -w packages/domain && npm run build -w apps/api
//   BENCH_DATABASE_URL=postgres://… node apps/api/bench/startup.mjs [runs=7]
// A fresh database is created (and migrated once, so no start measures a migration) and dropped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../../..');
const runs = Number(process.argv[2] ?? 7);
const baseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!baseUrl) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server');
if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) throw new Error('run `npm run build` first');

const modes = {
  tsx: ['--import', 'tsx', 'apps/api/src/main.ts'],
  compiled: ['--conditions=bizgift-compiled', '--enable-source-maps', 'apps/api/dist/main.js'],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rssMb = (pid) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
};
const get = (port, url) =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(0));
  });

async function admin(sql) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

const dbName = `bizgift_startup_${randomBytes(4).toString('hex')}`;
await admin(`create database ${dbName}`);
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME ?? os.tmpdir(),
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl.toString(),
  JWT_SECRET: randomBytes(32).toString('hex'),
  MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  RUN_WORKER: 'false',
  PUBLIC_URL: 'http://127.0.0.1',
  DATA_DIR: path.join(os.tmpdir(), dbName),
};

/** One start: spawn → /readyz 200 (ms); RSS at ready and after 100 catalogue requests; stop. */
async function start(mode, port) {
  const t0 = performance.now();
  const child = spawn(process.execPath, modes[mode], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${mode} exited during start`);
    if ((await get(port, '/readyz')) === 200) {
      readyMs = performance.now() - t0;
      break;
    }
    await sleep(10);
  }
  const rssReady = rssMb(child.pid);
  for (let i = 0; i < 100; i++) await get(port, '/api/goods?page_size=20');
  const rssAfter = rssMb(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssReady, rssAfter };
}

try {
  // Migrate (and install the queue) once, outside the measurements.
  await start('compiled', 39_400);
  const results = { tsx: [], compiled: [] };
  for (let i = 0; i < runs; i++) {
    const order = i % 2 ? ['compiled', 'tsx'] : ['tsx', 'compiled'];
    for (const mode of order) {
      const r = await start(mode, 39_401 + i);
      results[mode].push(r);
      console.log(
        `run ${i + 1} ${mode.padEnd(8)} ready ${r.readyMs.toFixed(0).padStart(6)} ms  RSS ${r.rssReady.toFixed(1)} MiB at ready, ${r.rssAfter.toFixed(1)} MiB after 100 requests`,
      );
    }
  }
  const summary = {};
  for (const mode of Object.keys(results)) {
    summary[mode] = {
      readyMs: median(results[mode].map((r) => r.readyMs)),
      rssReady: median(results[mode].map((r) => r.rssReady)),
      rssAfter: median(results[mode].map((r) => r.rssAfter)),
    };
  }
  const ratios = results.tsx.map((r, i) => r.readyMs / results.compiled[i].readyMs);
  console.log('\nmedians:');
  for (const [mode, s] of Object.entries(summary)) {
    console.log(
      `  ${mode.padEnd(8)} ready ${s.readyMs.toFixed(0)} ms, RSS ${s.rssReady.toFixed(1)} MiB at ready, ${s.rssAfter.toFixed(1)} MiB after 100 requests`,
    );
  }
  console.log(
    `  start tsx / compiled: median of the paired ratios ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})`,
  );
  console.log(
    `  load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await admin(`drop database if exists ${dbName} with (force)`);
}
