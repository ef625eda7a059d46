import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time, from the project root. This module sits two folders below
 * the root, as does the production bundle (dist/server/main.mjs, scripts/build-server.mjs), so
 * the same relative URL finds the root whether the server runs from source or from the bundle.
 */
const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export const PATHS = {
  blog: fromRoot('content/blog'),
  client: fromRoot('dist/client'),
  pageRenderer: fromRoot('dist/ssr/entry-server.js'),
  migrations: fromRoot('src/server/db/migrations'),
  pgliteTemplate: fromRoot('dist/server/pglite-template'),
  devCoupons: fromRoot('config/coupons.dev.json'),
  /** The job worker's entry: the source file when running from source, its bundle otherwise. */
  jobWorker: import.meta.url.endsWith('.ts')
    ? fromRoot('src/server/jobs/worker.ts')
    : fromRoot('dist/server/worker.mjs'),
  /** The page renderer's thread (src/server/plugins/page-render-worker.ts), as the job worker. */
  pageRenderWorker: import.meta.url.endsWith('.ts')
    ? fromRoot('src/server/plugins/page-render-worker.ts')
    : fromRoot('dist/server/page-render-worker.mjs'),
};
