import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder } from '../../test/db-names.ts';
import { emptyDatabase, type MigrationTarget, migrationsBefore } from '../../test/migrate-to.ts';

/**
 * The hand-written data steps of issue #28's migrations, on rows written before them: 0022 makes
 * every existing staff account 최고 관리자; 0023 gives each shop-wide caller number to the one company
 * whose orders used it, and rejects (without a company) those that belonged to none or to several.
 * On an empty database of the test's driver (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
let db: MigrationTarget;
let partial: string;

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
