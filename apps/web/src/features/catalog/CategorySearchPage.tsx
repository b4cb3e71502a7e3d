import { formatNumber } from '@bizgift/domain/money';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '../../api/catalog.ts';
import { useBrands, useCategoryTree, useGoodsList } from '../../api/catalog.ts';
import { errorMessage } from '../../api/http.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { ChevronDown } from '../../components/ui/ChevronDown.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { parseIds } from './params.ts';

export const CATEGORY_PAGE_SIZE = 50;
const BRANDS_FOLDED = 15;

/** Which top category holds `id` (itself or one of its descendants). */
function topOf(tree: Category | undefined, id: number | null): Category | undefined {
  if (!tree || id === null) return undefined;
  const contains = (c: Category): boolean => c.id === id || c.children.some(contains);
  return tree.children.find(contains);
}

/** /products/category (SPEC §2 Category search): category row, brand checkboxes, keyword box, 4-column grid. */
export function CategorySearchPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const brandIds = parseIds(params.get('brand'));
  const categoryParam = parseIds(params.get('category'))[0] ?? null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(search);
  const [showAllBrands, setShowAllBrands] = useState(false);
  // On a phone the conditions start folded, so the first screen shows goods, not only filters.
  const [filtersOpen, setFiltersOpen] = useState(false);
  useEffect(() => setText(search), [search]);

  const tree = useCategoryTree(1);
  const brands = useBrands('');
  const goods = useGoodsList(
    {
      search,
      brand: brandIds.join(','),
      category: categoryParam ? String(categoryParam) : '',
      ordering: 'sort',
      page,
      page_size: CATEGORY_PAGE_SIZE,
    },
    { keepPrevious: true },
  );
  const count = goods.data?.count ?? 0;
  const heading = search ? `"${search}" 검색 결과` : '카테고리별 검색';
  useDocumentTitle(heading);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    if (changes.page) next.set('page', changes.page);
    setParams(next);
  };

  const toggleBrand = (id: number) => {
    const next = brandIds.includes(id) ? brandIds.filter((b) => b !== id) : [...brandIds, id];
    update({ brand: next.join(',') || null });
  };

  const submit = () => update({ search: text.trim() || null });
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    submit();
  };

  const top = topOf(tree.data, categoryParam);
  const active = (categoryParam === null ? 0 : 1) + brandIds.length;
  const brandList = brands.data?.results ?? [];
  const visibleBrands =
    showAllBrands || brandList.length <= BRANDS_FOLDED
      ? brandList
      : brandList.filter((b, i) => i < BRANDS_FOLDED || brandIds.includes(b.id));

  const chip = (active: boolean) =>
    `rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
      active
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50'
    }`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{heading}</h1>
      {search && goods.data && (
        <p className="mt-2 text-sm text-gray-600">
          <strong className="font-semibold text-brand-700">{formatNumber(count)}개</strong>의 상품을
          찾았습니다.
        </p>
      )}

      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls="search-conditions"
        onClick={() => setFiltersOpen((v) => !v)}
        className="mt-5 flex w-full items-center justify-between rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm font-semibold text-gray-900 sm:hidden"
      >
        <span>
          검색 조건
          {active > 0 && <span className="ml-1.5 text-brand-700 tabular-nums">{active}개 적용</span>}
        </span>
        <ChevronDown open={filtersOpen} className="text-gray-500" />
      </button>
      <div
        id="search-conditions"
        className={`mt-2 divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white sm:mt-6 sm:block ${filtersOpen ? '' : 'hidden'}`}
      >
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:p-5">
          <h2 className="w-20 shrink-0 pt-1.5 text-sm font-semibold text-gray-900">카테고리</h2>
          <div className="flex-1">
            {tree.isError ? (
              <p className="pt-1.5 text-sm text-red-600">카테고리를 불러오지 못했습니다.</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={chip(categoryParam === null)}
                  aria-pressed={categoryParam === null}
                  onClick={() => update({ category: null })}
                >
                  전체
                </button>
                {tree.isPending &&
                  [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
                    <span
                      key={n}
                      className="h-9 w-24 animate-pulse rounded-full bg-gray-100"
                      aria-hidden="true"
                    />
                  ))}
                {tree.data?.children.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    className={chip(top?.id === c.id)}
                    aria-pressed={top?.id === c.id}
                    onClick={() => update({ category: String(c.id) })}
                  >
                    {c.name}
                  </button>
                ))}
              </div>
            )}
            {top && top.children.length > 0 && (
              <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 rounded-xl bg-gray-50 px-4 py-2.5 text-sm">
                <button
                  type="button"
                  aria-pressed={categoryParam === top.id}
                  onClick={() => update({ category: String(top.id) })}
                  className={
                    categoryParam === top.id
                      ? 'font-semibold text-brand-700'
                      : 'text-gray-600 hover:text-gray-900'
                  }
                >
                  {top.name} 전체
                </button>
                {top.children.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    aria-pressed={categoryParam === c.id}
                    onClick={() => update({ category: String(c.id) })}
                    className={
                      categoryParam === c.id
                        ? 'font-semibold text-brand-700'
                        : 'text-gray-600 hover:text-gray-900'
                    }
                  >
                    {c.name}
                  </button>
                ))}
              </div>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:p-5">
          <h2 className="w-20 shrink-0 text-sm font-semibold text-gray-900">브랜드</h2>
          <div className="flex-1">
            {brands.isError ? (
              <p className="text-sm text-red-600">브랜드 목록을 불러오지 못했습니다.</p>
            ) : brands.isPending ? (
              <div
                className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5"
                aria-hidden="true"
              >
                {Array.from({ length: 10 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <span key={i} className="h-6 animate-pulse rounded bg-gray-100" />
                ))}
              </div>
            ) : brandList.length === 0 ? (
              <p className="text-sm text-gray-500">브랜드가 없습니다.</p>
            ) : (
              <>
                <fieldset className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5">
                  <legend className="sr-only">브랜드 선택</legend>
                  {visibleBrands.map((b) => (
                    <label
                      key={b.id}
                      className="flex min-w-0 cursor-pointer items-center gap-2 text-sm text-gray-700"
                    >
                      <input
                        type="checkbox"
                        checked={brandIds.includes(b.id)}
                        onChange={() => toggleBrand(b.id)}
                        className="size-4 shrink-0 rounded border-gray-300 accent-brand-600"
                      />
                      <span className="truncate">{b.name}</span>
                    </label>
                  ))}
                </fieldset>
                {brandList.length > BRANDS_FOLDED && (
                  <button
                    type="button"
                    onClick={() => setShowAllBrands((v) => !v)}
                    aria-expanded={showAllBrands}
                    className="mt-3 text-sm font-medium text-brand-700 hover:underline"
                  >
                    {showAllBrands ? '브랜드 접기' : `브랜드 더보기 (${brandList.length})`}
                  </button>
                )}
              </>
            )}
          </div>
        </div>

        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5">
          <h2 className="w-20 shrink-0 text-sm font-semibold text-gray-900">
            <label htmlFor="category-search">검색어</label>
          </h2>
          <form
            className="flex flex-1 gap-2"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              submit();
            }}
          >
            <input
              id="category-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="검색어를 입력하세요"
              autoComplete="off"
              enterKeyHint="search"
              className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
            <button
              type="submit"
              className="h-10 shrink-0 rounded-lg bg-gray-900 px-5 text-sm font-semibold text-white hover:bg-gray-700"
            >
              검색
            </button>
          </form>
        </div>
      </div>

      {/* The cards' names are h3: on a phone the conditions' h2s are folded away, so the list needs its own. */}
      <h2 className="sr-only">상품 목록</h2>
      <div className="mt-8 mb-4 flex items-center justify-between">
        <p className="text-sm text-gray-700">
          총 <strong className="font-semibold text-gray-900">{formatNumber(count)}</strong>개
        </p>
        {(search || brandIds.length > 0 || categoryParam !== null) && (
          <button
            type="button"
            onClick={() => setParams(new URLSearchParams())}
            className="text-sm text-gray-500 hover:text-gray-800"
          >
            조건 초기화
          </button>
        )}
      </div>
      {goods.isError ? (
        <ErrorState
          message={errorMessage(goods.error, '상품 목록을 불러오지 못했습니다.')}
          onRetry={() => goods.refetch()}
        />
      ) : (
        <ProductGrid items={goods.data?.results} isLoading={goods.isPending} columns={4} />
      )}
      <Pagination
        page={page}
        count={count}
        pageSize={CATEGORY_PAGE_SIZE}
        onChange={(p) => {
          update({ page: p > 1 ? String(p) : null });
          window.scrollTo({ top: 0 });
        }}
      />
    </div>
  );
}
