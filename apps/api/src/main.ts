import { buildApp } from './app.ts';
import { assertApiConfig, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { rideOutDatabaseOutages } from './db/unavailable.ts';
import { describeProviders } from './providers/registry.ts';
import { seedDemoHistoryOrWarn } from './seed/history.ts';
import { seedDemoOnStart } from './seed/on-start.ts';
import { demoAccountWarning, startMessage } from './start-message.ts';

/** Start: config → database → migrations → (demo seed) → app → listen. */
const config = loadConfig();
assertApiConfig(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
});
await database.migrate();

// A fresh embedded database gets the demo data outside production; otherwise only with SEED_DEMO=true.
const seededNow = await seedDemoOnStart(config, database);

const app = await buildApp({ config, database });
rideOutDatabaseOutages(app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

// Started before listening so /readyz (and the first order) find the queue ready.
await app.services.queue.start();
// The demo member's history goes through the services, so it waits for the app (before listening).
if (seededNow && config.seedDemoHistory)
  await seedDemoHistoryOrWarn(database.db, app.services, (line) => app.log.warn(line));
await app.listen({ port: config.port, host: config.host });
for (const line of await startMessage(config, database)) app.log.info(line);
for (const line of await demoAccountWarning(config, database)) app.log.warn(line);
for (const line of describeProviders(config)) app.log[line.level](line.message);
// The delivery worker runs in this process unless it is scaled out with `npm run worker`.
if (config.runWorker) await app.services.queue.work(app.services.worker);
