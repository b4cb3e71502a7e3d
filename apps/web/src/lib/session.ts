import type { Me } from '@bizgift/domain/account';
import type { PublicUser } from '@bizgift/domain/auth';
import { useSyncExternalStore } from 'react';

/**
 * The browser side of the session (SPEC §3 "Session storage"): access and refresh tokens, the cached
 * user record and the saved username, all in localStorage. A tiny external store lets React
 * re-render when a token appears or disappears (login, refresh failure, logout, another tab).
 */

/**
 * The user record the session keeps: the login answer's user, and once GET /api/users/me has
 * answered, a member's company as registered (named as the buyer on quotes).
 */
export type User = PublicUser & Partial<Pick<Me, 'company'>>;

export const STORAGE_KEYS = {
  access: 'access_token',
  refresh: 'refresh_token',
  user: 'user',
  savedUsername: 'saved_username',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lives only as long as the page.
  }
}

function readUser(): User | null {
  const raw = read(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as User;
    return parsed && typeof parsed.username === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export interface SessionSnapshot {
  /** A refresh or access token is stored: the visitor counts as logged in. */
  hasSession: boolean;
  /** The last user record we saw (from login or /api/users/me). */
  cachedUser: User | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = computeSnapshot();

function computeSnapshot(): SessionSnapshot {
  return {
    hasSession: Boolean(read(STORAGE_KEYS.access) || read(STORAGE_KEYS.refresh)),
    cachedUser: readUser(),
  };
}

function emit(): void {
  const next = computeSnapshot();
  if (
    next.hasSession === snapshot.hasSession &&
    JSON.stringify(next.cachedUser) === JSON.stringify(snapshot.cachedUser)
  ) {
    return;
  }
  snapshot = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) emit();
  });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

/** What the server renders (it cannot see the browser's storage), and so what hydration starts from. */
const SERVER_SNAPSHOT: SessionSnapshot = { hasSession: false, cachedUser: null };
const getServerSnapshot = () => SERVER_SNAPSHOT;

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSnapshot);
}

export const getAccessToken = (): string | null => read(STORAGE_KEYS.access);
export const getRefreshToken = (): string | null => read(STORAGE_KEYS.refresh);

export function setTokens(access: string, refresh: string): void {
  write(STORAGE_KEYS.access, access);
  write(STORAGE_KEYS.refresh, refresh);
  emit();
}

export function setCachedUser(user: User | null): void {
  const next = user ? JSON.stringify(user) : null;
  if (read(STORAGE_KEYS.user) === next) return;
  write(STORAGE_KEYS.user, next);
  emit();
}

let loggingOut = false;

/**
 * While an explicit logout is under way, guarded pages must not redirect to the login page with
 * `next` (the logout itself goes to a plain /auth/login).
 */
export function setLoggingOut(value: boolean): void {
  loggingOut = value;
}

export const isLoggingOut = (): boolean => loggingOut;

/** Tokens and cached user go; the saved username stays (it is the visitor's choice, not the session). */
export function clearSession(): void {
  write(STORAGE_KEYS.access, null);
  write(STORAGE_KEYS.refresh, null);
  write(STORAGE_KEYS.user, null);
  emit();
}

// A session that really ended (its refresh refused while signed in) is told once on the login page;
// a visitor who was never signed in is just asked to log in. Kept for the tab, across a full reload.
const EXPIRED_KEY = 'session_expired';

export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {
    // storage unavailable: the login page simply says nothing
  }
}

/** Whether the login page should say the session expired (read; `forgetSessionExpired` clears it). */
export function sessionExpired(): boolean {
  try {
    return sessionStorage.getItem(EXPIRED_KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetSessionExpired(): void {
  try {
    sessionStorage.removeItem(EXPIRED_KEY);
  } catch {
    // nothing stored
  }
}

export const getSavedUsername = (): string => read(STORAGE_KEYS.savedUsername) ?? '';

export function setSavedUsername(username: string | null): void {
  write(STORAGE_KEYS.savedUsername, username);
}
