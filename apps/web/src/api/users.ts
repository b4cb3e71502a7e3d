import { queryOptions } from '@tanstack/react-query';
import type { User } from '../lib/session.ts';
import { http, MINUTE } from './http.ts';

export const getMe = (signal?: AbortSignal) => http.get<User>('/api/users/me', { signal });

export const userKeys = { me: ['users', 'me'] as const };

/** The signed-in user; the cached record shows at once and the call confirms it. */
export const meQuery = (enabled: boolean, cached: User | undefined) =>
  queryOptions({
    queryKey: userKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    enabled,
    staleTime: 5 * MINUTE,
    initialData: cached,
    initialDataUpdatedAt: 0,
  });
