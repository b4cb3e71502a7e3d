import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../api/cart.ts';
import { cartTotals, checkoutPath } from './totals.ts';
import { liveSelection, toggleId } from './useCartSelection.ts';

const item = (id: number, price: string, regular: string, quantity = 1) =>
  ({ id, quantity, goods: { id: id * 10, price, regular_price: regular } }) as unknown as CartItem;

describe('cart selection (useCartSelection)', () => {
  const items = [item(1, '1000', '1000'), item(2, '1000', '1000'), item(3, '1000', '1000')];

  it('keeps only the selected ids still in the cart', () => {
    expect(liveSelection(new Set([3, 9, 1]), items)).toEqual([3, 1]);
    expect(liveSelection(new Set([9]), items)).toEqual([]);
  });

  it('flips one id and drops ids that left the cart meanwhile', () => {
    expect([...toggleId(new Set([1]), 2, items)]).toEqual([1, 2]);
    expect([...toggleId(new Set([1, 2]), 2, items)]).toEqual([1]);
    expect([...toggleId(new Set([9, 1]), 3, items)]).toEqual([1, 3]);
  });
});

describe('cartTotals', () => {
  it('sums regular and sale prices; the discount is their difference', () => {
    expect(cartTotals([item(1, '4500', '5000'), item(2, '1500', '1500', 2)])).toEqual({
      productAmount: 8000,
      discount: 500,
      total: 7500,
    });
  });

  it('never counts a regular price below the sale price', () => {
    expect(cartTotals([item(1, '3000', '2000')])).toEqual({ productAmount: 3000, discount: 0, total: 3000 });
  });

  it('links the chosen rows to the send screen', () => {
    expect(checkoutPath([4, 7])).toBe('/checkout?cartItems=4,7');
  });
});
