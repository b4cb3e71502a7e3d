import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { SEEDED_DATA_DIR_KEY, seedTemplate } from './support/server.ts';

/** One migrated and seeded embedded database for the whole run; each journey copies it. */
export default async function setup(project: TestProject) {
  const dataDir = await seedTemplate();
  project.provide(SEEDED_DATA_DIR_KEY, dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
