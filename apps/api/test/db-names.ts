import os from 'node:os';
import path from 'node:path';

/** VITEST_RUN_ID is set once by the root vitest.config.ts, so setup and workers agree on names. */
const runId = () => process.env.VITEST_RUN_ID ?? 'local';

export const migrationsFolder = path.resolve(import.meta.dirname, '../src/db/migrations');
export const PGLITE_SNAPSHOT = path.join(os.tmpdir(), `bizgift-test-${runId()}.tar`);
export const pgTemplateName = () => `bizgift_tpl_${runId()}`;
