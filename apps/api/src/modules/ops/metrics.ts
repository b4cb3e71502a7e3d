import { createHash, timingSafeEqual } from 'node:crypto';
import { DELIVERY_STATUS } from '@bizgift/domain/codes';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { FrontDoor } from '../../http/front-door.ts';
import { checkLedger } from '../wallet/ledger.ts';

/** The ledger check reads every wallet transaction: run at most this often per process. */
const LEDGER_CHECK_MAX_AGE_MS = 60_000;

/**
 * Prometheus metrics of one process. HTTP latency is observed in-process; deliveries, the queue,
 * the ledger and provider errors are read from the database at scrape time, so they describe the
 * whole cluster (the worker processes included) and any API node can be scraped for them.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private ledger: { at: number; ok: boolean; mismatched: number } | undefined;

  constructor(private readonly database: Database) {
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP answers by route pattern (not the raw URL), method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const metrics = this;
    new Gauge({
      name: 'bizgift_deliveries',
      help: 'Deliveries by status (0 pending, 1 sent, 2 in flight, 3 send failed, 4 refunded, 5 issuing failed)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const { rows } = await database.execute(
          'select status, count(*)::int as n from deliveries where not test group by status order by status',
        );
        this.reset();
        for (const row of rows) this.set({ status: String(row.status) }, Number(row.n));
      },
    });
    const due = async () => {
      const { rows } = await database.execute(
        `select count(*)::int as n, coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as age
         from deliveries where status in (${DELIVERY_STATUS.PENDING}, ${DELIVERY_STATUS.SENT}) and next_attempt_at <= now()`,
      );
      return { n: Number(rows[0]?.n ?? 0), age: Math.max(0, Number(rows[0]?.age ?? 0)) };
    };
    /**
     * The queue by state: due (pending, retry due, or a dead worker's lease run out), leased (a
     * worker holds it: in flight, or waiting for a killed worker's lease to run out), retrying (a
     * failed attempt waiting for its backoff) and scheduled (a reservation not yet due).
     */
    const states = async () => {
      const { rows } = await database.execute(
        `select
           count(*) filter (where next_attempt_at <= now())::int as due,
           count(*) filter (where status = ${DELIVERY_STATUS.SENT} and next_attempt_at > now())::int as leased,
           count(*) filter (where status = ${DELIVERY_STATUS.PENDING} and attempts > 0 and next_attempt_at > now())::int as retrying,
           count(*) filter (where status = ${DELIVERY_STATUS.PENDING} and attempts = 0 and next_attempt_at > now())::int as scheduled
         from deliveries where status in (${DELIVERY_STATUS.PENDING}, ${DELIVERY_STATUS.SENT})`,
      );
      const row = rows[0] ?? {};
      return {
        due: Number(row.due ?? 0),
        leased: Number(row.leased ?? 0),
        retrying: Number(row.retrying ?? 0),
        scheduled: Number(row.scheduled ?? 0),
      };
    };
    new Gauge({
      name: 'bizgift_delivery_queue_depth',
      help: "Deliveries the workers owe: due now, leased by a worker (in flight or a dead one's lease) and waiting to retry; reservations not yet due are not counted",
      registers: [this.registry],
      async collect() {
        const s = await states();
        this.set(s.due + s.leased + s.retrying);
      },
    });
    new Gauge({
      name: 'bizgift_delivery_queue',
      help: 'Unfinished deliveries by state: due, leased, retrying (backoff) and scheduled (reservation)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        for (const [state, n] of Object.entries(await states())) this.set({ state }, n);
      },
    });
    new Gauge({
      name: 'bizgift_delivery_oldest_due_age_seconds',
      help: 'How long the oldest due delivery has been waiting (0 when none is due)',
      registers: [this.registry],
      async collect() {
        this.set((await due()).age);
      },
    });
    new Gauge({
      name: 'bizgift_ledger_balanced',
      help: 'Ledger check: 1 when every wallet balance equals the sum of its ledger rows (checked at most once a minute)',
      registers: [this.registry],
      async collect() {
        this.set((await metrics.ledgerCheck()).ok ? 1 : 0);
      },
    });
    new Gauge({
      name: 'bizgift_ledger_mismatched_wallets',
      help: 'Wallets whose balance differs from their ledger (checked at most once a minute)',
      registers: [this.registry],
      async collect() {
        this.set((await metrics.ledgerCheck()).mismatched);
      },
    });
    new Counter({
      name: 'bizgift_provider_errors_total',
      help: 'Failed calls to outside providers by kind (sms, email, voucher, payment, identity, business) and provider, from every process',
      labelNames: ['kind', 'provider'],
      registers: [this.registry],
      async collect() {
        const { rows } = await database.execute(
          'select kind, provider, count::float8 as n from provider_errors order by kind, provider',
        );
        this.reset();
        for (const row of rows)
          this.inc({ kind: String(row.kind), provider: String(row.provider) }, Number(row.n));
      },
    });
  }

  private async ledgerCheck() {
    if (!this.ledger || Date.now() - this.ledger.at > LEDGER_CHECK_MAX_AGE_MS) {
      const result = await checkLedger(this.database.db);
      this.ledger = { at: Date.now(), ok: result.ok, mismatched: result.mismatchedWallets.length };
    }
    return this.ledger;
  }

  /** One synchronous hook: the answer's time by the route it matched (unmatched URLs share one label). */
  observeRequests(app: FastifyInstance, frontDoor?: FrontDoor) {
    app.addHook('onResponse', (request, reply, done) => {
      this.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    frontDoor?.observe((method, route, status, seconds) =>
      this.httpDuration.observe({ method, route, status_code: status }, seconds),
    );
  }
}

/** Constant-time check of an `Authorization: Bearer <token>` header (both sides hashed to one length). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}
