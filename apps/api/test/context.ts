import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase, wrapPglite } from '../src/db/client.ts';
import { checkLedger } from '../src/modules/wallet/ledger.ts';
import { PGLITE_SNAPSHOT, pgTemplateName } from './db-names.ts';

export const driver = process.env.TEST_DB === 'pg' ? 'pg' : 'pglite';

/** A fresh, migrated, empty database: one per test file. */
export async function freshDatabase(): Promise<Database> {
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `bizgift_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplateName()}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 30 });
    return {
      ...database,
      async close() {
        await database.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const snapshot = new Blob([await readFile(PGLITE_SNAPSHOT)]);
  const client = await PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } });
  return wrapPglite(client);
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/bizgift-test-data', LOG_LEVEL: 'silent' }),
    authRateLimitPerMinute: 10_000,
    quoteRateLimitPerMinute: 10_000,
    runWorker: false,
    ...overrides,
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  db: Db;
  config: Config;
  scheduler: RecordingScheduler;
  close(): Promise<void>;
}

/**
 * Records the orders the service schedules instead of enqueueing them, so a test decides when the
 * (real) delivery worker runs: `await ctx.app.services.worker.drain()`.
 */
export class RecordingScheduler {
  readonly scheduled: { orderId: number; runAt: Date }[] = [];
  async scheduleOrder(orderId: number, runAt: Date) {
    this.scheduled.push({ orderId, runAt });
  }
}

/** Builds the real app on a fresh database. Call in beforeAll; close in afterAll. */
export async function createTestContext(options: { config?: Partial<Config>; deps?: Partial<AppDeps> } = {}) {
  const database = await freshDatabase();
  const config = testConfig(options.config);
  const scheduler = new RecordingScheduler();
  const app = await buildApp({
    config,
    database,
    logger: false,
    scheduler,
    strictResponses: true,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    scheduler,
    async close() {
      await app.close();
      await database.close();
    },
  } satisfies TestContext;
}

/**
 * The test file's context when its tests move money: built before its tests (read its fields inside
 * them), the ledger checked after each test, closed after all. Registers its own hooks.
 */
export function ledgerCheckedContext(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext());
  });
  afterEach(() => expectLedgerBalanced(ctx.db));
  afterAll(() => ctx.close());
  return ctx;
}

/**
 * Two API nodes on one database (and one rate-limit store), for what must hold across nodes: `a` is
 * the test context's app, `b` a second app on the same database. Registers its own beforeAll and
 * afterAll; read the fields inside tests.
 */
export function twoApiNodes(config: Partial<Config>) {
  const nodes: { a: FastifyInstance; b: FastifyInstance; ctx: TestContext } = {} as never;
  beforeAll(async () => {
    nodes.ctx = await createTestContext({ config });
    nodes.a = nodes.ctx.app;
    nodes.b = await buildApp({
      config: nodes.ctx.config,
      database: nodes.ctx.database,
      logger: false,
      scheduler: new RecordingScheduler(),
    });
    await nodes.b.ready();
  });
  afterAll(async () => {
    await nodes.b.close();
    await nodes.ctx.close();
  });
  return nodes;
}

export interface ApiResponse<T = any> {
  statusCode: number;
  body: {
    status: 'success' | 'fail' | 'error';
    data: T;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  };
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface ApiOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Small request helper: JSON in, parsed envelope out. */
export async function api<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: ApiOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const raw = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
  let body: ApiResponse<T>['body'];
  try {
    body = raw.json();
  } catch {
    throw new Error(`non-JSON response ${raw.statusCode} for ${method} ${url}: ${raw.body.slice(0, 200)}`);
  }
  return { statusCode: raw.statusCode, body, headers: raw.headers, raw };
}

/**
 * `api` for a call that must succeed, its answer typed by the route's schema in packages/domain:
 * anything but a 2xx success envelope fails the test with the status and the server's message, and
 * `data` is parsed with `schema`, so a test reads only what the contract promises (and a field the
 * route stops sending fails here, where it is read).
 */
export async function apiData<S extends z.ZodType>(
  app: FastifyInstance,
  schema: S,
  method: InjectOptions['method'],
  url: string,
  options: ApiOptions = {},
): Promise<z.output<S>> {
  const res = await api<unknown>(app, method, url, options);
  if (res.statusCode >= 300 || res.body.status !== 'success') {
    throw new Error(
      `${method} ${url} answered ${res.statusCode}: ${res.body.message ?? res.raw.body.slice(0, 200)}`,
    );
  }
  return schema.parse(res.body.data);
}

/** The ledger invariant (DESIGN §4): call after every test that moves money. */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  const result = await checkLedger(db);
  if (!result.ok) throw new Error(`ledger out of balance: ${JSON.stringify(result.mismatchedWallets)}`);
}
