import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cartQuery } from '../../api/cart.ts';
import { goodsDetailQuery } from '../../api/catalog.ts';
import { MINUTE } from '../../api/http.ts';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { Shell } from './checkoutParts.tsx';
import { CHECKOUT_MESSAGES, parseCartItemIds, parseProductData, toCheckoutItem } from './order.ts';

const TITLE = '모바일 쿠폰 발송';

/** Alerts once (StrictMode runs effects twice in development) and leaves the page. */
function useBailOut(message: string | null, to: string) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!message || done.current) return;
    done.current = true;
    window.alert(message);
    navigate(to, { replace: true });
  }, [message, to, navigate]);
}

/**
 * SPEC §2 Checkout: reached from the cart (`cartItems`) or a direct purchase
 * (`directOrder=true&productData=`); the §8 failures alert and leave.
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
  useBailOut(parsed ? null : CHECKOUT_MESSAGES.productDataInvalid, '/');
  // The link carries a price; the server's current one is what will be charged, so show that.
  const fresh = useQuery({ ...goodsDetailQuery(parsed?.item.goodsId ?? null), staleTime: MINUTE });
  if (!parsed) return <PageSpinner />;
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
  // After the first load, only leave for failures (an order in progress keeps its rows).
  if (cart.isSuccess && !settled && !bail) setSettled(true);
  useBailOut(settled ? null : bail, '/cart');

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
  if (!cart.isSuccess || (!settled && bail)) return <PageSpinner label="주문 정보를 불러오는 중입니다." />;
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
