import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '#server/app.ts';
import { loadConfig, type AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = { app: App; database: Database; config: AppConfig; close(): Promise<void> };

/**
 * The real app on a fresh database, API only, logging off. Use app.inject() against it. Its
 * DATA_DIR (where the blob store keeps scans) is a fresh temporary folder, removed on close.
 * `now` is the scheduler's clock, for tests that move time.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { now?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'test-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, clientDir: null, logger: false, now: opts.now });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
