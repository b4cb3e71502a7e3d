import { ORDER_STATUS, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { Link, useSearchParams } from 'react-router';
import { useOrder } from '../../api/orders.ts';
import { Won } from '../../components/Price.tsx';
import { OrderStatusBadge } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../components/ui/LoadingState.tsx';
import { ResultIcon } from '../../components/ui/ResultIcon.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/**
 * After paying: what was paid, how many vouchers, what happens next. Its own address
 * (/checkout/complete?order=…), reached by a replace after the order: reload and Back never pay again.
 */
export function CheckoutCompletePage() {
  useDocumentTitle('결제 완료');
  const [params] = useSearchParams();
  const id = Number(params.get('order'));
  const order = useOrder(Number.isSafeInteger(id) && id > 0 ? id : 0);

  if (order.isPending && order.fetchStatus !== 'idle')
    return <PageSpinner label="주문 정보를 불러오는 중입니다." />;
  if (!order.data) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-xl font-bold text-gray-900">주문 정보를 찾을 수 없습니다.</h1>
        <Link to="/mypage/orders" className={`${buttonClass('primary')} mt-6`}>
          주문 내역 보기
        </Link>
      </div>
    );
  }
  const o = order.data;
  const count = o.vouchers.total;
  // The goods, not the order name: a name may still hold the #{이름} template.
  const first = o.order_items[0];
  const channel = SEND_TYPE_DISPLAY[o.send_type];
  const waiting = o.status === ORDER_STATUS.APPROVAL_PENDING;
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-12 text-center md:py-16">
      <ResultIcon tone={waiting ? 'waiting' : 'done'} />
      <h1 className="mt-5 text-2xl font-bold text-gray-900">
        {waiting ? '승인 요청이 접수되었습니다' : '결제가 완료되었습니다'}
      </h1>
      {first && (
        <p className="mt-2 text-sm text-gray-600">
          [{first.goods.brand}] {first.goods.name}
          {o.order_items.length > 1 ? ` 외 ${o.order_items.length - 1}건` : ''}
        </p>
      )}
      <dl className="mt-8 w-full divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white text-left">
        <div className="flex items-center justify-between px-5 py-4">
          <dt className="text-sm text-gray-500">결제 금액</dt>
          <dd className="text-lg font-bold text-gray-900 tabular-nums" data-testid="complete-amount">
            <Won value={o.total_order_amount} />
          </dd>
        </div>
        <div className="flex items-center justify-between px-5 py-4">
          <dt className="text-sm text-gray-500">발송 쿠폰</dt>
          <dd className="font-semibold text-gray-900 tabular-nums" data-testid="complete-count">
            {count.toLocaleString('ko-KR')}건
          </dd>
        </div>
        <div className="flex items-center justify-between px-5 py-4">
          <dt className="text-sm text-gray-500">발송 상태</dt>
          <dd>
            <OrderStatusBadge order={o} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 px-5 py-4">
          <dt className="shrink-0 text-sm text-gray-500">주문 일시</dt>
          <dd className="text-sm text-gray-900 tabular-nums">{formatDateTime(o.created_at)}</dd>
        </div>
      </dl>
      <div className="mt-6 w-full rounded-2xl bg-gray-50 px-5 py-4 text-left text-sm leading-6 text-gray-700">
        <p className="font-semibold text-gray-900">이제 이렇게 진행됩니다</p>
        <ol className="mt-1 list-decimal space-y-0.5 pl-5">
          {waiting && (
            <li>
              결제 금액이 회사의 승인 기준을 넘어 대표 관리자나 관리자의 승인을 기다립니다. 금액은 충전금에서
              잡아 두었고, 반려되거나 7일 안에 승인되지 않으면 환불됩니다. 결과는 이메일로 알려드립니다.
            </li>
          )}
          <li>
            {waiting ? '승인되면 ' : ''}쿠폰 {count.toLocaleString('ko-KR')}건을 발급해 받는 분께 {channel}로
            보냅니다. 보통 몇 분 안에 끝납니다.
          </li>
          <li>받는 분별 발송·수신·열람·사용 여부는 발송 조회에서 확인할 수 있습니다.</li>
          <li>발송에 실패한 쿠폰은 재발송하거나, 재발송하지 않으면 충전금으로 자동 환불됩니다.</li>
        </ol>
      </div>
      <div className="mt-8 grid w-full grid-cols-1 gap-2 sm:grid-cols-3">
        <Link to={`/mypage/orders/${o.id}`} className={buttonClass('primary')}>
          주문 상세 보기
        </Link>
        <Link to="/mypage/delivery-refund" className={buttonClass('secondary')}>
          발송 조회
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          계속 쇼핑하기
        </Link>
      </div>
    </div>
  );
}
