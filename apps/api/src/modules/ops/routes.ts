import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../http/error-handler.ts';
import type { FrontDoor } from '../../http/front-door.ts';
import { bearerMatches, Metrics } from './metrics.ts';

const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { when: number }[] };
/** drizzle's migrator records each migration's `when`; the newest this code knows must be there. */
const latestMigration = Math.max(...journal.entries.map((e) => e.when));

/** /readyz answers within this even when the database does not (a probe must not hang). */
const READINESS_TIMEOUT_MS = 1500;

function withinReadinessTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const NOT_FOUND = { status: 'fail', message: '요청한 주소를 찾을 수 없습니다.', code: 'not_found' };

export interface OpsOptions {
  database: Database;
  /** Whether this process's job queue has started (orders cannot be scheduled before). */
  queueStarted: () => boolean;
  /** /metrics is served only with this bearer token; without it the route answers 404. */
  metricsToken: string | undefined;
  /** Cached catalogue answers sent before Fastify (http/front-door.ts): timed by the same histogram. */
  frontDoor?: FrontDoor;
}

/**
 * Probes and metrics for load balancers, orchestrators and Prometheus (DESIGN §1 Operations).
 * /healthz: the process answers. /readyz: it can serve (database, migrations, queue). A plugin
 * without its own scope, so the latency hook sees every route of the app.
 */
export const opsRoutes = fp(async (app: FastifyInstance, opts: OpsOptions) => {
  const { database } = opts;
  const hide = { schema: { hide: true } };
  app.get('/healthz', hide, async () => ({ status: 'success', data: { ok: true } }));

  app.get('/readyz', hide, async (_request, reply) => {
    const checks = { database: false, migrations: false, queue: opts.queueStarted() };
    try {
      const { rows } = await withinReadinessTimeout(
        database.execute('select max(created_at)::float8 as latest from drizzle.__drizzle_migrations'),
      );
      checks.database = true;
      checks.migrations = Number(rows[0]?.latest ?? 0) >= latestMigration;
    } catch (error) {
      // Unreachable database, or no migrations table yet: not ready, and the answer says which.
      app.log.warn({ err: error }, 'readiness check: the database did not answer');
    }
    if (checks.database && checks.migrations && checks.queue) return { status: 'success', data: checks };
    if (database.storageFailure()) {
      // The embedded database's disk is full or read-only: said as such (the log has the reason).
      return reply.status(503).header('retry-after', '30').send({
        status: 'error',
        message: STORAGE_UNAVAILABLE_MESSAGE,
        code: 'storage_unavailable',
        data: checks,
      });
    }
    return reply.status(503).header('retry-after', '5').send({
      status: 'error',
      message: '서비스를 준비하고 있습니다.',
      code: 'not_ready',
      data: checks,
    });
  });

  if (!opts.metricsToken) {
    app.get('/metrics', hide, async (_request, reply) => reply.status(404).send(NOT_FOUND));
    return;
  }
  const token = opts.metricsToken;
  const metrics = new Metrics(database);
  metrics.observeRequests(app, opts.frontDoor);
  app.get('/metrics', hide, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) return reply.status(404).send(NOT_FOUND);
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
});
