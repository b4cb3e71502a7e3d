import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { type CreatedOrder, cancelReservedOrder, type OrderCreatedState } from '../../api/orders.ts';
import { balanceKey } from '../../api/payments.ts';
import { Won } from '../../components/Price.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { CHECKOUT_MESSAGES } from './order.ts';

export function ReservedDoneModal({
  order,
  onDone,
}: {
  order: CreatedOrder | null;
  onDone: (state: OrderCreatedState) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order) return null;
  // The shop's times are Korean time, whatever zone the browser is set to.
  const when = `${new Date(order.delivery_at).toLocaleString('ko-KR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  })} (한국 시간)`;
  const reservedMessage = `예약 발송 주문이 완료되었습니다. ${when}에 발송됩니다.`;
  const cancel = async () => {
    setCancelling(true);
    setError(null);
    try {
      await cancelReservedOrder(order.id);
      void queryClient.invalidateQueries({ queryKey: balanceKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onDone({
        orderMessage: '예약 발송이 취소되었습니다. 결제 금액이 충전금으로 반환되었습니다.',
        orderId: order.id,
        reserved: true,
      });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : CHECKOUT_MESSAGES.orderFailed);
      setCancelling(false);
    }
  };
  return (
    <Modal
      open
      size="md"
      title={confirming ? '예약 발송 취소' : '예약 발송 완료'}
      onClose={() => onDone({ orderMessage: reservedMessage, orderId: order.id, reserved: true })}
      footer={
        confirming ? (
          <>
            <Button onClick={() => setConfirming(false)} disabled={cancelling}>
              돌아가기
            </Button>
            <Button variant="danger" onClick={() => void cancel()} disabled={cancelling}>
              {cancelling ? '취소하는 중...' : '예약 취소'}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setConfirming(true)}>예약 취소</Button>
            <Button
              variant="primary"
              onClick={() => onDone({ orderMessage: reservedMessage, orderId: order.id, reserved: true })}
            >
              주문 내역 보기
            </Button>
          </>
        )
      }
    >
      {confirming ? (
        <p>
          예약 발송을 취소하시겠습니까? 결제 금액{' '}
          <Won value={order.total_order_amount} className="font-semibold" />이 충전금으로 전액 반환됩니다.
        </p>
      ) : (
        <p>
          {reservedMessage} 발송 전까지 주문 내역에서 취소할 수 있으며, 취소하면 결제 금액{' '}
          <Won value={order.total_order_amount} className="font-semibold" />이 충전금으로 반환됩니다.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
    </Modal>
  );
}
