import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../test/cluster.ts';
import { driver } from '../../test/context.ts';
import { DEMO_MEMBER } from './demo.ts';

/**
 * A production start with SEED_DEMO=true, no provider credentials and no ALLOW_SANDBOX: the real
 * server process (src/main.ts) on a fresh embedded data directory, or a fresh PostgreSQL database.
 * The demo orders go through providers that are off, so they cannot be placed: the start skips
 * them with one warning line and serves; it used to end with an unhandled provider_unavailable.
 */
const apiRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-prod-start-'));
let child: ChildProcess | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

async function freshPostgresUrl(): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `bizgift_prodstart_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`create database ${name}`);
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

it('skips the demo orders it cannot place with one warning line, and keeps serving', async () => {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    JWT_SECRET: 'production-start-secret-0123456789abcdef',
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_DEMO: 'true',
    RUN_WORKER: 'false',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...(driver === 'pg' ? { DATABASE_URL: await freshPostgresUrl() } : {}),
  };
  const output: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiRoot, env });
  child = proc;
  let buffered = '';
  const collect = (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    output.push(...lines.filter(Boolean));
  };
  proc.stdout!.on('data', collect);
  proc.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));

  const started = await Promise.race([
    (async () => {
      while (!output.some((l) => l.includes('BizGift 시작'))) await new Promise((r) => setTimeout(r, 200));
      return true;
    })(),
    exited.then(() => false),
  ]);
  expect(started, output.join('\n')).toBe(true);

  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  expect(login.status).toBe(200);
  const parsed = output.flatMap((l) => {
    try {
      return [JSON.parse(l) as { level: number; msg: string }];
    } catch {
      return [];
    }
  });
  const skipped = parsed.filter((l) => l.msg.startsWith('데모 주문 기록'));
  expect(skipped).toHaveLength(1);
  expect(skipped[0]).toMatchObject({ level: 40 });
  expect(skipped[0]!.msg).toBe(
    '데모 주문 기록 4건을 넣지 않았습니다: 상품권 발행 서비스가 준비되지 않아 지금은 주문할 수 없습니다. 고객센터로 문의해주세요. (데모 계정·상품·충전 기록은 들어 있습니다)',
  );
  expect(output.join('\n')).not.toMatch(/provider_unavailable|Unhandled|AppError/);
  expect(proc.exitCode).toBeNull();
}, 180_000);
