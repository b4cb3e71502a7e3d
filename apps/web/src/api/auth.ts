import type { LoginAnswer } from '@bizgift/domain/mfa';
import { http } from './http.ts';

/**
 * POST /api/auth/login: never sends a bearer token and never starts the refresh loop. The answer is
 * the session, or the two-factor step that comes first (`mfa_required` / `mfa_enrollment_required`).
 * `unlockToken`: the `unlock` of an e-mailed unlock link, which lets this sign-in past the failure locks.
 */
export const login = (username: string, password: string, unlockToken?: string) =>
  http.post<LoginAnswer>(
    '/api/auth/login',
    { username, password, ...(unlockToken ? { unlock_token: unlockToken } : {}) },
    { anonymous: true, noRefresh: true },
  );

/** POST /api/auth/login/unlock: a one-time unlock link to the account's e-mail (same answer for any username). */
export const askLoginUnlock = (username: string) =>
  http.post<null>('/api/auth/login/unlock', { username }, { anonymous: true, noRefresh: true });

/** POST /api/auth/logout: revokes the refresh token on the server. */
export const logout = (refresh: string) =>
  http.post<unknown>('/api/auth/logout', { refresh }, { noRefresh: true });
