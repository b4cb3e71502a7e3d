import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { users } from './db/schema/users.ts';
import { verifyPassword } from './modules/auth/passwords.ts';
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

/**
 * Production with a demo account that still has its published password (SEED_DEMO=true, or a
 * database seeded elsewhere): one loud warning per account, logged at warn level on every start.
 */
export async function demoAccountWarning(config: Config, database: Database): Promise<string[]> {
  if (config.env !== 'production') return [];
  const known = [DEMO_MEMBER, DEMO_STAFF];
  const rows = await database.db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        inArray(
          users.username,
          known.map((k) => k.username),
        ),
        eq(users.status, 'active'),
      ),
    );
  const lines: string[] = [];
  for (const account of known) {
    const row = rows.find((r) => r.username === account.username);
    if (row && (await verifyPassword(row.passwordHash, account.password))) {
      lines.push(
        `경고: 운영 환경(NODE_ENV=production)에 공개된 데모 계정 ${account.username} / ${account.password} 이 있습니다. ` +
          '누구나 로그인할 수 있으니 즉시 정지하거나 비밀번호를 바꾸세요 (SEED_DEMO=true 는 시험 서버에서만).',
      );
    }
  }
  return lines;
}
