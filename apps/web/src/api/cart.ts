import type { Goods } from './catalog.ts';
import { http } from './http.ts';

export interface CartItem {
  id: number;
  quantity: number;
  goods: Pick<
    Goods,
    'id' | 'name' | 'image' | 'price' | 'regular_price' | 'brand' | 'is_corporate_only' | 'valid_period'
  >;
}

export const listCart = (signal?: AbortSignal) => http.get<CartItem[]>('/api/carts', { signal });

export const addToCart = (goodsId: number) => http.post<CartItem>('/api/carts', { goods: goodsId });

export const removeFromCart = (ids: number[]) =>
  http.delete<unknown>('/api/carts', { query: { ids: ids.join(',') } });
