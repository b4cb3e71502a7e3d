import pg from 'pg';

/** Orders of the scaled demo: the 데모상사 team and 40 other companies (issue #32 §4). */
export const SCALED = {
  orders: 100_000,
  /** bizdemo's own orders; each of the 9 senders of 데모상사 places SENDER_ORDERS. */
  ownerOrders: 12_000,
  senders: 9,
  senderOrders: 2_000,
  companies: 40,
  /** each other company's owner: the rest of the 100,000 */
  companyOrders: 1_750,
  /** every account the fixture adds logs in with the demo member's password */
  password: 'Demo!2345',
} as const;

/**
 * Scales a demo-seeded database to 100,000 orders with set-based SQL (a few seconds): 데모상사 gets
 * 9 senders (benchsender1…9) beside bizdemo, and 40 more companies with one owner each (benchowner1…40),
 * all with bizdemo's password. Orders are spread over the last 365 days (ids follow time), one goods
 * of the catalogue each, one delivered voucher each (status 3 / delivery 1, a few failed, refunded or
 * waiting), and the ledger stays consistent: every company wallet gets a charge, then one use per
 * order and a refund per refunded order, `balance_after` the running sum, the wallet the last one.
 */
export async function scaleDemo(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const demo = await client.query<{ id: string; company_id: string; password_hash: string }>(
      `select id, company_id, password_hash from users where username = 'bizdemo'`,
    );
    const { company_id: demoCompany, password_hash: hash } = demo.rows[0]!;
    await client.query(
      `with c as (
         insert into companies (name, business_number, owner_name, primary_phone)
         select '벤치상사 ' || n, '1234567891', '홍길동', '02-000-0000' from generate_series(1, $1::int) n
         returning id)
       insert into users (username, password_hash, role, fullname, email, phone_number, company_id, company_role)
       select 'benchowner' || r, $2, 'member', '김벤치', 'benchowner' || r || '@example.com', '01011112222', id, 'owner'
       from (select id, row_number() over (order by id) as r from c) x`,
      [SCALED.companies, hash],
    );
    await client.query(
      `insert into users (username, password_hash, role, fullname, email, phone_number, company_id, company_role)
       select 'benchsender' || n, $1, 'member', '이발송', 'benchsender' || n || '@example.com', '01011113333', $2, 'sender'
       from generate_series(1, $3::int) n`,
      [hash, demoCompany, SCALED.senders],
    );
    await client.query(
      `insert into notification_settings (user_id) select id from users where username like 'bench%'`,
    );
    await client.query(
      `insert into wallets (user_id, company_id) select id, company_id from users where username like 'benchowner%'`,
    );
    // The plan: who orders what when, ids taken from the sequences in time order.
    await client.query(
      `create temp table plan on commit drop as
       with members as (
         select id as user_id, company_id,
           case when username = 'bizdemo' then $1::int when company_role = 'sender' then $2::int else $3::int end as n
         from users where username = 'bizdemo' or username like 'bench%'),
       catalogue as (select array_agg(id order by id) as ids, array_agg(price order by id) as prices from goods where is_on_sale),
       raw as (
         select m.user_id, m.company_id, k,
           now() - interval '1 minute' - (random() * 365 * 86400) * interval '1 second' as created_at
         from members m cross join lateral generate_series(1, m.n) k)
       select nextval('orders_id_seq') as order_id, nextval('order_items_id_seq') as item_id,
         r.user_id, r.company_id, r.created_at,
         c.ids[1 + (r.k * 7 + r.user_id::int) % cardinality(c.ids)] as goods_id,
         c.prices[1 + (r.k * 7 + r.user_id::int) % cardinality(c.ids)] as price,
         -- 1 in 50 failed and refunded, 1 in 200 failed (not refunded yet), the newest few still waiting
         case when r.k % 50 = 0 then 4 when r.k % 200 = 1 then 3 else 1 end as delivery_status
       from (select * from raw order by created_at) r, catalogue c`,
      [SCALED.ownerOrders, SCALED.senderOrders, SCALED.companyOrders],
    );
    // The kept per-member order counts (member_order_counts) are summed once below instead of by
    // the row trigger 100,000 times at commit (minutes on a busy machine).
    await client.query('alter table orders disable trigger orders_count');
    await client.query(
      `insert into orders (id, user_id, company_id, name, title, send_msg, sender, send_type, status, is_reserved,
         delivery_at, total_order_amount, total_refund_amount, cancelled_at, created_at)
       select p.order_id, p.user_id, p.company_id, '[' || b.name || '] ' || g.name, '', '감사합니다.', '01012345678', 1,
         case when p.delivery_status = 4 then 4 else 3 end, false, p.created_at, p.price,
         case when p.delivery_status = 4 then p.price else 0 end,
         case when p.delivery_status = 4 then p.created_at + interval '1 hour' end, p.created_at
       from plan p join goods g on g.id = p.goods_id join brands b on b.id = g.brand_id
       order by p.order_id`,
    );
    await client.query('alter table orders enable trigger orders_count');
    await client.query(
      `insert into member_order_counts (company_id, user_id, test, orders)
       select company_id, user_id, false, count(*) from plan group by company_id, user_id
       on conflict (company_id, user_id, test) do update set orders = member_order_counts.orders + excluded.orders`,
    );
    await client.query(
      `insert into order_items (id, order_id, goods_id, amount, total_count, total_amount, refund_amount)
       select item_id, order_id, goods_id, price, 1, price, case when delivery_status = 4 then price else 0 end
       from plan order by item_id`,
    );
    await client.query(
      `insert into deliveries (order_id, order_item_id, user_id, company_id, goods_id, send_type, recipient_phone,
         status, coupon_no, coupon_expires_at, voucher_status, attempts, issue_seq, sent_at, failed_at, refunded_at,
         refund_reason, next_attempt_at, created_at)
       select order_id, item_id, user_id, company_id, goods_id, 1, '0102' || lpad((order_id % 10000000)::text, 7, '0'),
         delivery_status,
         case when delivery_status = 1 then 'B' || lpad(order_id::text, 11, '0') end,
         case when delivery_status = 1 then created_at + interval '90 days' end,
         case when delivery_status = 1 then case when order_id % 3 = 0 then 2 else 1 end end,
         1, 1,
         case when delivery_status = 1 then created_at + interval '5 seconds' end,
         case when delivery_status in (3, 4) then created_at + interval '5 seconds' end,
         case when delivery_status = 4 then created_at + interval '1 hour' end,
         case when delivery_status = 4 then '발송 실패 환불' end,
         created_at, created_at
       from plan order by order_id`,
    );
    // The ledger: a charge that covers the company's orders, one use per order, a refund per
    // refunded order; balance_after the running sum per wallet; the wallet the final sum.
    await client.query(
      `with moves as (
         select w.id as wallet_id, w.user_id, 1 as transaction_type, sum(p.price) + 1000000 as amount,
           null::bigint as order_id, min(p.created_at) - interval '1 day' as created_at, 0 as seq
         from plan p join wallets w on w.company_id = p.company_id group by w.id, w.user_id
         union all
         select w.id, p.user_id, 2, -p.price, p.order_id, p.created_at, 1
         from plan p join wallets w on w.company_id = p.company_id
         union all
         select w.id, p.user_id, 3, p.price, p.order_id, p.created_at + interval '1 hour', 2
         from plan p join wallets w on w.company_id = p.company_id where p.delivery_status = 4),
       base as (select wallet_id, sum(amount) as total from wallet_transactions group by wallet_id),
       numbered as (
         select m.*, coalesce(b.total, 0)
           + sum(m.amount) over (partition by m.wallet_id order by m.created_at, m.seq, m.order_id rows unbounded preceding) as after
         from moves m left join base b on b.wallet_id = m.wallet_id)
       insert into wallet_transactions (wallet_id, user_id, transaction_type, amount, balance_after, order_id, memo, created_at)
       select wallet_id, user_id, transaction_type, amount, after, order_id,
         case transaction_type when 1 then '벤치 충전' when 3 then '발송 실패 환불' end, created_at
       from numbered order by created_at, seq, order_id`,
    );
    await client.query(
      `update wallets w set recharge = t.total, updated_at = now()
       from (select wallet_id, sum(amount) as total from wallet_transactions group by wallet_id) t
       where t.wallet_id = w.id and w.recharge <> t.total`,
    );
    await client.query('commit');
    // As autovacuum leaves a table that has settled: statistics and the visibility map.
    await client.query('vacuum (analyze)');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
