import { ORDER_STATUS } from '@bizgift/domain/codes';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods, goodsSalesDaily } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { codeList } from '../../db/sql.ts';

/**
 * Units sold feed two orderings: 'popular' (goods.sold_count, all time) and the weekly best
 * (goods.weekly_sold, the last 7 days, recomputed from goods_sales_daily when the day changes).
 * The delivery worker counts an order's units exactly once, when it starts the order
 * (`startOrderCountingSales`); nothing else updates sold_count. These counters change on every sale
 * and deliberately do not clear the catalogue response cache (migration 0008): the orderings they
 * feed may lag by the cache's TTL.
 */

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The sales day (Asia/Seoul) as YYYY-MM-DD. */
export function salesDay(at: Date = new Date()): string {
  return DAY_FORMAT.format(at);
}

/** Records `units` sold of one goods today: all-time and weekly counters plus the daily row. */
export async function recordSales(tx: DbOrTx, goodsId: number, units: number, at: Date = new Date()) {
  if (!Number.isInteger(units) || units <= 0) return;
  const day = salesDay(at);
  await tx
    .insert(goodsSalesDaily)
    .values({ goodsId, day, units })
    .onConflictDoUpdate({
      target: [goodsSalesDaily.goodsId, goodsSalesDaily.day],
      set: { units: sql`${goodsSalesDaily.units} + excluded.units` },
    });
  await tx
    .update(goods)
    .set({ soldCount: sql`${goods.soldCount} + ${units}`, weeklySold: sql`${goods.weeklySold} + ${units}` })
    .where(sql`${goods.id} = ${goodsId}`);
}

/**
 * Starts an order (status 0 → 2) and records its units sold in one statement: the status change
 * decides that this call counts, so the count happens exactly once however many workers start the
 * order at the same moment, and the goods rows stay locked for this statement only.
 */
export async function startOrderCountingSales(db: DbOrTx, orderId: number, at: Date = new Date()) {
  await db.execute(sql`
    with started as (
      update ${orders} set status = ${codeList(ORDER_STATUS.DELIVERING)}
        where id = ${orderId} and status = ${codeList(ORDER_STATUS.PAYMENT_PENDING)} returning id, test),
    sold as (
      -- A test order (issue #30 §2) sells nothing: the best-seller ranks count real sales only.
      select goods_id, sum(total_count)::int as units from ${orderItems}
      where order_id in (select id from started where not test) and total_count > 0 group by goods_id),
    daily as (
      insert into ${goodsSalesDaily} (goods_id, day, units) select goods_id, ${salesDay(at)}::date, units from sold
      on conflict (goods_id, day) do update set units = ${goodsSalesDaily}.units + excluded.units)
    update ${goods} g set sold_count = g.sold_count + sold.units, weekly_sold = g.weekly_sold + sold.units
    from sold where g.id = sold.goods_id`);
}

/** Recomputes goods.weekly_sold from the daily rows of the 7 days ending on `day` (touches only changed rows). */
export async function refreshWeeklySales(db: DbOrTx, day: string = salesDay()) {
  await db.execute(sql`
    update ${goods} g set weekly_sold = 0 where g.weekly_sold <> 0 and not exists (
      select 1 from ${goodsSalesDaily} d where d.goods_id = g.id and d.day > ${day}::date - 7 and d.day <= ${day}::date)`);
  await db.execute(sql`
    update ${goods} g set weekly_sold = w.units
    from (select goods_id, sum(units)::int units from ${goodsSalesDaily}
          where day > ${day}::date - 7 and day <= ${day}::date group by goods_id) w
    where g.id = w.goods_id and g.weekly_sold <> w.units`);
}
