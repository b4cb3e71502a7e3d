// Runs an API entry point: compiled JavaScript in production (`npm run build` first; no tsx or
// esbuild at run time), the TypeScript sources through tsx otherwise.
//   node scripts/run.mjs server | worker | seed | create-staff [args…]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entries = {
  server: 'main',
  worker: 'jobs/worker-main',
  seed: 'seed/cli',
  'create-staff': 'cli/create-staff',
};

export function commandFor(name, env = process.env) {
  const entry = entries[name];
  if (!entry) throw new Error(`unknown entry ${name}; one of ${Object.keys(entries).join(', ')}`);
  if (env.NODE_ENV !== 'production')
    return ['--import', 'tsx', path.join(root, 'apps/api/src', `${entry}.ts`)];
  const compiled = path.join(root, 'apps/api/dist', `${entry}.js`);
  if (!existsSync(compiled)) {
    console.error(
      '운영 모드(NODE_ENV=production)는 빌드된 JavaScript로 실행합니다. 먼저 `npm run build` 하세요.',
    );
    process.exit(1);
  }
  // The condition makes @bizgift/domain resolve to its compiled dist/ instead of its .ts sources.
  return ['--conditions=bizgift-compiled', '--enable-source-maps', compiled];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [name = 'server', ...args] = process.argv.slice(2);
  const child = spawn(process.execPath, [...commandFor(name), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
