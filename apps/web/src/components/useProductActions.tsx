import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addToCart, cartKey } from '../api/cart.ts';
import { DEFAULT_VALID_PERIOD, type Goods, goodsPrices } from '../api/catalog.ts';
import { ApiError } from '../api/http.ts';
import { useSessionSnapshot } from '../lib/session.ts';
import { Modal } from './ui/Modal.tsx';

export const CART_MESSAGES = {
  invalid: '유효하지 않은 상품입니다.',
  duplicate: '이미 장바구니에 담긴 상품입니다.',
  duplicateConfirm: '이미 장바구니에 담긴 상품입니다. 장바구니 페이지로 이동하시겠습니까?',
  failed: '장바구니 추가에 실패했습니다.',
  addedTitle: '장바구니 추가 완료',
  added: '상품이 장바구니에 추가되었습니다.',
} as const;

export type ProductLike = Pick<Goods, 'id' | 'name' | 'image' | 'price' | 'regular_price' | 'brand'> & {
  valid_period?: number | null;
};

function isValidId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

function isDuplicate(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'duplicate' || /value error|duplicate|already exists|이미/i.test(error.message);
}

/** '/checkout?directOrder=true&productData=…' (SPEC §2 Product card). */
export function directOrderPath(goods: ProductLike): string {
  const { price, regularPrice: regular } = goodsPrices(goods);
  const productData = {
    id: goods.id,
    name: goods.name,
    image: goods.image,
    price: String(price),
    regular_price: String(regular),
    discounted_amount: price,
    regular_amount: regular,
    valid_period: goods.valid_period || DEFAULT_VALID_PERIOD,
    brand: goods.brand,
    quantity: 1,
  };
  return `/checkout?directOrder=true&productData=${encodeURIComponent(JSON.stringify(productData))}`;
}

/**
 * Add-to-cart and buy-now as every product card does them (SPEC §4 Cart add, §5 Cart and product):
 * logged out → login with next=/products/{id}; duplicate → confirm offering the cart; success → modal.
 */
export function useProductActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hasSession } = useSessionSnapshot();
  const [addedOpen, setAddedOpen] = useState(false);
  // A double click fires both clicks before `isPending` re-renders the button disabled: without
  // this the second request answered "already in the cart" right after the first one succeeded.
  const adding = useRef(false);

  const mutation = useMutation({
    mutationFn: (id: number) => addToCart(id),
    onSettled: () => {
      adding.current = false;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKey });
      setAddedOpen(true);
    },
    onError: (error) => {
      if (isDuplicate(error)) {
        if (window.confirm(CART_MESSAGES.duplicateConfirm)) navigate('/cart');
        return;
      }
      window.alert(error instanceof ApiError && error.message ? error.message : CART_MESSAGES.failed);
    },
  });

  const requireLogin = (goods: ProductLike): boolean => {
    if (hasSession) return false;
    navigate(`/auth/login?next=${encodeURIComponent(`/products/${goods.id}`)}`);
    return true;
  };

  const add = (goods: ProductLike) => {
    if (requireLogin(goods)) return;
    if (!isValidId(goods.id)) {
      window.alert(CART_MESSAGES.invalid);
      return;
    }
    if (adding.current) return;
    adding.current = true;
    mutation.mutate(goods.id);
  };

  const buy = (goods: ProductLike) => {
    if (requireLogin(goods)) return;
    if (!isValidId(goods.id)) {
      window.alert(CART_MESSAGES.invalid);
      return;
    }
    navigate(directOrderPath(goods));
  };

  const dialog = (
    <Modal
      open={addedOpen}
      title={CART_MESSAGES.addedTitle}
      onClose={() => setAddedOpen(false)}
      footer={
        <>
          <button
            type="button"
            onClick={() => setAddedOpen(false)}
            className="rounded-xl border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
          >
            계속 쇼핑
          </button>
          <button
            type="button"
            onClick={() => {
              setAddedOpen(false);
              navigate('/cart');
            }}
            className="rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            장바구니 보기
          </button>
        </>
      }
    >
      {CART_MESSAGES.added}
    </Modal>
  );

  return { add, buy, addingId: mutation.isPending ? mutation.variables : undefined, dialog };
}
