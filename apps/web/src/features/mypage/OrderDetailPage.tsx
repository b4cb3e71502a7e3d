import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { Delivery, Order } from '../../api/orders.ts';
import { DeliveryDetail } from './DeliveryDetail.tsx';
import { DELIVERY_TEXTS } from './messages.ts';
import { OrderDetail } from './OrderDetail.tsx';

/** What a list hands to the detail route in navigation state (SPEC §2 Order/delivery detail). */
export interface DetailState {
  order?: Order;
  delivery?: Delivery;
  title?: string;
  backPath?: string;
}

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Only paths inside the shop; the spec's 'mypage/delivery-refund' form gets its leading slash. */
function safeBackPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  return path.startsWith('/mypage') && !path.startsWith('//') ? path : null;
}

/**
 * `/mypage/orders/{id}` shows an order; `/mypage/orders/{id}?delivery={deliveryId}` one of its
 * deliveries; `&test=true` a test order's. A record handed over in navigation state shows at once; without one (reload, shared
 * link) it is loaded by id. Only a record that cannot be found sends the user back with the
 * spec's message.
 */
export function OrderDetailPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? {}) as DetailState;
  const deliveryParam = params.get('delivery');
  // A test order is read and changed in the test world.
  const test = params.get('test') === 'true';
  const orderId = parseId(id);
  const deliveryId = deliveryParam === null ? null : parseId(deliveryParam);
  const backPath =
    safeBackPath(state.backPath) ?? (deliveryParam !== null ? '/mypage/delivery-refund' : '/mypage/orders');
  const missingMessage = backPath.startsWith('/mypage/delivery-refund')
    ? DELIVERY_TEXTS.fromSentList
    : DELIVERY_TEXTS.fromOrderList;
  const missing = <Navigate to={backPath} replace state={{ message: missingMessage }} />;

  if (orderId === null || (deliveryParam !== null && deliveryId === null)) return missing;
  if (deliveryId !== null) {
    return (
      <DeliveryDetail
        key={`${deliveryId}-${test}`}
        orderId={orderId}
        deliveryId={deliveryId}
        test={test}
        initial={state.delivery?.id === deliveryId ? state.delivery : undefined}
        title={state.title || '발송 상세'}
        backPath={backPath}
        missing={missing}
      />
    );
  }
  return (
    <OrderDetail
      key={`${orderId}-${test}`}
      orderId={orderId}
      test={test}
      initial={state.order?.id === orderId ? state.order : undefined}
      title={state.title || '주문 상세'}
      backPath={backPath}
      missing={missing}
    />
  );
}
