import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freePort, sleep, startNode, until, waitReady, within } from '../../test/cluster.ts';
import { api, driver, RecordingScheduler, testConfig } from '../../test/context.ts';
import { createMember, orderPayload } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loggerOptions } from '../http/logging.ts';
import { openDatabase } from './client.ts';

/**
 * Issue 28 §9: the embedded database on a disk that fills up, and on one that turns read-only. Its directory is a 160 MB tmpfs of
 * its own (a real ENOSPC, as root), filled to the last byte once the app runs; the next write needs
 * a new WAL segment PostgreSQL cannot create. Before, the statement after that failure spun the CPU
 * inside PGlite forever: the process answered nothing, /readyz neither, and stayed so once the disk
 * had room again. Now the API answers 503 storage_unavailable with the reason logged, /readyz
 * answers 503 at once, and the database is reopened by itself when the disk can be written again.
 *
 * Read-only: a disk the kernel turned read-only under the running process, as ext4 does after an
 * I/O error with errors=remount-ro (`mount -o remount,abort` forces exactly that; a plain
 * `remount,ro` is refused while the database holds its files open for writing). The operator's
 * repair is unmount, fsck, mount again; the process reopens the database on the new mount by itself.
 */
const isRoot = process.getuid?.() === 0;
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    callback();
  },
});
const logged = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });

/** Writes zeros until the filesystem has no byte left. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

/** An app on the embedded database in `dataDir`, run as `npm start` runs it (the job queue polls). */
async function startApp(dataDir: string) {
  const database = await openDatabase({ dataDir, storageRetryMs: 500 });
  await database.migrate();
  const app = await buildApp({
    config: testConfig({ dataDir }),
    database,
    logger: { ...loggerOptions({ logLevel: 'info', logFormat: 'json' }), stream },
    scheduler: new RecordingScheduler(),
  });
  await app.ready();
  await app.services.queue.start();
  expect((await api(app, 'GET', '/readyz')).statusCode).toBe(200);
  const member = await createMember(database.db);
  const login = () =>
    api(app, 'POST', '/api/auth/login', { body: { username: member.username, password: member.password } });
  return { database, app, login };
}

type Running = Awaited<ReturnType<typeof startApp>>;

async function stopApp(running: Running | undefined, mountDir: string, scratch: string) {
  await running?.app.close();
  await running?.database.close();
  // Detached lazily: whatever still holds a file there, the test leaves nothing mounted.
  execFileSync('umount', ['-l', mountDir]);
  rmSync(scratch, { recursive: true, force: true });
}

/** The storage failure as the API and the probe show it: 503, the Korean message, /readyz within 2 s. */
async function expectStorageUnavailable({ app, login }: Running) {
  for (let i = 0; i < 3; i++) {
    const res = await login();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toMatchObject({
      code: 'storage_unavailable',
      message: '저장 공간 문제로 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
    });
  }
  const started = Date.now();
  const ready = await api(app, 'GET', '/readyz');
  expect(Date.now() - started).toBeLessThan(2000);
  expect(ready.statusCode).toBe(503);
  expect(ready.body.code).toBe('storage_unavailable');
  // Reads are refused too (the instance is not entered again), quickly.
  expect((await api(app, 'GET', '/api/goods')).statusCode).toBe(503);
}

/** Back by itself: /readyz 200 within 15 s of the disk being writable, the data intact, writes work. */
async function expectRecovered({ app, database, login }: Running, since: number) {
  await until('/readyz to answer 200 once the disk can be written', async () => {
    return (await api(app, 'GET', '/readyz')).statusCode === 200;
  });
  expect(Date.now() - since).toBeLessThan(15_000);
  // The member written before the failure is still there, and new WAL segments can be made.
  expect((await login()).statusCode).toBe(200);
  await database.execute('select pg_switch_wal()');
  expect((await login()).statusCode).toBe(200);
  expect(logged().some((l) => l.msg === 'embedded database: writes again, serving')).toBe(true);
}

const failureLogged = () =>
  logged().find((l) => l.level >= 50 && l.msg.startsWith('embedded database: its disk'));

describe.skipIf(driver !== 'pglite' || !isRoot)('the embedded database on a full disk', () => {
  const mountDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-disk-'));
  const filler = path.join(mountDir, 'filler');
  let running: Running;

  beforeAll(async () => {
    lines.length = 0;
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountDir]);
    running = await startApp(path.join(mountDir, 'data'));
  }, 120_000);

  afterAll(() => stopApp(running, mountDir, mountDir));

  it('answers 503 with a Korean message and a logged reason, /readyz within 2 s, and recovers', async () => {
    expect((await running.login()).statusCode).toBe(200);

    fillDisk(filler);
    // The next write goes to a new WAL segment, which cannot be created on the full disk.
    await running.database.execute('select pg_switch_wal()');
    await expectStorageUnavailable(running);
    expect(failureLogged()?.reason).toMatch(/No space left on device/);
    // Still full a few retries later: still 503, never a hang.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await running.login()).statusCode).toBe(503);

    rmSync(filler);
    await expectRecovered(running, Date.now());
  }, 90_000);
});

/** Loop devices and ext4 (a container without them skips the read-only case). */
const canLoopMount = isRoot && existsSync('/dev/loop-control') && existsSync('/usr/sbin/mkfs.ext4');

describe.skipIf(driver !== 'pglite' || !canLoopMount)(
  'the embedded database on a disk turned read-only',
  () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'bizgift-ro-'));
    const image = path.join(work, 'disk.img');
    const mountDir = path.join(work, 'mnt');
    const mount = () => execFileSync('mount', ['-o', 'loop,errors=remount-ro', image, mountDir]);
    let running: Running;

    beforeAll(async () => {
      lines.length = 0;
      mkdirSync(mountDir);
      execFileSync('truncate', ['-s', '200M', image]);
      execFileSync('mkfs.ext4', ['-q', '-F', image]);
      mount();
      running = await startApp(path.join(mountDir, 'data'));
    }, 120_000);

    afterAll(() => stopApp(running, mountDir, work));

    it('answers 503 with a Korean message and a logged reason, /readyz within 2 s, and recovers after the repair', async () => {
      expect((await running.login()).statusCode).toBe(200);
      // What was committed is on the disk before it fails (PGlite does not fsync its files itself).
      execFileSync('sync');

      execFileSync('mount', ['-o', 'remount,abort', mountDir]);
      const mounted = readFileSync('/proc/mounts', 'utf8')
        .split('\n')
        .find((line) => line.includes(mountDir));
      expect(mounted).toMatch(/\bro\b|emergency_ro/);
      const failed = Date.now();
      await expectStorageUnavailable(running);
      expect(Date.now() - failed).toBeLessThan(2000);
      expect(failureLogged()?.reason).toMatch(/Read-only file system/);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await running.login()).statusCode).toBe(503);

      // The operator's repair: unmount, fsck, mount again. Unmounting needs every file on the disk
      // closed: the failed instance's files are (else: "target is busy", and a mount meanwhile only
      // brings back the same read-only filesystem).
      execFileSync('umount', [mountDir]);
      // 0 clean, 1 errors corrected (the aborted journal), 2 corrected, reboot advised: all repaired.
      expect(spawnSync('e2fsck', ['-f', '-y', image]).status).toBeLessThanOrEqual(2);
      mount();
      await expectRecovered(running, Date.now());
    }, 90_000);
  },
);

/**
 * A data directory that stops taking new files while the shop runs (a bind mount gone read-only
 * for new files, an immutable directory): files already open still take
 * writes, but the next WAL segment or a table's next file cannot be created. The shop as `npm start`
 * runs it (a real process: job queue, delivery worker, the unhandled-rejection guard), on the
 * embedded database in a tmpfs of its own, with members ordering throughout. Before, the first
 * refusal (42501 "Operation not permitted") answered 500 and the instance was never retired: later
 * statements failed for good (58P02) or spun, /readyz said 200, and a job queue call that met the
 * failure ended the process ("unhandled rejection: exiting"). Now: 503 storage_unavailable, never
 * 500, the process stays up, and once the directory takes files again it serves again by itself
 * with every order it had accepted.
 */
const directoryStops = [
  {
    how: 'every directory immutable (chattr +i: creating a file is refused with EPERM)',
    stop: (mountDir: string) =>
      execFileSync('find', [mountDir, '-type', 'd', '-exec', 'chattr', '+i', '{}', '+']),
    resume: (mountDir: string) =>
      execFileSync('find', [mountDir, '-type', 'd', '-exec', 'chattr', '-i', '{}', '+']),
  },
];

describe.skipIf(driver !== 'pglite' || !isRoot)(
  'the embedded shop when its data directory stops taking new files',
  () => {
    for (const { how, stop, resume } of directoryStops) {
      it(`answers 503, stays up and serves again with every accepted order: ${how}`, async () => {
        const mountDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-nofiles-'));
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=300m,nr_inodes=100000', 'tmpfs', mountDir]);
        const port = await freePort();
        const node = startNode(
          'server',
          'embedded',
          {
            NODE_ENV: 'development',
            LOG_FORMAT: 'json',
            LOG_LEVEL: 'info',
            HOST: '127.0.0.1',
            DATA_DIR: path.join(mountDir, 'data'),
            JWT_SECRET: 'x'.repeat(64),
            SEED_DEMO: 'true',
            SEED_DEMO_HISTORY: 'false',
          },
          port,
        );
        let stopped = false;
        try {
          await waitReady(node);
          const login = await call(node.url, 'POST', '/api/auth/login', {
            body: { username: 'bizdemo', password: 'Demo!2345' },
          });
          expect(login.status).toBe(200);
          const token = login.body.data.access as string;
          const goods = (await call(node.url, 'GET', '/api/goods?limit=1', { token })).body.data;
          const item = (goods.results ?? goods)[0] as { id: number; price: number };
          const balance = async () =>
            Number((await call(node.url, 'GET', '/api/payments/balance', { token })).body.data.recharge);
          const before = await balance();
          const accepted: number[] = [];
          const answers = new Map<string, number>();
          const order = async () => {
            const res = await call(node.url, 'POST', '/api/orders', {
              token,
              body: orderPayload([item], ['01055550001']),
            });
            const key = `${res.status} ${res.body.code ?? ''}`.trim();
            answers.set(key, (answers.get(key) ?? 0) + 1);
            if (res.status === 201) accepted.push(res.body.data.id);
            return res;
          };
          for (let i = 0; i < 5; i++) expect((await order()).status).toBe(201);

          stop(mountDir);
          stopped = true;
          // Orders go on until the database needs a new file (a table's next fork, the next WAL
          // segment): from then on 503 with the storage message, the probe too.
          const refused = await until(
            'an order refused with 503 storage_unavailable',
            async () => {
              const res = await order();
              return res.status === 503 && res;
            },
            60_000,
          );
          expect(refused.body).toMatchObject({
            code: 'storage_unavailable',
            message: '저장 공간 문제로 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
          });
          const ready = await call(node.url, 'GET', '/readyz');
          expect(ready.status).toBe(503);
          expect(ready.body.code).toBe('storage_unavailable');
          // A few seconds more of orders, reopen attempts and the worker's sweeps: 503, never an exit.
          const failedAt = Date.now();
          while (Date.now() - failedAt < 6000) {
            expect((await order()).status).toBe(503);
            await sleep(200);
          }
          expect(node.alive).toBe(true);

          resume(mountDir);
          stopped = false;
          const resumedAt = Date.now();
          await until(
            '/readyz to answer 200 once the directory takes files again',
            async () => (await call(node.url, 'GET', '/readyz')).status === 200,
            30_000,
          );
          expect(Date.now() - resumedAt).toBeLessThan(15_000);
          // Every order it answered 201 is there, with its money taken once; new orders go through.
          for (const id of accepted)
            expect((await call(node.url, 'GET', `/api/orders/${id}`, { token })).status).toBe(200);
          expect((await order()).status).toBe(201);
          expect(await balance()).toBe(before - item.price * accepted.length);
          expect(answers.get('500 server_error') ?? 0).toBe(0);
          expect([...answers.keys()].sort()).toEqual(['201', '503 storage_unavailable']);
          expect(node.logged('unhandled rejection: exiting')).toBe(false);
          expect(node.logged('embedded database: writes again, serving')).toBe(true);
          expect(node.alive).toBe(true);
        } finally {
          if (stopped) resume(mountDir);
          node.child.kill('SIGTERM');
          await within(20_000, 'the server to stop', node.exited, node);
          execFileSync('umount', ['-l', mountDir]);
          rmSync(mountDir, { recursive: true, force: true });
        }
      }, 240_000);
    }
  },
);
