import type { CompanyRole } from '@bizgift/domain/company';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { Role, TokenService } from '../modules/auth/tokens.ts';
import { forbidden, unauthorized } from './errors.ts';

export interface AuthUser {
  id: number;
  role: Role;
  /** Staff only: 'super' (최고 관리자) or 'operator' (운영자); null for members. */
  staffRole: 'super' | 'operator' | null;
  username: string;
  /** Members: their company and role in it (issue #27); null for staff. */
  companyId: number | null;
  companyRole: CompanyRole | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards below; null on public routes. */
    user: AuthUser | null;
  }
}

const TOKEN_NOT_VALID = () => unauthorized('토큰이 만료되었습니다.', 'token_not_valid');

async function authenticate(request: FastifyRequest, db: Db, tokens: TokenService): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !token) throw TOKEN_NOT_VALID();
  const claims = await tokens.verifyAccess(token);
  if (!claims) throw TOKEN_NOT_VALID();
  // The row is read on every request so a suspended or withdrawn account stops at once, and a token
  // issued before a logout, password change or reset (token version raised) is refused.
  const [row] = await db
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
    .where(eq(users.id, claims.userId))
    .limit(1);
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
  };
}

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
  async (app: FastifyInstance, opts: { db: Db; tokens: TokenService }) => {
    app.decorateRequest('user', null);
    const withRole = (role?: Role): Guard =>
      async function guard(request) {
        const user = await authenticate(request, opts.db, opts.tokens);
        if (!user) throw unauthorized();
        if (role && user.role !== role) throw forbidden();
        request.user = user;
      };
    app.decorate('requireUser', withRole());
    app.decorate('requireMember', withRole('member'));
    app.decorate('requireStaff', withRole('staff'));
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.user = await authenticate(request, opts.db, opts.tokens).catch(() => null);
    });
  },
  { name: 'auth-guards' },
);
