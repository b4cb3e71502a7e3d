import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '../../api/cart.ts';
import { errorMessage } from '../../api/http.ts';
import { QuoteDialog } from '../../components/quote/QuoteDialog.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Spinner } from '../../components/ui/LoadingState.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useSessionSnapshot } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CartItems } from './CartItems.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CART_PAGE_MESSAGES } from './messages.ts';
import { cartTotals } from './totals.ts';
import { type CartNotice, useCartSelection } from './useCartSelection.ts';

export function CartPage() {
  useDocumentTitle('장바구니');
  const { hasSession } = useSessionSnapshot();
  const cart = useCart(hasSession);
  const items = cart.data ?? [];
  const cartSelection = useCartSelection(items);

  if (!hasSession) {
    return (
      <CartShell>
        <EmptyState
          message={CART_PAGE_MESSAGES.loginRequired}
          description={CART_PAGE_MESSAGES.loginDescription}
          actions={
            <Link to="/auth/login?next=%2Fcart" className={buttonClass('primary')}>
              로그인
            </Link>
          }
        />
      </CartShell>
    );
  }
  if (cart.isPending) {
    return (
      <CartShell>
        <div className="flex flex-col items-center gap-3 py-20">
          <Spinner size="lg" label="장바구니를 불러오는 중입니다." />
          <p className="text-sm text-gray-500" aria-hidden="true">
            장바구니를 불러오는 중입니다.
          </p>
        </div>
      </CartShell>
    );
  }
  if (cart.isError) {
    return (
      <CartShell>
        <div
          role="alert"
          className="flex flex-col items-center gap-2 rounded-2xl border border-red-100 bg-red-50 px-6 py-12 text-center"
        >
          <p className="font-semibold text-red-700">{CART_PAGE_MESSAGES.error}</p>
          <p className="text-sm text-red-600">{errorMessage(cart.error)}</p>
          <button
            type="button"
            onClick={() => void cart.refetch()}
            className="mt-2 rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-100"
          >
            다시 시도
          </button>
        </div>
      </CartShell>
    );
  }
  if (items.length === 0) {
    return (
      <CartShell>
        {cartSelection.notice && <Notice notice={cartSelection.notice} />}
        <EmptyState
          message={CART_PAGE_MESSAGES.empty}
          description="원하는 모바일 상품권을 담아 한 번에 발송해 보세요."
          actions={
            <Link to="/products" className={buttonClass('primary')}>
              상품 보러 가기
            </Link>
          }
        />
      </CartShell>
    );
  }
  return <FilledCart items={items} cartSelection={cartSelection} />;
}

function FilledCart({
  items,
  cartSelection: s,
}: {
  items: NonNullable<ReturnType<typeof useCart>['data']>;
  cartSelection: ReturnType<typeof useCartSelection>;
}) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const { selection, deleting, pending } = s;
  return (
    <CartShell count={items.length}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-900 pb-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            checked={s.allSelected}
            onChange={s.toggleAll}
            disabled={deleting}
            className="size-5 accent-brand-600"
          />
          전체 선택
          <span className="text-gray-500 tabular-nums">
            ({selection.length}/{items.length})
          </span>
        </label>
        <Button size="sm" onClick={s.askDeleteSelected} disabled={deleting}>
          {deleting ? '삭제 중...' : '선택 삭제'}
        </Button>
      </div>

      {s.notice && <Notice notice={s.notice} />}

      <CartItems
        items={items}
        selected={s.selected}
        deleting={deleting}
        onToggle={s.toggle}
        onOrder={s.orderOne}
        onDelete={s.askDeleteOne}
      />

      <CartSummary totals={cartTotals(items)} />

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <button type="button" onClick={() => setQuoteOpen(true)} className={buttonClass()}>
          {selection.length > 0
            ? `선택 상품 견적서 (${selection.length})`
            : `전체 상품 견적서 (${items.length})`}
        </button>
        <span className="text-xs text-gray-500">
          수량과 수신자 수를 넣어 PNG·PDF 견적서로 내려받을 수 있습니다.
        </span>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:justify-center sm:gap-3">
        <Button
          variant="outline"
          size="xl"
          onClick={s.orderSelected}
          disabled={deleting}
          className="sm:min-w-52"
        >
          선택 상품 주문 ({selection.length})
        </Button>
        <Button variant="primary" size="xl" onClick={s.orderAll} disabled={deleting} className="sm:min-w-52">
          전체 상품 주문 ({items.length})
        </Button>
      </div>

      <QuoteDialog
        goods={(selection.length > 0 ? items.filter((i) => selection.includes(i.id)) : items).map(
          (i) => i.goods,
        )}
        open={quoteOpen}
        onClose={() => setQuoteOpen(false)}
      />

      <Modal
        open={pending !== null}
        title="상품 삭제"
        onClose={s.cancelDelete}
        footer={
          <>
            <Button onClick={s.cancelDelete}>취소</Button>
            <Button variant="danger" onClick={s.confirmDelete}>
              삭제
            </Button>
          </>
        }
      >
        {pending?.single
          ? CART_PAGE_MESSAGES.confirmDeleteOne
          : CART_PAGE_MESSAGES.confirmDeleteSelected(pending?.ids.length ?? 0)}
      </Modal>
    </CartShell>
  );
}

function CartShell({ children, count }: { children: React.ReactNode; count?: number }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="mb-6 text-2xl font-bold text-gray-900 md:text-3xl">
        장바구니
        {count !== undefined && (
          <span className="ml-2 align-middle text-lg font-semibold text-brand-600 tabular-nums">{count}</span>
        )}
      </h1>
      {children}
    </section>
  );
}

/** The one-line answer to the last action, scrolled into view (the list may be long). */
function Notice({ notice }: { notice: CartNotice }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <p
      ref={ref}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={`mt-3 rounded-lg px-4 py-3 text-sm font-medium ${
        notice.tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'
      }`}
    >
      {notice.text}
    </p>
  );
}
