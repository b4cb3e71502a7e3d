import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { identityHashKey } from '../providers/account-providers.ts';
import { isEmpty, seedDemo } from './demo.ts';
import { seedDemoHistoryOrWarn } from './history.ts';

/** `npm run seed`: migrate and load the demo data into DATABASE_URL (or the embedded database). */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, identityHashKey(config));
    if (config.seedDemoHistory) {
      const app = await buildApp({ config, database, logger: false });
      try {
        await seedDemoHistoryOrWarn(database.db, app.services, (line) => console.warn(line));
      } finally {
        await app.close();
      }
    }
    console.log('데모 데이터를 넣었습니다. (회원 bizdemo / 관리자 admin)');
  } else {
    console.log('이미 데이터가 있어 데모 데이터를 넣지 않았습니다.');
  }
} finally {
  await database.close();
}
