import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  /** Output of the server so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
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

export const SEEDED_DATA_DIR_KEY = 'seededDataDir';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDataDir: string;
  }
}

/**
 * Runs once per `vitest run` (globalSetup): migrates and seeds one embedded database with the demo
 * data, so every journey starts from a copy of it (about 3 s) instead of migrating and seeding
 * its own (about 8 s of a busy CPU each).
 */
export async function seedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-e2e-template-'));
  // The journeys start from the demo member as signed up (empty lists, 1,000,000원), not the seeded history.
  const server = await launch(dataDir, { SEED_DEMO_HISTORY: 'false' });
  await server.stop();
  return dataDir;
}

/**
 * Starts the real product as it ships (the compiled `apps/api/dist/main.js` serving the built SPA;
 * `npm run test:e2e` builds both first) on a free loopback port, with its own copy of the seeded
 * embedded database. `env` overrides the defaults below; a variable set to `undefined` is left out
 * (e.g. `PUBLIC_URL: undefined` for a development-like start without it).
 */
export async function startServer(env: Record<string, string | undefined> = {}): Promise<TestServer> {
  const template = inject(SEEDED_DATA_DIR_KEY);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-e2e-'));
  cpSync(template, dataDir, { recursive: true });
  const server = await launch(dataDir, env);
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function launch(dataDir: string, env: Record<string, string | undefined>): Promise<TestServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=bizgift-compiled', '--enable-source-maps', 'apps/api/dist/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        QUOTE_RATE_LIMIT_PER_MINUTE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // E2E_SERVER_START_SECONDS: more on a machine under heavy load (a cold start took 100 s at load 30).
  const startSeconds = Number(process.env.E2E_SERVER_START_SECONDS ?? 90);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${startSeconds} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
}

/** Calls the API of a test server directly (for set-up steps a journey does not need to click). */
export async function apiCall<T = any>(
  server: TestServer,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { status: string; data: T; message?: string } }> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: await res.json() };
}

export async function apiLogin(server: TestServer, username: string, password: string): Promise<string> {
  const res = await apiCall<{ access: string }>(server, 'POST', '/api/auth/login', {
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.body.message}`);
  return res.body.data.access;
}

/**
 * The link of `path` (e.g. `/invite/`, `/v/`) in the newest message sent to `recipient`: the staff
 * outbox masks link tokens, so this reveals the message as staff do with 원문 보기 (audited).
 */
export async function revealedLink(
  server: TestServer,
  staffToken: string,
  recipient: string,
  path: string,
): Promise<string> {
  const list = await apiCall<{ results: { id: number }[] }>(
    server,
    'GET',
    `/api/admin/messages?recipient=${encodeURIComponent(recipient)}&status=sent`,
    { token: staffToken },
  );
  const id = list.body.data.results[0]?.id;
  if (!id) throw new Error(`no message sent to ${recipient}`);
  const revealed = await apiCall<{ body: string }>(server, 'POST', `/api/admin/messages/${id}/reveal`, {
    token: staffToken,
  });
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = revealed.body.data.body.match(new RegExp(`(https?://\\S+${escaped}[\\w-]+)`));
  if (!match) throw new Error(`no ${path} link sent to ${recipient}`);
  return match[1]!;
}

export const DEMO_MEMBER = { username: 'bizdemo', password: 'Demo!2345' };
export const DEMO_STAFF = { username: 'admin', password: 'Admin!2345' };
