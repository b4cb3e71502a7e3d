import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Brand,
  type Category,
  type Goods,
  getCategoryTree,
  getGoods,
  listBrands,
} from '../../api/catalog.ts';
import { http, type Page } from '../../api/http.ts';
import { MINUTE } from '../../lib/queryKeys.ts';

export type Ordering = 'sort' | '-id' | 'price_low' | 'price_high' | 'popular';

/** GET /api/goods parameters, with the list page's discount / new filters (sent as true only). */
export interface GoodsQuery {
  page?: number;
  page_size?: number;
  ordering?: Ordering;
  category?: string;
  brand?: string;
  search?: string;
  discounted?: boolean;
  is_new?: boolean;
}

export const catalogKeys = {
  goods: (q: GoodsQuery) => ['goods', 'list', q] as const,
  detail: (id: number) => ['goods', 'detail', id] as const,
  brands: (search: string) => ['brands', search] as const,
  categories: (id: number) => ['categories', id] as const,
};

export function fetchGoods(q: GoodsQuery, signal?: AbortSignal) {
  return http.get<Page<Goods>>('/api/goods', {
    query: {
      page: q.page,
      page_size: q.page_size,
      ordering: q.ordering,
      category: q.category || undefined,
      brand: q.brand || undefined,
      search: q.search?.trim() || undefined,
      discounted: q.discounted ? 'true' : undefined,
      is_new: q.is_new ? 'true' : undefined,
    },
    signal,
    anonymous: true,
  });
}

export function useGoodsList(q: GoodsQuery, options: { keepPrevious?: boolean } = {}) {
  return useQuery({
    queryKey: catalogKeys.goods(q),
    queryFn: ({ signal }) => fetchGoods(q, signal),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}

export function useGoodsDetail(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getGoods(id!, signal),
    enabled: id !== null,
  });
}

/** SPEC §9: brand list fresh for 5 minutes. */
export function useBrands(search: string) {
  return useQuery<Page<Brand>>({
    queryKey: catalogKeys.brands(search),
    queryFn: ({ signal }) => listBrands(search, signal),
    staleTime: 5 * MINUTE,
  });
}

export function useCategoryTree(id = 1) {
  return useQuery<Category>({
    queryKey: catalogKeys.categories(id),
    queryFn: ({ signal }) => getCategoryTree(id, signal),
    staleTime: 10 * MINUTE,
  });
}

/** A path id as the API accepts it: a positive integer, else null. */
export function parseGoodsId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** "3,5" ⇄ [3, 5] for the brand and category query parameters. */
export function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ];
}
