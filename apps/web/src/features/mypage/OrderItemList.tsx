import { formatNumber, formatWon, parseWon } from '@bizgift/domain/money';
import type { OrderItem } from '../../api/orders.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';

/**
 * The goods of an order with unit price × count, line total and any refund: the order page shows
 * it in full, the orders list's dialog in a `compact` scrolling box.
 */
export function OrderItemList({ items, compact }: { items: OrderItem[]; compact?: boolean }) {
  return (
    <ul
      className={
        compact
          ? 'max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-xl border border-gray-200'
          : 'divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white'
      }
    >
      {items.map((item) => (
        <li key={item.id} className={compact ? 'flex items-center gap-3 p-3' : 'flex items-center gap-4 p-4'}>
          <ImageWithFallback
            src={item.goods.image}
            alt={item.goods.name}
            className={`${compact ? 'size-14' : 'size-16 md:size-20'} shrink-0 rounded-lg border border-gray-100 object-cover`}
          />
          <div className="min-w-0 flex-1">
            <p className="text-xs text-gray-500">{item.goods.brand}</p>
            <p className={compact ? 'truncate font-medium text-gray-900' : 'font-semibold text-gray-900'}>
              {item.goods.name}
            </p>
            <p className={`${compact ? 'text-xs' : 'mt-0.5 text-sm'} text-gray-500 tabular-nums`}>
              {formatWon(item.amount)} × {formatNumber(item.total_count)}매
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className={compact ? 'font-semibold text-gray-900' : 'font-bold text-gray-900'}>
              {formatWon(item.total_amount)}
            </p>
            {parseWon(item.refund_amount) > 0 && (
              <p className="text-xs text-red-600">환불 {formatWon(item.refund_amount)}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
