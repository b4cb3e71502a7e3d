import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
