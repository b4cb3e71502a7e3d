import http from 'node:http';
import os from 'node:os';
import { startApp } from './harness.ts';
import { call } from './orders.ts';

/** Keys of the demo company, used in turn (each is limited to 10 requests a second). */
const KEYS = 20;
/** One request every 10 ms, every other one with a key: 50 a second over 20 keys, inside the per-key rate. */
const INTERVAL_MS = 10;
const PHASE_MS = 6000;
const ROUNDS = 10;
const PATH = '/api/payments/balance';

interface Figures {
  mean: number;
  p50: number;
  p99: number;
  n: number;
  failed: number;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function figures(latencies: number[], failed: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    n: sorted.length,
    failed,
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * One connection (kept alive), one request every INTERVAL_MS (or right after the previous answer
 * when that came later), for `ms`, alternating JWT and key request by request, so both see the
 * same moment of a shared machine; the latency of each, from write to the last byte of the answer.
 */
async function round(
  url: string,
  jwt: string,
  keys: string[],
  ms: number,
): Promise<{ jwt: Figures; key: Figures }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = { jwt: [] as number[], key: [] as number[] };
  const failed = { jwt: 0, key: 0 };
  const started = performance.now();
  let sent = started - INTERVAL_MS;
  for (let i = 0; performance.now() - started < ms; i++) {
    // INTERVAL_MS after the previous request went, never sooner (a stall is not caught up with a
    // burst, which would also run into the key's rate).
    const wait = sent + INTERVAL_MS - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const which = i % 2 ? 'key' : 'jwt';
    const authorization = which === 'jwt' ? jwt : keys[(i >> 1) % keys.length]!;
    sent = performance.now();
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, { agent, headers: { authorization } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
    latencies[which].push(performance.now() - sent);
    if (status !== 200) failed[which]++;
  }
  agent.destroy();
  return { jwt: figures(latencies.jwt, failed.jwt), key: figures(latencies.key, failed.key) };
}

/**
 * `npm run bench -- api-keys` (PostgreSQL): the same request (GET /api/payments/balance of the demo
 * owner) with the owner's JWT and with an API key of the company, alternating request by request;
 * 10 rounds of 6 s in one run; per round the difference of the mean, p50 and p99 latency, and the
 * median of those differences over the rounds.
 */
export async function benchApiKeys(databaseUrl: string) {
  const app = await startApp(databaseUrl, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  try {
    const login = await call(`${app.url}/api/auth/login`, 'POST', undefined, {
      username: 'bizdemo',
      password: 'Demo!2345',
    });
    const jwt = `Bearer ${login.json.data.access as string}`;
    const keys: string[] = [];
    for (let i = 0; i < KEYS; i++) {
      const created = await call(`${app.url}/api/company/api-keys`, 'POST', login.json.data.access, {
        name: `벤치 ${i + 1}`,
        mode: 'live',
      });
      if (created.status !== 201) throw new Error(`key not created: ${JSON.stringify(created.json)}`);
      keys.push(`Bearer ${created.json.data.key as string}`);
    }
    const url = app.url + PATH;
    // Warm-up: both paths compiled and their statements prepared.
    await round(url, jwt, keys, 3000);
    const rows: { round: number; jwt: Figures; key: Figures; load: string }[] = [];
    for (let r = 1; r <= ROUNDS; r++)
      rows.push({ round: r, ...(await round(url, jwt, keys, PHASE_MS)), load: load() });
    const ms = (x: number) => x.toFixed(2);
    console.log(
      `\nAPI key vs JWT, GET ${PATH} (PostgreSQL, production logging), one connection, one request every ${INTERVAL_MS} ms alternating JWT / key, rounds of ${PHASE_MS / 1000} s`,
    );
    console.log(
      '| round | JWT mean / p50 / p99 ms | key mean / p50 / p99 ms | Δ mean | Δ p50 | Δ p99 | failed | load avg |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      console.log(
        `| ${r.round} | ${ms(r.jwt.mean)} / ${ms(r.jwt.p50)} / ${ms(r.jwt.p99)} | ${ms(r.key.mean)} / ${ms(r.key.p50)} / ${ms(r.key.p99)} | ` +
          `${ms(r.key.mean - r.jwt.mean)} | ${ms(r.key.p50 - r.jwt.p50)} | ${ms(r.key.p99 - r.jwt.p99)} | ${r.jwt.failed + r.key.failed} | ${r.load} |`,
      );
    }
    const dMean = median(rows.map((r) => r.key.mean - r.jwt.mean));
    const dP50 = median(rows.map((r) => r.key.p50 - r.jwt.p50));
    const dP99 = median(rows.map((r) => r.key.p99 - r.jwt.p99));
    console.log(
      `median difference (key − JWT): mean ${ms(dMean)} ms, p50 ${ms(dP50)} ms, p99 ${ms(dP99)} ms; ` +
        `target ≤ 1 ms: ${dMean <= 1 ? 'met' : 'NOT met'} (mean); load average ${load()}`,
    );
  } finally {
    await app.stop();
  }
}
