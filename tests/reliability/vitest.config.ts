import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:reliability`: crash safety, database outage, scale-out and graceful shutdown.
 * Each file spawns real servers on the machine's PostgreSQL (a fresh database per file, dropped
 * after), so the files run one after another; none is part of `npm test`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'reliability',
    include: ['tests/reliability/**/*.reliability.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
