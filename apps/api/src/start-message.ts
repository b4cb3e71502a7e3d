import { eq } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema/users.ts';
import { DEMO_MEMBER, DEMO_STAFF } from './seed/demo.ts';

/** What someone starting the server needs to know first: where it is and what it runs on. */
export async function startMessage(config: Config, database: Database): Promise<string[]> {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    `BizGift 시작: http://${host}:${config.port}${config.publicUrl ? ` (공개 주소 ${config.publicUrl})` : ''}`,
  ];
  lines.push(`데이터베이스: ${describeDatabase(config, database)}`);
  lines.push(
    config.runWorker
      ? '발송 워커: 이 프로세스에서 실행'
      : '발송 워커: 이 프로세스에서는 끔 (npm run worker 로 따로 실행)',
  );
  if (config.env !== 'production' && (await hasDemoMember(database))) {
    lines.push(
      `데모 계정: 회원 ${DEMO_MEMBER.username} / ${DEMO_MEMBER.password}, 관리자 ${DEMO_STAFF.username} / ${DEMO_STAFF.password} (/admin)`,
    );
  }
  return lines;
}

function describeDatabase(config: Config, database: Database): string {
  if (database.driver === 'pglite') return `PGlite 내장 (${config.dataDir})`;
  // Host and database name only: the URL may carry a password.
  const url = URL.parse(config.databaseUrl ?? '');
  return url ? `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}` : 'PostgreSQL';
}

async function hasDemoMember(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_MEMBER.username))
    .limit(1);
  return row !== undefined;
}
