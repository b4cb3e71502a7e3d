import { createInterface } from 'node:readline/promises';
import { checkPassword, checkUsername } from '@bizgift/domain/account';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

/**
 * `npm run create-staff -- <username> [fullname] [email]`: production's first staff account, a
 * 최고 관리자 (staff accounts, settings, supplier), who then adds 운영자 in the console.
 * The password comes from STAFF_PASSWORD or an interactive prompt; there is never a default.
 */
async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY)
    throw new Error('STAFF_PASSWORD 환경 변수로 비밀번호를 전달하거나 터미널에서 실행해주세요.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Keep the typed password off the screen.
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  const question = rl.question('비밀번호: ');
  output._writeToOutput = () => {};
  const password = await question;
  rl.close();
  process.stdout.write('\n');
  return password;
}

const [username, fullname = '운영관리자', email = `${username}@bizgift.co.kr`] = process.argv.slice(2);
if (!username) {
  console.error('사용법: npm run create-staff -- <아이디> [이름] [이메일]');
  process.exit(2);
}
const usernameCheck = checkUsername(username);
if (!usernameCheck.ok) {
  console.error(usernameCheck.message);
  process.exit(2);
}
const password = await readPassword();
const passwordCheck = checkPassword(password);
if (!passwordCheck.ok) {
  console.error(passwordCheck.message);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const [existing] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (existing) {
    console.error('이미 사용 중인 아이디입니다.');
    process.exitCode = 1;
  } else {
    await database.db.insert(users).values({
      username,
      passwordHash: await hashPassword(password),
      role: 'staff',
      staffRole: 'super',
      fullname,
      email,
    });
    console.log(`최고 관리자 계정 ${username}을(를) 만들었습니다.`);
    // Production signs every staff member in with two-factor: the first sign-in is the enrolment.
    console.log('운영 환경에서는 첫 로그인 때 인증 앱으로 2단계 인증을 등록해야 콘솔을 쓸 수 있습니다.');
  }
} finally {
  await database.close();
}
