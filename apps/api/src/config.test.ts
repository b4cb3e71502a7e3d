import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertApiConfig, loadConfig } from './config.ts';

const base = { NODE_ENV: 'development', DATA_DIR: '/tmp/bizgift-test-data' } as const;

describe('DATABASE_POOL_SIZE: PostgreSQL connections per process', () => {
  it('is 20 unless set, takes a whole number from 2 to 200, and refuses anything else', () => {
    expect(loadConfig(base).databasePoolSize).toBe(20);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const bad of ['1', '201', '2.5', 'many']) {
      expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('HOST: where the server listens', () => {
  it('is loopback in development (it seeds the published demo passwords), every interface in production, HOST when set', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: base.DATA_DIR }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    const production = { NODE_ENV: 'production', DATA_DIR: base.DATA_DIR, JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('the Docker image sets it explicitly, so a container keeps listening on every interface', () => {
    const dockerfile = readFileSync(path.resolve(import.meta.dirname, '../../../Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^\s*HOST=0\.0\.0\.0\b/m);
  });
});

describe('MFA_ENCRYPTION_KEY: the key sealing two-factor secrets', () => {
  it('outside production is generated into DATA_DIR once and read back; staff two-factor is not required there', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-mfa-key-'));
    const first = loadConfig({ ...base, DATA_DIR: dataDir });
    expect(first.mfaKey).toHaveLength(32);
    expect(readFileSync(path.join(dataDir, 'mfa-key'), 'utf8').trim()).toBe(first.mfaKey!.toString('hex'));
    expect(loadConfig({ ...base, DATA_DIR: dataDir }).mfaKey).toEqual(first.mfaKey);
    expect(first.staffMfaRequired).toBe(false);
  });

  it('in production comes from the environment (64 hex digits), else the server does not start; staff must use two-factor', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example.kr',
      DATA_DIR: '/tmp/bizgift-test-data',
    };
    const without = loadConfig(production);
    expect(without.mfaKey).toBeUndefined();
    expect(() => assertApiConfig(without)).toThrow(/MFA_ENCRYPTION_KEY/);
    const withKey = loadConfig({ ...production, MFA_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(withKey.mfaKey).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(withKey.staffMfaRequired).toBe(true);
    expect(() => assertApiConfig(withKey)).not.toThrow();
    for (const bad of ['ab', 'zz'.repeat(32), 'ab'.repeat(33)]) {
      expect(() => loadConfig({ ...production, MFA_ENCRYPTION_KEY: bad })).toThrow(/MFA_ENCRYPTION_KEY/);
    }
  });
});
