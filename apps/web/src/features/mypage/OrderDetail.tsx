import { ORDER_STATUS } from '@bizgift/domain/codes';
import { formatWon, parseWon } from '@bizgift/domain/money';
import { voucherSummaryText } from '@bizgift/domain/orders';
import { formatPhone } from '@bizgift/domain/recipients';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import {
  type Delivery,
  type Order,
  PAGE_SIZE,
  useCancelOrder,
  useDeliveries,
  useOrder,
} from '../../api/orders.ts';
import {
  DeliveryStatusBadge,
  OrderSourceBadge,
  OrderStatusBadge,
  TestOrderBadge,
  VoucherStatusBadge,
} from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCompany } from '../../lib/useCompany.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { DeliveryTimelineLine } from './DeliveryTimeline.tsx';
import { DetailHeader, DetailWaiting, Frame, Row, TestOrderNotice } from './detailParts.tsx';
import { recipientText, SEND_TYPE_LABEL } from './format.ts';
import { SendTime } from './listParts.tsx';
import { DELIVERY_TEXTS, inTestWallet, ORDER_TEXTS } from './messages.ts';
import { OrderDocuments } from './OrderDocuments.tsx';
import { OrderItemList } from './OrderItemList.tsx';

const CANCEL_DONE = '예약 발송이 취소되었습니다. 결제 금액이 충전금으로 반환되었습니다.';

function canCancel(order: Order): boolean {
  return (
    order.status === ORDER_STATUS.PAYMENT_PENDING &&
    order.is_reserved &&
    new Date(order.delivery_at).getTime() > Date.now()
  );
}

export function OrderDetail({
  orderId,
  test,
  initial,
  title,
  backPath,
  missing,
}: {
  orderId: number;
  /** A test order: read and changed in the test world. */
  test: boolean;
  initial?: Order;
  title: string;
  backPath: string;
  missing: React.ReactElement;
}) {
  useDocumentTitle(title);
  const location = useLocation();
  const query = useOrder(orderId, initial, test);
  const cancel = useCancelOrder();
  const dialog = useDialog();
  const canSend = useCompany().can('send');

  if (!query.isSuccess) {
    return (
      <DetailWaiting
        query={query}
        loading="주문 정보를 불러오는 중..."
        title={title}
        backPath={backPath}
        missing={missing}
      />
    );
  }
  const order = query.data;
  const refundTotal = parseWon(order.total_refund_amount);

  const onCancel = async () => {
    const ok = await dialog.confirm({
      title: '예약 취소',
      message: inTestWallet(
        `${formatDateTime(order.delivery_at)} 예약 발송을 취소하시겠습니까?\n결제 금액 ${formatWon(order.total_order_amount)}이 충전금으로 반환됩니다.`,
        order.test,
      ),
      confirmLabel: '예약 취소',
      cancelLabel: '닫기',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(order);
      await dialog.alert({ title: '예약 취소 완료', message: inTestWallet(CANCEL_DONE, order.test) });
    } catch (error) {
      await dialog.alert({
        title: '예약 취소 실패',
        message: errorMessage(error, '예약 취소에 실패했습니다.'),
      });
    }
  };

  return (
    <Frame>
      <DetailHeader title={title} backPath={backPath}>
        {canSend && canCancel(order) && (
          <button
            type="button"
            onClick={onCancel}
            disabled={cancel.isPending}
            className={buttonClass('danger')}
          >
            {cancel.isPending ? '취소 중...' : '예약 취소'}
          </button>
        )}
      </DetailHeader>
      <TestOrderNotice test={order.test} />

      <section
        aria-labelledby="order-summary"
        className="rounded-2xl border border-gray-200 bg-white p-5 md:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="order-summary" className="text-lg font-bold text-gray-900">
            주문번호 <span className="tabular-nums">{order.id}</span>
          </h2>
          <span className="flex items-center gap-1.5">
            <TestOrderBadge test={order.test} />
            <OrderStatusBadge order={order} />
          </span>
        </div>
        {order.status === ORDER_STATUS.APPROVAL_PENDING && (
          <Notice tone="warning" className="mt-4">
            회사의 승인 기준을 넘은 주문이라 대표 관리자나 관리자의 승인을 기다리고 있습니다. 결제 금액은
            충전금에서 잡아 두었고, 반려되거나 7일 안에 승인되지 않으면 환불됩니다.
          </Notice>
        )}
        <dl className="mt-4 grid border-t border-gray-200 md:grid-cols-2 md:gap-x-10">
          <Row label="주문일시">
            <span className="tabular-nums">{formatDateTime(order.created_at)}</span>
          </Row>
          <Row label="쿠폰 사용">
            <span className="tabular-nums">{voucherSummaryText(order.vouchers)}</span>
            <VoucherCounts vouchers={order.vouchers} />
          </Row>
          <Row label={order.is_reserved ? '예약 발송' : '발송일시'}>
            <span className="tabular-nums">{formatDateTime(order.delivery_at)}</span>
          </Row>
          <Row label="주문자">
            {order.placed_by.fullname || order.placed_by.username}{' '}
            <span className="text-gray-500">({order.placed_by.username})</span>
          </Row>
          <Row label="발송명">
            {order.name || '-'} <OrderSourceBadge source={order.source} />
          </Row>
          <Row label="발송방법">{SEND_TYPE_LABEL[order.send_type] ?? '-'}</Row>
          {order.title && order.title !== order.name && <Row label="주문명">{order.title}</Row>}
          {order.sender && <Row label="발신자">{formatPhone(order.sender)}</Row>}
        </dl>
        {order.send_msg && (
          <div className="mt-4">
            <p className="mb-1.5 text-sm text-gray-500">메시지</p>
            <p className="max-h-48 overflow-y-auto rounded-xl bg-gray-50 px-4 py-3 text-sm whitespace-pre-wrap text-gray-800">
              {order.send_msg}
            </p>
          </div>
        )}
        <div className="mt-5 flex flex-col gap-1 rounded-xl bg-gray-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:gap-6">
          <span className="flex justify-between gap-3 text-sm">
            <span className="text-gray-600">결제금액</span>
            <strong className="text-base text-gray-900 tabular-nums">
              {formatWon(order.total_order_amount)}
            </strong>
          </span>
          <span className="flex justify-between gap-3 text-sm">
            <span className="text-gray-600">환불금액</span>
            <strong
              className={`text-base tabular-nums ${refundTotal > 0 ? 'text-red-600' : 'text-gray-900'}`}
            >
              {formatWon(refundTotal)}
            </strong>
          </span>
        </div>
      </section>

      <OrderDocuments orderId={order.id} test={order.test} />

      <section aria-labelledby="order-items" className="mt-8">
        <h2 id="order-items" className="mb-3 text-lg font-bold text-gray-900">
          주문 상품
        </h2>
        {order.order_items.length === 0 ? (
          <EmptyState message={ORDER_TEXTS.noItems} />
        ) : (
          <OrderItemList items={order.order_items} />
        )}
      </section>

      <OrderDeliveries
        orderId={order.id}
        test={order.test}
        backPath={`${location.pathname}${location.search}`}
      />
      {dialog.element}
    </Frame>
  );
}

function OrderDeliveries({ orderId, test, backPath }: { orderId: number; test: boolean; backPath: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const query = useDeliveries(page, { order_id: orderId, test: test ? 'true' : undefined });
  const open = (d: Delivery) =>
    navigate(`/mypage/orders/${orderId}?delivery=${d.id}${test ? '&test=true' : ''}`, {
      state: { delivery: d, title: '발송 상세', backPath },
    });

  return (
    <section aria-labelledby="order-deliveries" className="mt-8">
      <h2 id="order-deliveries" className="mb-3 text-lg font-bold text-gray-900">
        발송 내역
        {query.data && (
          <span className="ml-2 text-sm font-medium text-gray-500 tabular-nums">
            {query.data.count.toLocaleString('ko-KR')}건
          </span>
        )}
      </h2>
      <QueryResult
        query={query}
        loading={DELIVERY_TEXTS.loading}
        failed={DELIVERY_TEXTS.loadFailed}
        isEmpty={(data) => data.count === 0}
        empty={<EmptyState message={DELIVERY_TEXTS.empty} />}
      >
        {(data) => (
          <>
            <ul
              className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white"
              aria-busy={query.isFetching}
            >
              {data.results.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    onClick={() => open(d)}
                    className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-gray-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-gray-900 tabular-nums">{recipientText(d)}</span>
                      <span className="block truncate text-[13px] text-gray-500">
                        {d.goods.name} · <SendTime delivery={d} />
                      </span>
                      <DeliveryTimelineLine delivery={d} />
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
                      <VoucherStatusBadge gifticon={d.gifticon} />
                      <DeliveryStatusBadge status={d.status} label={d.status_display} />
                    </span>
                    <svg
                      viewBox="0 0 20 20"
                      className="size-4 shrink-0 text-gray-500"
                      fill="none"
                      aria-hidden="true"
                    >
                      <path
                        d="M8 5l5 5-5 5"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={page} count={data.count} pageSize={PAGE_SIZE} onChange={setPage} buttons={5} />
          </>
        )}
      </QueryResult>
    </section>
  );
}

/** Beside "10개 중 7개 사용": the rest by state, only those there are. */
function VoucherCounts({ vouchers }: { vouchers: Order['vouchers'] }) {
  const parts = [
    ['미사용', vouchers.unused],
    ['기간만료', vouchers.expired],
    ['취소', vouchers.cancelled],
  ].filter(([, n]) => Number(n) > 0);
  if (parts.length === 0) return null;
  return (
    <span className="ml-1.5 text-sm text-gray-500 tabular-nums">
      ({parts.map(([label, n]) => `${label} ${n}개`).join(' · ')})
    </span>
  );
}
