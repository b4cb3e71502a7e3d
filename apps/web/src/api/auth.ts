import type { LoginResult } from '@bizgift/domain/auth';
import { http } from './http.ts';

/** POST /api/auth/login: never sends a bearer token and never starts the refresh loop. */
export const login = (username: string, password: string) =>
  http.post<LoginResult>('/api/auth/login', { username, password }, { anonymous: true, noRefresh: true });

/** POST /api/auth/logout: revokes the refresh token on the server. */
export const logout = (refresh: string) =>
  http.post<unknown>('/api/auth/logout', { refresh }, { noRefresh: true });
