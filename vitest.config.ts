import { randomBytes } from 'node:crypto';
import { defineConfig } from 'vitest/config';

// One id per run so the API test setup and its workers agree on template database names.
process.env.VITEST_RUN_ID ??= randomBytes(4).toString('hex');

const apiProject = (name: string, db: 'pglite' | 'pg') => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker imports the app's modules once and reuses them for its next files instead of
    // importing them again per file (that import was about half of this stage's CPU time). Every
    // file still builds its own app on its own fresh database (test/context.ts), and the app keeps
    // no module-level state; a worker is never shared between the two projects.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two files at a time on CI's two cores (vitest's default leaves one core idle): the PostgreSQL
    // files mostly wait on the database server, so the pair overlaps well.
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'] } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'pg')] : []),
    ],
  },
});
