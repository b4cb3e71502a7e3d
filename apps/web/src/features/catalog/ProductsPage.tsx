import { formatNumber } from '@bizgift/domain/money';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Goods } from '../../api/catalog.ts';
import { goodsPagesQuery, useGoodsList } from '../../api/catalog.ts';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard.tsx';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { useProductActions } from '../../components/useProductActions.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

const LOAD_ERROR = '상품 목록을 불러오지 못했습니다.';
const ALL_PAGE_SIZE = 20;

/** /products (SPEC §2 Products): BEST 5 carousel, NEW ARRIVAL, every product with load-more by 20. */
export function ProductsPage() {
  useDocumentTitle('전체상품');
  const best = useGoodsList({ ordering: 'sort', page_size: 5 });
  const fresh = useGoodsList({ ordering: '-id', page_size: 10 });
  const all = useInfiniteQuery(goodsPagesQuery({ ordering: 'sort', page_size: ALL_PAGE_SIZE }));
  const items = all.data?.pages.flatMap((p) => p.results);
  const total = all.data?.pages[0]?.count ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">전체상품</h1>
      <p className="mt-1 text-sm text-gray-500">기업 선물로 가장 많이 찾는 모바일 상품권을 모았습니다.</p>

      <section aria-labelledby="best-title" className="mt-8">
        <SectionTitle id="best-title" title="BEST 5" subtitle="이번 주 가장 많이 보낸 상품" />
        {best.isError ? (
          <ErrorState message={LOAD_ERROR} onRetry={() => best.refetch()} />
        ) : (
          <BestCarousel items={best.data?.results} isLoading={best.isPending} />
        )}
      </section>

      <section aria-labelledby="new-title" className="mt-12">
        <SectionTitle id="new-title" title="NEW ARRIVAL" subtitle="새로 들어온 상품" />
        {fresh.isError ? (
          <ErrorState message={LOAD_ERROR} onRetry={() => fresh.refetch()} />
        ) : (
          <ProductGrid items={fresh.data?.results} isLoading={fresh.isPending} columns={5} scrollOnMobile />
        )}
      </section>

      <section aria-labelledby="all-title" className="mt-12">
        <SectionTitle
          id="all-title"
          title="전체 상품"
          subtitle={all.data ? `총 ${formatNumber(total)}개` : undefined}
        />
        {all.isError && !items ? (
          <ErrorState message={LOAD_ERROR} onRetry={() => all.refetch()} />
        ) : (
          <ProductGrid items={items} isLoading={all.isPending} columns={4} />
        )}
        {all.hasNextPage && (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              onClick={() => all.fetchNextPage()}
              disabled={all.isFetchingNextPage}
              className="min-w-48 rounded-xl border border-gray-300 bg-white px-6 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 disabled:opacity-60"
            >
              {all.isFetchingNextPage
                ? '불러오는 중...'
                : `더보기 (${items?.length ?? 0}/${formatNumber(total)})`}
            </button>
          </div>
        )}
        {all.isFetchNextPageError && (
          <p role="alert" className="mt-3 text-center text-sm text-red-600">
            {LOAD_ERROR} 다시 시도해주세요.
          </p>
        )}
      </section>
    </div>
  );
}

export function SectionTitle({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mb-4 flex items-baseline gap-3">
      <h2 id={id} className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">
        {title}
      </h2>
      {subtitle && <span className="text-sm text-gray-500">{subtitle}</span>}
    </div>
  );
}

/** A horizontal, swipeable row of ranked cards with previous/next buttons. */
function BestCarousel({ items, isLoading }: { items: Goods[] | undefined; isLoading: boolean }) {
  const { add, buy, addingId, dialog } = useProductActions();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const cell = 'w-[46%] shrink-0 snap-start sm:w-[31%] lg:w-[calc((100%-4*1.25rem)/5)]';
  if (isLoading) {
    return (
      <div className="flex gap-3 overflow-hidden sm:gap-5" aria-busy="true">
        <span className="sr-only">상품을 불러오는 중입니다.</span>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={cell}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) return <ProductGrid items={[]} />;
  return (
    <div className="relative">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2 sm:gap-5"
        aria-label="BEST 5 상품"
      >
        {items.map((g, i) => (
          <li key={g.id} className={cell}>
            <ProductCard
              goods={g}
              rank={i + 1}
              priority={i < 2}
              onAddToCart={() => add(g)}
              onBuyNow={() => buy(g)}
              adding={addingId === g.id}
            />
          </li>
        ))}
      </ul>
      <div className="pointer-events-none absolute inset-y-0 -right-3 -left-3 hidden items-center justify-between lg:hidden sm:flex">
        <CarouselButton label="이전 상품" onClick={() => scroll(-1)} direction={-1} />
        <CarouselButton label="다음 상품" onClick={() => scroll(1)} direction={1} />
      </div>
      {dialog}
    </div>
  );
}

function CarouselButton({
  label,
  onClick,
  direction,
}: {
  label: string;
  onClick: () => void;
  direction: 1 | -1;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="pointer-events-auto flex size-10 items-center justify-center rounded-full border border-gray-200 bg-white/95 text-gray-700 shadow-md hover:bg-white"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden="true"
      >
        <path
          d={direction === 1 ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
