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
}

const GZIP_MIN_BYTES = 1024;

/**
 * Serialized public catalogue responses keyed by request URL, plus list counts keyed by filter.
 * Cleared as a whole when the database reports a catalogue change (NOTIFY catalog_changed from the
 * triggers of migration 0003), with a TTL as a safety net. Bounded: the oldest entries go first.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly counts = new Map<string, { n: number; expiresAt: number }>();
  /** Facts learnt from answering (e.g. a query plan that does not pay for a term), forgotten with the rest. */
  private readonly learnt = new Map<string, number>();
  /** Bumped on every clear, so a result computed before a change is not stored after it. */
  generation = 0;

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 60_000,
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
    options: { contentType?: string; cacheControl?: string } = {},
  ): CachedResponse {
    const bytes = Buffer.from(body, 'utf8');
    const entry: CachedResponse = {
      body: bytes,
      gzip: bytes.length >= GZIP_MIN_BYTES ? gzipSync(bytes, { level: 6 }) : null,
      etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`,
      contentType: options.contentType ?? 'application/json; charset=utf-8',
      cacheControl: options.cacheControl ?? CATALOG_CACHE_CONTROL,
      expiresAt: Date.now() + this.ttlMs,
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

  /** Remembers `key` until the catalogue changes (or the TTL passes). */
  learn(key: string, generation: number): void {
    if (generation === this.generation)
      bounded(this.learnt, this.maxEntries).set(key, Date.now() + this.ttlMs);
  }

  knows(key: string): boolean {
    return (this.learnt.get(key) ?? 0) >= Date.now();
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.counts.clear();
    this.learnt.clear();
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

function acceptsGzip(header: string | string[] | undefined): boolean {
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
