import { randomBytes } from 'node:crypto';
import { MFA_MESSAGES, MFA_TOKEN_TTL_SECONDS } from '@bizgift/domain/mfa';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { mfaChallenges } from '../../../db/schema/mfa.ts';
import { AppError, unauthorized } from '../../../http/errors.ts';
import { hashToken } from '../tokens.ts';

export type MfaPurpose = 'login' | 'enroll';

/** Codes one `mfa_token` may try; past it the token is spent and the sign-in starts over. */
export const MFA_TOKEN_ATTEMPTS = 5;

export interface TakenChallenge {
  id: number;
  userId: number;
}

/**
 * The `mfa_token`s a password sign-in hands out: random, only their sha256 stored, bound to one
 * user and one purpose, alive MFA_TOKEN_TTL_SECONDS, finished by the one call that succeeds with it.
 */
export class MfaChallenges {
  constructor(private readonly db: Db) {}

  async issue(userId: number, purpose: MfaPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    // The user's spent and expired tokens go as new ones come, so the table holds only live ones.
    await this.db
      .delete(mfaChallenges)
      .where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, sql`now()`)));
    await this.db.insert(mfaChallenges).values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(secs => ${MFA_TOKEN_TTL_SECONDS})`,
    });
    return token;
  }

  /**
   * Counts one code tried under the token, in one statement (parallel tries cannot slip past the
   * cap), and answers whose it is. A token unknown, expired, spent or for another purpose is 401;
   * past MFA_TOKEN_ATTEMPTS it is spent at once and answered 429.
   */
  async attempt(token: string, purpose: MfaPurpose): Promise<TakenChallenge> {
    const [row] = await this.db
      .update(mfaChallenges)
      .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
      .where(
        and(
          eq(mfaChallenges.tokenHash, hashToken(token)),
          eq(mfaChallenges.purpose, purpose),
          isNull(mfaChallenges.usedAt),
          gt(mfaChallenges.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: mfaChallenges.id, userId: mfaChallenges.userId, attempts: mfaChallenges.attempts });
    if (!row) throw unauthorized(MFA_MESSAGES.tokenInvalid, 'mfa_token_not_valid');
    if (row.attempts > MFA_TOKEN_ATTEMPTS) {
      await this.db.update(mfaChallenges).set({ usedAt: sql`now()` }).where(eq(mfaChallenges.id, row.id));
      throw new AppError(429, MFA_MESSAGES.tooManyAttempts, 'mfa_attempts_exceeded');
    }
    return { id: row.id, userId: row.userId };
  }

  /** The token's owner without counting a try (starting an enrolment sends no code). */
  async peek(token: string, purpose: MfaPurpose): Promise<TakenChallenge> {
    const [row] = await this.db
      .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
      .from(mfaChallenges)
      .where(
        and(
          eq(mfaChallenges.tokenHash, hashToken(token)),
          eq(mfaChallenges.purpose, purpose),
          isNull(mfaChallenges.usedAt),
          gt(mfaChallenges.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized(MFA_MESSAGES.tokenInvalid, 'mfa_token_not_valid');
    return row;
  }

  /**
   * Spends the token inside the transaction that accepts its code: of two calls with one token
   * only one gets here first; the other is refused and its transaction undone.
   */
  async finish(tx: DbOrTx, challengeId: number): Promise<void> {
    const [row] = await tx
      .update(mfaChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(mfaChallenges.id, challengeId), isNull(mfaChallenges.usedAt)))
      .returning({ id: mfaChallenges.id });
    if (!row) throw unauthorized(MFA_MESSAGES.tokenInvalid, 'mfa_token_not_valid');
  }
}
