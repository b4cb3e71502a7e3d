import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { driver } from './context.ts';
import { migrationsFolder } from './db-names.ts';

/**
 * Testing a data migration on rows written before it: an empty database of the test's driver
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL) migrated only up to the migration before it
 * (`migrationsBefore`), rows inserted, then the whole folder run.
 */
export interface MigrationTarget {
  exec(sql: string): Promise<unknown>;
  rows<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function emptyDatabase(): Promise<MigrationTarget> {
  if (driver === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      exec: (sql) => client.exec(sql),
      rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `bizgift_mig_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 1 });
  return {
    exec: (sql) => pool.query(sql),
    rows: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    async close() {
      await pool.end();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A copy of the migrations folder holding only the migrations before the one whose tag starts with `tag`. */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bizgift-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const stop = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith(tag));
  if (stop <= 0) throw new Error(`no migration ${tag} after the first`);
  const kept = journal.entries.slice(0, stop);
  cpSync(path.join(migrationsFolder, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    if (kept.some((e: { tag: string }) => `${e.tag}.sql` === file))
      cpSync(path.join(migrationsFolder, file), path.join(dir, file));
  return dir;
}
