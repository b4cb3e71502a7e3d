import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cartQuery } from '../../api/cart.ts';
import { goodsDetailQuery } from '../../api/catalog.ts';
import { MINUTE } from '../../api/http.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { Shell } from './checkoutParts.tsx';
import { CHECKOUT_MESSAGES, parseCartItemIds, parseProductData, toCheckoutItem } from './order.ts';

const TITLE = '모바일 쿠폰 발송';

/**
 * Why there is nothing to send, on the page (a browser alert() blocked the tab and then left it, issue
 * #29 §9), with the way on: the cart, or the catalogue for a broken direct-purchase link.
 */
function NothingToSend({ message, to }: { message: string; to: '/cart' | '/products' }) {
  return (
    <Shell>
      <div role="alert" className="rounded-2xl border border-gray-200 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-gray-900">{message}</p>
        <p className="mt-1 text-sm text-gray-600">
          {to === '/cart' ? '장바구니에서 보낼 상품을 선택해주세요.' : '상품을 다시 선택해주세요.'}
        </p>
        <Link to={to} className={`mt-5 ${buttonClass('primary', 'md')}`}>
          {to === '/cart' ? '장바구니로 가기' : '상품 보러 가기'}
        </Link>
      </div>
    </Shell>
  );
}

/**
 * SPEC §2 Checkout: reached from the cart (`cartItems`) or a direct purchase
 * (`directOrder=true&productData=`); the §8 failures say so on the page with a link onwards.
 */
export function CheckoutPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  return params.get('directOrder') === 'true' ? (
    <DirectCheckout raw={params.get('productData')} />
  ) : (
    <CartCheckout raw={params.get('cartItems')} />
  );
}

function DirectCheckout({ raw }: { raw: string | null }) {
  const parsed = useMemo(() => parseProductData(raw), [raw]);
  // The link carries a price; the server's current one is what will be charged, so show that.
  const fresh = useQuery({ ...goodsDetailQuery(parsed?.item.goodsId ?? null), staleTime: MINUTE });
  if (!parsed) return <NothingToSend message={CHECKOUT_MESSAGES.productDataInvalid} to="/products" />;
  const item = fresh.data ? toCheckoutItem(fresh.data, parsed.item.validPeriod) : parsed.item;
  return (
    <CheckoutForm
      items={[item]}
      initialQuantity={parsed.quantity}
      refreshPrices={async () => {
        await fresh.refetch();
      }}
    />
  );
}

function CartCheckout({ raw }: { raw: string | null }) {
  const ids = useMemo(() => parseCartItemIds(raw), [raw]);
  const cart = useQuery(cartQuery());
  const [initialIds] = useState(ids);
  const cartItems = cart.data ?? [];
  const chosen = cartItems.filter((c) => ids.includes(c.id));
  let bail: string | null = null;
  if (ids.length === 0) bail = CHECKOUT_MESSAGES.noSelection;
  else if (cart.isSuccess && cartItems.length === 0) bail = CHECKOUT_MESSAGES.cartEmpty;
  else if (cart.isSuccess && chosen.length === 0) bail = CHECKOUT_MESSAGES.notInCart;
  const [settled, setSettled] = useState(false);
  // After the first load, only these failures end the page (an order in progress keeps its rows).
  if (cart.isSuccess && !settled && !bail) setSettled(true);
  if (!settled && bail && (ids.length === 0 || cart.isSuccess))
    return <NothingToSend message={bail} to="/cart" />;

  if (cart.isError && !cart.data) {
    return (
      <Shell>
        <div role="alert" className="rounded-2xl border border-red-100 bg-red-50 px-6 py-10 text-center">
          <p className="font-semibold text-red-700">{CHECKOUT_MESSAGES.productDataInvalid}</p>
          <button
            type="button"
            onClick={() => void cart.refetch()}
            className="mt-3 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100"
          >
            다시 시도
          </button>
        </div>
      </Shell>
    );
  }
  if (!cart.isSuccess) return <PageSpinner label="주문 정보를 불러오는 중입니다." />;
  const items = chosen.map((c) => toCheckoutItem(c.goods));
  return (
    <CheckoutForm
      items={items}
      initialQuantity={1}
      note={chosen.length < initialIds.length ? CHECKOUT_MESSAGES.someMissing : undefined}
      refreshPrices={async () => {
        await cart.refetch();
      }}
    />
  );
}
