import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/cluster.ts';
import { api, driver, RecordingScheduler, testConfig } from '../../test/context.ts';
import { createMember } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { loggerOptions } from '../http/logging.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * Issue 28 §9: the embedded database on a disk that fills up. Its directory is a 160 MB tmpfs of
 * its own (a real ENOSPC, as root), filled to the last byte once the app runs; the next write needs
 * a new WAL segment PostgreSQL cannot create. Before, the statement after that failure spun the CPU
 * inside PGlite forever: the process answered nothing, /readyz neither, and stayed so once the disk
 * had room again. Now the API answers 503 storage_unavailable with the reason logged, /readyz
 * answers 503 at once, and the database is reopened by itself when the disk can be written again.
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

describe.skipIf(driver !== 'pglite' || !isRoot)('the embedded database on a full disk', () => {
  const mountDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-disk-'));
  const filler = path.join(mountDir, 'filler');
  let database: Database;
  let app: FastifyInstance;
  let username: string;
  let password: string;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', mountDir]);
    const dataDir = path.join(mountDir, 'data');
    database = await openDatabase({ dataDir, storageRetryMs: 500 });
    await database.migrate();
    app = await buildApp({
      config: testConfig({ dataDir }),
      database,
      logger: { ...loggerOptions({ logLevel: 'info', logFormat: 'json' }), stream },
      scheduler: new RecordingScheduler(),
    });
    await app.ready();
    // As `npm start` runs it: the job queue polls the same database throughout.
    await app.services.queue.start();
    expect((await api(app, 'GET', '/readyz')).statusCode).toBe(200);
    const member = await createMember(database.db);
    username = member.username;
    password = member.password;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    // A retired instance may still hold files open: detach lazily.
    execFileSync('umount', ['-l', mountDir]);
    rmSync(mountDir, { recursive: true, force: true });
  });

  const loginAnswer = () => api(app, 'POST', '/api/auth/login', { body: { username, password } });

  it('answers 503 with a Korean message and a logged reason, /readyz within 2 s, and recovers', async () => {
    expect((await loginAnswer()).statusCode).toBe(200);

    fillDisk(filler);
    // The next write goes to a new WAL segment, which cannot be created on the full disk.
    await database.execute('select pg_switch_wal()');
    for (let i = 0; i < 3; i++) {
      const res = await loginAnswer();
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
    const failure = logged().find((l) => l.level >= 50 && l.msg.startsWith('embedded database: its disk'));
    expect(failure?.reason).toMatch(/No space left on device/);
    // Still full a few retries later: still 503, never a hang.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await loginAnswer()).statusCode).toBe(503);

    rmSync(filler);
    const back = Date.now();
    await until('/readyz to answer 200 once the disk has room', async () => {
      return (await api(app, 'GET', '/readyz')).statusCode === 200;
    });
    const recoveredAfterMs = Date.now() - back;
    expect(recoveredAfterMs).toBeLessThan(15_000);
    expect((await loginAnswer()).statusCode).toBe(200);
    // The member written before the failure is still there, and new WAL segments can be made.
    await database.execute('select pg_switch_wal()');
    expect((await loginAnswer()).statusCode).toBe(200);
    expect(logged().some((l) => l.msg === 'embedded database: writes again, serving')).toBe(true);
  }, 90_000);
});
