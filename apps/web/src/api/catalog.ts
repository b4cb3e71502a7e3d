import type {
  BrandDto,
  BrandListParams,
  CategoryNode,
  GoodsDto,
  GoodsListParams,
  GoodsOrdering,
} from '@bizgift/domain/catalog';
import { parseWon } from '@bizgift/domain/money';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstScreenData, http, MINUTE, type Page } from './http.ts';

export type { GoodsOrdering };

export type Goods = GoodsDto;

/** Days of validity shown and sent when a goods row has none. */
export const DEFAULT_VALID_PERIOD = 30;

/**
 * The one mapping from goods prices as the API sends them (strings of won) to the numbers every
 * screen shows and charges: the sale price, and the regular price never below it (cart rows and
 * totals, the direct-order link, the checkout rows).
 */
export function goodsPrices(goods: Pick<Goods, 'price' | 'regular_price'>): {
  price: number;
  regularPrice: number;
} {
  const price = parseWon(goods.price);
  return { price, regularPrice: Math.max(parseWon(goods.regular_price), price) };
}

/**
 * GET /api/goods parameters (goodsListQuerySchema in packages/domain), as the screens hold them: the
 * ids comma-joined, the list page's discount / new filters as booleans (sent as true only).
 */
export type GoodsQuery = Omit<GoodsListParams, 'page' | 'page_size' | 'discounted' | 'is_new'> & {
  page?: number;
  page_size?: number;
  discounted?: boolean;
  is_new?: boolean;
};

export type Brand = BrandDto;
export type Category = CategoryNode;

export const catalogKeys = {
  goods: (q: GoodsQuery) => ['goods', 'list', q] as const,
  detail: (id: number) => ['goods', 'detail', id] as const,
  brands: (search: string) => ['brands', search] as const,
  categories: (id: number) => ['categories', id] as const,
};

const GOODS_PATH = '/api/goods';

function goodsListParams(q: GoodsQuery) {
  return {
    page: q.page,
    page_size: q.page_size,
    ordering: q.ordering,
    category: q.category || undefined,
    brand: q.brand || undefined,
    search: q.search?.trim() || undefined,
    discounted: q.discounted ? 'true' : undefined,
    is_new: q.is_new ? 'true' : undefined,
  } satisfies GoodsListParams;
}

/** The one catalogue fetcher: public (no session needed, answers are cached by the server). */
export function listGoods(q: GoodsQuery, signal?: AbortSignal) {
  return http.get<Page<Goods>>(GOODS_PATH, { query: goodsListParams(q), signal, anonymous: true });
}

export const getGoods = (id: number, signal?: AbortSignal) => http.get<Goods>(`/api/goods/${id}`, { signal });

const brandListParams = (search: string | undefined) =>
  ({
    search: search?.trim() || undefined,
    ordering: 'name',
    page_size: 100,
  }) satisfies BrandListParams;

export const listBrands = (search: string | undefined, signal?: AbortSignal) =>
  http.get<Page<Brand>>('/api/brands', { query: brandListParams(search), signal });

export const getCategoryTree = (id = 1, signal?: AbortSignal) =>
  http.get<Category>(`/api/categories/${id}`, { signal });

export const goodsListQuery = (q: GoodsQuery, options: { keepPrevious?: boolean } = {}) =>
  queryOptions({
    queryKey: catalogKeys.goods(q),
    queryFn: ({ signal }) => listGoods(q, signal),
    initialData: () => firstScreenData<Page<Goods>>(GOODS_PATH, goodsListParams(q)),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });

export const goodsDetailQuery = (id: number | null) =>
  queryOptions({
    queryKey: catalogKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getGoods(id!, signal),
    initialData: () => (id === null ? undefined : firstScreenData<Goods>(`${GOODS_PATH}/${id}`)),
    enabled: id !== null,
  });

/**
 * A list read page by page ("더 보기"): its first page can come from the server's first-screen
 * answers like any other list, so the server's render and the browser's first render agree.
 */
export const goodsPagesQuery = (q: Omit<GoodsQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.goods({ ...q, page: -1 }),
    queryFn: ({ pageParam, signal }) => listGoods({ ...q, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Page<Goods>, pages: Page<Goods>[]) => (last.next ? pages.length + 1 : undefined),
    initialData: () => {
      const first = firstScreenData<Page<Goods>>(GOODS_PATH, goodsListParams({ ...q, page: 1 }));
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
  });

export function useGoodsList(q: GoodsQuery, options: { keepPrevious?: boolean } = {}) {
  return useQuery(goodsListQuery(q, options));
}

export function useGoodsDetail(id: number | null) {
  return useQuery(goodsDetailQuery(id));
}

/** SPEC §9: brand list fresh for 5 minutes. */
export function useBrands(search: string) {
  return useQuery({
    queryKey: catalogKeys.brands(search),
    queryFn: ({ signal }) => listBrands(search, signal),
    initialData: () => firstScreenData<Page<Brand>>('/api/brands', brandListParams(search)),
    staleTime: 5 * MINUTE,
  });
}

export function useCategoryTree(id = 1) {
  return useQuery({
    queryKey: catalogKeys.categories(id),
    queryFn: ({ signal }) => getCategoryTree(id, signal),
    initialData: () => firstScreenData<Category>(`/api/categories/${id}`),
    staleTime: 10 * MINUTE,
  });
}
