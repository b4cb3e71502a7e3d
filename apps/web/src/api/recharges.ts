import { RECHARGE_STATUS } from '@bizgift/domain/codes';
import type {
  createdRechargeSchema,
  DateRange,
  RechargeCreateRequest,
  RechargeDto,
  RechargeOptionsDto,
  RechargeRequestDto,
  TransactionDto,
} from '@bizgift/domain/recharge';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, MINUTE, type Page } from './http.ts';
import { balanceKey } from './payments.ts';

export type Recharge = RechargeDto;
/** A request in the company's list, with who asked. */
export type RechargeRequest = RechargeRequestDto;
export type ChargeTransaction = TransactionDto;
export type ChargeOptions = RechargeOptionsDto;
export type CreatedRecharge = z.infer<typeof createdRechargeSchema>;
/** What the provider's browser SDK is given, as the API composed it. */
export type PaymentRequest = NonNullable<CreatedRecharge['payment']>['request'];

export type { DateRange };

export const chargeKeys = {
  all: ['recharges'] as const,
  options: ['recharges', 'options'] as const,
  requests: (range: DateRange) => ['recharges', 'requests', range] as const,
  order: (orderId: string) => ['recharges', 'order', orderId] as const,
  histories: (q: DateRange & { transaction_type?: string; page: number }) =>
    ['recharges', 'histories', q] as const,
};

export function useChargeOptions() {
  return useQuery({
    queryKey: chargeKeys.options,
    queryFn: ({ signal }) => http.get<ChargeOptions>('/api/payments/recharge/options', { signal }),
    staleTime: 10 * MINUTE,
  });
}

/** SPEC §9: recharge lists stay fresh for 2 minutes; paged on the client by 10. */
export function useRechargeRequests(range: DateRange) {
  return useQuery({
    queryKey: chargeKeys.requests(range),
    queryFn: ({ signal }) =>
      http.get<RechargeRequest[]>('/api/payments/recharge', {
        query: { ...range, ordering: '-created_at' },
        signal,
      }),
    staleTime: 2 * MINUTE,
    placeholderData: (previous) => previous,
  });
}

export function useChargeHistory(q: DateRange & { transaction_type?: string; page: number }) {
  return useQuery({
    queryKey: chargeKeys.histories(q),
    queryFn: ({ signal }) =>
      http.get<Page<ChargeTransaction>>('/api/payments/recharge/histories', {
        query: { ...q, page_size: 10, ordering: '-created_at' },
        signal,
      }),
    staleTime: 2 * MINUTE,
    placeholderData: (previous) => previous,
  });
}

export function useRechargeByOrder(orderId: string, poll: boolean) {
  return useQuery({
    queryKey: chargeKeys.order(orderId),
    queryFn: ({ signal }) =>
      http.get<Recharge>(`/api/payments/recharge/orders/${encodeURIComponent(orderId)}`, { signal }),
    enabled: !!orderId,
    retry: false,
    refetchInterval: (query) => (poll && query.state.data?.status === RECHARGE_STATUS.PENDING ? 2000 : false),
  });
}

export function useCreateRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RechargeCreateRequest) => http.post<CreatedRecharge>('/api/payments/recharge', input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}

/** The member withdraws a waiting bank-transfer request (the server refuses any other). */
export function useCancelRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<Recharge>(`/api/payments/recharge/${id}/cancel`),
    onSettled: () => client.invalidateQueries({ queryKey: chargeKeys.all }),
  });
}

/** After money moved: the top bar balance and every recharge list. */
export function useRefreshBalance() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: balanceKey }),
      client.invalidateQueries({ queryKey: chargeKeys.all }),
    ]);
}
