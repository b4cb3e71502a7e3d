import { API_KEY_MODES, API_KEY_TEXTS } from '@bizgift/domain/api-keys';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import {
  type ApiKeyAuthenticator,
  type ApiKeyCaller,
  type AuthUser,
  looksLikeApiKey,
} from '../modules/auth/caller.ts';
import type { Role, TokenService } from '../modules/auth/tokens.ts';
import { AppError, forbidden, tooManyRequests, unauthorized } from './errors.ts';
import type { AttemptCount, AttemptCounter } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null on public routes. */
    user: AuthUser | null;
  }
}

const TOKEN_NOT_VALID = () => unauthorized('토큰이 만료되었습니다.', 'token_not_valid');

/** Per API key: 10 requests a second sustained, a burst of up to 20 at once (two-second windows). */
export const API_KEY_RATE = { max: 20, windowMs: 2000 };

interface AuthOptions {
  db: Db;
  tokens: TokenService;
  apiKeys: ApiKeyAuthenticator;
  /** The shared rate-limit store (PostgreSQL or Redis): every API node counts a key's calls together. */
  attempts: AttemptCounter;
}

/**
 * A request with `Authorization: Bearer bgk_…`: the key's caller, on a route keys may use (else
 * 403), within the key's rate (else 429 with Retry-After). Errors are thrown even where a login is
 * optional: a program that sent a key must learn it was refused, not be served as a visitor.
 */
async function authenticateKey(request: FastifyRequest, key: string, opts: AuthOptions): Promise<AuthUser> {
  const allowed = (mode: ApiKeyCaller['mode']) =>
    opts.apiKeys.mayUse(mode, request.method, request.routeOptions.url);
  const count = (id: number) => opts.attempts.hit(`api-key:${id}`, API_KEY_RATE.windowMs);
  let user: Awaited<ReturnType<ApiKeyAuthenticator['authenticate']>>;
  let early: Promise<AttemptCount> | undefined;
  if (opts.attempts.inDatabase) {
    // The counters are in the database: the key's check and its count are one statement, one
    // round trip, like a JWT's read of its user (issue #30 §5).
    user = await opts.apiKeys.authenticate(key, {
      windowMs: API_KEY_RATE.windowMs,
      modes: API_KEY_MODES.filter(allowed),
    });
  } else {
    // In Redis: for a key this node has seen before, the count is asked at the same time as the
    // check (two round trips in parallel). A key seen for the first time is checked first, so
    // unknown keys never reach the counters.
    const seen = opts.apiKeys.seen(key);
    early = seen && allowed(seen.mode) ? count(seen.id) : undefined;
    early?.catch(() => {}); // awaited below, after the key's own answer
    user = await opts.apiKeys.authenticate(key);
  }
  // Whether the key may still act (revoked, its creator gone) is read on every request, so a
  // revocation holds on every node from the next request.
  if (!user) throw unauthorized(API_KEY_TEXTS.invalidKey, 'api_key_not_valid');
  if (!allowed(user.apiKey.mode)) {
    throw new AppError(403, API_KEY_TEXTS.routeRefused, 'api_key_not_allowed');
  }
  const { count: hits, ttlMs } = user.hit ?? (await (early ?? count(user.apiKey.id)));
  if (hits > API_KEY_RATE.max) {
    throw tooManyRequests(API_KEY_TEXTS.rateLimited, Math.max(1, Math.ceil(ttlMs / 1000)));
  }
  const { hit: _counted, ...caller } = user;
  return caller;
}

/** A key in the address ends up in logs, proxies and browser history: refused, so it is never used so. */
function refuseKeyInUrl(request: FastifyRequest) {
  if (request.url.includes('bgk_live_') || request.url.includes('bgk_test_')) {
    throw new AppError(400, API_KEY_TEXTS.inQuery, 'api_key_in_url');
  }
}

async function authenticate(
  request: FastifyRequest,
  opts: AuthOptions,
  account: AccountReader,
): Promise<AuthUser | null> {
  const { tokens } = opts;
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw TOKEN_NOT_VALID();
  if (looksLikeApiKey(token)) return authenticateKey(request, token, opts);
  const claims = tokens.verifyAccess(token);
  if (!claims) throw TOKEN_NOT_VALID();
  // The row is read on every request so a suspended or withdrawn account stops at once, and a token
  // issued before a logout, password change or reset (token version raised) is refused.
  const [row] = await account.execute({ id: claims.userId });
  // A member its company's owner suspended or removed is locked out like a suspended account.
  if (row?.status !== 'active' || row.memberStatus !== 'active' || row.tokenVersion !== claims.version) {
    throw TOKEN_NOT_VALID();
  }
  return {
    id: row.id,
    role: row.role,
    staffRole: row.staffRole,
    username: row.username,
    companyId: row.companyId,
    companyRole: row.companyRole,
    apiKey: null,
  };
}

/**
 * The account a token names, read on every authenticated request: built once and prepared by name, so
 * PostgreSQL plans it once per connection (issue #32 §3).
 */
const accountReader = (db: Db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      staffRole: users.staffRole,
      status: users.status,
      username: users.username,
      tokenVersion: users.tokenVersion,
      companyId: users.companyId,
      companyRole: users.companyRole,
      memberStatus: users.memberStatus,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_account');
type AccountReader = ReturnType<typeof accountReader>;

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Any logged-in account (member or staff). */
    requireUser: Guard;
    /** A business member. Staff accounts have no wallet or orders. */
    requireMember: Guard;
    requireStaff: Guard;
    /** Reads the token when present; never refuses. */
    optionalUser: Guard;
  }
}

export const authGuards = fp(
  async (app: FastifyInstance, opts: AuthOptions) => {
    app.decorateRequest('user', null);
    const account = accountReader(opts.db);
    const withRole = (role?: Role): Guard =>
      async function guard(request) {
        refuseKeyInUrl(request);
        const user = await authenticate(request, opts, account);
        if (!user) throw unauthorized();
        if (role && user.role !== role) throw forbidden();
        request.user = user;
      };
    app.decorate('requireUser', withRole());
    app.decorate('requireMember', withRole('member'));
    app.decorate('requireStaff', withRole('staff'));
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      refuseKeyInUrl(request);
      request.user = await authenticate(request, opts, account).catch((error) => {
        if (looksLikeApiKey(request.headers.authorization?.split(' ')[1] ?? '')) throw error;
        return null;
      });
    });
  },
  { name: 'auth-guards' },
);
