import { discountRate, formatNumber, parseWon } from '@bizgift/domain/money';

/** A won amount: bold digits with a lighter '원'. */
export function Won({
  value,
  className = '',
}: {
  value: string | number | null | undefined;
  className?: string;
}) {
  return (
    <span className={`tabular-nums ${className}`}>
      {formatNumber(value)}
      <span className="ml-0.5 font-normal">원</span>
    </span>
  );
}

export function DiscountBadge({ rate, className = '' }: { rate: number; className?: string }) {
  if (rate <= 0) return null;
  return (
    <span
      className={`inline-flex items-center rounded-md bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white tabular-nums ${className}`}
    >
      -{rate}%
    </span>
  );
}

/**
 * Sale price, the struck-through regular price when higher, and the discount rate in red (goods
 * cards, the goods page, cart rows).
 */
export function Price({
  price,
  regularPrice,
  size = 'md',
  align = 'start',
}: {
  price: string | number;
  regularPrice?: string | number | null;
  size?: 'sm' | 'md' | 'lg';
  align?: 'start' | 'end';
}) {
  const rate = regularPrice == null ? 0 : discountRate(price, regularPrice);
  const main = size === 'lg' ? 'text-2xl' : size === 'sm' ? 'text-base' : 'text-lg';
  return (
    <div className={`flex flex-col ${align === 'end' ? 'items-end' : ''}`}>
      {rate > 0 && (
        <span className="text-xs text-gray-500 line-through tabular-nums">
          <span className="sr-only">정가 </span>
          {formatNumber(parseWon(regularPrice))}원
        </span>
      )}
      <span className="flex items-baseline gap-1.5">
        {rate > 0 && <span className={`font-bold text-red-600 tabular-nums ${main}`}>{rate}%</span>}
        <Won value={price} className={`font-bold text-gray-900 ${main}`} />
      </span>
    </div>
  );
}
