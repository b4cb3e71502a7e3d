import type { Balance } from '@bizgift/domain/wallet';
import { queryOptions } from '@tanstack/react-query';
import { http, MINUTE } from './http.ts';

/** Money comes as integer-like strings ("1000000"); parse with parseWon from @bizgift/domain/money. */
export type { Balance };

export const getBalance = (signal?: AbortSignal) => http.get<Balance>('/api/payments/balance', { signal });

/** Invalidate it after anything that moves money (order, refund, recharge). */
export const balanceKey = ['payments', 'balance'] as const;

export const balanceQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: balanceKey,
    queryFn: ({ signal }) => getBalance(signal),
    enabled,
    staleTime: 5 * MINUTE,
  });
