import type { ExpiringDeliveryDto as ExpiringDelivery, ReminderSettingsDto } from '@bizgift/domain/reminders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE, type Page } from './http.ts';
import { orderKeys, PAGE_SIZE } from './orders.ts';

export type { ExpiringDelivery };

/**
 * Expiry reminders. The expiring list lives under the 'orders' key, so a resend,
 * cancel or refund elsewhere refreshes it too.
 */
export const reminderKeys = {
  settings: ['users', 'me', 'reminders'] as const,
  expiring: (page: number, days: number) => [...orderKeys.all, 'expiring', page, days] as const,
};

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderKeys.settings,
    queryFn: ({ signal }) => http.get<ReminderSettingsDto>('/api/users/me/reminders', { signal }),
    staleTime: 5 * MINUTE,
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number[]) => http.put<ReminderSettingsDto>('/api/users/me/reminders', { days }),
    onSuccess: (saved) => queryClient.setQueryData(reminderKeys.settings, saved),
  });
}

/** 곧 만료되는 미사용 쿠폰: own unused vouchers expiring within `days`, soonest first. */
export function useExpiringDeliveries(page: number, days: number) {
  return useQuery({
    queryKey: reminderKeys.expiring(page, days),
    queryFn: ({ signal }) =>
      http.get<Page<ExpiringDelivery>>('/api/orders/deliveries/expiring', {
        signal,
        query: { page, page_size: PAGE_SIZE, days },
      }),
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

/** The one-click reminder (once a day per voucher); 409 with a Korean message otherwise. */
export function useRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>(`/api/orders/deliveries/${id}/remind`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
