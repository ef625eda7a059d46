import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the client and the server bundle once and starts the real server (own PGlite) for all e2e files. */
export default async function setup(project: TestProject) {
  // A production build (vitest sets NODE_ENV=test, which would bundle React's development runtime).
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const server = await startServer({ DATA_DIR: dataDir });
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
