// `npm start`: build the SPA when its sources are newer than the build (not in production), then
// serve SPA + API (compiled JavaScript in production, see run.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { commandFor } from './run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
if (process.env.NODE_ENV === 'production') {
  // Production serves what `npm run build` made; it never builds at start.
  if (!built) {
    console.error(
      '운영 모드(NODE_ENV=production)는 빌드된 화면으로 실행합니다. 먼저 `npm run build` 하세요.',
    );
    process.exit(1);
  }
} else if (built < Math.max(...sources.map(newestMtime))) {
  console.log('웹 화면을 빌드합니다…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, commandFor('server'), {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
