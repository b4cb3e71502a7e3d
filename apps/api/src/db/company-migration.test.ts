import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/db-names.ts';
import { emptyDatabase, migrationsBefore } from '../../test/migrate-to.ts';

/**
 * Issue #27 §1: the migration that makes every member the owner of its company moves a member's
 * wallet, orders, deliveries and recharges to that company with the ledger untouched. Run on a
 * database migrated only up to the migration before it, holding a member with money and history.
 */
const WORKSPACE_MIGRATION = '0024_company_workspace';

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
      await db.exec(`
        insert into companies (name, business_number, owner_name, primary_phone)
        values ('${c1}', '1234567891', '홍길동', '02-000-0000'), ('${c2}', '1234567892', '김철수', '02-000-0001')`);
      await db.exec(`
        insert into users (username, password_hash, role, fullname, email, company_id)
        select 'm' || id, 'x', 'member', 'M' || id, 'm' || id || '@example.com', id from companies`);
      await db.exec(`
        insert into users (username, password_hash, role, fullname, email, staff_role)
        values ('staff1', 'x', 'staff', '직원', 'staff@example.com', 'super')`);
      await db.exec(
        `insert into wallets (user_id, recharge) select id, 95500 from users where role = 'member'`,
      );
      await db.exec(`
        insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after)
        select w.id, w.user_id, 1, 100000, 100000 from wallets w`);
      await db.exec(`insert into brands (name) values ('브랜드')`);
      await db.exec(`insert into categories (name) values ('카테고리')`);
      await db.exec(`
        insert into goods (name, brand_id, category_id, price, regular_price)
        select '상품', b.id, c.id, 4500, 4500 from brands b, categories c`);
      await db.exec(`
        insert into orders (user_id, name, send_type, delivery_at, total_order_amount)
        select id, '주문', 1, now(), 4500 from users where role = 'member'`);
      await db.exec(`
        insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after, order_id)
        select w.id, w.user_id, 2, -4500, 95500, o.id from wallets w join orders o on o.user_id = w.user_id`);
      await db.exec(`
        insert into order_items (order_id, goods_id, amount, total_count, total_amount)
        select o.id, g.id, 4500, 1, 4500 from orders o, goods g`);
      await db.exec(`
        insert into deliveries (order_id, order_item_id, user_id, goods_id, send_type, recipient_phone)
        select o.id, i.id, o.user_id, i.goods_id, 1, '01012345678' from orders o join order_items i on i.order_id = o.id`);
      await db.exec(`
        insert into recharges (user_id, amount, recharge_method, status)
        select id, 100000, 1, 1 from users where role = 'member'`);

      // When the workspace migration and everything after it runs
      await db.migrate(migrationsFolder);

      // Then every member is its company's owner, staff have no company role
      const people = await db.rows(
        `select username, role, company_id, company_role, member_status from users order by id`,
      );
      expect(people).toEqual([
        expect.objectContaining({ username: 'm1', company_role: 'owner', member_status: 'active' }),
        expect.objectContaining({ username: 'm2', company_role: 'owner', member_status: 'active' }),
        expect.objectContaining({ username: 'staff1', company_role: null }),
      ]);
      // and what each member had belongs to its company
      for (const table of ['wallets', 'orders', 'deliveries', 'recharges']) {
        const rows = await db.rows<{ wrong: number }>(`
          select count(*)::int as wrong from ${table} t join users u on u.id = t.user_id
          where t.company_id is distinct from u.company_id`);
        expect(rows[0]!.wrong, table).toBe(0);
      }
      // and the ledger is exactly what it was: each wallet's balance is the sum of its rows.
      const ledger = await db.rows<{ balance: string; total: string }>(`
        select w.id, w.recharge::bigint as balance, coalesce(sum(t.amount), 0)::bigint as total
        from wallets w left join wallet_transactions t on t.wallet_id = w.id group by w.id order by w.id`);
      expect(ledger.map((r) => [Number(r.balance), Number(r.total)])).toEqual([
        [95500, 95500],
        [95500, 95500],
      ]);
    } finally {
      await db.close();
    }
    // Two full runs of every migration on a fresh database (about 10 s on PGlite on an idle machine).
  }, 180_000);
});
