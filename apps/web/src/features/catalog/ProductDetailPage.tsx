import { SEND_TYPE, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { discountRate } from '@bizgift/domain/money';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { cartQuery } from '../../api/cart.ts';
import { type Goods, useGoodsDetail } from '../../api/catalog.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Price } from '../../components/Price.tsx';
import { useProductActions } from '../../components/useProductActions.tsx';
import { useSessionSnapshot } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { parseGoodsId } from './params.ts';

// The quote (its sheet, the document schemas, the PNG export) loads when 견적서 출력 is pressed, not
// with the page: a phone's first screen does not need its ~40 KB, and zod's probe for `eval` in it
// was reported against the shop's CSP (Lighthouse best practices).
const QuoteDialog = lazy(() =>
  import('../../components/quote/QuoteDialog.tsx').then((m) => ({ default: m.QuoteDialog })),
);

export const DETAIL_TEXTS = {
  heading: '상품 상세',
  loading: '상품 정보를 불러오는 중...',
  notFound: '상품 정보를 찾을 수 없습니다.',
} as const;

export const TABS = [
  { key: 'intro', label: '상품소개', field: 'product_introduction', empty: '등록된 상품 소개가 없습니다.' },
  { key: 'store', label: '매장안내', field: 'store_info', empty: '등록된 매장 안내가 없습니다.' },
  { key: 'usage', label: '사용안내', field: 'usage_guide', empty: '등록된 사용 안내가 없습니다.' },
  { key: 'notice', label: '유의사항', field: 'precautions', empty: '등록된 유의사항이 없습니다.' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /products/{id} (SPEC §2 Product detail). */
export function ProductDetailPage() {
  const { id: rawId } = useParams();
  const id = parseGoodsId(rawId);
  const detail = useGoodsDetail(id);
  useDocumentTitle(detail.data?.name ?? DETAIL_TEXTS.heading);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <nav aria-label="위치" className="mb-4 text-sm text-gray-500">
        <Link to="/products" className="hover:text-gray-800">
          전체상품
        </Link>
        <span className="mx-2" aria-hidden="true">
          ›
        </span>
        <span className="text-gray-800">{DETAIL_TEXTS.heading}</span>
      </nav>
      <h1 className="sr-only">{DETAIL_TEXTS.heading}</h1>
      {id === null || detail.isError ? (
        <div role="alert" className="rounded-2xl border border-gray-200 bg-gray-50 px-6 py-20 text-center">
          <p className="text-base font-medium text-gray-700">{DETAIL_TEXTS.notFound}</p>
          <Link
            to="/products"
            className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            전체상품 보기
          </Link>
        </div>
      ) : detail.isPending ? (
        <p className="py-24 text-center text-gray-500" aria-live="polite">
          {DETAIL_TEXTS.loading}
        </p>
      ) : (
        <ProductDetail goods={detail.data} />
      )}
    </div>
  );
}

function ProductDetail({ goods }: { goods: Goods }) {
  const navigate = useNavigate();
  const { hasSession } = useSessionSnapshot();
  const { add, buy, addingId, dialog } = useProductActions();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const cart = useQuery(cartQuery(hasSession));
  const inCart = hasSession && !!cart.data?.some((item) => item.goods.id === goods.id);
  const adding = addingId === goods.id;
  const rate = discountRate(goods.price, goods.regular_price);

  return (
    <>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div className="relative overflow-hidden rounded-3xl border border-gray-100 bg-gray-50">
          <ImageWithFallback
            src={goods.image}
            alt={goods.name}
            priority
            className="aspect-square w-full object-cover"
          />
          {rate > 0 && (
            <span className="absolute top-4 left-4 flex size-16 items-center justify-center rounded-full bg-red-600 text-lg font-extrabold text-white shadow-lg tabular-nums">
              <span className="sr-only">{rate}% 할인</span>
              <span aria-hidden="true">-{rate}%</span>
            </span>
          )}
        </div>
        <div className="flex flex-col">
          <p className="text-sm font-semibold text-brand-700">{goods.brand}</p>
          <h2 className="mt-1 text-2xl leading-snug font-bold text-gray-900 sm:text-3xl">{goods.name}</h2>
          {goods.is_corporate_only && (
            <span className="mt-3 w-fit rounded-md bg-brand-50 px-2 py-1 text-xs font-semibold text-brand-700">
              기업전용
            </span>
          )}
          <div className="mt-6 border-y border-gray-100 py-5">
            <Price price={goods.price} regularPrice={goods.regular_price} size="lg" />
          </div>
          <dl className="mt-5 space-y-3 text-sm">
            <div className="flex">
              <dt className="w-24 shrink-0 text-gray-500">유효기간</dt>
              <dd className="text-gray-900">발송일로부터 {goods.valid_period || 30}일</dd>
            </div>
            <div className="flex">
              <dt className="w-24 shrink-0 text-gray-500">발송방법</dt>
              <dd className="text-gray-900">
                {SEND_TYPE_DISPLAY[SEND_TYPE.SMS]} 또는 {SEND_TYPE_DISPLAY[SEND_TYPE.EMAIL]}로 즉시 발송
              </dd>
            </div>
          </dl>
          <ul className="mt-6 space-y-1.5 rounded-2xl bg-gray-50 px-5 py-4 text-[13px] leading-5 text-gray-600">
            <li>· 1매부터 수천 명까지 한 번에 발송할 수 있습니다.</li>
            <li>· 충전금으로 결제하며, 발송 실패 건은 충전금으로 환불됩니다.</li>
            <li>· 견적서를 내려받아 내부 결재에 바로 사용할 수 있습니다.</li>
          </ul>
          <div className="mt-auto grid grid-cols-3 gap-2 pt-8">
            <button
              type="button"
              onClick={() => setQuoteOpen(true)}
              className="rounded-xl border border-gray-300 px-3 py-3.5 text-sm font-semibold text-gray-700 hover:bg-gray-50"
            >
              견적서 출력
            </button>
            {inCart ? (
              <button
                type="button"
                onClick={() => navigate('/cart')}
                className="rounded-xl border border-brand-600 bg-brand-50 px-3 py-3.5 text-sm font-semibold text-brand-700 hover:bg-brand-100"
              >
                장바구니 보기
                <span className="block text-[11px] font-normal text-brand-600">이미 담긴 상품</span>
              </button>
            ) : (
              <button
                type="button"
                onClick={() => add(goods)}
                disabled={adding}
                className="rounded-xl border border-brand-600 px-3 py-3.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              >
                {adding ? '처리 중...' : '장바구니 담기'}
              </button>
            )}
            <button
              type="button"
              onClick={() => buy(goods)}
              className="rounded-xl bg-brand-600 px-3 py-3.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              주문하기
            </button>
          </div>
        </div>
      </div>
      <DetailTabs goods={goods} />
      {quoteOpen && (
        <Suspense fallback={null}>
          <QuoteDialog goods={[goods]} open onClose={() => setQuoteOpen(false)} />
        </Suspense>
      )}
      {dialog}
    </>
  );
}

function DetailTabs({ goods }: { goods: Goods }) {
  const [active, setActive] = useState<TabKey>('intro');
  const base = useId();
  const index = TABS.findIndex((t) => t.key === active);
  const tab = TABS[index]!;
  const text = (goods[tab.field] ?? '').trim();
  const onKeyDown = (e: KeyboardEvent) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = TABS[(index + delta + TABS.length) % TABS.length]!;
    setActive(next.key);
    document.getElementById(`${base}-tab-${next.key}`)?.focus();
  };
  return (
    <section className="mt-12">
      <div
        role="tablist"
        aria-label="상품 정보"
        className="grid grid-cols-4 border-b border-gray-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`${base}-tab-${t.key}`}
            type="button"
            role="tab"
            aria-selected={t.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={t.key === active ? 0 : -1}
            onClick={() => setActive(t.key)}
            className={`-mb-px border-b-2 px-2 py-3.5 text-sm font-semibold transition-colors sm:text-base ${
              t.key === active
                ? 'border-gray-900 text-gray-900'
                : 'border-transparent text-gray-500 hover:text-gray-800'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${active}`}
        className="min-h-40 py-8 text-[15px] leading-7 whitespace-pre-line text-gray-700"
      >
        {text || <p className="text-gray-500">{tab.empty}</p>}
      </div>
    </section>
  );
}
