import { ORDER_STATUS, ORDER_STATUS_DISPLAY } from '@bizgift/domain/codes';
import { formatNumber, formatWon, parseWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Order, PAGE_SIZE, useOrders } from '../../api/orders.ts';
import { OrderSourceBadge, OrderStatusBadge, TestOrderBadge } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { SearchPanel } from '../../components/ui/SearchPanel.tsx';
import { DAY, useListParams } from '../../components/ui/useListParams.ts';
import { formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { goodsSummary } from './format.ts';
import { OrderListDocuments } from './ListDocuments.tsx';
import { ResultPages } from './listParts.tsx';
import { ORDER_TEXTS, TEST_ORDER_TEXT } from './messages.ts';
import { OrderModal } from './OrderModal.tsx';
import { placerName, usePlacerOptions } from './placers.ts';
import { useFlashMessage } from './useFlashMessage.ts';

const FILTER_KEYS = [
  'name',
  'goods_name',
  'status',
  'placed_by',
  'created_at_after',
  'created_at_before',
  // The 테스트 toggle — the test keys' orders instead of the live ones.
  'test',
] as const;
const STATUS_OPTIONS = Object.values(ORDER_STATUS).map((s) => ({
  value: String(s),
  label: ORDER_STATUS_DISPLAY[s]!,
}));

const totalCount = (order: Order) => order.order_items.reduce((n, i) => n + i.total_count, 0);

export function OrdersPage() {
  useDocumentTitle('주문/취소 조회');
  const navigate = useNavigate();
  const location = useLocation();
  const { page, filters, apply, setPage } = useListParams(FILTER_KEYS, {
    status: /^\d$/,
    placed_by: /^\d{1,10}$/,
    created_at_after: DAY,
    created_at_before: DAY,
    test: /^true$/,
  });
  const testMode = filters.test === 'true';
  const query = useOrders(page, filters);
  const [flash, clearFlash] = useFlashMessage();
  const [selected, setSelected] = useState<Order | null>(null);
  // The 테스트 switch is no search condition: the search panel neither counts nor clears it.
  const { test, ...searched } = filters;
  const filtered = Object.keys(searched).length > 0;
  const { can } = useCompany();
  const everyone = can('allOrders');
  const placers = usePlacerOptions(everyone, query.data?.results, filters.placed_by);

  // A test order's detail is of the test world, where its refund, resend and cancel act.
  const openDetail = (order: Order) =>
    navigate(`/mypage/orders/${order.id}${order.test ? '?test=true' : ''}`, {
      state: { order, title: '주문 상세', backPath: `${location.pathname}${location.search}` },
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/mypage', label: '마이페이지' }}
        title="주문/취소 조회"
        description="주문하신 모바일 상품권의 발송 현황과 취소 내역입니다."
      />
      {flash && (
        <Notice tone="warning" onClose={clearFlash} className="mb-5">
          {flash}
        </Notice>
      )}
      {!everyone && (
        <Notice tone="info" className="mb-5">
          {roleReason('allOrders')}
        </Notice>
      )}
      <SearchPanel
        label="주문 검색"
        texts={[
          { name: 'name', label: '발송명', placeholder: '발송명을 입력하세요' },
          { name: 'goods_name', label: '상품명', placeholder: '상품명을 입력하세요' },
        ]}
        select={
          everyone
            ? [
                { name: 'status', label: '주문 상태', options: STATUS_OPTIONS },
                { name: 'placed_by', label: '주문자', options: placers },
              ]
            : { name: 'status', label: '주문 상태', options: STATUS_OPTIONS }
        }
        applied={searched}
        // The search keeps the 테스트 toggle as it is.
        onApply={(next) => apply({ ...next, test })}
      />
      <TestToggle on={testMode} onChange={(on) => apply({ ...filters, test: on ? 'true' : undefined })} />
      <OrderListDocuments filters={filters} />

      <QueryResult
        query={query}
        loading={ORDER_TEXTS.loading}
        failed={ORDER_TEXTS.loadFailed}
        isEmpty={(data) => data.count === 0}
        empty={
          <EmptyState
            message={ORDER_TEXTS.empty}
            description={filtered ? '검색 조건을 바꿔 다시 조회해 보세요.' : undefined}
            actions={
              filtered ? (
                <button type="button" onClick={() => apply({ test })} className={buttonClass('secondary')}>
                  검색 조건 초기화
                </button>
              ) : (
                <button
                  type="button"
                  onClick={() => navigate('/products')}
                  className={buttonClass('primary')}
                >
                  상품 둘러보기
                </button>
              )
            }
          />
        }
      >
        {(data) => (
          <ResultPages
            count={data.count}
            busy={query.isFetching}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
          >
            <OrderTable orders={data.results} onOpen={setSelected} showPlacer={everyone} />
            <OrderCards orders={data.results} onOpen={setSelected} showPlacer={everyone} />
          </ResultPages>
        )}
      </QueryResult>

      <OrderModal
        order={selected}
        onClose={() => setSelected(null)}
        onDetail={(o) => {
          setSelected(null);
          openDetail(o);
        }}
      />
    </div>
  );
}

/**
 * 테스트 주문 보기: a switch between the live orders and the test keys' orders, which
 * were paid with the test wallet and never really sent.
 */
function TestToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="mb-4 flex flex-col gap-2">
      <label className="inline-flex w-fit cursor-pointer items-center gap-2.5 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          checked={on}
          onChange={(e) => onChange(e.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition-colors peer-checked:bg-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
        />
        테스트 주문 보기
      </label>
      {on && <Notice tone="warning">{TEST_ORDER_TEXT}</Notice>}
    </div>
  );
}

/** The rows of a page; `showPlacer`: the 주문자 column (not for a 발송 담당, who sees only its own). */
interface ListProps {
  orders: Order[];
  onOpen: (o: Order) => void;
  showPlacer: boolean;
}

function OrderTable({ orders, onOpen, showPlacer }: ListProps) {
  return (
    <table className="hidden w-full table-fixed border-collapse text-sm md:table">
      <caption className="sr-only">주문 목록 (행을 누르면 주문 상세가 열립니다)</caption>
      <thead className="border-y border-gray-900 bg-gray-50 text-gray-700">
        <tr>
          <th scope="col" className="w-24 py-3 font-semibold">
            주문번호
          </th>
          <th scope="col" className="w-36 py-3 font-semibold">
            주문일시
          </th>
          <th scope="col" className="py-3 text-left font-semibold">
            발송명 / 상품
          </th>
          {showPlacer && (
            <th scope="col" className="w-28 py-3 font-semibold">
              주문자
            </th>
          )}
          <th scope="col" className="w-20 py-3 font-semibold">
            수량
          </th>
          <th scope="col" className="w-32 py-3 text-right font-semibold">
            결제금액
          </th>
          <th scope="col" className="w-28 py-3 text-right font-semibold">
            환불금액
          </th>
          <th scope="col" className="w-24 py-3 font-semibold">
            상태
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr
            key={o.id}
            onClick={() => onOpen(o)}
            className="cursor-pointer border-b border-gray-200 hover:bg-gray-50"
          >
            <td className="py-3.5 text-center text-gray-500 tabular-nums">{o.id}</td>
            <td className="py-3.5 text-center text-gray-600 tabular-nums">{formatDateTime(o.created_at)}</td>
            <td className="py-3.5 pr-4">
              <button
                type="button"
                onClick={(e) => {
                  e.stopPropagation();
                  onOpen(o);
                }}
                className="block w-full min-w-0 text-left"
              >
                <span className="flex min-w-0 items-center gap-1.5">
                  <span className="truncate font-medium text-gray-900 hover:underline">
                    {o.name || o.title || '(발송명 없음)'}
                  </span>
                  <OrderSourceBadge source={o.source} />
                  <TestOrderBadge test={o.test} />
                </span>
                <span className="mt-0.5 block truncate text-[13px] text-gray-500">
                  {goodsSummary(o)}
                  {o.is_reserved && (
                    <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
                      예약 {formatDateTime(o.delivery_at)}
                    </span>
                  )}
                </span>
              </button>
            </td>
            {showPlacer && (
              <td className="truncate px-1 py-3.5 text-center text-gray-700" title={o.placed_by.username}>
                {placerName(o)}
              </td>
            )}
            <td className="py-3.5 text-center tabular-nums">{formatNumber(totalCount(o))}</td>
            <td className="py-3.5 text-right font-semibold text-gray-900 tabular-nums">
              {formatWon(o.total_order_amount)}
            </td>
            <td className="py-3.5 text-right tabular-nums text-gray-600">
              {parseWon(o.total_refund_amount) > 0 ? (
                <span className="text-red-600">{formatWon(o.total_refund_amount)}</span>
              ) : (
                '-'
              )}
            </td>
            <td className="py-3.5 text-center">
              <OrderStatusBadge order={o} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OrderCards({ orders, onOpen, showPlacer }: ListProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden">
      {orders.map((o) => (
        <li key={o.id}>
          <button
            type="button"
            onClick={() => onOpen(o)}
            className="block w-full rounded-2xl border border-gray-200 bg-white p-4 text-left shadow-xs hover:border-gray-300"
          >
            <div className="flex items-center justify-between gap-2 text-[13px] text-gray-500">
              <span className="tabular-nums">
                No.{o.id} · {formatDateTime(o.created_at)}
              </span>
              <OrderStatusBadge order={o} />
            </div>
            <p className="mt-2 flex min-w-0 items-center gap-1.5 font-semibold text-gray-900">
              <span className="truncate">{o.name || o.title || '(발송명 없음)'}</span>
              <OrderSourceBadge source={o.source} />
              <TestOrderBadge test={o.test} />
            </p>
            <p className="mt-0.5 truncate text-sm text-gray-600">
              {goodsSummary(o)} · {formatNumber(totalCount(o))}매{showPlacer && ` · 주문자 ${placerName(o)}`}
            </p>
            <div className="mt-3 flex items-end justify-between border-t border-gray-100 pt-3">
              <span className="text-[13px] text-gray-500">
                {o.is_reserved ? `예약 ${formatDateTime(o.delivery_at)}` : '결제금액'}
              </span>
              <span className="text-right">
                <strong className="block text-base text-gray-900 tabular-nums">
                  {formatWon(o.total_order_amount)}
                </strong>
                {parseWon(o.total_refund_amount) > 0 && (
                  <span className="text-xs text-red-600 tabular-nums">
                    환불 {formatWon(o.total_refund_amount)}
                  </span>
                )}
              </span>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}
