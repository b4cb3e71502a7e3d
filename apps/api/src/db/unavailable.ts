import type { Logger } from 'pino';

/** Socket errors of a database server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a connection lost mid-query or a connect timeout without a code. */
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/**
 * Whether `error` says the database cannot be reached right now (not that the request was wrong):
 * a refused or dropped connection, SQLSTATE class 08 (connection exception), or a server shutting
 * down (57P01 admin_shutdown, 57P02 crash_shutdown). Drizzle wraps the driver's error in `cause`.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02')
    )
      return code;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return 'connection_lost';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs of a database disk that is full (53100 disk_full) or cannot be written (58030 io_error). */
const STORAGE_CODES = new Set(['53100', '58030']);

/** The SQLSTATE of a full or unwritable database disk in `error` (or its `cause`), if that is what it says. */
export function databaseStorageError(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * pg-boss 10 completes or fails a finished job without awaiting it (manager.js `work`'s onFetch):
 * with the database away, that rejection reached nobody and Node ended the worker (issue 28 §10).
 * A rejection that only says the database is unreachable is logged and the process rides it out
 * (the job stays active and is retried after its expiry; our deliveries are guarded by their own
 * claims). So is one that says the database's disk is full or not writable: the embedded database
 * answers 503 and reopens itself meanwhile, and a background call of the job queue that met it
 * ended the process ("unhandled rejection: exiting"), the whole shop with it. Any other unhandled
 * rejection still ends the process, as Node's default would.
 */
export function rideOutDatabaseOutages(log: Pick<Logger, 'warn' | 'fatal'>): void {
  process.on('unhandledRejection', (reason) => {
    const code = databaseUnavailable(reason);
    if (code) {
      log.warn({ err: reason, dbCode: code }, 'database unreachable: a background call failed, carrying on');
      return;
    }
    const storage = databaseStorageError(reason);
    if (storage) {
      log.warn(
        { err: reason, dbCode: storage },
        'database disk full or not writable: a background call failed, carrying on',
      );
      return;
    }
    log.fatal({ err: reason }, 'unhandled rejection: exiting');
    process.exit(1);
  });
}
