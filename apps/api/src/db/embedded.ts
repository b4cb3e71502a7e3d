import { closeSync, existsSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Why the embedded database cannot write right now: the disk under it is full or read-only. */
export interface StorageFailure {
  /** SQLSTATE the answer carries: 53100 disk_full, 58030 io_error (read-only or failing disk). */
  code: '53100' | '58030';
  /** PostgreSQL's own words, e.g. could not write to file "pg_wal/xlogtemp.42": No space left on device. */
  reason: string;
  since: Date;
}

export interface StorageLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** A query refused because the embedded database stopped on a storage failure. */
export class StorageFailureError extends Error {
  readonly code: StorageFailure['code'];
  constructor(failure: StorageFailure, cause?: unknown) {
    super(`the embedded database cannot write (since ${failure.since.toISOString()}): ${failure.reason}`, {
      cause,
    });
    this.code = failure.code;
  }
}

/**
 * PostgreSQL's words for an operation on its own files that the operating system refused, e.g.
 * could not create file "pg_wal/xlogtemp.42": Operation not permitted, or could not write to log
 * file "000000010000000000000001" at offset 10665984, length 8192: Read-only file system.
 */
const FILE_OPERATION_FAILED = /could not [a-z ]+ (file|directory) ".+: /;

/**
 * A failure of the disk, not of the statement: the files under the database cannot be written.
 * PostgreSQL names the errno by SQLSTATE (errcode_for_file_access): ENOSPC 53100, EPERM / EACCES /
 * EROFS 42501 insufficient_privilege, ENOENT 58P01, EEXIST 58P02, anything else 58030. A directory
 * that stops taking new files (a bind mount gone read-only, an immutable directory) fails the next
 * WAL segment or a table's new file with EPERM (42501, answered 500 before); later statements on
 * that instance failed with 58P02 duplicate_file or spun, also once the directory took files again:
 * the shop answered 500 for good. Any of them retires the instance.
 */
function storageFailureOf(error: unknown): StorageFailure | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === '53100') return { code, reason: text, since: new Date() };
  if (code === '58030') return { code, reason: text, since: new Date() };
  if (
    (code === '42501' || (typeof code === 'string' && code.startsWith('58'))) &&
    FILE_OPERATION_FAILED.test(text)
  )
    return { code: '58030', reason: text, since: new Date() };
  return undefined;
}

/**
 * Closes the files a retired instance holds open (its WAL segment, tables), without entering it:
 * as a crash would. A disk the kernel turned read-only (ext4 errors=remount-ro) cannot be unmounted,
 * checked and mounted again while a process holds files on it; mounting it again meanwhile only
 * brings back the same read-only filesystem. Each descriptor is replaced by -1, so that the instance
 * could never write through a number the operating system hands out again (it is not entered again
 * anyway). PGlite keeps them in its Emscripten file system (NODEFS streams), not a public API: when
 * they are not found, nothing is closed and the log says so.
 */
function releaseFiles(instance: PGlite, log: StorageLog | undefined) {
  const streams = (instance as unknown as { mod?: { FS?: { streams?: unknown[] } } }).mod?.FS?.streams;
  if (!Array.isArray(streams)) {
    log?.warn(
      {},
      'embedded database: could not close the failed instance files; unmounting may need a restart',
    );
    return;
  }
  let closed = 0;
  for (const stream of streams as ({ nfd?: unknown } | null | undefined)[]) {
    if (typeof stream?.nfd !== 'number' || stream.nfd < 0) continue;
    try {
      closeSync(stream.nfd);
      closed++;
    } catch {
      // Already closed: nothing to release.
    }
    stream.nfd = -1;
  }
  log?.info({ closed }, 'embedded database: files of the failed instance closed');
}

type Raw = PGlite['execProtocolRaw'];
type Stream = PGlite['execProtocolStream'];
type Protocol = PGlite['execProtocol'];

/**
 * The embedded database (PGlite) in `dataDir`, kept usable across a full or read-only disk
 * (issue 28 §9). PGlite runs PostgreSQL in this thread: once a write of its own files failed (the
 * next WAL segment could not be created, a table could not grow), the next statement on that
 * instance spun the CPU forever inside WebAssembly, so the whole process stopped answering, /readyz
 * included, and stayed so after the disk had room again. Here the first storage error retires the
 * instance: nothing more enters it, every query is refused at once with a StorageFailureError
 * (the API answers 503 storage_unavailable), and every `retryMs` a fresh instance is opened on the
 * same directory (PostgreSQL's crash recovery replays the WAL: nothing committed is lost). It is
 * taken into use once it can switch to a new WAL segment and checkpoint; until then the disk is
 * still full and the next attempt follows.
 */
export class EmbeddedDatabase {
  /** What drizzle, the migrator and the job queue hold: forwards to the instance in use. */
  readonly client: PGlite;
  private current!: PGlite;
  private failure: StorageFailure | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private reopening = false;
  private closed = false;
  private log: StorageLog | undefined;
  private readonly listeners = new Set<{
    channel: string;
    onNotify: (payload?: string) => void;
    unsubscribe?: () => Promise<void>;
  }>();

  private constructor(
    private readonly dataDir: string,
    private readonly retryMs: number,
  ) {
    this.client = new Proxy({} as PGlite, {
      get: (_target, property) => {
        const value = Reflect.get(this.current, property, this.current);
        return typeof value === 'function' ? value.bind(this.current) : value;
      },
    });
  }

  static async open(dataDir: string, retryMs: number): Promise<EmbeddedDatabase> {
    const embedded = new EmbeddedDatabase(dataDir, retryMs);
    embedded.current = await embedded.create();
    return embedded;
  }

  storageFailure(): StorageFailure | undefined {
    return this.failure;
  }

  reportTo(log: StorageLog) {
    this.log = log;
  }

  async listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>> {
    const entry: { channel: string; onNotify: typeof onNotify; unsubscribe?: () => Promise<void> } = {
      channel,
      onNotify,
    };
    entry.unsubscribe = await this.current.listen(channel, (payload) => onNotify(payload));
    this.listeners.add(entry);
    return async () => {
      this.listeners.delete(entry);
      if (!this.failure && !this.current.closed) await entry.unsubscribe?.();
    };
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    // A retired instance is never entered again, not even to close it: it could spin.
    if (!this.failure) await this.current.close();
  }

  /**
   * Before a fresh instance is opened: the directory must still hold the database (an unmounted
   * volume leaves an empty directory, where PGlite would create a new, empty database) and take a
   * write (a read-only disk would fail the instance's start and leave its files open).
   */
  private probeDirectory() {
    if (!existsSync(path.join(this.dataDir, 'PG_VERSION')))
      throw new Error(`the database is not in ${this.dataDir} (is its disk mounted?)`);
    const probe = path.join(this.dataDir, '.write-probe');
    writeFileSync(probe, 'ok');
    unlinkSync(probe);
  }

  private async create(): Promise<PGlite> {
    const instance = await PGlite.create(this.dataDir, { extensions: { pg_trgm } });
    this.guard(instance);
    return instance;
  }

  /** Every statement enters PostgreSQL through execProtocolRaw; its errors come out of the other two. */
  private guard(instance: PGlite) {
    let retired: StorageFailure | undefined;
    const raw: Raw = instance.execProtocolRaw.bind(instance);
    const stream: Stream = instance.execProtocolStream.bind(instance);
    const protocol: Protocol = instance.execProtocol.bind(instance);
    const watch = async <T>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        const failure = error instanceof StorageFailureError ? undefined : storageFailureOf(error);
        if (!failure) throw error;
        if (!retired) {
          retired = failure;
          releaseFiles(instance, this.log);
          if (instance === this.current) this.fail(failure);
        }
        // As a storage failure (53100 / 58030), also the first one: PostgreSQL says a read-only
        // file is 42501 insufficient_privilege, which alone would have answered 500.
        throw new StorageFailureError(failure, error);
      }
    };
    instance.execProtocolRaw = (message, options) => {
      if (retired) return Promise.reject(new StorageFailureError(retired));
      return raw(message, options);
    };
    instance.execProtocolStream = (message, options) => watch(() => stream(message, options));
    instance.execProtocol = (message, options) => watch(() => protocol(message, options));
  }

  private fail(failure: StorageFailure) {
    this.failure = failure;
    this.log?.error(
      { dbCode: failure.code, reason: failure.reason, dataDir: this.dataDir },
      'embedded database: its disk is full or not writable; answering 503 storage_unavailable and reopening it when the disk can be written again',
    );
    this.scheduleReopen();
  }

  private scheduleReopen() {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.reopen(), this.retryMs);
    this.retryTimer.unref();
  }

  private async reopen() {
    if (this.reopening || this.closed || !this.failure) return;
    this.reopening = true;
    let instance: PGlite | undefined;
    try {
      this.probeDirectory();
      instance = await this.create();
      // The failure was creating the next WAL segment or growing a file: prove both work now.
      await instance.exec('select pg_switch_wal(); checkpoint;');
    } catch (error) {
      this.log?.warn(
        { err: error, dataDir: this.dataDir },
        'embedded database: still cannot write, trying again',
      );
      instance = undefined;
    } finally {
      this.reopening = false;
    }
    if (!instance) return this.scheduleReopen();
    if (this.closed) {
      await instance.close();
      return;
    }
    const since = this.failure.since;
    this.current = instance;
    this.failure = undefined;
    for (const entry of this.listeners) {
      entry.unsubscribe = await instance.listen(entry.channel, (payload) => entry.onNotify(payload));
      // Notifications may have been missed meanwhile.
      entry.onNotify();
    }
    this.log?.info(
      { dataDir: this.dataDir, downSeconds: Math.round((Date.now() - since.getTime()) / 1000) },
      'embedded database: writes again, serving',
    );
  }
}
