import type {
  WebhookAttemptDto as WebhookAttempt,
  WebhookCreateRequest,
  WebhookEndpointDto as WebhookEndpoint,
  WebhookUpdateRequest,
} from '@bizgift/domain/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE } from './http.ts';

export type { WebhookAttempt, WebhookEndpoint };

/** The company's webhook endpoints, owner only; a change refreshes the list. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  attempts: (id: number) => ['webhooks', id, 'attempts'] as const,
};

export function useWebhooks(enabled = true) {
  return useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => http.get<WebhookEndpoint[]>('/api/company/webhooks', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useWebhookAttempts(id: number) {
  return useQuery({
    queryKey: webhookKeys.attempts(id),
    queryFn: ({ signal }) => http.get<WebhookAttempt[]>(`/api/company/webhooks/${id}/attempts`, { signal }),
    staleTime: 0,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** The created endpoint carries its signing secret, this once. */
export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: WebhookCreateRequest) =>
      http.post<WebhookEndpoint & { secret: string }>('/api/company/webhooks', body),
    onSuccess: refresh,
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: WebhookUpdateRequest & { id: number }) =>
      http.patch<WebhookEndpoint>(`/api/company/webhooks/${id}`, body),
    onSettled: refresh,
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/company/webhooks/${id}`),
    // Only the list: refreshing the deleted endpoint's attempts (still on screen until the list
    // answers) would ask for something that is gone and log a 404.
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all, exact: true }),
  });
}

/** POST …/test queues a webhook.test event; the attempts list shows it once the worker sent it. */
export function useSendTestWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => http.post<{ event_id: string }>(`/api/company/webhooks/${id}/test`),
    onSettled: refresh,
  });
}

export function useResendWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, attemptId }: { id: number; attemptId: number }) =>
      http.post<{ event_id: string }>(`/api/company/webhooks/${id}/attempts/${attemptId}/resend`),
    onSettled: refresh,
  });
}
