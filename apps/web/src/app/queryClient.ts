import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http.ts';

/** SPEC §9: a failed query is retried once, no refetch on window focus, data fresh for 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (400–499) will not change on retry; everything else gets its one retry.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});
