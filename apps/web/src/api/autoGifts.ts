import type {
  AutoGiftRuleDto as AutoGiftRule,
  AutoGiftRuleRequest,
  AutoGiftRuleUpdate,
  AutoGiftSendDto as AutoGiftSend,
  UpcomingGiftDto as UpcomingGift,
} from '@bizgift/domain/auto-gifts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE, type Page } from './http.ts';

export type { AutoGiftRule, AutoGiftSend, UpcomingGift };

/** 기념일 자동 발송: the company's rules, each rule's next gifts and its history. */
export const autoGiftKeys = {
  all: ['auto-gifts'] as const,
  rule: (id: number) => ['auto-gifts', id] as const,
  upcoming: (id: number, days: number) => ['auto-gifts', id, 'upcoming', days] as const,
  history: (id: number, page: number) => ['auto-gifts', id, 'history', page] as const,
};

export const HISTORY_PAGE_SIZE = 20;

export function useAutoGiftRules(enabled = true) {
  return useQuery({
    queryKey: autoGiftKeys.all,
    queryFn: ({ signal }) => http.get<AutoGiftRule[]>('/api/auto-gifts', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useUpcomingGifts(id: number, days: number) {
  return useQuery({
    queryKey: autoGiftKeys.upcoming(id, days),
    queryFn: ({ signal }) =>
      http.get<UpcomingGift[]>(`/api/auto-gifts/${id}/upcoming`, { signal, query: { days } }),
    staleTime: MINUTE,
  });
}

export function useAutoGiftHistory(id: number, page: number) {
  return useQuery({
    queryKey: autoGiftKeys.history(id, page),
    queryFn: ({ signal }) =>
      http.get<Page<AutoGiftSend>>(`/api/auto-gifts/${id}/history`, {
        signal,
        query: { page, page_size: HISTORY_PAGE_SIZE },
      }),
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or change a rule; `{active}` alone pauses or resumes it. Refreshes every rule view. */
export function useSaveAutoGiftRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; body: AutoGiftRuleRequest | AutoGiftRuleUpdate }) =>
      v.id === undefined
        ? http.post<AutoGiftRule>('/api/auto-gifts', v.body)
        : http.patch<AutoGiftRule>(`/api/auto-gifts/${v.id}`, v.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoGiftKeys.all }),
  });
}

export function useDeleteAutoGiftRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/auto-gifts/${id}`),
    // The rule leaves the list first: its preview and history are dropped, never asked for again (404).
    onSuccess: (_, id) => {
      queryClient.setQueryData<AutoGiftRule[]>(autoGiftKeys.all, (rules) =>
        rules?.filter((r) => r.id !== id),
      );
      queryClient.removeQueries({ queryKey: autoGiftKeys.rule(id) });
      return queryClient.invalidateQueries({ queryKey: autoGiftKeys.all, exact: true });
    },
  });
}
