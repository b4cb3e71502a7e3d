import { formatNumber } from '@bizgift/domain/money';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Link } from 'react-router';
import { useBrands } from '../../api/catalog.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

export type BrandColumns = 4 | 5 | 6;
const COLUMNS: Record<BrandColumns, string> = {
  4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5',
  6: 'grid-cols-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6',
};
const SKELETONS: Record<BrandColumns, number> = { 4: 8, 5: 10, 6: 12 };

/** /products/brand (SPEC §2 Brand search): the typed text applies only on 검색 or Enter. */
export function BrandSearchPage({ columns = 6 }: { columns?: BrandColumns }) {
  useDocumentTitle('브랜드별 검색');
  const [text, setText] = useState('');
  const [applied, setApplied] = useState('');
  const brands = useBrands(applied);
  const apply = () => setApplied(text.trim());
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    apply();
  };
  const list = brands.data?.results ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">브랜드별 검색</h1>
      <form
        className="mt-6 flex max-w-xl gap-2"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          apply();
        }}
      >
        <label htmlFor="brand-search" className="sr-only">
          브랜드명
        </label>
        <input
          id="brand-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="브랜드명을 입력하세요"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 rounded-lg border border-gray-300 px-4 text-[15px] focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <button
          type="submit"
          className="h-11 shrink-0 rounded-lg bg-gray-900 px-6 text-sm font-semibold text-white hover:bg-gray-700"
        >
          검색
        </button>
      </form>

      {brands.isError ? (
        <div
          role="alert"
          className="mt-10 flex flex-col items-center gap-3 rounded-2xl border border-red-100 bg-red-50 px-6 py-10 text-center"
        >
          <p className="text-sm font-medium text-red-700">브랜드 목록을 불러오는 중 오류가 발생했습니다.</p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100"
          >
            다시 시도
          </button>
        </div>
      ) : (
        <>
          <p className="mt-8 mb-4 text-sm text-gray-700">
            총{' '}
            <strong className="font-semibold text-gray-900">{formatNumber(brands.data?.count ?? 0)}</strong>개
            브랜드
            {applied && <span className="ml-2 text-gray-500">'{applied}' 검색 결과</span>}
          </p>
          {brands.isPending ? (
            <div className={`grid gap-3 sm:gap-4 ${COLUMNS[columns]}`} aria-busy="true">
              <span className="sr-only">브랜드를 불러오는 중입니다.</span>
              {Array.from({ length: SKELETONS[columns] }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <div key={i} className="aspect-square animate-pulse rounded-2xl bg-gray-100" />
              ))}
            </div>
          ) : list.length === 0 ? (
            <EmptyState message="브랜드가 없습니다." />
          ) : (
            <ul className={`grid gap-3 sm:gap-4 ${COLUMNS[columns]}`}>
              {list.map((b) => (
                <li key={b.id}>
                  <Link
                    to={`/products/category?brand=${b.id}`}
                    className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-gray-200 bg-white p-3 text-center transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                  >
                    <ImageWithFallback
                      src={b.image}
                      alt=""
                      className="aspect-square w-full rounded-xl object-contain"
                    />
                    <span className="line-clamp-1 text-sm font-medium text-gray-800 group-hover:text-brand-700">
                      {b.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
