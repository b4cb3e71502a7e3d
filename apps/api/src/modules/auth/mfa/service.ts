import type { LoginResult } from '@bizgift/domain/auth';
import {
  isTotpCode,
  MFA_MESSAGES,
  type MfaEnrolled,
  type MfaEnrollment,
  type MfaStatus,
} from '@bizgift/domain/mfa';
import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { mfaRecoveryCodes, userMfa } from '../../../db/schema/mfa.ts';
import { users } from '../../../db/schema/users.ts';
import { AppError, conflict, unauthorized } from '../../../http/errors.ts';
import type { AttemptCounter } from '../../../http/rate-limit-store.ts';
import type { MfaChallenges, TakenChallenge } from './challenges.ts';
import type { MfaGate } from './gate.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * Wrong codes one account may send in MFA_USER_FAILURE_WINDOW_MS, over every `mfa_token` and the
 * signed-in calls together: a password thief who signs in again and again still gets only this many
 * guesses at a 6-digit code (three codes are valid at once, so each guess has about 1 in 333,000).
 */
export const MFA_USER_FAILURE_LIMIT = 10;
export const MFA_USER_FAILURE_WINDOW_MS = 15 * 60_000;

const PERIOD_SECONDS = 30;
const ISSUER = 'BizGift';

/** The account an enrolment is for: an enrolment token's owner, or the signed-in account. */
export type MfaSubject = { token: string } | { userId: number };

/** Opens the session a finished sign-in gets (tokens and the public user), refusing inactive accounts. */
export type SessionOpener = (userId: number) => Promise<LoginResult>;

const sealContext = (userId: number) => `totp:${userId}`;

/**
 * TOTP two-factor sign-in (RFC 6238: SHA-1, 6 digits, 30 s, one step of clock drift either way).
 * A code counts once: it is accepted only for a step later than the last accepted one, set with a
 * compare-and-set, also by the enrolment's confirming code (RFC 6238 §5.2). Recovery codes are
 * consumed by deleting their row, so each works once even when sent twice at the same moment.
 */
export class MfaService {
  constructor(
    private readonly db: Db,
    /** Undefined only where the server would not start (production without MFA_ENCRYPTION_KEY). */
    private readonly box: SecretBox | undefined,
    readonly challenges: MfaChallenges,
    readonly gate: MfaGate,
    private readonly attempts: AttemptCounter,
    private readonly openSession: SessionOpener,
  ) {}

  /** POST /api/auth/mfa: the code step of a sign-in. */
  async verify(token: string, code: string): Promise<LoginResult> {
    const challenge = await this.challenges.attempt(token, 'login');
    await this.guarded(challenge.userId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.enabled(tx, challenge.userId);
        await this.consumeCode(tx, row, code);
        await this.challenges.finish(tx, challenge.id);
      }),
    );
    return this.openSession(challenge.userId);
  }

  /** POST /api/auth/mfa/enroll: a new secret, waiting for its first code (an earlier waiting one is replaced). */
  async startEnrollment(subject: MfaSubject): Promise<MfaEnrollment> {
    const userId =
      'token' in subject ? (await this.challenges.peek(subject.token, 'enroll')).userId : subject.userId;
    const [user] = await this.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized(MFA_MESSAGES.tokenInvalid, 'mfa_token_not_valid');
    const secret = new Secret({ size: 20 });
    const sealed = this.sealer().seal(secret.base32, sealContext(userId));
    // An enabled authenticator is never replaced here: turning it off needs a code first.
    const [row] = await this.db
      .insert(userMfa)
      .values({ userId, secretSealed: sealed })
      .onConflictDoUpdate({
        target: userMfa.userId,
        set: { secretSealed: sealed, lastStep: null, createdAt: sql`now()` },
        setWhere: isNull(userMfa.enabledAt),
      })
      .returning({ userId: userMfa.userId });
    if (!row) throw conflict(MFA_MESSAGES.alreadyEnabled, 'mfa_already_enabled');
    return { secret: secret.base32, otpauth_url: totp(secret, user.username).toString() };
  }

  /** POST /api/auth/mfa/enroll/confirm: the first code turns it on; the recovery codes are shown this once. */
  async confirmEnrollment(subject: MfaSubject, code: string): Promise<MfaEnrolled> {
    const challenge: TakenChallenge | null =
      'token' in subject ? await this.challenges.attempt(subject.token, 'enroll') : null;
    const userId = challenge?.userId ?? ('userId' in subject ? subject.userId : 0);
    const recoveryCodes = newRecoveryCodes();
    await this.guarded(userId, () =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
        if (row?.enabledAt) throw conflict(MFA_MESSAGES.alreadyEnabled, 'mfa_already_enabled');
        if (!row) throw conflict(MFA_MESSAGES.enrollNotStarted, 'mfa_enrollment_not_started');
        const step = this.matchStep(row, code);
        if (step === null) throw wrongCode();
        // The secret the code was checked against is the one turned on (a parallel restart replaced it).
        const [enabled] = await tx
          .update(userMfa)
          .set({ enabledAt: sql`now()`, lastStep: step })
          .where(
            and(
              eq(userMfa.userId, userId),
              isNull(userMfa.enabledAt),
              eq(userMfa.secretSealed, row.secretSealed),
            ),
          )
          .returning({ userId: userMfa.userId });
        if (!enabled) throw conflict(MFA_MESSAGES.enrollChanged, 'mfa_enrollment_changed');
        await this.replaceRecoveryCodes(tx, userId, recoveryCodes);
        if (challenge) await this.challenges.finish(tx, challenge.id);
      }),
    );
    return { ...(await this.openSession(userId)), recovery_codes: recoveryCodes };
  }

  /** GET /api/auth/mfa */
  async status(userId: number): Promise<MfaStatus> {
    const state = await this.gate.state(this.db, userId);
    const [left] = await this.db
      .select({ n: count() })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, userId));
    return {
      enabled: state.enabled,
      enabled_at: state.enabledAt?.toISOString() ?? null,
      recovery_codes_left: state.enabled ? (left?.n ?? 0) : 0,
      required_by: state.requiredBy,
    };
  }

  /**
   * POST /api/auth/mfa/disable: a current code or a recovery code proves the person. An account
   * that must have two-factor enrols again at its next sign-in.
   */
  async disable(userId: number, code: string): Promise<MfaStatus> {
    await this.guarded(userId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.enabled(tx, userId);
        await this.consumeCode(tx, row, code);
        await this.remove(tx, userId);
      }),
    );
    return this.status(userId);
  }

  /** POST /api/auth/mfa/recovery-codes: a new set for a code; the old set stops working. */
  async renewRecoveryCodes(userId: number, code: string): Promise<{ recovery_codes: string[] }> {
    const recoveryCodes = newRecoveryCodes();
    await this.guarded(userId, () =>
      this.db.transaction(async (tx) => {
        const row = await this.enabled(tx, userId);
        await this.consumeCode(tx, row, code);
        await this.replaceRecoveryCodes(tx, userId, recoveryCodes);
      }),
    );
    return { recovery_codes: recoveryCodes };
  }

  /** Removes the authenticator and its recovery codes (turned off, reset by staff, withdrawal). */
  async remove(db: DbOrTx, userId: number): Promise<void> {
    await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await db.delete(userMfa).where(eq(userMfa.userId, userId));
  }

  private async enabled(tx: DbOrTx, userId: number) {
    const [row] = await tx
      .select()
      .from(userMfa)
      .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)))
      .limit(1);
    if (!row) throw conflict(MFA_MESSAGES.notEnabled, 'mfa_not_enabled');
    return row;
  }

  /** Uses up a TOTP code (its step, by compare-and-set) or a recovery code (its row); else 400. */
  private async consumeCode(tx: DbOrTx, row: typeof userMfa.$inferSelect, code: string): Promise<void> {
    if (!isTotpCode(code)) {
      const [used] = await tx
        .delete(mfaRecoveryCodes)
        .where(
          and(eq(mfaRecoveryCodes.userId, row.userId), eq(mfaRecoveryCodes.codeHash, recoveryCodeHash(code))),
        )
        .returning({ id: mfaRecoveryCodes.id });
      if (!used) throw wrongCode();
      return;
    }
    const step = this.matchStep(row, code);
    if (step === null) throw wrongCode();
    const [taken] = await tx
      .update(userMfa)
      .set({ lastStep: step })
      .where(and(eq(userMfa.userId, row.userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
      .returning({ userId: userMfa.userId });
    if (!taken) throw new AppError(400, MFA_MESSAGES.codeReused, 'mfa_code_reused');
  }

  /** The 30-second step the code belongs to (now, or one step either side), or null. */
  private matchStep(row: typeof userMfa.$inferSelect, code: string): number | null {
    const base32 = this.sealer().open(row.secretSealed, sealContext(row.userId));
    if (base32 === null)
      throw new Error(`two-factor secret of user ${row.userId} does not open with MFA_ENCRYPTION_KEY`);
    const now = Date.now();
    const delta = totp(Secret.fromBase32(base32), '').validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  }

  private sealer(): SecretBox {
    if (!this.box)
      throw new AppError(503, '2단계 인증을 사용할 수 없습니다. 관리자에게 문의해주세요.', 'mfa_unavailable');
    return this.box;
  }

  private async replaceRecoveryCodes(tx: DbOrTx, userId: number, codes: string[]): Promise<void> {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(code) })));
  }

  /**
   * Runs a code check under the account's failure count (shared by every API node): each try is
   * counted first and taken back when it succeeds, so parallel guesses cannot pass the limit; a
   * locked account is refused before its code is looked at.
   */
  private async guarded(userId: number, run: () => Promise<void>): Promise<void> {
    const key = `mfa-user:${userId}`;
    const { count: tries, ttlMs } = await this.attempts.hit(key, MFA_USER_FAILURE_WINDOW_MS);
    if (tries > MFA_USER_FAILURE_LIMIT) {
      await this.attempts.undo(key);
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      throw new AppError(429, MFA_MESSAGES.locked(Math.ceil(seconds / 60)), 'mfa_locked', undefined, seconds);
    }
    try {
      await run();
    } catch (error) {
      const guess =
        error instanceof AppError && (error.code === 'mfa_code_wrong' || error.code === 'mfa_code_reused');
      if (!guess) await this.attempts.undo(key);
      throw error;
    }
    await this.attempts.undo(key);
  }
}

function totp(secret: Secret, label: string) {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret });
}

const wrongCode = () => new AppError(400, MFA_MESSAGES.codeWrong, 'mfa_code_wrong');
