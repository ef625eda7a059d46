// Builds the client and the server bundle when either is missing or older than its sources, so
// that `npm install && npm start` works on a fresh clone and after a pull.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const stale = (built, sources) => !existsSync(built) || sources.some((s) => newest(s) > statSync(built).mtimeMs);

// The server's page renderer (decision 032) is built with the client, from the same sources.
if (
  !existsSync('dist/ssr/entry-server.js') ||
  stale('dist/client/index.html', [
    'src/client',
    'src/shared',
    'src/domain',
    'public',
    'vite.config.ts',
    'package-lock.json',
  ])
) {
  console.log('Building the client…');
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
// The template's stamp is written last, so it stands for a complete server build.
if (
  stale('dist/server/pglite-template/stamp.json', [
    'src/server',
    'src/shared',
    'src/domain',
    'scripts/build-server.mjs',
    'package-lock.json',
  ])
) {
  console.log('Building the server…');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
