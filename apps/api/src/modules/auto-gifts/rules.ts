import type { AutoGiftGoods } from '@bizgift/domain/auto-gifts';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { autoGiftRules } from '../../db/schema/auto-gifts.ts';
import { brands, goods } from '../../db/schema/catalog.ts';

export type RuleRow = typeof autoGiftRules.$inferSelect;

/**
 * These goods as a rule shows them, `available` when they may go out for a rule of `price`: on
 * sale, not ended by the supplier (the sync takes such goods off sale, but its word is read too),
 * and not repriced above the rule's price.
 */
export async function goodsRefs(
  db: DbOrTx,
  ids: number[],
  price: number,
): Promise<Map<number, AutoGiftGoods>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      brand: brands.name,
      price: goods.price,
      image: goods.image,
      isOnSale: goods.isOnSale,
      supplierState: goods.supplierState,
    })
    .from(goods)
    .innerJoin(brands, eq(brands.id, goods.brandId))
    .where(inArray(goods.id, ids));
  return new Map(
    rows.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        brand: g.brand,
        price: String(g.price),
        image: g.image,
        available: g.isOnSale && (g.supplierState === null || g.supplierState === 'SALE') && g.price <= price,
      },
    ]),
  );
}

/** What a rule sends today: its goods, else the first available substitute; null when none is. */
export async function chosenGoods(db: DbOrTx, rule: RuleRow): Promise<AutoGiftGoods | null> {
  const order = [rule.goodsId, ...rule.substitutes];
  const refs = await goodsRefs(db, order, rule.price);
  for (const id of order) {
    const ref = refs.get(id);
    if (ref?.available) return ref;
  }
  return null;
}
