import { formatNumber } from '@bizgift/domain/money';
import { useSearchParams } from 'react-router';
import { type GoodsOrdering as Ordering, useGoodsList } from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export const LIST_PAGE_SIZE = 12;

const FILTERS = [
  { key: 'all', label: '전체' },
  { key: 'discount', label: '할인' },
  { key: 'new', label: '신상품' },
] as const;
type FilterKey = (typeof FILTERS)[number]['key'];

export const SORTS: { key: Ordering; label: string }[] = [
  { key: '-id', label: '최신순' },
  { key: 'price_low', label: '낮은 가격순' },
  { key: 'price_high', label: '높은 가격순' },
  { key: 'popular', label: '인기순' },
];

/** The product list page (SPEC §2): title, filters, 4 sorts, 12 per page with 5 page buttons. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const filter: FilterKey = FILTERS.some((f) => f.key === params.get('filter'))
    ? (params.get('filter') as FilterKey)
    : 'all';
  const ordering: Ordering = SORTS.some((s) => s.key === params.get('ordering'))
    ? (params.get('ordering') as Ordering)
    : '-id';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useGoodsList(
    {
      search,
      category,
      ordering,
      page,
      page_size: LIST_PAGE_SIZE,
      discounted: filter === 'discount',
      is_new: filter === 'new',
    },
    { keepPrevious: true },
  );
  const count = list.data?.count ?? 0;
  useDocumentTitle(search ? `"${search}" 검색 결과` : '상품 목록');

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {search ? `"${search}" 검색 결과` : '상품 목록'}
        {list.data && (
          <span className="ml-2 align-middle text-base font-medium text-gray-500">
            ({formatNumber(count)})
          </span>
        )}
      </h1>

      <div className="mt-6 flex flex-col gap-3 border-y border-gray-200 py-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex gap-1.5">
          <legend className="sr-only">필터</legend>
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              aria-pressed={filter === f.key}
              onClick={() => update({ filter: f.key === 'all' ? null : f.key, page: null })}
              className={`rounded-full px-4 py-1.5 text-sm font-medium transition-colors ${
                filter === f.key ? 'bg-gray-900 text-white' : 'bg-gray-100 text-gray-700 hover:bg-gray-200'
              }`}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-x-1 text-sm">
          <legend className="sr-only">정렬</legend>
          {SORTS.map((s, i) => (
            <span key={s.key} className="flex items-center">
              {i > 0 && <span className="mx-1 h-3 w-px bg-gray-300" aria-hidden="true" />}
              <button
                type="button"
                aria-pressed={ordering === s.key}
                onClick={() => update({ ordering: s.key, page: null })}
                className={`px-1.5 py-1 ${ordering === s.key ? 'font-bold text-gray-900' : 'text-gray-500 hover:text-gray-800'}`}
              >
                {s.label}
              </button>
            </span>
          ))}
        </fieldset>
      </div>

      <div className="mt-6">
        {list.isError ? (
          <ErrorState
            message={errorMessage(list.error, '상품 목록을 불러오지 못했습니다.')}
            onRetry={() => list.refetch()}
          />
        ) : (
          <ProductGrid items={list.data?.results} isLoading={list.isPending} columns={4} skeletonCount={8} />
        )}
      </div>
      <Pagination
        page={page}
        count={count}
        pageSize={LIST_PAGE_SIZE}
        buttons={5}
        onChange={(p) => {
          update({ page: p > 1 ? String(p) : null });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
