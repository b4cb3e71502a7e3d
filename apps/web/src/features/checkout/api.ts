import { http } from '../../api/http.ts';
import type { OrderPayload } from './order.ts';

export interface CreatedOrder {
  id: number;
  name: string;
  status: number;
  status_display: string;
  is_reserved: boolean;
  delivery_at: string;
  total_order_amount: string;
}

/** POST /api/orders with an Idempotency-Key: a retried submit returns the first order, never a second one. */
export const createOrder = (payload: OrderPayload, idempotencyKey: string) =>
  http.post<CreatedOrder>('/api/orders', payload, { headers: { 'idempotency-key': idempotencyKey } });

/** Beyond the spec: a reserved order can be cancelled before its time, refunded in full. */
export const cancelReservedOrder = (orderId: number) =>
  http.post<CreatedOrder>(`/api/orders/${orderId}/cancel`);

/** What the orders page can show after arriving from a successful checkout (navigation state). */
export interface OrderCreatedState {
  orderMessage: string;
  orderId: number;
  reserved: boolean;
}
