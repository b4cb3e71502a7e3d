import { useCart } from '../../api/cart.ts';
import { useSession } from '../../lib/useSession.ts';

/**
 * How many lines the member's cart holds, next to the header's cart links; nothing for visitors, staff
 * or an empty cart. The cart query is the cart page's own (added items invalidate it), so the count follows.
 */
export function CartBadge({ className = '' }: { className?: string }) {
  const { isLoggedIn, isStaff } = useSession();
  const member = isLoggedIn && !isStaff;
  const cart = useCart(member);
  const count = member ? (cart.data?.length ?? 0) : 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="cart-count"
      className={`inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white tabular-nums ${className}`}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only">개 담김</span>
    </span>
  );
}
