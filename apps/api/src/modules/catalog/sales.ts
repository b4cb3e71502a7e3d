import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { goods, goodsSalesDaily } from '../../db/schema/catalog.ts';
import { orderItems } from '../../db/schema/orders.ts';

/**
 * Units sold feed two orderings: 'popular' (goods.sold_count, all time) and the weekly best
 * (goods.weekly_sold, the last 7 days, recomputed from goods_sales_daily when the day changes).
 * The order side calls ONE of the two functions below inside its transaction, exactly once per
 * order (e.g. when the order first leaves status 0), and never updates sold_count itself.
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

/** Records the units of every item of one order (order_items.total_count), set-based. */
export async function recordOrderSales(tx: DbOrTx, orderId: number, at: Date = new Date()) {
  const day = salesDay(at);
  await tx.execute(sql`
    insert into ${goodsSalesDaily} (goods_id, day, units)
    select oi.goods_id, ${day}::date, sum(oi.total_count)::int from ${orderItems} oi
    where oi.order_id = ${orderId} and oi.total_count > 0 group by oi.goods_id
    on conflict (goods_id, day) do update set units = ${goodsSalesDaily}.units + excluded.units`);
  await tx.execute(sql`
    update ${goods} g set sold_count = g.sold_count + s.units, weekly_sold = g.weekly_sold + s.units
    from (select goods_id, sum(total_count)::int units from ${orderItems}
          where order_id = ${orderId} group by goods_id) s
    where g.id = s.goods_id and s.units > 0`);
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
