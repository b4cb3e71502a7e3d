import { parseWon } from '@bizgift/domain/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CartItem, listCart, removeFromCart } from '../../api/cart.ts';
import { MINUTE, queryKeys } from '../../lib/queryKeys.ts';

/** SPEC §9: cart data is fresh for 1 minute; the query runs only when logged in (SPEC §6). */
export function useCart(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.cart,
    queryFn: ({ signal }) => listCart(signal),
    enabled,
    staleTime: MINUTE,
  });
}

export function useRemoveCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => removeFromCart(ids),
    onSuccess: (_data, ids) => {
      const gone = new Set(ids);
      queryClient.setQueryData<CartItem[]>(queryKeys.cart, (items) => items?.filter((i) => !gone.has(i.id)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}

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
    const price = parseWon(item.goods.price);
    productAmount += Math.max(parseWon(item.goods.regular_price), price) * qty;
    total += price * qty;
  }
  return { productAmount, discount: productAmount - total, total };
}

export const checkoutPath = (ids: readonly number[]) => `/checkout?cartItems=${ids.join(',')}`;
