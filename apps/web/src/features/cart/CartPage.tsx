import { discountRate, formatNumber, parseWon } from '@bizgift/domain/money';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '../../api/cart.ts';
import { useCart, useRemoveCartItems } from '../../api/cart.ts';
import { errorMessage } from '../../api/http.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Won } from '../../components/Price.tsx';
import { QuoteDialog } from '../../components/quote/QuoteDialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Spinner } from '../../components/ui/LoadingState.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useSessionSnapshot } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { cartTotals, checkoutPath } from './totals.ts';

/** SPEC §5 "Cart and product" in Korean. */
export const CART_PAGE_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  loginDescription: '장바구니는 로그인 후 이용할 수 있습니다.',
  error: '오류가 발생했습니다.',
  empty: '장바구니가 비어 있습니다.',
  selectToDelete: '삭제할 상품을 선택해주세요.',
  confirmDeleteSelected: (n: number) => `선택한 상품 ${n}개를 삭제하시겠습니까?`,
  confirmDeleteOne: '이 상품을 삭제하시겠습니까?',
  selectToOrder: '주문할 상품을 선택해주세요.',
  deleted: (n: number) => `상품 ${n}개를 삭제했습니다.`,
  deleteFailed: '상품을 삭제하지 못했습니다. 다시 시도해주세요.',
} as const;

type Pending = { ids: number[]; single: boolean } | null;

export function CartPage() {
  useDocumentTitle('장바구니');
  const { hasSession } = useSessionSnapshot();
  const cart = useCart(hasSession);
  const remove = useRemoveCartItems();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const items = cart.data ?? [];
  const deleting = remove.isPending;

  // Drop ids that are no longer in the cart (deleted here, ordered, or removed in another tab).
  const present = new Set(items.map((i) => i.id));
  const selection = [...selected].filter((id) => present.has(id));
  const allSelected = items.length > 0 && selection.length === items.length;

  if (!hasSession) {
    return (
      <CartShell>
        <EmptyState
          message={CART_PAGE_MESSAGES.loginRequired}
          description={CART_PAGE_MESSAGES.loginDescription}
          actions={
            <Link to="/auth/login?next=%2Fcart" className={primaryButton}>
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
        {notice && <Notice notice={notice} />}
        <EmptyState
          message={CART_PAGE_MESSAGES.empty}
          description="원하는 모바일 상품권을 담아 한 번에 발송해 보세요."
          actions={
            <Link to="/products" className={primaryButton}>
              상품 보러 가기
            </Link>
          }
        />
      </CartShell>
    );
  }

  const toggle = (id: number) => {
    setNotice(null);
    setSelected((prev) => {
      const next = new Set([...prev].filter((x) => present.has(x)));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const toggleAll = () => {
    setNotice(null);
    setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)));
  };

  const askDeleteSelected = () => {
    if (selection.length === 0) {
      setNotice({ tone: 'error', text: CART_PAGE_MESSAGES.selectToDelete });
      return;
    }
    setPending({ ids: selection, single: false });
  };
  const confirmDelete = () => {
    if (!pending) return;
    const { ids } = pending;
    setPending(null);
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected((prev) => new Set([...prev].filter((x) => !ids.includes(x))));
        setNotice({ tone: 'info', text: CART_PAGE_MESSAGES.deleted(ids.length) });
      },
      onError: (error) =>
        setNotice({ tone: 'error', text: errorMessage(error, CART_PAGE_MESSAGES.deleteFailed) }),
    });
  };
  const orderSelected = () => {
    if (selection.length === 0) {
      setNotice({ tone: 'error', text: CART_PAGE_MESSAGES.selectToOrder });
      return;
    }
    navigate(checkoutPath(selection));
  };
  const orderAll = () => {
    if (items.length === 0) {
      setNotice({ tone: 'error', text: CART_PAGE_MESSAGES.empty });
      return;
    }
    navigate(checkoutPath(items.map((i) => i.id)));
  };

  const totals = cartTotals(items);
  const rowProps = {
    deleting,
    onToggle: toggle,
    onOrder: (id: number) => navigate(checkoutPath([id])),
    onDelete: (id: number) => setPending({ ids: [id], single: true }),
  };

  return (
    <CartShell count={items.length}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-900 pb-3">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            checked={allSelected}
            onChange={toggleAll}
            disabled={deleting}
            className="size-5 accent-brand-600"
          />
          전체 선택
          <span className="text-gray-500 tabular-nums">
            ({selection.length}/{items.length})
          </span>
        </label>
        <button
          type="button"
          onClick={askDeleteSelected}
          disabled={deleting}
          className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
        >
          {deleting ? '삭제 중...' : '선택 삭제'}
        </button>
      </div>

      {notice && <Notice notice={notice} />}

      {/* Large screens: a table */}
      <table className="mt-2 hidden w-full text-left lg:table">
        <caption className="sr-only">장바구니 상품 목록</caption>
        <thead className="border-b border-gray-200 text-[13px] text-gray-500">
          <tr>
            <th scope="col" className="w-12 py-3 font-medium">
              <span className="sr-only">선택</span>
            </th>
            <th scope="col" className="py-3 font-medium">
              상품 정보
            </th>
            <th scope="col" className="w-40 py-3 text-right font-medium">
              판매가
            </th>
            <th scope="col" className="w-52 py-3 text-center font-medium">
              <span className="sr-only">주문 및 삭제</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CartRow key={item.id} item={item} checked={selected.has(item.id)} {...rowProps} />
          ))}
        </tbody>
      </table>

      {/* Small screens: cards */}
      <ul className="mt-2 divide-y divide-gray-100 lg:hidden">
        {items.map((item) => (
          <CartCard key={item.id} item={item} checked={selected.has(item.id)} {...rowProps} />
        ))}
      </ul>

      <section
        aria-labelledby="cart-summary"
        className="mt-8 rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-6"
      >
        <h2 id="cart-summary" className="sr-only">
          결제 예정 금액
        </h2>
        <dl className="grid grid-cols-1 gap-3 text-[15px] sm:grid-cols-[1fr_auto_1fr_auto_1fr] sm:items-center sm:text-center">
          <div className="flex justify-between sm:block">
            <dt className="text-gray-600">상품 금액</dt>
            <dd className="font-semibold text-gray-900 sm:mt-1 sm:text-xl">
              <Won value={totals.productAmount} />
            </dd>
          </div>
          <span aria-hidden="true" className="hidden h-10 w-px bg-gray-200 sm:block" />
          <div className="flex justify-between sm:block">
            <dt className="text-gray-600">할인 금액</dt>
            <dd
              className={`font-semibold sm:mt-1 sm:text-xl ${totals.discount > 0 ? 'text-red-500' : 'text-gray-900'}`}
            >
              <span className="tabular-nums">
                {totals.discount > 0 ? '-' : ''}
                {formatNumber(totals.discount)}
                <span className="ml-0.5 font-normal">원</span>
              </span>
            </dd>
          </div>
          <span aria-hidden="true" className="hidden h-10 w-px bg-gray-200 sm:block" />
          <div className="flex justify-between border-t border-gray-200 pt-3 sm:block sm:border-0 sm:pt-0">
            <dt className="font-semibold text-gray-900">총 결제 금액</dt>
            <dd className="text-lg font-bold text-brand-700 sm:mt-1 sm:text-2xl">
              <Won value={totals.total} />
            </dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-gray-500 sm:text-center">
          수신자 1명 기준 금액입니다. 발송 화면에서 수량과 수신자 수에 따라 최종 금액이 정해집니다.
        </p>
      </section>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center">
        <button
          type="button"
          onClick={() => setQuoteOpen(true)}
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50"
        >
          {selection.length > 0
            ? `선택 상품 견적서 (${selection.length})`
            : `전체 상품 견적서 (${items.length})`}
        </button>
        <span className="text-xs text-gray-500">
          수량과 수신자 수를 넣어 PNG·PDF 견적서로 내려받을 수 있습니다.
        </span>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:justify-center sm:gap-3">
        <button
          type="button"
          onClick={orderSelected}
          disabled={deleting}
          className="rounded-xl border border-brand-600 bg-white px-4 py-3.5 text-[15px] font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50 sm:min-w-52"
        >
          선택 상품 주문 ({selection.length})
        </button>
        <button
          type="button"
          onClick={orderAll}
          disabled={deleting}
          className="rounded-xl bg-brand-600 px-4 py-3.5 text-[15px] font-semibold text-white hover:bg-brand-700 disabled:opacity-50 sm:min-w-52"
        >
          전체 상품 주문 ({items.length})
        </button>
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
        onClose={() => setPending(null)}
        footer={
          <>
            <button type="button" onClick={() => setPending(null)} className={secondaryButton}>
              취소
            </button>
            <button
              type="button"
              onClick={confirmDelete}
              className="rounded-xl bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
            >
              삭제
            </button>
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

const primaryButton =
  'rounded-xl bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';
const secondaryButton =
  'rounded-xl border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50';

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

function Notice({ notice }: { notice: { tone: 'info' | 'error'; text: string } }) {
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

interface RowProps {
  item: CartItem;
  checked: boolean;
  deleting: boolean;
  onToggle: (id: number) => void;
  onOrder: (id: number) => void;
  onDelete: (id: number) => void;
}

function Prices({ item, align = 'end' }: { item: CartItem; align?: 'start' | 'end' }) {
  const price = parseWon(item.goods.price);
  const regular = parseWon(item.goods.regular_price);
  const rate = discountRate(price, regular);
  return (
    <div className={`flex flex-col ${align === 'end' ? 'items-end' : 'items-start'}`}>
      {regular > price && (
        <span className="text-xs text-gray-500 line-through tabular-nums">
          <span className="sr-only">정가 </span>
          {formatNumber(regular)}원
        </span>
      )}
      <span className="flex items-baseline gap-1.5">
        {rate > 0 && <span className="text-sm font-bold text-red-600 tabular-nums">{rate}%</span>}
        <Won value={price} className="text-base font-bold text-gray-900" />
      </span>
    </div>
  );
}

function GoodsInfo({ item, labelId }: { item: CartItem; labelId: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-[13px] text-gray-500">[{item.goods.brand}]</p>
      <Link
        id={labelId}
        to={`/products/${item.goods.id}`}
        className="mt-0.5 line-clamp-2 font-medium text-gray-900 hover:underline"
      >
        {item.goods.name}
      </Link>
      <p className="mt-1 text-xs text-gray-500">
        유효기간 {item.goods.valid_period || 30}일
        {item.goods.is_corporate_only && (
          <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-700">
            기업전용
          </span>
        )}
      </p>
    </div>
  );
}

function RowButtons({ item, deleting, onOrder, onDelete }: Omit<RowProps, 'checked' | 'onToggle'>) {
  return (
    <>
      <button
        type="button"
        onClick={() => onOrder(item.id)}
        disabled={deleting}
        aria-label={`${item.goods.name} 주문하기`}
        className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        주문하기
      </button>
      <button
        type="button"
        onClick={() => onDelete(item.id)}
        disabled={deleting}
        aria-label={`${item.goods.name} 삭제`}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
      >
        {deleting ? '삭제 중...' : '삭제'}
      </button>
    </>
  );
}

function CartRow(props: RowProps) {
  const { item, checked, deleting, onToggle } = props;
  const labelId = useId();
  return (
    <tr className="border-b border-gray-100">
      <td className="py-4 align-middle">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(item.id)}
          disabled={deleting}
          aria-labelledby={labelId}
          className="size-5 accent-brand-600"
        />
      </td>
      <td className="py-4">
        <div className="flex items-center gap-4">
          <ImageWithFallback
            src={item.goods.image}
            alt=""
            className="size-20 shrink-0 rounded-xl border border-gray-100 object-cover"
          />
          <GoodsInfo item={item} labelId={labelId} />
        </div>
      </td>
      <td className="py-4 text-right">
        <Prices item={item} />
      </td>
      <td className="py-4">
        <div className="flex justify-center gap-2">
          <RowButtons {...props} />
        </div>
      </td>
    </tr>
  );
}

function CartCard(props: RowProps) {
  const { item, checked, deleting, onToggle } = props;
  const labelId = useId();
  return (
    <li className="py-4">
      <div className="flex gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={() => onToggle(item.id)}
          disabled={deleting}
          aria-labelledby={labelId}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <ImageWithFallback
          src={item.goods.image}
          alt=""
          className="size-20 shrink-0 rounded-xl border border-gray-100 object-cover"
        />
        <div className="min-w-0 flex-1">
          <GoodsInfo item={item} labelId={labelId} />
          <div className="mt-2">
            <Prices item={item} align="start" />
          </div>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 pl-8">
        <RowButtons {...props} />
      </div>
    </li>
  );
}
