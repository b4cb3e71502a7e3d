import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { AppError } from './errors.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

const SWEEP_INTERVAL_MS = 60_000;

function storeUnavailable(cause: Error): AppError {
  const error = new AppError(
    503,
    '요청이 많아 잠시 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
    'unavailable',
  );
  error.cause = cause;
  return error;
}

/**
 * @fastify/rate-limit store in PostgreSQL (or PGlite): one row per key and window, counted by one
 * upsert, so every API node sees the same count. A window that has ended starts again at 1.
 */
class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly database: Database,
    private readonly prefix = '',
  ) {}

  incr(key: string, callback: Callback, timeWindow: number) {
    this.database
      .execute(
        `insert into rate_limits as r (key, hits, reset_at)
         values ($1, 1, now() + $2::int * interval '1 millisecond')
         on conflict (key) do update set
           hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
         returning hits, greatest(0, ceil(extract(epoch from r.reset_at - now()) * 1000))::int as ttl`,
        [this.prefix + key, Math.ceil(timeWindow)],
      )
      .then(
        ({ rows }) => callback(null, { current: Number(rows[0]?.hits), ttl: Number(rows[0]?.ttl) }),
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

/**
 * Where the rate-limit counters live: Redis when REDIS_URL is set, else the database every node
 * already shares. Either way the limit holds across API processes. Returns the plugin's options.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  options: { database: Database; redisUrl: string | undefined; redisKeyPrefix: string },
): Promise<RateLimitPluginOptions> {
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
    return { redis, nameSpace: options.redisKeyPrefix, skipOnError: true };
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
    store: class extends PostgresRateLimitStore {
      constructor() {
        super(database);
      }
    },
  };
}
