import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { PageData } from '#shared/page-data.ts';
import { PATHS } from '../paths.ts';

/** The HTML of the app's root element for a page path, rendered from the page's data (src/client/entry-server.tsx). */
export type PageRenderer = ((path: string, data: PageData) => Promise<string>) & { close?: () => Promise<void> };

/**
 * Pages rendered at once in the renderer's thread: a signed-in page waits for its code while it
 * renders (entry-server.tsx), and the pages behind it need not wait for that.
 */
const CONCURRENT_RENDERS = 16;

/**
 * The page renderer that `vite build --ssr entry-server.tsx` built from the client's own code
 * (decision 032), run in a worker thread of its own (page-render-worker.ts). Loading it and a
 * page's first render take a few hundred milliseconds of CPU: on the request thread they held
 * every other request that long (issue 32). The thread starts on the first page, not at start-up
 * (decision 015), and stays.
 */
export function builtPageRenderer(file = PATHS.pageRenderer): PageRenderer {
  if (!existsSync(file)) throw new Error(`The page renderer is not built (${file} is missing). Run "npm run build".`);
  let pool: Piscina | undefined;
  const render: PageRenderer = async (path, data) => {
    pool ??= new Piscina({
      filename: pathToFileURL(PATHS.pageRenderWorker).href,
      workerData: { file },
      minThreads: 1,
      maxThreads: 1,
      concurrentTasksPerWorker: CONCURRENT_RENDERS,
    });
    return (await pool.run({ path, data })) as string;
  };
  render.close = async () => pool?.close();
  return render;
}
