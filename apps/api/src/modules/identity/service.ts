import { createHmac, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES as M, type VerificationType } from '@bizgift/domain/account';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { AppError, conflict } from '../../http/errors.ts';
import {
  IdentityCallbackError,
  type IdentityPerson,
  type IdentityProvider,
} from '../../providers/identity/identity-provider.ts';
import { providerUnavailable } from '../../providers/registry.ts';

export const CALLBACK_PATH = '/api/identities/kcp/callback';

export interface IdentityResult {
  phoneNumber: string;
  name: string;
  birthDate: string;
  gender: string;
  carrier: string;
}

type Row = typeof identityVerifications.$inferSelect;

/** The person of a verification as stored: CI and DI only as keyed hashes. */
export type VerifiedPerson = Omit<IdentityPerson, 'ci' | 'di'> & { ciHash: string; diHash: string };

const toPerson = (row: Row): VerifiedPerson => ({
  name: row.name ?? '',
  phoneNumber: row.phoneNumber ?? '',
  birthDate: row.birthDate ?? '',
  gender: row.gender ?? '',
  carrier: row.carrier ?? '',
  ciHash: row.ciHash ?? '',
  diHash: row.diHash ?? '',
});

/**
 * HMAC-SHA256 of a CI or DI under the server's identity key: members are found by it, and a leaked
 * table does not give out the CI (a person key shared by every Korean site).
 */
export function identityHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** KCP-like order id: prefix, timestamp, 80 random bits (unguessable; the id is the bearer of the result). */
function newOrderId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `BG${stamp}${randomBytes(10).toString('hex').toUpperCase()}`;
}

/**
 * The life of one identity verification: issued (pending) → completed by the provider's callback
 * (success / fail / cancel) → consumed once by the action it was made for, within 10 minutes.
 */
export class IdentityService {
  constructor(
    private readonly db: Db,
    /** Undefined when identity verification is switched off (production without KCP credentials). */
    readonly provider: IdentityProvider | undefined,
    private readonly hashKey: string,
    /** An attempt is good for 10 minutes: KCP's popup closes after 10 (SPEC §4), so does our result. */
    private readonly ttlMinutes = 10,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async start(verificationType: VerificationType) {
    if (!this.provider) throw providerUnavailable('identity');
    const ordrIdxx = newOrderId();
    await this.db.insert(identityVerifications).values({
      ordrIdxx,
      verificationType,
      expiresAt: new Date(Date.now() + this.ttlMinutes * 60_000),
    });
    let popup: Awaited<ReturnType<IdentityProvider['prepare']>>;
    try {
      popup = await this.provider.prepare({ ordrIdxx, verificationType, returnUrl: CALLBACK_PATH });
    } catch (error) {
      this.log?.warn(
        { err: error, provider: this.provider.name },
        'identity request refused by the provider',
      );
      // The attempt can never complete: close it rather than leave it pending.
      await this.db
        .update(identityVerifications)
        .set({ status: 'fail' })
        .where(eq(identityVerifications.ordrIdxx, ordrIdxx));
      throw new AppError(502, M.identityHashFailed, 'identity_provider_error');
    }
    return {
      ...popup.fields,
      ordr_idxx: ordrIdxx,
      popup_url: popup.popupUrl,
      verification_type: verificationType,
      /** Which provider's page the popup shows ('kcp' or the sandbox). */
      provider: this.provider.name,
    };
  }

  /**
   * Records the provider's outcome. Only a pending, unexpired attempt changes; a second callback
   * for the same order id is refused so a result cannot be overwritten.
   */
  async complete(
    form: Record<string, string>,
  ): Promise<{ result: 'success' | 'fail' | 'cancel' | 'error'; ordrIdxx: string; message?: string }> {
    const ordrIdxx = typeof form.ordr_idxx === 'string' ? form.ordr_idxx.slice(0, 64) : '';
    // Our own attempt first (KCP's rule: match ordr_idxx to the merchant's records before asking
    // KCP to check the result): an unknown, finished or expired attempt never reaches the provider.
    const [current] = ordrIdxx ? await this.find(ordrIdxx) : [];
    if (!current) return { result: 'error', ordrIdxx, message: M.identityNotFound };
    if (current.status !== 'pending') return { result: 'error', ordrIdxx, message: M.identityUsed };
    if (current.expiresAt.getTime() <= Date.now())
      return { result: 'error', ordrIdxx, message: M.identityExpired };
    let outcome: Awaited<ReturnType<IdentityProvider['parseCallback']>>;
    try {
      if (!this.provider) throw new IdentityCallbackError(M.identityError);
      outcome = await this.provider.parseCallback(form);
      if (outcome.ordrIdxx !== ordrIdxx) throw new IdentityCallbackError(M.identityError, ordrIdxx);
    } catch (error) {
      if (error instanceof IdentityCallbackError) {
        this.log?.warn({ reason: error.message, ordrIdxx }, 'identity callback refused');
        return { result: 'error', ordrIdxx, message: M.identityError };
      }
      throw error;
    }
    const person = outcome.result === 'success' ? outcome.person : undefined;
    const [updated] = await this.db
      .update(identityVerifications)
      .set({
        status: outcome.result,
        name: person?.name,
        phoneNumber: person?.phoneNumber,
        birthDate: person?.birthDate,
        gender: person?.gender,
        carrier: person?.carrier,
        ciHash: person && identityHash(this.hashKey, person.ci),
        // Not every provider gives a DI (KG이니시스 does not): none is stored as none, not as a hash of ''.
        diHash: person ? (person.di ? identityHash(this.hashKey, person.di) : null) : undefined,
      })
      .where(
        and(
          eq(identityVerifications.ordrIdxx, outcome.ordrIdxx),
          eq(identityVerifications.status, 'pending'),
          gt(identityVerifications.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: identityVerifications.id });
    if (!updated) {
      const [row] = await this.find(outcome.ordrIdxx);
      const message = !row
        ? M.identityNotFound
        : row.status === 'pending'
          ? M.identityExpired
          : M.identityUsed;
      return { result: 'error', ordrIdxx: outcome.ordrIdxx, message };
    }
    if (outcome.result === 'success') return { result: 'success', ordrIdxx: outcome.ordrIdxx };
    return {
      result: outcome.result,
      ordrIdxx: outcome.ordrIdxx,
      message: outcome.message ?? (outcome.result === 'cancel' ? M.identityCancel : M.identityFail),
    };
  }

  /** GET /kcp/verify: the person of a successful, unused, unexpired verification. */
  async result(ordrIdxx: string, verificationType?: VerificationType): Promise<IdentityResult> {
    const person = await this.peek(ordrIdxx, verificationType);
    return {
      phoneNumber: person.phoneNumber,
      name: person.name,
      birthDate: person.birthDate,
      gender: person.gender,
      carrier: person.carrier,
    };
  }

  /** The person of a usable verification, without using it up. */
  async peek(ordrIdxx: string, verificationType?: VerificationType): Promise<VerifiedPerson> {
    const [row] = await this.find(ordrIdxx);
    return this.usable(row, verificationType);
  }

  /**
   * Marks the verification used inside the caller's transaction and returns its person. The
   * conditional update is the single-use guarantee: of two concurrent consumers only one gets the
   * row; if the caller's transaction rolls back, the verification stays usable.
   */
  async consume(tx: DbOrTx, ordrIdxx: string, verificationType: VerificationType): Promise<VerifiedPerson> {
    const [row] = await tx
      .update(identityVerifications)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(identityVerifications.ordrIdxx, ordrIdxx),
          eq(identityVerifications.status, 'success'),
          eq(identityVerifications.verificationType, verificationType),
          isNull(identityVerifications.usedAt),
          gt(identityVerifications.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (row) return toPerson(row);
    const [current] = await tx
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, ordrIdxx))
      .limit(1);
    this.usable(current, verificationType);
    // Usable when read again means another transaction holds it right now.
    throw conflict(M.identityUsed, 'identity_used');
  }

  /**
   * Throws the precise reason a verification cannot be used (every code starts with `identity_`, so
   * a screen can tell "verify again" apart from other failures); returns its person otherwise.
   */
  private usable(row: Row | undefined, verificationType?: VerificationType): VerifiedPerson {
    if (!row) throw new AppError(404, M.identityNotFound, 'identity_not_found');
    if (row.status !== 'success') throw new AppError(400, M.identityCheckFailed, 'identity_not_verified');
    if (verificationType !== undefined && row.verificationType !== verificationType) {
      throw new AppError(400, M.identityWrongType, 'identity_wrong_type');
    }
    if (row.usedAt) throw conflict(M.identityUsed, 'identity_used');
    if (row.expiresAt.getTime() <= Date.now()) throw new AppError(400, M.identityExpired, 'identity_expired');
    return toPerson(row);
  }

  private find(ordrIdxx: string) {
    return this.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, ordrIdxx))
      .limit(1);
  }
}
