import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { identityHashKey } from '../providers/account-providers.ts';
import { isEmpty, seedDemo } from './demo.ts';

/**
 * Whether the server loads the demo data (with its known passwords) into an empty database at
 * start. Production only with SEED_DEMO=true, never by default, embedded database or not; elsewhere
 * `auto` seeds a fresh embedded database, as `npm start` on a workstation expects.
 */
export function shouldSeedDemo(config: Pick<Config, 'env' | 'seedDemo' | 'databaseUrl'>): boolean {
  if (config.seedDemo !== 'auto') return config.seedDemo === 'true';
  return config.env !== 'production' && !config.databaseUrl;
}

/** main.ts's seeding step: true when the demo data was loaded now. */
export async function seedDemoOnStart(config: Config, database: Database): Promise<boolean> {
  if (!shouldSeedDemo(config) || !(await isEmpty(database.db))) return false;
  await seedDemo(database.db, identityHashKey(config));
  return true;
}
