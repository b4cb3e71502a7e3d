import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { databaseStorageError } from '../db/unavailable.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from './error-handler.ts';
import { AppError } from './errors.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const SWEEP_INTERVAL_MS = 60_000;

function storeUnavailable(cause: Error): AppError {
  // A full or unwritable database disk is said as such (and waited out longer), not as a busy moment.
  const storage = databaseStorageError(cause) !== undefined;
  const error = storage
    ? new AppError(503, STORAGE_UNAVAILABLE_MESSAGE, 'storage_unavailable')
    : new AppError(503, '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.', 'unavailable');
  error.cause = cause;
  return error;
}

/**
 * @fastify/rate-limit store in PostgreSQL (or PGlite): one row per key and window, counted by one
 * upsert, so every API node sees the same count. A window that has ended starts again at 1.
 */
/**
 * SQL counting one hit of a key in a fixed window (one upsert): the key and the window (ms) are SQL
 * expressions, `from` what they are read from (the API-key check counts in its own statement).
 * A window that has ended starts again at 1. Answers `hits` and `ttl` (ms left in the window).
 */
export const countHitSql = (key: string, windowMs: string, from = '') =>
  `insert into rate_limits as r (key, hits, reset_at)
     select ${key}, 1, now() + ${windowMs}::int * interval '1 millisecond' ${from}
     on conflict (key) do update set
       hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
       reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
     returning hits, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::int as ttl`;

/** Counts one hit of key in a fixed window (one upsert); a window that has ended starts again at 1. */
async function countInDatabase(database: Database, key: string, windowMs: number): Promise<AttemptCount> {
  const { rows } = await database.execute(countHitSql('$1', '$2'), [key, Math.ceil(windowMs)]);
  return { count: Number(rows[0]?.hits), ttlMs: Number(rows[0]?.ttl) };
}

class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly database: Database,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    countInDatabase(this.database, this.prefix + key, timeWindow).then(
      ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
      // Fail closed (a brute-force limit must not open while its store is away), with a 503.
      (error: Error) => callback(storeUnavailable(error)),
    );
  }

  child(route: Parameters<FastifyRateLimitStore['child']>[0]) {
    // The plugin passes the route's rate-limit options with `routeInfo` (its typings say otherwise).
    const { method, url } = (route as unknown as { routeInfo: RouteOptions }).routeInfo;
    return new PostgresRateLimitStore(this.database, `${this.prefix}${method}${url}-`);
  }
}

export interface AttemptCount {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Attempts per key in a fixed window, kept where the route limits are kept (so every API node
 * sees the same count): for limits that are not per client address, such as login failures per
 * username. Count first, then take the attempt back when it turns out not to count; so parallel
 * attempts can never get past the limit.
 */
export interface AttemptCounter {
  /** Kept in the database's rate_limits (countHitSql, ATTEMPT_PREFIX): a caller may count in its own statement. */
  readonly inDatabase: boolean;
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt of the current window back (it succeeded). */
  undo(key: string): Promise<void>;
}

export const ATTEMPT_PREFIX = 'attempt:';

class DatabaseAttemptCounter implements AttemptCounter {
  readonly inDatabase = true;
  constructor(private readonly database: Database) {}

  hit(key: string, windowMs: number) {
    return countInDatabase(this.database, ATTEMPT_PREFIX + key, windowMs).catch((error: Error) => {
      throw storeUnavailable(error);
    });
  }

  async undo(key: string) {
    await this.database.execute(
      'update rate_limits set hits = hits - 1 where key = $1 and hits > 0 and reset_at > now()',
      [ATTEMPT_PREFIX + key],
    );
  }
}

const REDIS_HIT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;
const REDIS_UNDO = `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

class RedisAttemptCounter implements AttemptCounter {
  readonly inDatabase = false;
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyInstance['log'],
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    try {
      const [count, ttl] = (await this.redis.eval(
        REDIS_HIT,
        1,
        this.prefix + ATTEMPT_PREFIX + key,
        Math.ceil(windowMs),
      )) as [number, number];
      return { count: Number(count), ttlMs: Number(ttl) };
    } catch (error) {
      // As the route limits in Redis (skipOnError): an outage lets attempts pass uncounted.
      this.log.warn({ err: error }, 'rate-limit store: Redis error, attempt not counted');
      return { count: 0, ttlMs: 0 };
    }
  }

  async undo(key: string) {
    await this.redis.eval(REDIS_UNDO, 1, this.prefix + ATTEMPT_PREFIX + key).catch((error: Error) => {
      this.log.warn({ err: error }, 'rate-limit store: Redis error, attempt not taken back');
    });
  }
}

export interface RateLimitStore {
  /** Options of @fastify/rate-limit. */
  plugin: RateLimitPluginOptions;
  attempts: AttemptCounter;
}

/**
 * Where the rate-limit counters live: Redis when REDIS_URL is set, else the database every node
 * already shares. Either way the limit holds across API processes. Also answers the attempt counter kept there.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  options: { database: Database; redisUrl: string | undefined; redisKeyPrefix: string },
): Promise<RateLimitStore> {
  if (options.redisUrl) {
    // No offline queue: while Redis is unreachable a count fails at once instead of piling up.
    const redis = new Redis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store: Redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Connected before the first request: without the offline queue, a count sent while the
    // connection is still opening would fail (this was a 500 on a busy machine).
    await redis.connect().catch((error: Error) => {
      redis.disconnect();
      throw new Error(`REDIS_URL: Redis does not answer (${error.message})`);
    });
    // A Redis outage must not turn every limited route into an error: requests pass uncounted
    // (logged above) until it is back, as they would with no limit at all.
    return {
      plugin: { redis, nameSpace: options.redisKeyPrefix, skipOnError: true },
      attempts: new RedisAttemptCounter(redis, options.redisKeyPrefix, app.log),
    };
  }
  const { database } = options;
  const sweep = setInterval(() => {
    database.execute('delete from rate_limits where reset_at < now()').catch((error) => {
      app.log.warn({ err: error }, 'rate-limit store: sweep failed');
    });
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', () => clearInterval(sweep));
  return {
    plugin: {
      store: class extends PostgresRateLimitStore {
        constructor() {
          super(database);
        }
      },
    },
    attempts: new DatabaseAttemptCounter(database),
  };
}
