import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { EmbeddedDatabase, type StorageFailure, type StorageLog } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services use; the driver underneath (PGlite or node-postgres) differs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Raw SQL for the job queue and tooling that speak SQL directly. `name`: a statement whose text never
   * changes, prepared by that name once per connection on PostgreSQL (parsed and planned once).
   */
  execute(sqlText: string, params?: unknown[], name?: string): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding the application's start-up lock: one process of the cluster at a time
   * (API nodes and workers starting together must not install schemas concurrently). PGlite has
   * one process: it just runs `fn`.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` unless another run under the same `key` is under way in any process of the cluster
   * (a PostgreSQL session advisory lock, taken without waiting); resolves to undefined when it was.
   * For periodic sweeps every worker runs: one at a time, the others skip their turn.
   */
  alone<T>(key: number, fn: () => Promise<T>): Promise<T | undefined>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (any process, after commit); resolves to an
   * unsubscribe function. On PostgreSQL a dedicated connection listens and reconnects after errors
   * (calling `onNotify` again, with no payload, since notifications may have been missed meanwhile).
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  /**
   * Why the database cannot write right now (the embedded database's disk is full or read-only),
   * or undefined. PostgreSQL reports its own disk trouble per statement: always undefined there.
   */
  storageFailure(): StorageFailure | undefined;
  /** Where the database logs its own trouble and recovery (the app's logger, once it exists). */
  reportTo(log: StorageLog): void;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** How often the embedded database tries to reopen after a storage failure. */
  storageRetryMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.storageRetryMs ?? 5000);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // bigint (int8) and numeric come back as strings by default; our ids and won fit in a JS number.
  pool.on('error', () => {});
  // A connection checked out of the pool and waiting between its own queries (inside a transaction,
  // or holding an advisory lock while the work runs elsewhere) hears a server shutting down as an
  // 'error' event, and the pool listens only to idle ones: unheard, it ended the process (an API
  // node and a worker, PostgreSQL stopped under them in the fault run; issue 28 §10). Heard, the
  // connection's next query fails (503 unavailable) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async execute(sqlText, params, name) {
      const result = await pool.query({ text: sqlText, values: params as unknown[], name });
      return { rows: result.rows };
    },
    migrate: () => exclusivePostgres(pool, () => migratePg(drizzlePg(pool), { migrationsFolder })),
    exclusive: (fn) => exclusivePostgres(pool, fn),
    alone: (key, fn) => alonePostgres(pool, key, fn),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    storageFailure: () => undefined,
    reportTo: () => {},
    close: () => pool.end(),
  };
}

/** Any constant shared by every process of this application: the key of its start-up lock. */
const STARTUP_LOCK_KEY = 7_324_001_018;

/**
 * Several processes started together (API nodes, workers) prepare one database. drizzle's migrator
 * takes no lock, so two of them would apply the same migration at once and one would fail on start;
 * pg-boss does lock its install, but inside the installing transaction, where PostgreSQL's catalog
 * cache still says the schema is missing after the wait (`duplicate key … pg_namespace_nspname_index`
 * on a fresh database, seen in the scale-out test). A session advisory lock taken before, on its own
 * connection, makes the others wait and then find everything in place.
 */
async function exclusivePostgres<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose unlock failed is destroyed, not pooled (its session would keep the lock).
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}

async function alonePostgres<T>(pool: pg.Pool, key: number, fn: () => Promise<T>): Promise<T | undefined> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
    if (!rows[0]?.ok) return undefined;
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}

async function openPglite(dataDir: string | undefined, storageRetryMs: number): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ extensions: { pg_trgm } }));
  mkdirSync(dataDir, { recursive: true });
  const embedded = await EmbeddedDatabase.open(path.join(dataDir, 'pgdata'), storageRetryMs);
  return {
    ...wrapPglite(embedded.client),
    listen: (channel, onNotify) => embedded.listen(channel, onNotify),
    storageFailure: () => embedded.storageFailure(),
    reportTo: (log) => embedded.reportTo(log),
    close: () => embedded.close(),
  };
}

/** The Database interface over a PGlite instance (also used by tests that load a snapshot). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process: a run under way is known here.
  const running = new Set<number>();
  return {
    db,
    driver: 'pglite',
    async execute(sqlText, params) {
      if (params?.length) {
        const result = await client.query<Record<string, unknown>>(sqlText, params);
        return { rows: result.rows };
      }
      // Without parameters, allow several statements (the job queue installs its schema this way).
      const results = await client.exec(sqlText);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (fn) => fn(),
    async alone(key, fn) {
      if (running.has(key)) return undefined;
      running.add(key);
      try {
        return await fn();
      } finally {
        running.delete(key);
      }
    },
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    storageFailure: () => undefined,
    reportTo: () => {},
    close: () => client.close(),
  };
}

async function listenPostgres(url: string, channel: string, onNotify: (payload?: string) => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload);
    });
    client.on('error', () => {
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!stopped) {
        onNotify();
        retry = setTimeout(() => connect().catch(() => {}), 2000);
      }
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    if (stopped) await client.end();
    else current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
    current = null;
  };
}
