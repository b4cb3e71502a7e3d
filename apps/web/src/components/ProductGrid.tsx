import type { Goods } from '../api/catalog.ts';
import { ProductCard, ProductCardSkeleton } from './ProductCard.tsx';
import { EmptyState } from './ui/EmptyState.tsx';
import { useProductActions } from './useProductActions.tsx';

export type GridColumns = 3 | 4 | 5;

const COLUMN_CLASSES: Record<GridColumns, string> = {
  3: 'grid-cols-2 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
  5: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
};

const SKELETONS: Record<GridColumns, number> = { 3: 3, 4: 8, 5: 10 };

/**
 * Cards after the first row are laid out, styled and painted only when they come near the screen
 * (`content-visibility: auto`; the height a card had once shown is kept, 20rem before that). A
 * phone's first screen shows one or two rows of a 20- or 50-card list: laying out and painting the
 * rest at load, their pictures and Korean text included, was most of the page's work after its
 * first paint. The cards stay in the document and the accessibility tree; find-in-page reaches them.
 */
const OFFSCREEN_FIRST = 4;
const OFFSCREEN_CELL = '[content-visibility:auto] [contain-intrinsic-block-size:auto_20rem]';

/**
 * A product grid (SPEC §2 Product card and grids): 3, 4 or 5 columns, skeletons while loading,
 * '상품이 없습니다.' when empty, add-to-cart and buy-now on every card.
 * `scrollOnMobile` turns a short row into a horizontal swipe list below the sm breakpoint.
 */
export function ProductGrid({
  items,
  isLoading = false,
  columns = 4,
  ranked = false,
  skeletonCount,
  emptyMessage = '상품이 없습니다.',
  scrollOnMobile = false,
}: {
  items: Goods[] | undefined;
  isLoading?: boolean;
  columns?: GridColumns;
  ranked?: boolean;
  skeletonCount?: number;
  emptyMessage?: string;
  scrollOnMobile?: boolean;
}) {
  const { add, buy, addingId, dialog } = useProductActions();
  const layout = scrollOnMobile
    ? `-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 ${COLUMN_CLASSES[columns].replace('grid-cols-2 ', '')}`
    : `grid gap-3 sm:gap-5 ${COLUMN_CLASSES[columns]}`;
  const cell = scrollOnMobile ? 'w-[46%] shrink-0 snap-start sm:w-auto' : '';

  if (isLoading) {
    return (
      <div className={layout} aria-busy="true">
        <span className="sr-only">상품을 불러오는 중입니다.</span>
        {Array.from({ length: skeletonCount ?? SKELETONS[columns] }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={cell}>
            <ProductCardSkeleton />
          </div>
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <ul className={layout}>
        {items.map((goods, index) => (
          <li key={goods.id} className={index < OFFSCREEN_FIRST ? cell : `${cell} ${OFFSCREEN_CELL}`.trim()}>
            <ProductCard
              goods={goods}
              rank={ranked ? index + 1 : undefined}
              onAddToCart={() => add(goods)}
              onBuyNow={() => buy(goods)}
              adding={addingId === goods.id}
            />
          </li>
        ))}
      </ul>
      {dialog}
    </>
  );
}
