import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { driver } from '../../test/context.ts';
import { migrationsFolder } from '../../test/db-names.ts';

/**
 * The hand-written data steps of issue #28's migrations, on rows written before them: 0022 makes
 * every existing staff account 최고 관리자; 0023 gives each shop-wide caller number to the one company
 * whose orders used it, and rejects (without a company) those that belonged to none or to several.
 * On an empty database of the test's driver (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
interface Target {
  exec(sql: string): Promise<unknown>;
  rows<T>(sql: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}
let db: Target;
let partial: string;

async function emptyDatabase(): Promise<Target> {
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

/** A copy of the migrations folder holding only the migrations before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bizgift-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const stop = journal.entries.findIndex((e: { tag: string }) => e.tag.startsWith(tag));
  const kept = journal.entries.slice(0, stop);
  cpSync(path.join(migrationsFolder, 'meta'), path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')))
    if (kept.some((e: { tag: string }) => `${e.tag}.sql` === file))
      cpSync(path.join(migrationsFolder, file), path.join(dir, file));
  return dir;
}

beforeAll(async () => {
  db = await emptyDatabase();
  partial = migrationsBefore('0022_');
  await db.migrate(partial);
});
afterAll(async () => {
  await db.close();
  rmSync(partial, { recursive: true, force: true });
});

it('existing staff become 최고 관리자 and shop-wide caller numbers go to the company that used them', async () => {
  // given the rows of a shop before issue #28
  await db.exec(`
    insert into companies (id, name, business_number, owner_name, primary_phone) values
      (1, '가나상사', '1111111111', '김가나', '02-1111-1111'),
      (2, '다라상사', '2222222222', '김다라', '02-2222-2222');
    insert into users (id, username, password_hash, role, fullname, email, company_id) values
      (1, 'oldadmin', 'x', 'staff', '관리자', 'a@b.kr', null),
      (2, 'member1a', 'x', 'member', '가나1', 'm1@b.kr', 1),
      (3, 'member1b', 'x', 'member', '가나2', 'm2@b.kr', 1),
      (4, 'member2a', 'x', 'member', '다라1', 'm3@b.kr', 2);
    insert into orders (user_id, name, sender, send_type, delivery_at, total_order_amount) values
      (2, 'o', '02-1111-1111', 1, now(), 1000),
      (3, 'o', '0211111111', 1, now(), 1000),
      (4, 'o', '1577-2222', 1, now(), 1000),
      (2, 'o', '031-555-0000', 1, now(), 1000),
      (4, 'o', '0315550000', 1, now(), 1000);
    insert into sender_numbers (number, label, is_active) values
      ('0211111111', '가나 대표', true),
      ('15772222', '다라 대표', false),
      ('0315550000', '둘 다 씀', true),
      ('0699999999', '아무도 안 씀', true);
  `);
  // when the rest of the migrations run
  await db.migrate(migrationsFolder);
  // then
  const staff = await db.rows<{ staff_role: string | null; role: string }>(
    'select role, staff_role from users order by id',
  );
  expect(staff).toEqual([
    { role: 'staff', staff_role: 'super' },
    { role: 'member', staff_role: null },
    { role: 'member', staff_role: null },
    { role: 'member', staff_role: null },
  ]);
  const numbers = await db.rows<Record<string, unknown>>(
    'select number, company_id::int as company_id, status, is_active, reject_reason is not null as has_reason from sender_numbers order by id',
  );
  expect(numbers).toEqual([
    { number: '0211111111', company_id: 1, status: 'approved', is_active: true, has_reason: false },
    { number: '15772222', company_id: 2, status: 'approved', is_active: false, has_reason: false },
    { number: '0315550000', company_id: null, status: 'rejected', is_active: false, has_reason: true },
    { number: '0699999999', company_id: null, status: 'rejected', is_active: false, has_reason: true },
  ]);
  // and a staff row without a role, or a member with one, is refused from now on
  await expect(
    db.exec(
      `insert into users (username, password_hash, role, fullname, email) values ('newstaff', 'x', 'staff', 'n', 'n@b.kr')`,
    ),
  ).rejects.toThrow(/users_staff_role_check/);
});
