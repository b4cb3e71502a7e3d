import type {
  ApiKeyDto as ApiKey,
  ApiKeyCreateRequest,
  CreatedApiKeyDto as CreatedApiKey,
} from '@bizgift/domain/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE } from './http.ts';

export type { ApiKey, CreatedApiKey };

/** The company's API keys, owner only; a create or a revoke refreshes the list. */
export const apiKeyKeys = { all: ['api-keys'] as const };

export function useApiKeys(enabled = true) {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => http.get<ApiKey[]>('/api/company/api-keys', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

/**
 * The created key carries the whole secret, this once (only its hash is kept). A refusal refreshes
 * the list too: "20 keys already" must show the twenty.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateRequest) => http.post<CreatedApiKey>('/api/company/api-keys', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/company/api-keys/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
