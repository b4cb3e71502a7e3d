import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  markSessionExpired,
  setTokens,
} from '../lib/session.ts';
import { takeFirstScreenAnswer } from './first-screen.ts';

/**
 * The one HTTP client (SPEC §4 Session, §7): same-origin base, 10 s timeout, JSON, bearer token,
 * the `{status, data, message}` envelope, and a single shared token refresh on 401 (or a fail body
 * with code `token_not_valid`) while other requests wait in line and are replayed afterwards.
 */

export const REQUEST_TIMEOUT_MS = 10_000;
/** Documents are built on demand; a 100,000-row export takes seconds, not milliseconds. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

export const MESSAGES = {
  generic: '요청 처리에 실패했습니다.',
  unknown: '알 수 없는 에러가 발생했습니다.',
  tokenExpired: '토큰이 만료되었습니다.',
  refreshFailed: '토큰 갱신에 실패했습니다.',
  timeout: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해주세요.',
  network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.',
} as const;

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors?: Record<string, string[]>;

  constructor(message: string, status: number, code?: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }

  /** The first message for a field of a 400 response, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.errors?.[field]?.[0];
  }
}

export function errorMessage(error: unknown, fallback: string = MESSAGES.generic): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send no bearer token (login, refresh, public calls that must not depend on a session). */
  anonymous?: boolean;
  /** Never start a token refresh for this call (login, refresh, logout). */
  noRefresh?: boolean;
  /** A file download: a successful answer is returned as a Blob, failures still read the envelope. */
  blob?: boolean;
}

interface Envelope<T> {
  status?: 'success' | 'fail' | 'error';
  data?: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

// ---------------------------------------------------------------------------------------------
// Session expiry: the app registers how to leave (router navigation + cache reset); until then a
// full page load to the login page does the job.

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => {
  if (!window.location.pathname.startsWith('/auth/login')) window.location.assign('/auth/login');
};

export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

function expireSession(): void {
  markSessionExpired();
  clearSession();
  onSessionExpired();
}

// ---------------------------------------------------------------------------------------------

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

interface RawResponse<T> {
  status: number;
  ok: boolean;
  body: Envelope<T> | null;
  file?: Blob;
}

async function send<T>(
  method: string,
  url: string,
  opts: RequestOptions,
  token: string | null,
): Promise<RawResponse<T>> {
  // A file upload (FormData): the browser writes its multipart content type; a big file takes a while.
  const form = opts.body instanceof FormData;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort();
    },
    opts.blob || form ? DOWNLOAD_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
  );
  const abortFromCaller = () => controller.abort();
  if (opts.signal) {
    if (opts.signal.aborted) controller.abort();
    else opts.signal.addEventListener('abort', abortFromCaller, { once: true });
  }

  const headers: Record<string, string> = { accept: opts.blob ? '*/*' : 'application/json', ...opts.headers };
  if (opts.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  try {
    const res = await fetch(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : form ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (opts.blob && res.ok) return { status: res.status, ok: true, body: null, file: await res.blob() };
    const text = await res.text();
    let body: Envelope<T> | null = null;
    if (text) {
      try {
        body = JSON.parse(text) as Envelope<T>;
      } catch {
        body = null;
      }
    }
    return { status: res.status, ok: res.ok, body };
  } catch (error) {
    if (opts.signal?.aborted && !timedOut) throw error; // the caller (e.g. TanStack Query) cancelled
    if (timedOut) throw new ApiError(MESSAGES.timeout, 0, 'timeout');
    throw new ApiError(MESSAGES.network, 0, 'network_error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', abortFromCaller);
  }
}

function isTokenFailure(res: RawResponse<unknown>): boolean {
  return res.status === 401 || (res.body?.status === 'fail' && res.body.code === 'token_not_valid');
}

function toError(res: RawResponse<unknown>): ApiError {
  const body = res.body;
  if (body && (body.status === 'fail' || body.status === 'error')) {
    return new ApiError(body.message || MESSAGES.generic, res.status, body.code, body.errors);
  }
  if (!res.ok && body)
    return new ApiError(body.message || MESSAGES.unknown, res.status, body.code, body.errors);
  return new ApiError(MESSAGES.generic, res.status);
}

// ---------------------------------------------------------------------------------------------
// Refresh: one call at a time; everybody who hits a 401 meanwhile awaits the same promise.

let refreshInFlight: Promise<string> | null = null;

async function refreshTokens(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) throw new ApiError(MESSAGES.refreshFailed, 401, 'no_refresh_token');
  const res = await send<{ access: string; refresh: string }>(
    'POST',
    '/api/auth/token/refresh',
    { body: { refresh } },
    null,
  );
  const data = res.body?.status === 'success' ? res.body.data : undefined;
  if (!res.ok || !data?.access || !data.refresh) {
    // Two tabs refreshing with one token: the server refuses the loser but keeps the session, and
    // the winner stores its new pair in the shared localStorage — take that before giving up.
    const newer = await newerTokenFromAnotherTab(refresh);
    if (newer) return newer;
    throw new ApiError(res.body?.message || MESSAGES.refreshFailed, res.status || 401, 'refresh_failed');
  }
  setTokens(data.access, data.refresh);
  return data.access;
}

/** How long a refused refresh waits for another tab to store the token it won. */
const OTHER_TAB_WAIT_MS = 3000;

/** The access token another tab stored after rotating `used`, or null when none appears. */
function newerTokenFromAnotherTab(used: string): Promise<string | null> {
  const stored = () => {
    const refresh = getRefreshToken();
    const access = getAccessToken();
    return refresh && refresh !== used && access ? access : null;
  };
  const now = stored();
  if (now || typeof window === 'undefined') return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(stored());
    };
    const onStorage = () => {
      if (stored()) finish();
    };
    const timer = setTimeout(finish, OTHER_TAB_WAIT_MS);
    window.addEventListener('storage', onStorage);
  });
}

function refreshOnce(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = refreshTokens().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

// ---------------------------------------------------------------------------------------------

/**
 * The server's first-screen answer for this GET (api/first-screen.ts), for a query's `initialData`:
 * the first render already has the data, so nothing moves when it would otherwise arrive a task
 * later (layout shift), and no request is made.
 */
export function firstScreenData<T>(path: string, query?: Query): T | undefined {
  return takeFirstScreenAnswer(buildUrl(path, query))?.data as T | undefined;
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, opts.query);
  if (method === 'GET') {
    const served = takeFirstScreenAnswer(url);
    if (served) return served.data as T;
  }
  // A refresh already under way: wait for it instead of sending a token we know is dying.
  if (refreshInFlight && !opts.anonymous && !opts.noRefresh) {
    await refreshInFlight.catch(() => undefined);
  }
  const token = opts.anonymous ? null : getAccessToken();
  let res = await send<T>(method, url, opts, token);

  if (isTokenFailure(res) && !opts.noRefresh && !opts.anonymous && (token || getRefreshToken())) {
    let fresh: string;
    try {
      const current = getAccessToken();
      // Another request refreshed while this one was on the wire: replay with the new token.
      fresh = current && current !== token ? current : await refreshOnce();
    } catch {
      expireSession();
      throw new ApiError(MESSAGES.refreshFailed, 401, 'token_not_valid');
    }
    res = await send<T>(method, url, opts, fresh);
    if (isTokenFailure(res)) {
      expireSession();
      throw new ApiError(res.body?.message || MESSAGES.tokenExpired, 401, 'token_not_valid');
    }
  }

  if (res.ok && res.file) return res.file as T;
  if (res.ok && res.body?.status === 'success') return res.body.data as T;
  throw toError(res);
}

export const http = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  /** A document (PDF, .xlsx) with the session's bearer token, as a Blob. */
  file: (method: 'GET' | 'POST', path: string, opts?: Omit<RequestOptions, 'blob'>) =>
    request<Blob>(method, path, { ...opts, blob: true }),
};

/** Paginated list shape of DESIGN §1. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Freshness windows (SPEC §9) are written in minutes. */
export const MINUTE = 60_000;
