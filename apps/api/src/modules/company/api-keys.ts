import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_TEXTS,
  type ApiKeyCreateRequest,
  type ApiKeyDto,
  type ApiKeyMode,
  type CreatedApiKeyDto,
} from '@bizgift/domain/api-keys';
import type { CompanyRole } from '@bizgift/domain/company';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/company.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { ATTEMPT_PREFIX, type AttemptCount, countHitSql } from '../../http/rate-limit-store.ts';
import type { ApiKeyAuthenticator, ApiKeyCaller, AuthUser, Owner } from '../auth/caller.ts';
import { ensureTestWallet } from '../wallet/ledger.ts';
import { logActivity } from './activity.ts';
import { apiKeyRoleOf, mayUseApiKey } from './policy.ts';

const MAX_KEYS = 20;
/** 24 random bytes: 32 URL-safe characters after `bgk_live_` / `bgk_test_`. */
const SECRET_BYTES = 24;
/** What the list shows of a key: its mode prefix and its first 4 secret characters. */
const SHOWN_CHARACTERS = 4;
const KEY_PATTERN = /^bgk_(live|test)_[A-Za-z0-9_-]{24,100}$/;
/** last_used_at is written at most this often per key, so a busy key does not rewrite its row on every call. */
const TOUCH_EVERY = '1 minute';

const hashKey = (key: string) => createHash('sha256').update(key).digest();

type KeyRow = typeof apiKeys.$inferSelect;
const keyDto = (k: KeyRow): ApiKeyDto => ({
  id: k.id,
  name: k.name,
  mode: k.mode,
  prefix: k.prefix,
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
  created_at: k.createdAt.toISOString(),
});

interface FoundKey {
  id: number;
  name: string;
  mode: ApiKeyMode;
  secret_hash: string;
  company_id: number;
  created_by: number;
  username: string;
  company_role: CompanyRole;
  ok: boolean;
}

/**
 * API keys are an owner's: only owners make, see and revoke them. When their creator stops being an
 * owner (given another role, or removed from the company), nobody answerable holds them any more:
 * they are revoked in the transaction of that change, so from its commit every call with them is
 * 401, each one logged in the activity log. Returns the keys revoked (for the owners' notice).
 */
export async function revokeKeysOfCreator(
  tx: Tx,
  actor: Owner,
  creatorId: number,
  why: string,
): Promise<{ name: string; prefix: string; mode: ApiKeyMode }[]> {
  const rows = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: actor.userId })
    .where(
      and(
        eq(apiKeys.companyId, actor.companyId),
        eq(apiKeys.createdBy, creatorId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning();
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    await logActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      action: 'api_key.revoked',
      target: `${row.name} (${row.prefix}…)`,
      detail: `${row.mode} · ${why}`,
    });
  }
  return rows.map((r) => ({ name: r.name, prefix: r.prefix, mode: r.mode }));
}

/** How many keys a node remembers the id and mode of (a full map starts again empty). */
const SEEN_KEYS = 10_000;

/** API keys of a company (issue #30 §1): created and revoked by its owner, checked on each request. */
export class ApiKeyService implements ApiKeyAuthenticator {
  /**
   * sha256 (hex) → id and mode of keys this node has found valid: facts that never change for a
   * key, so the rate-limit count can be asked in parallel with the key's check (auth-guard.ts).
   * Whether the key may still act is never taken from here: it is read on every request.
   */
  private readonly seenKeys = new Map<string, { id: number; mode: ApiKeyMode }>();

  constructor(private readonly db: Db) {}

  /** The id and mode of a key this node has already found valid, without asking the database. */
  seen(key: string): { id: number; mode: ApiKeyMode } | undefined {
    return this.seenKeys.get(hashKey(key).toString('hex'));
  }

  mayUse(mode: ApiKeyMode, method: string, routeUrl: string | undefined): boolean {
    return mayUseApiKey(mode, method, routeUrl);
  }

  async create(owner: Owner, input: ApiKeyCreateRequest): Promise<CreatedApiKeyDto> {
    const key = `bgk_${input.mode}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
    const row = await this.db.transaction(async (tx) => {
      const [live] = await tx
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, owner.companyId), isNull(apiKeys.revokedAt)));
      if ((live?.n ?? 0) >= MAX_KEYS) throw new AppError(409, API_KEY_TEXTS.tooMany, 'too_many_keys');
      const [created] = await tx
        .insert(apiKeys)
        .values({
          companyId: owner.companyId,
          name: input.name,
          mode: input.mode,
          prefix: key.slice(0, `bgk_${input.mode}_`.length + SHOWN_CHARACTERS),
          secretHash: hashKey(key).toString('hex'),
          createdBy: owner.userId,
        })
        .returning();
      // The first test key opens the company's test world (issue #30 §2): its wallet of 10,000,000원.
      if (input.mode === 'test') await ensureTestWallet(tx, owner.userId);
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'api_key.created',
        target: `${created!.name} (${created!.prefix}…)`,
        detail: created!.mode,
      });
      return created!;
    });
    return { ...keyDto(row), key };
  }

  async list(companyId: number): Promise<ApiKeyDto[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.companyId, companyId))
      .orderBy(desc(apiKeys.id));
    return rows.map(keyDto);
  }

  /** Revoked at once: the next request with it, on any node, is refused (read on every request). */
  async revoke(owner: Owner, keyId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()`, revokedBy: owner.userId })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, owner.companyId), isNull(apiKeys.revokedAt)))
        .returning();
      if (!row) throw notFound(API_KEY_TEXTS.notFound);
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'api_key.revoked',
        target: `${row.name} (${row.prefix}…)`,
        detail: row.mode,
      });
    });
  }

  /**
   * The caller a key acts as, or null (401) for an unknown or revoked key, or one whose creator is
   * no longer an active member of the key's company. The key is found by the sha256 of the whole
   * key through its unique index: what the lookup's timing could reveal is about the hash, which
   * says nothing of the key; the hash read back is still compared in constant time. One round
   * trip: the lookup, the creator's state and the last-use stamp in one statement. With `count`
   * (the rate-limit counters are in the database) the key's hit is counted in that statement too,
   * when the key is valid and its mode is one of `count.modes` (those the route lets keys use).
   */
  async authenticate(
    key: string,
    count?: { windowMs: number; modes: readonly ApiKeyMode[] },
  ): Promise<(AuthUser & { apiKey: ApiKeyCaller; hit?: AttemptCount }) | null> {
    if (!KEY_PATTERN.test(key)) return null;
    const hash = hashKey(key);
    // Constants only (a number, the modes of our enum): safe to write into the statement.
    const modes = count?.modes.map((m) => `'${m}'`).join(', ');
    const hit = count
      ? sql.raw(
          `, hit as (${countHitSql(
            `'${ATTEMPT_PREFIX}api-key:' || k.id`,
            String(Math.ceil(count.windowMs)),
            `from k where k.ok and k.mode in (${modes || 'null'})`,
          )})`,
        )
      : sql.raw('');
    const { rows } = (await this.db.execute(sql`
      with k as (
        select k.id, k.name, k.mode, k.secret_hash, k.company_id, k.created_by, u.username, u.company_role,
          (u.status = 'active' and u.member_status = 'active' and u.company_id = k.company_id
            and u.company_role is not null) as ok
        from ${apiKeys} k join users u on u.id = k.created_by
        where k.secret_hash = ${hash.toString('hex')} and k.revoked_at is null),
      touched as (
        update ${apiKeys} set last_used_at = now()
        where id = (select id from k where ok)
          and (last_used_at is null or last_used_at < now() - ${TOUCH_EVERY}::interval))${hit}
      select k.*${sql.raw(count ? ', hit.hits, hit.ttl' : '')} from k${sql.raw(count ? ' left join hit on true' : '')}`)) as unknown as {
      rows: (FoundKey & { hits?: number | null; ttl?: number | null })[];
    };
    const found = rows[0];
    if (!found?.ok || !timingSafeEqual(Buffer.from(found.secret_hash, 'hex'), hash)) {
      this.seenKeys.delete(hash.toString('hex'));
      return null;
    }
    if (this.seenKeys.size >= SEEN_KEYS) this.seenKeys.clear();
    this.seenKeys.set(hash.toString('hex'), { id: Number(found.id), mode: found.mode });
    return {
      id: Number(found.created_by),
      role: 'member',
      staffRole: null,
      username: found.username,
      companyId: Number(found.company_id),
      companyRole: apiKeyRoleOf(found.company_role),
      apiKey: { id: Number(found.id), name: found.name, mode: found.mode },
      ...(found.hits == null ? {} : { hit: { count: Number(found.hits), ttlMs: Number(found.ttl) } }),
    };
  }
}
