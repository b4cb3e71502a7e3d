/**
 * Prints the API's OpenAPI document (the same JSON as GET /api/docs/json) built from the routes on
 * an empty in-memory database: `node --import tsx apps/api/scripts/openapi.ts > openapi.json`.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

export async function openApiDocument(): Promise<object> {
  const database = await openDatabase({});
  await database.migrate();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), runWorker: false };
  const app = await buildApp({
    config,
    database,
    logger: false,
    scheduler: { scheduleOrder: async () => {} },
  });
  try {
    await app.ready();
    return app.swagger() as object;
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
