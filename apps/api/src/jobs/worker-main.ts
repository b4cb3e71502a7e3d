import { buildApp } from '../app.ts';
import { assertServerConfig, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { rideOutDatabaseOutages } from '../db/unavailable.ts';

/** `npm run worker`: the delivery worker on its own (run the API with RUN_WORKER=false). */
const config = loadConfig();
// Messages carry {PUBLIC_URL}/v/{token}: a worker without it would send links to localhost.
assertServerConfig(config);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  poolSize: config.databasePoolSize,
  dataDir: config.dataDir,
});
await database.migrate();
const app = await buildApp({ config, database });
rideOutDatabaseOutages(app.log);
await app.ready();
await app.services.queue.work(app.services.worker);
app.log.info('delivery worker started');

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
