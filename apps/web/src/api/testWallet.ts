import type { TestWallet } from '@bizgift/domain/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE } from './http.ts';

export type { TestWallet };

/** The company's test wallet: what a test key's orders spend; the owner resets it. */
export const testWalletKeys = { all: ['test-wallet'] as const };

export function useTestWallet(enabled = true) {
  return useQuery({
    queryKey: testWalletKeys.all,
    queryFn: ({ signal }) => http.get<TestWallet>('/api/company/test-wallet', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useResetTestWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<TestWallet>('/api/company/test-wallet/reset'),
    onSuccess: (wallet) => queryClient.setQueryData(testWalletKeys.all, wallet),
    onSettled: () => queryClient.invalidateQueries({ queryKey: testWalletKeys.all }),
  });
}
