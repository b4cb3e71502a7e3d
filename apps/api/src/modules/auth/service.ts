import { randomUUID } from 'node:crypto';
import type { LoginResult, PublicUser, TokenPair } from '@bizgift/domain/auth';
import type { LoginAnswer } from '@bizgift/domain/mfa';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/users.ts';
import { unauthorized } from '../../http/errors.ts';
import type { MfaGate } from './mfa/gate.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { hashToken, newRefreshToken, type TokenService } from './tokens.ts';

const LOGIN_FAILED = '아이디 또는 비밀번호가 올바르지 않습니다.';
const REFRESH_FAILED = '토큰 갱신에 실패했습니다.';

type UserRow = typeof users.$inferSelect;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    username: row.username,
    email: row.email,
    fullname: row.fullname,
    phone_number: row.phoneNumber,
    role: row.role,
    staff_role: row.staffRole,
    company_role: row.companyRole,
    created_at: row.createdAt.toISOString(),
  };
}

/** How long after its rotation a refresh token's reuse counts as a race between tabs, not a theft. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

function bumpTokenVersion(db: Pick<Db, 'update'>, userId: number) {
  return db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly refreshTtlSeconds: number,
    private readonly mfa: MfaGate,
  ) {}

  /**
   * The password step. With two-factor on (or required of an account that has none yet) the answer
   * is the next step's `mfa_token` instead of a session.
   */
  async login(username: string, password: string): Promise<LoginAnswer> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
      .limit(1);
    if (!row) {
      await verifyPassword(await dummyPasswordHash(), password);
      throw unauthorized(LOGIN_FAILED, 'invalid_credentials');
    }
    if (!(await verifyPassword(row.passwordHash, password)))
      throw unauthorized(LOGIN_FAILED, 'invalid_credentials');
    if (row.status === 'suspended') {
      throw unauthorized('이용이 정지된 계정입니다. 고객센터로 문의해주세요.', 'account_suspended');
    }
    if (row.status !== 'active') throw unauthorized(LOGIN_FAILED, 'invalid_credentials');
    if (row.memberStatus === 'suspended') {
      throw unauthorized(
        '회사 관리자가 이용을 정지한 계정입니다. 회사 대표 관리자에게 문의해주세요.',
        'member_suspended',
      );
    }
    if (row.memberStatus !== 'active') throw unauthorized(LOGIN_FAILED, 'invalid_credentials');
    const secondStep = await this.mfa.afterPassword(this.db, row.id);
    if (secondStep) return secondStep;
    const pair = await this.issuePair(row.id, row.role, randomUUID());
    return { ...pair, user: toPublicUser(row) };
  }

  /**
   * A new session for an account that passed its second step; the account is read again, as it may
   * have been suspended since its password was checked.
   */
  async openSession(userId: number): Promise<LoginResult> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (row?.status !== 'active' || row.memberStatus !== 'active') {
      throw unauthorized(LOGIN_FAILED, 'invalid_credentials');
    }
    const pair = await this.issuePair(row.id, row.role, randomUUID());
    return { ...pair, user: toPublicUser(row) };
  }

  /**
   * Rotation with reuse detection: a refresh token works once. Presenting one that was already
   * used means it was copied, so the whole family (every token from that login) is revoked — except
   * within REFRESH_REUSE_GRACE_MS of its rotation: two tabs refreshing at once present the same token,
   * and the loser is only refused (its tab picks up the winner's stored token), the family stays.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      if (!row) return { kind: 'unknown' as const };
      if (!row.revokedAt && row.usedAt && Date.now() - row.usedAt.getTime() < REFRESH_REUSE_GRACE_MS) {
        return { kind: 'raced' as const };
      }
      if (row.usedAt || row.revokedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
        return { kind: 'reused' as const };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { kind: 'expired' as const };
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (user?.status !== 'active' || user.memberStatus !== 'active') return { kind: 'inactive' as const };
      // An account that must enrol in two-factor first (staff in production, or its company's policy
      // since) gets no renewed session: it signs in again and enrols.
      if (await this.mfa.mustEnrol(tx, user.id)) return { kind: 'inactive' as const };
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      const refresh = await this.storeRefresh(tx, user.id, row.familyId);
      return { kind: 'ok' as const, userId: user.id, role: user.role, version: user.tokenVersion, refresh };
    });
    if (outcome.kind !== 'ok') throw unauthorized(REFRESH_FAILED, 'token_not_valid');
    const access = await this.tokens.signAccess({
      userId: outcome.userId,
      role: outcome.role,
      version: outcome.version,
    });
    return { access, refresh: outcome.refresh };
  }

  /** Ends the session of that refresh token; access tokens issued so far stop working too. */
  async logout(refreshToken: string): Promise<void> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .limit(1);
    if (!row) return;
    await this.db.transaction(async (tx) => {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      // Other devices keep their refresh token and get a fresh access token on their next refresh.
      await bumpTokenVersion(tx, row.userId);
    });
  }

  /**
   * Ends every session of a user (password change or reset, withdrawal, suspension): refresh tokens
   * revoked and every access token issued so far refused (the guard compares token versions).
   */
  async revokeAll(db: Pick<Db, 'update'>, userId: number): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await bumpTokenVersion(db, userId);
  }

  async issuePair(userId: number, role: 'member' | 'staff', familyId: string): Promise<TokenPair> {
    const [user] = await this.db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    const refresh = await this.storeRefresh(this.db, userId, familyId);
    const access = await this.tokens.signAccess({ userId, role, version: user?.version ?? 0 });
    return { access, refresh };
  }

  private async storeRefresh(db: Pick<Db, 'insert'>, userId: number, familyId: string): Promise<string> {
    const token = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + this.refreshTtlSeconds * 1000),
    });
    return token;
  }
}
