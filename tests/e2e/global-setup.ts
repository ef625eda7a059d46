import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_ADMINS } from './support/fixtures.ts';
import { startServer } from './support/server.ts';

/**
 * Builds the client and the server bundle once and starts the real server (own PGlite) for all
 * e2e files. Workers start after this and inherit E2E_BASE_URL (the `baseURL` fixture reads it).
 * The returned function is Playwright's global teardown.
 */
export default async function globalSetup() {
  // A production build, whatever NODE_ENV the caller has (React's development runtime is slower and noisier).
  // Then the server's page renderer from the same sources (decision 032).
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await startServer({ DATA_DIR: dataDir, ADMIN_EMAILS: SHARED_ADMINS.join(',') });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
