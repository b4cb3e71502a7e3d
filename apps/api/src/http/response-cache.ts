import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedResponse {
  /** Encoded once: sending a Buffer skips the per-request string → UTF-8 conversion. */
  body: Buffer;
  /** The same body gzipped once, for clients that accept it (every browser). */
  gzip: Buffer | null;
  etag: string;
  contentType: string;
  cacheControl: string;
  expiresAt: number;
  /** A JSON answer (the front door serves only those, http/front-door.ts). */
  json: boolean;
  /** The route that computed it (`/api/goods`), the label of its request metrics. */
  route: string | undefined;
}

const GZIP_MIN_BYTES = 1024;

/**
 * Serialized public catalogue responses keyed by request URL, plus list counts by filter and search
 * rankings by filter and ordering.
 * Cleared as a whole when the database reports a catalogue change (NOTIFY catalog_changed from the
 * triggers of migration 0003), with a TTL as a safety net. Bounded: the oldest entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly counts = new Map<string, { n: number; expiresAt: number }>();
  /** Every match of a search, ranked, by filter and ordering: a page of it is a slice. */
  private readonly rankings = new Map<string, { ids: readonly number[]; expiresAt: number }>();
  private rankedIds = 0;
  /** Bumped on every clear, so a result computed before a change is not stored after it. */
  generation = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 60_000,
    /** Ids kept over all rankings (small integers, 4 to 8 bytes each): 2,000,000 is 8 to 16 MB. */
    private readonly maxRankedIds = 2_000_000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(
    key: string,
    body: string,
    generation: number,
    options: { contentType?: string; cacheControl?: string; route?: string } = {},
  ): CachedResponse {
    const bytes = Buffer.from(body, 'utf8');
    const contentType = options.contentType ?? 'application/json; charset=utf-8';
    const entry: CachedResponse = {
      body: bytes,
      gzip: bytes.length >= GZIP_MIN_BYTES ? gzipSync(bytes, { level: 6 }) : null,
      etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`,
      contentType,
      cacheControl: options.cacheControl ?? CATALOG_CACHE_CONTROL,
      expiresAt: Date.now() + this.ttlMs,
      json: contentType.startsWith('application/json'),
      route: options.route,
    };
    if (generation === this.generation) bounded(this.entries, this.maxEntries).set(key, entry);
    return entry;
  }

  /** A list count for one filter (page and ordering do not change it), computed once per catalogue version. */
  async count(key: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.counts.get(key);
    if (hit && hit.expiresAt >= Date.now()) return hit.n;
    const generation = this.generation;
    const n = await compute();
    if (generation === this.generation) {
      bounded(this.counts, this.maxEntries).set(key, { n, expiresAt: Date.now() + this.ttlMs });
    }
    return n;
  }

  ranking(key: string): readonly number[] | undefined {
    const hit = this.rankings.get(key);
    return hit && hit.expiresAt >= Date.now() ? hit.ids : undefined;
  }

  /** Keeps a ranking computed at `generation`, dropping the oldest ones to stay within the bound. */
  keepRanking(key: string, ids: readonly number[], generation: number): void {
    if (generation !== this.generation || ids.length > this.maxRankedIds) return;
    this.dropRanking(key);
    while (this.rankedIds + ids.length > this.maxRankedIds) {
      const oldest = this.rankings.keys().next().value;
      if (oldest === undefined) break;
      this.dropRanking(oldest);
    }
    this.rankings.set(key, { ids, expiresAt: Date.now() + this.ttlMs });
    this.rankedIds += ids.length;
  }

  private dropRanking(key: string): void {
    const old = this.rankings.get(key);
    if (!old) return;
    this.rankings.delete(key);
    this.rankedIds -= old.ids.length;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.counts.clear();
    this.rankings.clear();
    this.rankedIds = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

function bounded<K, V>(map: Map<K, V>, max: number): Map<K, V> {
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  return map;
}

/** Browsers may reuse a catalogue answer briefly, then revalidate with If-None-Match (→ 304). */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  return !!value && /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(value);
}

/** Sends a cached response (gzipped when accepted), or 304 when the client already holds it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
  reply.header('etag', entry.etag).header('cache-control', entry.cacheControl);
  if (entry.gzip) reply.header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  reply.type(entry.contentType);
  if (entry.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.body);
}
