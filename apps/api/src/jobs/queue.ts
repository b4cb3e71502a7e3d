import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { DeliveryWorker } from '../modules/deliveries/delivery-worker.ts';
import type { DeliveryScheduler } from '../modules/orders/service.ts';

const DELIVER_ORDER = 'deliver-order';
/** The supplier catalogue sync, once a day at SUPPLIER_SYNC_HOUR_KST. */
const SUPPLIER_SYNC = 'supplier-sync';
const SUPPLIER_SYNC_HOUR_KST = 4;
/** Expiry reminders to recipients (issue #16 §4), once a day at 10:00 in Korea: not at night. */
const EXPIRY_REMINDERS = 'expiry-reminders';
const EXPIRY_REMINDERS_HOUR_KST = 10;
/** Anniversary gifts (issue #31 §3), once a day at 09:00 in Korea. */
const AUTO_GIFTS = 'auto-gifts';
const AUTO_GIFTS_HOUR_KST = 9;

/** The next 04:00 in Korea after `now`, and the Korean date it falls on (the job's singleton key). */
export function nextSupplierSync(now: Date): { at: Date; day: string } {
  return nextDailyRun(now, SUPPLIER_SYNC_HOUR_KST);
}

/** The next `hourKst`:00 in Korea after `now`, and the Korean date it falls on. */
export function nextDailyRun(now: Date, hourKst: number): { at: Date; day: string } {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  const at = new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate(), hourKst - 9));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return { at, day: new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10) };
}
/**
 * With the default 30 s leases (DELIVERY_LEASE_SECONDS) the sweep runs every 15 s: a dead worker's
 * deliveries are due again within 30 s and taken up within 45 s.
 */
const SWEEP_INTERVAL_MS = 15_000;
/**
 * The automatic-refund sweep runs after every order run and on every sweep, in every worker: under
 * this lock one at a time across the cluster (two over the same rows refused each other's refunds as
 * "already in progress", over a thousand warnings, and took 90 s for 433 failures).
 */
const REFUND_SWEEP_LOCK = 7_324_001_019;

/**
 * pg-boss in our own database (PGlite or PostgreSQL, through the same SQL adapter): one job per
 * order ("deliver what is due"), started after the reservation time or a retry's backoff.
 */
export class DeliveryQueue implements DeliveryScheduler {
  private readonly boss: PgBoss;
  private started = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private voucherSyncTimer: NodeJS.Timeout | undefined;
  private worker: DeliveryWorker | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: Pick<Logger, 'warn' | 'error' | 'info'>,
    /** Refunds failed deliveries that are due (DESIGN §4): after every run and on every sweep. */
    private readonly refundFailures: () => Promise<number> = async () => 0,
    /** Other upkeep on every sweep (abandoned card payments expire). */
    private readonly sweepTasks: ReadonlyArray<() => Promise<unknown>> = [],
    private readonly sweepIntervalMs = SWEEP_INTERVAL_MS,
    /** The voucher status sync and how often it runs (VOUCHER_SYNC_INTERVAL_SECONDS). */
    private readonly voucherSync?: { run: () => Promise<unknown>; intervalMs: number },
    /** The daily supplier catalogue sync (modules/supplier). */
    private readonly supplierSync?: () => Promise<unknown>,
    /** The daily expiry reminders (modules/reminders). */
    private readonly expiryReminders?: () => Promise<unknown>,
    /** The daily anniversary gifts (modules/auto-gifts). */
    private readonly autoGifts?: () => Promise<unknown>,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
      schedule: false,
      supervise: true,
      // The daily supplier sync's one-day singleton slot (below) must not outlast the archive
      // interval: pg-boss refuses such a send, and with the default 12 h the daily job was never queued.
      archiveCompletedAfterSeconds: 86_400,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /**
   * pg-boss's job insert (one per order, a constant text) prepared by name on each connection: planned
   * once instead of on every order (issue #32 §3).
   */
  private readonly namedInsert = {
    executeSql: (text: string, values: unknown[]) => this.database.execute(text, values, 'pgboss_insert_job'),
  };

  get isStarted(): boolean {
    return this.started;
  }

  async start(): Promise<void> {
    if (this.started) return;
    // pg-boss installs its schema on the first start and creates the queue (a partition): one
    // process at a time (db/client.ts); concurrent creates deadlocked in the scale-out test.
    await this.database.exclusive(async () => {
      await this.boss.start();
      await this.boss.createQueue(DELIVER_ORDER);
      await this.boss.createQueue(SUPPLIER_SYNC);
      await this.boss.createQueue(EXPIRY_REMINDERS);
      await this.boss.createQueue(AUTO_GIFTS);
    });
    this.started = true;
  }

  async scheduleOrder(orderId: number, runAt: Date): Promise<void> {
    try {
      await this.start();
      await this.boss.send(
        DELIVER_ORDER,
        { orderId },
        { startAfter: runAt, retryLimit: 5, retryBackoff: true, db: this.namedInsert },
      );
    } catch (error) {
      this.log.error({ err: error, orderId }, 'could not enqueue order delivery; the sweep will pick it up');
      throw error;
    }
  }

  /** Runs the worker in this process: jobs as they come, plus a sweep for anything left due. */
  async work(worker: DeliveryWorker): Promise<void> {
    this.worker = worker;
    await this.start();
    await this.boss.work<{ orderId: number }>(
      DELIVER_ORDER,
      { batchSize: 4, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        for (const job of jobs) {
          const result = await worker.processOrder(job.data.orderId);
          if (result.nextRunAt) await this.scheduleOrder(job.data.orderId, result.nextRunAt);
          // An issuing failure (5) is refunded at once, not at the next sweep.
          if (result.issuingFailed > 0) await this.refundFailuresLogged();
        }
      },
    );
    const sweep = async () => {
      try {
        await this.scheduleDue(worker);
      } catch (error) {
        this.log.error({ err: error }, 'delivery sweep failed');
      }
      await this.refundFailuresLogged();
      for (const task of this.sweepTasks) {
        await task().catch((error) => this.log.error({ err: error }, 'sweep task failed'));
      }
    };
    if (this.supplierSync) {
      await this.workDaily(
        SUPPLIER_SYNC,
        SUPPLIER_SYNC_HOUR_KST,
        this.supplierSync,
        'daily supplier catalogue sync',
      );
    }
    if (this.expiryReminders) {
      await this.workDaily(
        EXPIRY_REMINDERS,
        EXPIRY_REMINDERS_HOUR_KST,
        this.expiryReminders,
        'expiry reminders',
      );
    }
    if (this.autoGifts) {
      await this.workDaily(AUTO_GIFTS, AUTO_GIFTS_HOUR_KST, this.autoGifts, 'anniversary gifts');
    }
    await sweep();
    this.sweepTimer = setInterval(sweep, this.sweepIntervalMs);
    this.sweepTimer.unref();
    const sync = this.voucherSync;
    if (sync) {
      let running = false;
      this.voucherSyncTimer = setInterval(async () => {
        if (running) return;
        running = true;
        try {
          this.log.info({ result: await sync.run() }, 'voucher status sync');
        } catch (error) {
          this.log.error({ err: error }, 'voucher status sync failed');
        } finally {
          running = false;
        }
      }, sync.intervalMs);
      this.voucherSyncTimer.unref();
    }
  }

  /**
   * The sweep's part for deliveries: a job for every order with something due that has none waiting
   * to start. Every worker sweeps every 15 s; queueing again an order whose job is still waiting
   * (a backlog after an outage) grew the queue faster than workers empty it: 16,000 idle jobs ahead
   * of the due ones in the fault run, and sends crawled. A job of a dead worker (active) does not
   * count: its order is queued anew. Answers how many orders were queued.
   */
  async scheduleDue(worker: Pick<DeliveryWorker, 'dueOrders'>): Promise<number> {
    const due = await worker.dueOrders();
    if (due.length === 0) return 0;
    const { rows } = await this.database.execute(
      `select distinct (data->>'orderId')::bigint as order_id from pgboss.job
       where name = $1 and state in ('created', 'retry') and start_after <= now()
         and (data->>'orderId')::bigint = any($2::bigint[])`,
      [DELIVER_ORDER, due],
    );
    const waiting = new Set(rows.map((r) => Number(r.order_id)));
    const missing = due.filter((orderId) => !waiting.has(orderId));
    for (const orderId of missing) await this.scheduleOrder(orderId, new Date());
    return missing.length;
  }

  /**
   * A job once a day at `hourKst`:00 in Korea. Every worker queues the next run on start and after
   * each run; the key (the Korean date) and a one-day singleton slot keep it to one job a day across
   * processes. A failed run (a sync already running, a supplier outage) waits for the next day.
   */
  private async workDaily(name: string, hourKst: number, run: () => Promise<unknown>, label: string) {
    const schedule = async () => {
      const { at, day } = nextDailyRun(new Date(), hourKst);
      await this.boss
        .send(name, {}, { startAfter: at, singletonKey: day, singletonSeconds: 86_400 })
        .catch((error) => this.log.error({ err: error }, `could not queue the ${label}`));
    };
    await this.boss.work(name, { pollingIntervalSeconds: 60 }, async () => {
      try {
        this.log.info({ result: await run() }, label);
      } catch (error) {
        this.log.error({ err: error }, `${label} failed`);
      }
      await schedule();
    });
    await schedule();
  }

  /**
   * Refunds what is due unless another process (or this one) is at it: the number refunded, or
   * undefined when the sweep was left to the one under way.
   */
  refundSweep(): Promise<number | undefined> {
    return this.database.alone(REFUND_SWEEP_LOCK, this.refundFailures);
  }

  private async refundFailuresLogged() {
    try {
      const refunded = await this.refundSweep();
      if (refunded) this.log.info({ refunded }, 'failed deliveries refunded automatically');
    } catch (error) {
      this.log.error({ err: error }, 'automatic refunds failed');
    }
  }

  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.voucherSyncTimer) clearInterval(this.voucherSyncTimer);
    // The worker hands back what it has not started, so pg-boss's graceful stop only waits for sends in flight.
    this.worker?.stop();
    if (this.started) await this.boss.stop({ graceful: true, timeout: 5000 });
    this.started = false;
  }
}
