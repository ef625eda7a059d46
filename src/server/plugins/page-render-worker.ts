/**
 * The worker-thread side of the page renderer (page-renderer.ts): React's server renderer and the
 * pages' code are loaded and run here, so neither their loading nor a render holds the thread that
 * answers requests.
 */
import { pathToFileURL } from 'node:url';
import { workerData } from 'node:worker_threads';
import type { PageData } from '#shared/page-data.ts';

type Render = (path: string, data: PageData) => Promise<string>;

const { renderPage } = (await import(pathToFileURL((workerData as { file: string }).file).href)) as {
  renderPage: Render;
};

export default function render({ path, data }: { path: string; data: PageData }) {
  return renderPage(path, data);
}
