import { DELIVERY_STATUS, ORDER_STATUS } from '@bizgift/domain/codes';
import type {
  AutoRefundSummary,
  DeliveryDto as Delivery,
  DeliveryListParams,
  DeliveryResendRequest,
  OrderDto as Order,
  OrderItemDto as OrderItem,
  OrderListParams,
} from '@bizgift/domain/orders';
import type {
  DuplicateCheckDto as DuplicateCheck,
  DuplicateCheckRequest,
  MessagePreviewDto as MessagePreview,
  OrderCreateRequest,
  PreviewRequest,
  SenderNumberCheckDto as SenderNumberCheck,
  SendTypesDto,
} from '@bizgift/domain/send-message';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE, type Page } from './http.ts';
import { balanceKey } from './payments.ts';

export type { Delivery, DuplicateCheck, MessagePreview, Order, OrderItem };

/**
 * The list screens' search fields, as typed (strings): the query parameters of GET /api/orders and
 * GET /api/orders/deliveries (their schemas in packages/domain), paging and order aside.
 * `placed_by` is a company member's id, `voucher_status` the gifticon.status 1–4.
 */
type SearchFields<Params> = { [K in Exclude<keyof Params, 'page' | 'page_size' | 'ordering'>]?: string };
export type OrderFilters = SearchFields<OrderListParams>;
export type DeliveryFilters = Omit<SearchFields<DeliveryListParams>, 'order_id' | 'placed_by'>;

/** While a send is under way, lists and details look again every few seconds (and stop once it is done). */
const IN_FLIGHT_POLL_MS = 5000;
const orderInFlight = (o: Order) =>
  o.status === ORDER_STATUS.DELIVERING || (o.status === ORDER_STATUS.PAYMENT_PENDING && !o.is_reserved);
const deliveryInFlight = (d: Delivery) => d.status === DELIVERY_STATUS.SENT;

/** SPEC §9: orders and deliveries come 10 to a page. */
export const PAGE_SIZE = 10;

/**
 * Everything on these screens lives under the 'orders' key, so one invalidation after an order,
 * refund, resend or cancellation refreshes every list and detail.
 */
export const orderKeys = {
  all: ['orders'] as const,
  orders: (page: number, filters: OrderFilters) => ['orders', 'list', page, filters] as const,
  order: (id: number) => ['orders', 'detail', id] as const,
  deliveries: (page: number, filters: DeliveryFilters & { order_id?: number }) =>
    ['orders', 'deliveries', page, filters] as const,
  delivery: (id: number) => ['orders', 'delivery', id] as const,
  autoRefunds: ['orders', 'auto-refunds'] as const,
};

export function useOrders(page: number, filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.orders(page, filters),
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

/**
 * `?test=true`: a test order, its deliveries and their refund / resend / cancel are
 * read and changed in the company's test world (the 테스트 switch of 주문/취소 조회).
 */
const world = (test: boolean | undefined) => (test ? { test: 'true' } : undefined);

/** What a change names: the record and its world. */
type Target = { id: number; test: boolean };

export function useOrder(id: number, initial?: Order, test = false) {
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => http.get<Order>(`/api/orders/${id}`, { signal, query: world(test) }),
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
    queryKey: orderKeys.deliveries(page, filters),
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

export function useDelivery(id: number, initial?: Delivery, test = false) {
  return useQuery({
    queryKey: orderKeys.delivery(id),
    queryFn: ({ signal }) =>
      http.get<Delivery>(`/api/orders/deliveries/${id}`, { signal, query: world(test) }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 5 * MINUTE,
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (q.state.data && deliveryInFlight(q.state.data) ? IN_FLIGHT_POLL_MS : false),
  });
}

/** Failed sends refunded without the member asking, lately (마이페이지 tells the member). */
export function useAutoRefunds() {
  return useQuery({
    queryKey: orderKeys.autoRefunds,
    queryFn: ({ signal }) => http.get<AutoRefundSummary>('/api/orders/deliveries/auto-refunds', { signal }),
    staleTime: 2 * MINUTE,
  });
}

/** SPEC §7: the refund reason is a fixed text meaning 'at customer request'. */
export const REFUND_REASON = '고객 요청에 의한 환불';

/** After money or a delivery changed: the top bar balance and every order/delivery view refresh. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: balanceKey }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
}

export function useRefundDelivery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, test }: Target) =>
      http.post<Delivery>(
        `/api/orders/deliveries/${id}/refund`,
        { reason: REFUND_REASON },
        { query: world(test) },
      ),
    onSettled: refresh,
  });
}

export function useResendDelivery() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, test, ...body }: DeliveryResendRequest & Target) =>
      http.post<Delivery>(`/api/orders/deliveries/${id}/resend`, body, { query: world(test) }),
    onSettled: refresh,
  });
}

/**
 * Cancel an unused voucher for a refund of its price (DESIGN §4): one at a time, within the
 * member's daily limit; 409 with a Korean message when it was used or has expired meanwhile.
 */
export function useCancelVoucher() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, test }: Target) =>
      http.post<Delivery>(`/api/orders/deliveries/${id}/cancel`, undefined, { query: world(test) }),
    onSettled: refresh,
  });
}

export function useCancelOrder() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, test }: Target) =>
      http.post<Order>(`/api/orders/${id}/cancel`, undefined, { query: world(test) }),
    onSettled: refresh,
  });
}

/** POST /api/orders body (SPEC §3), as packages/domain validates it. */
export type OrderPayload = OrderCreateRequest;

/** The answer to POST /api/orders (and to a cancellation): the order. */
export type CreatedOrder = Order;

/** POST /api/orders with an Idempotency-Key: a retried submit returns the first order, never a second one. */
export const createOrder = (payload: OrderPayload, idempotencyKey: string) =>
  http.post<CreatedOrder>('/api/orders', payload, { headers: { 'idempotency-key': idempotencyKey } });

/** Before paying: recipients who got the same goods from this member lately. */
export const checkDuplicateSends = (body: DuplicateCheckRequest) =>
  http.post<DuplicateCheck>('/api/orders/duplicate-check', body);

/** The message one recipient will get, built by the server's own message code. */
export const previewMessage = (body: PreviewRequest) =>
  http.post<MessagePreview>('/api/orders/preview', body);

/** The send types offered now (3 알림톡 only while it is configured). */
export const fetchSendTypes = () => http.get<SendTypesDto>('/api/orders/send-types');

/** The caller number recipients will see for `sender` (only registered numbers go out). */
export const checkSenderNumber = (sender: string) =>
  http.get<SenderNumberCheck>('/api/orders/sender-number', { query: { sender } });

/** Beyond the spec: a reserved order can be cancelled before its time, refunded in full. */
export const cancelReservedOrder = (orderId: number) =>
  http.post<CreatedOrder>(`/api/orders/${orderId}/cancel`);

/** What the orders page can show after arriving from a successful checkout (navigation state). */
export interface OrderCreatedState {
  orderMessage: string;
  orderId: number;
  reserved: boolean;
}
