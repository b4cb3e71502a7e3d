import type { ReactNode } from 'react';
import { errorMessage } from '../../api/http.ts';
import { ErrorState } from './EmptyState.tsx';
import { LoadingState } from './LoadingState.tsx';

/**
 * What a section shows for its query: the spinner (with `loading` under it) while it loads, the
 * error (or `failed` when the error says nothing) with 다시 시도, `empty` when `isEmpty` says so,
 * else `children` with the data.
 */
export function QueryResult<T>({
  query,
  loading,
  failed,
  isEmpty,
  empty,
  children,
}: {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  loading?: string;
  failed?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error, failed)} onRetry={() => void query.refetch()} />;
  }
  const data = query.data as T;
  return <>{isEmpty?.(data) ? empty : children(data)}</>;
}
