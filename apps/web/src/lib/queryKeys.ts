import type { GoodsListParams } from '../api/catalog.ts';

/** Query keys shared across features, so that one feature can refresh what another shows. */
export const queryKeys = {
  me: ['users', 'me'] as const,
  balance: ['payments', 'balance'] as const,
  banners: ['banners', 'slide'] as const,
  footer: ['settings', 'footers'] as const,
  goods: (params: GoodsListParams) => ['goods', 'list', params] as const,
  goodsDetail: (id: number) => ['goods', 'detail', id] as const,
  cart: ['carts'] as const,
  /** Prefix of every order and delivery list/detail (invalidate it after an order, refund, resend). */
  orders: ['orders'] as const,
};

export const MINUTE = 60_000;
