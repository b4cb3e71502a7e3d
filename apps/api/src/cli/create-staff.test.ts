import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { api, driver, RecordingScheduler, testConfig } from '../../test/context.ts';
import { pgTemplateName } from '../../test/db-names.ts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run create-staff` makes production's first staff account a 최고 관리자, one that must enrol
 * in two-factor at its first sign-in where staff need it (production).
 */
it('creates a 최고 관리자 with the password from STAFF_PASSWORD, who enrols in two-factor first', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bizgift-cli-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (driver === 'pg') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `bizgift_cli_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplateName()}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    databaseUrl = dbUrl.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  try {
    const { stdout } = await run(
      process.execPath,
      ['scripts/run.mjs', 'create-staff', 'rootadmin', '최고관리자', 'root@bizgift.co.kr'],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          STAFF_PASSWORD: 'Strong!2345',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('최고 관리자 계정 rootadmin을(를) 만들었습니다.');
    expect(stdout).toContain('2단계 인증을 등록');
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.username, 'rootadmin'));
      expect(row).toMatchObject({ role: 'staff', staffRole: 'super', status: 'active' });
      const app = await buildApp({
        config: testConfig({ staffMfaRequired: true }),
        database,
        logger: false,
        scheduler: new RecordingScheduler(),
      });
      await app.ready();
      try {
        const login = await api(app, 'POST', '/api/auth/login', {
          body: { username: 'rootadmin', password: 'Strong!2345' },
        });
        expect(login.body.data).toEqual({ mfa_enrollment_required: true, mfa_token: expect.any(String) });
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
