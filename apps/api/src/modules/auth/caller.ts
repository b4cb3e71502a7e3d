import type { ApiKeyMode } from '@bizgift/domain/api-keys';
import type { CompanyRole } from '@bizgift/domain/company';
import type { AttemptCount } from '../../http/rate-limit-store.ts';
import type { Role } from './tokens.ts';

/**
 * Who is calling: the identity every service and rule reads. It lives here, not in the HTTP guard
 * that fills it in, so domain code never imports the HTTP layer.
 */
export interface AuthUser {
  id: number;
  role: Role;
  /** Staff only: 'super' (최고 관리자) or 'operator' (운영자); null for members. */
  staffRole: 'super' | 'operator' | null;
  username: string;
  /** Members: their company and role in it; null for staff. */
  companyId: number | null;
  companyRole: CompanyRole | null;
  /** Set when the request came with an API key instead of a person's token. */
  apiKey: ApiKeyCaller | null;
}

/** The key an API request came with: who it acts as and in which world. */
export interface ApiKeyCaller {
  id: number;
  name: string;
  mode: ApiKeyMode;
}

/** A sent string that is shaped like one of our keys (anything else is a JWT or nothing). */
export const looksLikeApiKey = (token: string) => token.startsWith('bgk_');

/**
 * What the HTTP guard asks of API keys (modules/company/api-keys.ts answers): the guard knows how a
 * request carries a key, the company module what a key may do.
 */
export interface ApiKeyAuthenticator {
  /** The id and mode of a key this node has already found valid, without asking the database. */
  seen(key: string): { id: number; mode: ApiKeyMode } | undefined;
  /**
   * The caller a key acts as, or null for an unknown or revoked key. With `count` the key's hit is
   * counted in the same statement when its mode is one of `count.modes`.
   */
  authenticate(
    key: string,
    count?: { windowMs: number; modes: readonly ApiKeyMode[] },
  ): Promise<(AuthUser & { apiKey: ApiKeyCaller; hit?: AttemptCount }) | null>;
  /** May a key of this mode call this route (method and Fastify path)? */
  mayUse(mode: ApiKeyMode, method: string, routeUrl: string | undefined): boolean;
}

/** A member acting for its company (from the request's user). */
export interface Owner {
  userId: number;
  companyId: number;
}
