import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { driver } from '../../test/context.ts';
import { migrationsFolder } from '../../test/db-names.ts';

/**
 * Issue #27 §1: the migration that makes every member the owner of its company moves a member's
 * wallet, orders, deliveries and recharges to that company with the ledger untouched. Run on a
 * database migrated only up to the migration before it, holding a member with money and history.
 */
const WORKSPACE_MIGRATION = '0024_company_workspace';

/** The migrations folder as it was before the workspace: its SQL files and a journal ending before it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Sql {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Sql> {
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `bizgift_mig_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 1 });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    return {
      query: (text) => pool.query(text),
      migrate: (folder) => migrate(drizzle(pool), { migrationsFolder: folder }),
      async close() {
        await pool.end();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  return {
    query: (text) => client.query(text) as Promise<{ rows: Record<string, unknown>[] }>,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${WORKSPACE_MIGRATION}`, () => {
  it('makes each member the owner of its company; wallet, orders, deliveries and recharges follow; the ledger holds', async () => {
    const db = await emptyDatabase();
    try {
      const before = migrationsBefore(WORKSPACE_MIGRATION);
      folders.push(before);
      await db.migrate(before);

      // Given two members with money and history, and a staff account, before companies owned anything.
      const [c1, c2] = ['가나상사', '다라상사'];
      await db.query(`
        insert into companies (name, business_number, owner_name, primary_phone)
        values ('${c1}', '1234567891', '홍길동', '02-000-0000'), ('${c2}', '1234567892', '김철수', '02-000-0001')`);
      await db.query(`
        insert into users (username, password_hash, role, fullname, email, company_id)
        select 'm' || id, 'x', 'member', 'M' || id, 'm' || id || '@example.com', id from companies`);
      await db.query(`
        insert into users (username, password_hash, role, fullname, email, staff_role)
        values ('staff1', 'x', 'staff', '직원', 'staff@example.com', 'super')`);
      await db.query(
        `insert into wallets (user_id, recharge) select id, 95500 from users where role = 'member'`,
      );
      await db.query(`
        insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after)
        select w.id, w.user_id, 1, 100000, 100000 from wallets w`);
      await db.query(`insert into brands (name) values ('브랜드')`);
      await db.query(`insert into categories (name) values ('카테고리')`);
      await db.query(`
        insert into goods (name, brand_id, category_id, price, regular_price)
        select '상품', b.id, c.id, 4500, 4500 from brands b, categories c`);
      await db.query(`
        insert into orders (user_id, name, send_type, delivery_at, total_order_amount)
        select id, '주문', 1, now(), 4500 from users where role = 'member'`);
      await db.query(`
        insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after, order_id)
        select w.id, w.user_id, 2, -4500, 95500, o.id from wallets w join orders o on o.user_id = w.user_id`);
      await db.query(`
        insert into order_items (order_id, goods_id, amount, total_count, total_amount)
        select o.id, g.id, 4500, 1, 4500 from orders o, goods g`);
      await db.query(`
        insert into deliveries (order_id, order_item_id, user_id, goods_id, send_type, recipient_phone)
        select o.id, i.id, o.user_id, i.goods_id, 1, '01012345678' from orders o join order_items i on i.order_id = o.id`);
      await db.query(`
        insert into recharges (user_id, amount, recharge_method, status)
        select id, 100000, 1, 1 from users where role = 'member'`);

      // When the workspace migration and everything after it runs
      await db.migrate(migrationsFolder);

      // Then every member is its company's owner, staff have no company role
      const people = await db.query(
        `select username, role, company_id, company_role, member_status from users order by id`,
      );
      expect(people.rows).toEqual([
        expect.objectContaining({ username: 'm1', company_role: 'owner', member_status: 'active' }),
        expect.objectContaining({ username: 'm2', company_role: 'owner', member_status: 'active' }),
        expect.objectContaining({ username: 'staff1', company_role: null }),
      ]);
      // and what each member had belongs to its company
      for (const table of ['wallets', 'orders', 'deliveries', 'recharges']) {
        const { rows } = await db.query(`
          select count(*)::int as wrong from ${table} t join users u on u.id = t.user_id
          where t.company_id is distinct from u.company_id`);
        expect(rows[0]!.wrong, table).toBe(0);
      }
      // and the ledger is exactly what it was: each wallet's balance is the sum of its rows.
      const ledger = await db.query(`
        select w.id, w.recharge::bigint as balance, coalesce(sum(t.amount), 0)::bigint as total
        from wallets w left join wallet_transactions t on t.wallet_id = w.id group by w.id order by w.id`);
      expect(ledger.rows.map((r) => [Number(r.balance), Number(r.total)])).toEqual([
        [95500, 95500],
        [95500, 95500],
      ]);
    } finally {
      await db.close();
    }
    // Two full runs of every migration on a fresh database (about 10 s on PGlite on an idle machine).
  }, 180_000);
});
