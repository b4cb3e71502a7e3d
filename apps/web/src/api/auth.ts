import type { User } from '../lib/session.ts';
import { http } from './http.ts';

export interface LoginResponse {
  access: string;
  refresh: string;
  user: User;
}

/** POST /api/auth/login: never sends a bearer token and never starts the refresh loop. */
export const login = (username: string, password: string) =>
  http.post<LoginResponse>('/api/auth/login', { username, password }, { anonymous: true, noRefresh: true });

/** POST /api/auth/logout: revokes the refresh token on the server. */
export const logout = (refresh: string) =>
  http.post<unknown>('/api/auth/logout', { refresh }, { noRefresh: true });
