import { CART_MESSAGES, type CartItemDto } from '@bizgift/domain/cart';

export { CART_MESSAGES };

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, goods } from '../../db/schema/catalog.ts';
import { cartItems } from '../../db/schema/orders.ts';
import { AppError, conflict } from '../../http/errors.ts';

const MAX_CART_ITEMS = 100;

export class CartService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<CartItemDto[]> {
    const rows = await this.db
      .select({ item: cartItems, goods, brandName: brands.name })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(brands, eq(brands.id, goods.brandId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id));
    return rows.map(({ item, goods: g, brandName }) => ({
      id: item.id,
      quantity: item.quantity,
      created_at: item.createdAt.toISOString(),
      goods: {
        id: g.id,
        name: g.name,
        image: g.image,
        price: String(g.price),
        regular_price: String(g.regularPrice),
        brand: brandName,
        is_corporate_only: g.isCorporateOnly,
        valid_period: g.validPeriod,
      },
    }));
  }

  async add(userId: number, goodsId: number): Promise<CartItemDto> {
    const [target] = await this.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.id, goodsId), eq(goods.isOnSale, true)))
      .limit(1);
    if (!target) throw new AppError(404, CART_MESSAGES.invalidGoods, 'invalid_goods');
    const [size] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
    if ((size?.n ?? 0) >= MAX_CART_ITEMS) throw conflict(CART_MESSAGES.full, 'cart_full');
    // The unique (user, goods) index decides duplicates, so two quick clicks cannot add it twice.
    const [inserted] = await this.db
      .insert(cartItems)
      .values({ userId, goodsId })
      .onConflictDoNothing()
      .returning({ id: cartItems.id });
    if (!inserted) throw conflict(CART_MESSAGES.duplicate, 'duplicate');
    const items = await this.list(userId);
    return items.find((i) => i.id === inserted.id)!;
  }

  /** Removes only the caller's own items among the given ids; others' ids are ignored. */
  async remove(userId: number, ids: number[]): Promise<{ deleted: number }> {
    const deleted = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
    return { deleted: deleted.length };
  }
}
