import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const apiRoot = path.resolve(import.meta.dirname, '..');

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** req/s of the bare route measured right before this row (paired), the base of its ratio. */
  bareRequestsPerSecond?: number;
  /** median of per-round ratios to the base (measureAlternating), when measured in rounds */
  ratio?: number;
  /** p99 of the base (the ceiling) in the same rounds */
  baseP99?: number;
  /**
   * Server CPU time per answer (user + system, from /proc) of the app and of the base over all
   * rounds: what each process spent per answer, much less sensitive to the machine's load than
   * req/s (measureAlternating, when given the processes).
   */
  cpuPerAnswerUs?: number;
  baseCpuPerAnswerUs?: number;
}

export interface Server {
  url: string;
  /** the server process (the export bench samples its memory) */
  pid: number;
  stop(): Promise<void>;
}

/** CPU seconds a process has used so far (user + system), from /proc (Linux, 100 ticks a second). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Context switches of a process so far, from /proc: voluntary (it waited: for a socket, a lock) and
 * involuntary (the scheduler took the core away: the machine was busy, or its priority lower).
 */
export function contextSwitches(pid: number): { voluntary: number; involuntary: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { voluntary: field('voluntary_ctxt_switches'), involuntary: field('nonvoluntary_ctxt_switches') };
}

/** The context switches of the PostgreSQL backends serving `database` so far (as postgresCpuSeconds). */
export function postgresContextSwitches(database: string): { voluntary: number; involuntary: number } {
  const total = { voluntary: 0, involuntary: 0 };
  for (const pid of postgresBackends(database)) {
    try {
      const switches = contextSwitches(pid);
      total.voluntary += switches.voluntary;
      total.involuntary += switches.involuntary;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.includes(` ${database} `)) pids.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `database` (their process titles name
 * it), so a bench can tell its own database work from everyone else's on a shared server.
 */
export function postgresCpuSeconds(database: string): number {
  let total = 0;
  for (const pid of postgresBackends(database)) {
    try {
      total += cpuSeconds(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a server script as its own process so the load generator does not share its event loop. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  healthPath: string,
): Promise<Server> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of every server the bench starts, written when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // production refuses to start without its public address (provider callbacks are built from it)
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + healthPath)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export function startBare(): Promise<Server> {
  return startProcess('bench/bare-server.ts', {}, '/bare');
}

/** The same-bytes ceiling of `requests` (bench/replay-server.ts), recorded from the running app. */
export function startReplay(
  appUrl: string,
  requests: { path: string; headers?: Record<string, string> }[],
): Promise<Server> {
  return startProcess(
    'bench/replay-server.ts',
    { REPLAY_FROM: appUrl, REPLAY_REQUESTS: JSON.stringify(requests) },
    '/replay-ready',
  );
}

/** The real app: embedded PGlite in a temp dir (demo-seeded), or the given PostgreSQL database. */
export async function startApp(databaseUrl?: string, env: Record<string, string> = {}): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-bench-'));
  const server = await startProcess(
    'src/main.ts',
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: 'true',
      // Production refuses the providers' sandboxes unless told: the bench sends through them.
      ALLOW_SANDBOX: 'true',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    '/api/health',
  );
  return {
    url: server.url,
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database for the bench, named `prefix` plus a suffix of this run's own (dropped
 * by the returned cleanup): two people benching on one server never drop each other's database.
 */
export async function freshPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function measure(
  name: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  // A short warm-up so JIT and caches are in the same state for every scenario.
  await autocannon({ url, connections: 10, duration: 1 });
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 8),
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * The bare route, then the scenario, back to back with the same load: on a shared machine the bare
 * figure drifts over minutes by as much as the gaps being compared, so each ratio has its own base.
 */
export async function measurePaired(
  name: string,
  bareUrl: string,
  url: string,
  options: { connections?: number; duration?: number; headers?: Record<string, string> } = {},
): Promise<Measurement> {
  const bare = await measure('bare', bareUrl, {
    connections: options.connections,
    duration: options.duration,
  });
  const app = await measure(name, url, options);
  return { ...app, bareRequestsPerSecond: bare.requestsPerSecond };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The app and its same-bytes ceiling in alternating short rounds (ceiling, app, app, ceiling, …),
 * BENCH_ROUNDS of BENCH_ROUND_SECONDS each: on a machine shared with other people's work the load
 * changes within seconds, and one long run of each compares two different machines. Each round pair
 * gives a ratio; the row shows their median (and the median req/s and p99 of each side).
 */
export async function measureAlternating(
  name: string,
  base: string | { url: string; pid: number },
  app: string | { url: string; pid: number },
  headers: Record<string, string> | undefined,
): Promise<Measurement> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
  const duration = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
  const baseUrl = typeof base === 'string' ? base : base.url;
  const url = typeof app === 'string' ? app : app.url;
  const cpu = { base: 0, app: 0 };
  const run = async (target: string, side: 'base' | 'app') => {
    const server = side === 'base' ? base : app;
    const before = typeof server === 'string' ? 0 : cpuSeconds(server.pid);
    const r = await autocannon({ url: target, connections: 50, duration, headers });
    if (typeof server !== 'string') cpu[side] += cpuSeconds(server.pid) - before;
    return {
      rps: r.requests.average,
      total: r.requests.total,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
    };
  };
  await autocannon({ url: baseUrl, connections: 10, duration: 1, headers });
  await autocannon({ url, connections: 10, duration: 1, headers });
  const baseRuns: Awaited<ReturnType<typeof run>>[] = [];
  const appRuns: Awaited<ReturnType<typeof run>>[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      baseRuns.push(await run(baseUrl, 'base'));
      appRuns.push(await run(url, 'app'));
    } else {
      appRuns.push(await run(url, 'app'));
      baseRuns.push(await run(baseUrl, 'base'));
    }
  }
  const perAnswer = (seconds: number, runs: { total: number }[]) =>
    typeof app === 'string'
      ? undefined
      : Math.round((seconds / runs.reduce((n, r) => n + r.total, 0)) * 1e7) / 10;
  return {
    name,
    requestsPerSecond: Math.round(median(appRuns.map((r) => r.rps))),
    p50: median(appRuns.map((r) => r.p50)),
    p99: median(appRuns.map((r) => r.p99)),
    errors: appRuns.reduce((n, r) => n + r.errors, 0),
    non2xx: appRuns.reduce((n, r) => n + r.non2xx, 0),
    bareRequestsPerSecond: Math.round(median(baseRuns.map((r) => r.rps))),
    ratio: median(appRuns.map((r, i) => r.rps / baseRuns[i]!.rps)),
    baseP99: median(baseRuns.map((r) => r.p99)),
    cpuPerAnswerUs: perAnswer(cpu.app, appRuns),
    baseCpuPerAnswerUs: perAnswer(cpu.base, baseRuns),
  };
}

export function printTable(title: string, rows: Measurement[], base = 'bare'): void {
  const cpu = rows.some((r) => r.cpuPerAnswerUs !== undefined);
  console.log(`\n${title}`);
  console.log(
    `| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | ${base} req/s (paired) | vs ${base} |${cpu ? ` ${base} p99 ms | CPU µs/answer: app / ${base} |` : ''}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|${cpu ? '---:|---:|' : ''}`);
  for (const r of rows) {
    const bare = r.bareRequestsPerSecond;
    const ratio = bare ? `${Math.round((r.ratio ?? r.requestsPerSecond / bare) * 100)} %` : '';
    const extra = cpu
      ? ` ${r.baseP99 ?? ''} | ${r.cpuPerAnswerUs ?? ''} / ${r.baseCpuPerAnswerUs ?? ''} |`
      : '';
    console.log(
      `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${bare ?? ''} | ${ratio} |${extra}`,
    );
  }
}

/**
 * Exactly `connections` kept-alive sockets, as a load generator with that many connections has:
 * `send` answers the status and the body as text (a GET when `body` is undefined, else a JSON POST).
 */
export function keptAliveClient(base: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(base);
  return {
    send(path: string, token: string, body?: unknown): Promise<{ status: number; text: string }> {
      const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
      if (data) Object.assign(headers, { 'content-type': 'application/json', 'content-length': data.length });
      return new Promise((resolve, reject) => {
        const req = http.request(
          { agent, host: target.hostname, port: target.port, path, method: data ? 'POST' : 'GET', headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(data);
      });
    },
    close: () => agent.destroy(),
  };
}
