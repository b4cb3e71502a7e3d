import { discountRate } from '@bizgift/domain/money';
import { Link } from 'react-router';
import { ImageWithFallback } from './ImageWithFallback.tsx';
import { DiscountBadge, Price } from './Price.tsx';
import type { ProductLike } from './useProductActions.tsx';

export function ProductCard({
  goods,
  rank,
  onAddToCart,
  onBuyNow,
  adding = false,
  priority = false,
}: {
  goods: ProductLike & { is_corporate_only?: boolean };
  rank?: number;
  onAddToCart?: () => void;
  onBuyNow?: () => void;
  adding?: boolean;
  /** The card's picture is likely the page's largest paint: load it first, not lazily. */
  priority?: boolean;
}) {
  const rate = discountRate(goods.price, goods.regular_price);
  const href = `/products/${goods.id}`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow hover:shadow-lg hover:shadow-gray-200/70">
      <Link
        to={href}
        className="relative block aspect-square overflow-hidden bg-gray-50"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ImageWithFallback
          src={goods.image}
          alt=""
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {rank !== undefined && (
          <span
            className={`absolute top-0 left-0 flex size-8 items-center justify-center rounded-br-xl text-sm font-bold text-white tabular-nums sm:size-9 ${
              rank <= 3 ? 'bg-brand-600' : 'bg-gray-800/80'
            }`}
          >
            {rank}
          </span>
        )}
        {rate > 0 && <DiscountBadge rate={rate} className="absolute top-2 right-2" />}
      </Link>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="truncate text-xs font-medium text-gray-500">{goods.brand}</p>
        <h3 className="mt-1 line-clamp-2 min-h-[2.5rem] text-sm leading-5 font-medium text-gray-900 sm:text-[15px]">
          <Link to={href} className="hover:underline focus-visible:underline">
            {goods.name}
          </Link>
        </h3>
        {goods.is_corporate_only && (
          <span className="mt-1 w-fit rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-semibold text-brand-700">
            기업전용
          </span>
        )}
        <div className="mt-2">
          <Price price={goods.price} regularPrice={goods.regular_price} size="sm" />
        </div>
        {(onAddToCart || onBuyNow) && (
          <div className="mt-auto grid grid-cols-2 gap-1.5 pt-3">
            {onAddToCart && (
              <button
                type="button"
                onClick={onAddToCart}
                disabled={adding}
                aria-label={`${goods.name} 장바구니 담기`}
                className="rounded-lg border border-gray-300 px-2 py-2 text-xs font-medium text-gray-700 hover:border-gray-400 hover:bg-gray-50 disabled:opacity-50 sm:text-sm"
              >
                장바구니
              </button>
            )}
            {onBuyNow && (
              <button
                type="button"
                onClick={onBuyNow}
                aria-label={`${goods.name} 바로구매`}
                className="rounded-lg bg-brand-600 px-2 py-2 text-xs font-semibold text-white hover:bg-brand-700 sm:text-sm"
              >
                바로구매
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-100 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-square animate-pulse bg-gray-100" />
      <div className="space-y-2 p-3 sm:p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-gray-100" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-gray-100" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-gray-100" />
        <div className="h-9 animate-pulse rounded-lg bg-gray-100" />
      </div>
    </div>
  );
}
