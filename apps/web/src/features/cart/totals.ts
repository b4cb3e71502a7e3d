import type { CartItem } from '../../api/cart.ts';
import { goodsPrices } from '../../api/catalog.ts';

export interface CartTotals {
  /** Sum of regular prices (never below the sale price). */
  productAmount: number;
  /** productAmount − total, shown as a negative amount. */
  discount: number;
  /** Sum of sale prices: what the member pays per recipient. */
  total: number;
}

/** SPEC §3 Cart item totals: sum of prices, sum of regular prices, discount = difference. */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  let productAmount = 0;
  let total = 0;
  for (const item of items) {
    const qty = Math.max(1, item.quantity || 1);
    const { price, regularPrice } = goodsPrices(item.goods);
    productAmount += regularPrice * qty;
    total += price * qty;
  }
  return { productAmount, discount: productAmount - total, total };
}

export const checkoutPath = (ids: readonly number[]) => `/checkout?cartItems=${ids.join(',')}`;
