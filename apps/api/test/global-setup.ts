import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, PGLITE_SNAPSHOT, pgTemplateName } from './db-names.ts';

/**
 * Runs once per `vitest run`: migrates a template database so each test file can start from a fresh
 * copy in milliseconds instead of replaying migrations (PGlite snapshot / PostgreSQL TEMPLATE).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = pgTemplateName();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const pool = new pg.Pool({ connectionString: templateUrl.toString(), max: 1 });
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    return async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${template}`);
      await c.end();
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await writeFile(PGLITE_SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return undefined;
}
