import type { LoginAnswer } from '@bizgift/domain/mfa';
import { http } from './http.ts';

/**
 * POST /api/auth/login: never sends a bearer token and never starts the refresh loop. The answer is
 * the session, or the two-factor step that comes first (`mfa_required` / `mfa_enrollment_required`).
 */
export const login = (username: string, password: string) =>
  http.post<LoginAnswer>('/api/auth/login', { username, password }, { anonymous: true, noRefresh: true });

/** POST /api/auth/logout: revokes the refresh token on the server. */
export const logout = (refresh: string) =>
  http.post<unknown>('/api/auth/logout', { refresh }, { noRefresh: true });
