import { formatWon, parseWon } from '@bizgift/domain/money';
import type { Order } from '../../api/orders.ts';
import { OrderStatusBadge, TestOrderBadge } from '../../components/ui/Badge.tsx';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { SEND_TYPE_LABEL } from './format.ts';
import { ORDER_TEXTS } from './messages.ts';
import { OrderItemList } from './OrderItemList.tsx';

/** SPEC §2: a row click opens the 'order detail' modal with the order's items. */
export function OrderModal({
  order,
  onClose,
  onDetail,
}: {
  order: Order | null;
  onClose: () => void;
  onDetail: (o: Order) => void;
}) {
  return (
    <Modal
      open={order !== null}
      title="주문 상세"
      size="lg"
      onClose={onClose}
      footer={
        order && (
          <>
            <button type="button" onClick={onClose} className={buttonClass('secondary')}>
              닫기
            </button>
            <button type="button" onClick={() => onDetail(order)} className={buttonClass('primary')}>
              상세보기
            </button>
          </>
        )
      }
    >
      {order && (
        <div className="text-sm">
          {order.test && (
            <p className="mb-2 flex items-center gap-2 text-amber-800">
              <TestOrderBadge test /> 테스트 키로 보낸 주문입니다. 실제로 결제·발송되지 않았습니다.
            </p>
          )}
          <dl className="mt-2 grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5 rounded-xl bg-gray-50 p-4 sm:grid-cols-[5.5rem_1fr_5.5rem_1fr]">
            <dt className="text-gray-500">주문번호</dt>
            <dd className="text-gray-900 tabular-nums">{order.id}</dd>
            <dt className="text-gray-500">상태</dt>
            <dd>
              <OrderStatusBadge order={order} />
            </dd>
            <dt className="text-gray-500">주문일시</dt>
            <dd className="text-gray-900 tabular-nums">{formatDateTime(order.created_at)}</dd>
            <dt className="text-gray-500">{order.is_reserved ? '예약발송' : '발송일시'}</dt>
            <dd className="text-gray-900 tabular-nums">{formatDateTime(order.delivery_at)}</dd>
            <dt className="text-gray-500">발송명</dt>
            <dd className="break-all text-gray-900">{order.name || '-'}</dd>
            <dt className="text-gray-500">발송방법</dt>
            <dd className="text-gray-900">{SEND_TYPE_LABEL[order.send_type] ?? '-'}</dd>
          </dl>
          <h3 className="mt-5 mb-2 font-semibold text-gray-900">주문 상품</h3>
          {order.order_items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-200 py-8 text-center text-gray-500">
              {ORDER_TEXTS.noItems}
            </p>
          ) : (
            <OrderItemList items={order.order_items} compact />
          )}
          <div className="mt-4 flex items-center justify-between border-t border-gray-200 pt-3">
            <span className="text-gray-600">결제금액</span>
            <span className="text-right tabular-nums">
              <strong className="text-lg text-gray-900">{formatWon(order.total_order_amount)}</strong>
              {parseWon(order.total_refund_amount) > 0 && (
                <span className="block text-xs text-red-600">
                  환불 {formatWon(order.total_refund_amount)}
                </span>
              )}
            </span>
          </div>
        </div>
      )}
    </Modal>
  );
}
