import { http, type Page } from './http.ts';

export type GoodsOrdering = 'sort' | '-id' | 'price_low' | 'price_high' | 'popular';

export interface Goods {
  id: number;
  name: string;
  image: string | null;
  /** Integer-like strings of won; parse with parseWon. */
  price: string;
  regular_price: string;
  valid_period: number | null;
  brand: string;
  brand_id?: number;
  category_id?: number;
  is_corporate_only: boolean;
  product_introduction?: string;
  usage_guide?: string;
  store_info?: string;
  precautions?: string;
}

export interface GoodsListParams {
  page?: number;
  page_size?: number;
  ordering?: GoodsOrdering;
  /** Comma-joined ids. */
  category?: string;
  brand?: string;
  search?: string;
}

export interface Brand {
  id: number;
  name: string;
  image: string | null;
}

export interface Category {
  id: number;
  name: string;
  children: Category[];
}

export const listGoods = (params: GoodsListParams, signal?: AbortSignal) =>
  http.get<Page<Goods>>('/api/goods', { query: { ...params }, signal });

export const getGoods = (id: number, signal?: AbortSignal) => http.get<Goods>(`/api/goods/${id}`, { signal });

export const listBrands = (search: string | undefined, signal?: AbortSignal) =>
  http.get<Page<Brand>>('/api/brands', {
    query: { search: search?.trim() || undefined, ordering: 'name', page_size: 100 },
    signal,
  });

export const getCategoryTree = (id = 1, signal?: AbortSignal) =>
  http.get<Category>(`/api/categories/${id}`, { signal });
