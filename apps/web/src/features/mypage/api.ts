import type {
  DeliveryDto as Delivery,
  OrderDto as Order,
  OrderItemDto as OrderItem,
} from '@bizgift/domain/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Page } from '../../api/http.ts';
import { MINUTE, queryKeys } from '../../lib/queryKeys.ts';

export type { Delivery, Order, OrderItem };

export interface OrderFilters {
  name?: string;
  goods_name?: string;
  status?: string;
  created_at_after?: string;
  created_at_before?: string;
}

export interface DeliveryFilters {
  goods_name?: string;
  recipient?: string;
  status?: string;
  created_at_after?: string;
  created_at_before?: string;
}

/** While a send is under way, lists and details look again every few seconds (and stop once it is done). */
const IN_FLIGHT_POLL_MS = 5000;
const orderInFlight = (o: Order) => o.status === 2 || (o.status === 0 && !o.is_reserved);
const deliveryInFlight = (d: Delivery) => d.status === 2;

/** SPEC §9: orders and deliveries come 10 to a page. */
export const PAGE_SIZE = 10;

/**
 * Everything on these screens lives under the 'orders' key, so one invalidation after an order,
 * refund, resend or cancellation refreshes every list and detail.
 */
export const mypageKeys = {
  all: queryKeys.orders,
  orders: (page: number, filters: OrderFilters) => [...queryKeys.orders, 'list', page, filters] as const,
  order: (id: number) => [...queryKeys.orders, 'detail', id] as const,
  deliveries: (page: number, filters: DeliveryFilters & { order_id?: number }) =>
    [...queryKeys.orders, 'deliveries', page, filters] as const,
  delivery: (id: number) => [...queryKeys.orders, 'delivery', id] as const,
};

export function useOrders(page: number, filters: OrderFilters) {
  return useQuery({
    queryKey: mypageKeys.orders(page, filters),
    queryFn: ({ signal }) =>
      http.get<Page<Order>>('/api/orders', {
        signal,
        query: { page, page_size: PAGE_SIZE, ordering: '-id', ...filters },
      }),
    staleTime: 2 * MINUTE,
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.results.some(orderInFlight) ? IN_FLIGHT_POLL_MS : false),
  });
}

export function useOrder(id: number, initial?: Order) {
  return useQuery({
    queryKey: mypageKeys.order(id),
    queryFn: ({ signal }) => http.get<Order>(`/api/orders/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 5 * MINUTE,
    initialData: initial,
    // The record handed over by the list may be a little old: confirm it in the background.
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && orderInFlight(q.state.data) ? IN_FLIGHT_POLL_MS : false),
  });
}

export function useDeliveries(
  page: number,
  filters: DeliveryFilters & { order_id?: number },
  enabled = true,
) {
  return useQuery({
    queryKey: mypageKeys.deliveries(page, filters),
    queryFn: ({ signal }) =>
      http.get<Page<Delivery>>('/api/orders/deliveries', {
        signal,
        query: { page, page_size: PAGE_SIZE, ordering: '-id', ...filters },
      }),
    staleTime: 2 * MINUTE,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (q) => (q.state.data?.results.some(deliveryInFlight) ? IN_FLIGHT_POLL_MS : false),
  });
}

export function useDelivery(id: number, initial?: Delivery) {
  return useQuery({
    queryKey: mypageKeys.delivery(id),
    queryFn: ({ signal }) => http.get<Delivery>(`/api/orders/deliveries/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 5 * MINUTE,
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && deliveryInFlight(q.state.data) ? IN_FLIGHT_POLL_MS : false),
  });
}

/** SPEC §7: the refund reason is a fixed text meaning 'at customer request'. */
export const REFUND_REASON = '고객 요청에 의한 환불';

/** After money or a delivery changed: the top bar balance and every order/delivery view refresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.balance }),
      queryClient.invalidateQueries({ queryKey: mypageKeys.all }),
    ]);
}

export function useRefundDelivery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) =>
      http.post<Delivery>(`/api/orders/deliveries/${id}/refund`, { reason: REFUND_REASON }),
    onSettled: refresh,
  });
}

export function useResendDelivery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; phone?: string; email?: string; recipient?: string }) =>
      http.post<Delivery>(`/api/orders/deliveries/${id}/resend`, body),
    onSettled: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: number) => http.post<Order>(`/api/orders/${id}/cancel`),
    onSettled: refresh,
  });
}
