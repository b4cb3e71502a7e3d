import type { BalanceRefundDto, RefundAccountRequest, RefundAccountStateDto } from '@bizgift/domain/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE, type Page } from './http.ts';
import { balanceKey } from './payments.ts';
import { chargeKeys } from './recharges.ts';

/** 잔액 환급: the company owner's refund account and requests. */
export type BalanceRefund = BalanceRefundDto;
export type RefundAccountState = RefundAccountStateDto;

const refundKeys = {
  all: ['balance-refunds'] as const,
  account: ['balance-refunds', 'account'] as const,
  list: (page: number) => ['balance-refunds', 'list', page] as const,
};

export function useRefundAccount(enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.account,
    queryFn: ({ signal }) => http.get<RefundAccountState>('/api/payments/refund-account', { signal }),
    enabled,
    staleTime: 5 * MINUTE,
  });
}

export function useSaveRefundAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundAccountRequest) =>
      http.put<RefundAccountState>('/api/payments/refund-account', body),
    onSuccess: (data) => client.setQueryData(refundKeys.account, data),
  });
}

export function useBalanceRefunds(page: number, enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.list(page),
    queryFn: ({ signal }) =>
      http.get<Page<BalanceRefund>>('/api/payments/refunds', { query: { page, page_size: 10 }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** Asking holds the amount at once: the balance and the charge history move with it. */
export function useRequestBalanceRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => http.post<BalanceRefund>('/api/payments/refunds', { amount }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: refundKeys.all }),
        client.invalidateQueries({ queryKey: balanceKey }),
        client.invalidateQueries({ queryKey: chargeKeys.all }),
      ]),
  });
}
