import type { CartItemDto } from '@bizgift/domain/cart';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE } from './http.ts';

/** A cart line as GET /api/carts answers it (the route's schema in packages/domain). */
export type CartItem = CartItemDto;

export const listCart = (signal?: AbortSignal) => http.get<CartItem[]>('/api/carts', { signal });

export const addToCart = (goodsId: number) => http.post<CartItem>('/api/carts', { goods: goodsId });

export const removeFromCart = (ids: number[]) =>
  http.delete<unknown>('/api/carts', { query: { ids: ids.join(',') } });

export const cartKey = ['carts'] as const;

/** SPEC §9: cart data is fresh for 1 minute; the query runs only when logged in (SPEC §6). */
export const cartQuery = (enabled = true) =>
  queryOptions({ queryKey: cartKey, queryFn: ({ signal }) => listCart(signal), enabled, staleTime: MINUTE });

export function useCart(enabled: boolean) {
  return useQuery(cartQuery(enabled));
}

export function useRemoveCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => removeFromCart(ids),
    onSuccess: (_data, ids) => {
      const gone = new Set(ids);
      queryClient.setQueryData<CartItem[]>(cartKey, (items) => items?.filter((i) => !gone.has(i.id)));
      void queryClient.invalidateQueries({ queryKey: cartKey });
    },
  });
}
