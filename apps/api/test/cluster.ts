import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error plain JavaScript module without types (the command `npm start` / `npm run worker` run)
import { commandFor } from '../../../scripts/run.mjs';
import type { Db } from '../src/db/client.ts';
import { createMember } from './factories.ts';

/**
 * Real API and worker processes for the cluster tests (scale-out.test.ts, database-outage.test.ts):
 * started the way production starts them, a Solapi-shaped gateway that records what it accepted,
 * and a round-robin proxy in front of the API nodes.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One statement on the PostgreSQL server of TEST_DATABASE_URL, on a connection of its own. */
export async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A database (on TEST_DATABASE_URL's server) and a data folder of one cluster test file's own:
 * `create` in its beforeAll, `drop` in its afterAll.
 */
export function scratchDatabase(prefix: string) {
  const name = `bizgift_${prefix}_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bizgift-${prefix}-`));
  return {
    dataDir,
    /** Its URL (read once TEST_DATABASE_URL is known to be set). */
    url() {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      return url;
    },
    create: () => adminQuery(`create database ${name}`),
    async drop() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What every process of a cluster test starts with: JSON logs, its database, the fake SMS gateway. */
export function clusterEnv(options: {
  databaseUrl: string;
  dataDir: string;
  gatewayUrl: string;
  poolSize: number;
  leaseSeconds: number;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: String(options.poolSize),
    DATA_DIR: options.dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    SOLAPI_API_SECRET: 'fake-secret',
    SOLAPI_BASE_URL: options.gatewayUrl,
    DELIVERY_LEASE_SECONDS: String(options.leaseSeconds),
  };
}

/** Distinct mobile numbers, `010${prefix}0000001` onwards. */
export function phoneSeries(prefix: string) {
  let seq = 0;
  return (n: number) => Array.from({ length: n }, () => `010${prefix}${String(++seq).padStart(7, '0')}`);
}

export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** `promise`, or a failure naming what did not happen (and the node's last log lines) after `ms`. */
export async function within<T>(ms: number, what: string, promise: Promise<T>, node?: Node): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`timed out after ${ms} ms waiting for ${what}${node ? `\n${node.tail()}` : ''}`)),
      ms,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------------------------------------
// A Solapi-shaped SMS gateway that records what it accepted. Each process gets its own API key,
// so the gateway knows which process sent what.

interface SmsRequest {
  key: string;
  messageId: string;
  from: string;
  at: number;
  res: http.ServerResponse;
}

export class FakeSmsGateway {
  readonly server = http.createServer((req, res) => this.handle(req, res));
  url = '';
  private port = 0;
  /**
   * Messages accepted, as the real gateway does: on arrival, whether or not its sender is still there
   * for the answer (a worker killed while the answer is held still got its message out).
   */
  readonly accepted: { key: string; from: string; to?: string; messageId?: string }[] = [];
  /** Every request as it arrived. */
  readonly arrived: { key: string; from: string }[] = [];
  /** Accepted sends whose answer is held back (hold()). */
  held: SmsRequest[] = [];
  holding = false;
  private counter = 0;

  async start() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  /** The gateway goes away: connections refused, open ones cut, until comeBack(). */
  async goDown() {
    this.release();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  async comeBack() {
    await this.start();
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The message list (a worker looking up a send whose outcome it does not know): what it accepted.
      if (req.method === 'GET' && req.url?.startsWith('/messages/v4/list')) {
        const to = new URL(req.url, 'http://fake').searchParams.get('to');
        const found = this.accepted.filter((a) => a.to === to);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            nextKey: null,
            messageList: Object.fromEntries(
              found.map((a) => [
                a.messageId,
                { messageId: a.messageId, to: a.to, customFields: { idempotencyKey: a.key } },
              ]),
            ),
          }),
        );
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      // An MMS uploads its barcode picture first (Solapi storage); only the message is the send.
      if (req.url?.startsWith('/storage/')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ fileId: `fake-file-${++this.counter}` }));
        return;
      }
      const from = /apiKey=([^,]+)/.exec(req.headers.authorization ?? '')?.[1] ?? '?';
      const key = body.message.customFields.idempotencyKey;
      const messageId = `fake-${++this.counter}`;
      this.arrived.push({ key, from });
      this.accepted.push({ key, from, to: body.message.to, messageId });
      const request: SmsRequest = { key, messageId, from, at: Date.now(), res };
      if (this.holding) this.held.push(request);
      else this.answer(request);
    });
  }

  private answer({ res, messageId }: SmsRequest) {
    // A sender that went away (killed) gets no answer; its message went out all the same.
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ messageId }));
  }

  hold() {
    this.holding = true;
  }

  release() {
    this.holding = false;
    const held = this.held;
    this.held = [];
    for (const request of held) this.answer(request);
  }

  acceptedCount(key: string) {
    return this.accepted.filter((a) => a.key === key).length;
  }

  async close() {
    this.release();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

// ---------------------------------------------------------------------------------------------
// The processes.

export class Node {
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  exitedAt: number | undefined;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
    readonly port?: number,
  ) {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) this.output.push(line);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exitedAt = Date.now();
        resolve({ code, signal });
      }),
    );
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  get alive() {
    return this.exitedAt === undefined;
  }

  logged(text: string) {
    return this.output.some((line) => line.includes(text));
  }

  tail() {
    return `${this.name}:\n  ${this.output.slice(-60).join('\n  ')}`;
  }
}

export function startNode(
  kind: 'server' | 'worker',
  name: string,
  env: Record<string, string>,
  port?: number,
) {
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    ...env,
    SOLAPI_API_KEY: name,
    ...(port ? { PORT: String(port) } : {}),
  };
  // The command `npm start` / `npm run worker` end in (scripts/run.mjs), spawned directly so that a
  // signal reaches the node process itself and not a wrapper.
  const child = spawn(process.execPath, commandFor(kind, fullEnv), {
    cwd: repoRoot,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never left running if the test process goes away without its afterAll.
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  child.once('exit', () => process.off('exit', reap));
  return new Node(name, child, port);
}

export async function waitReady(node: Node, timeoutMs = 120_000) {
  await until(
    `${node.name} to be ready`,
    async () => {
      if (!node.alive) throw new Error(`${node.name} exited during start\n${node.tail()}`);
      if (node.port === undefined) return node.logged('delivery worker started');
      const res = await fetch(`${node.url}/readyz`).catch(() => undefined);
      return res?.status === 200;
    },
    timeoutMs,
  );
}

// ---------------------------------------------------------------------------------------------
// A round-robin reverse proxy: each request to the next node; a node that refuses the connection
// (stopped) is skipped. It adds X-Forwarded-For like nginx does, and says which node answered.

export class RoundRobinProxy {
  readonly server = http.createServer((req, res) => this.handle(req, res));
  private next = 0;
  url = '';

  constructor(private readonly nodes: Node[]) {}

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const start = this.next++ % this.nodes.length;
      const order = this.nodes.map((_, i) => this.nodes[(start + i) % this.nodes.length]!);
      const forwarded = req.headers['x-forwarded-for'];
      const headers = {
        ...req.headers,
        'x-forwarded-for': `${forwarded ? `${forwarded}, ` : ''}${req.socket.remoteAddress}`,
        'x-forwarded-proto': 'http',
      };
      const attempt = (i: number) => {
        const node = order[i];
        if (!node) {
          res.writeHead(502).end();
          return;
        }
        const upstream = http.request(
          { host: '127.0.0.1', port: node.port, method: req.method, path: req.url, headers, agent: false },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': node.name });
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') attempt(i + 1);
          else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely, field by field
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json, node: res.headers.get('x-upstream') };
}

/** A member with `balance` in the wallet, signed in through `base` (an API node or the proxy): its access token. */
export async function fundedMemberToken(db: Db, base: string, balance: number): Promise<string> {
  const member = await createMember(db, { balance });
  const login = await call(base, 'POST', '/api/auth/login', {
    body: { username: member.username, password: member.password },
  });
  if (login.status !== 200)
    throw new Error(`member login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return login.body.data.access;
}
