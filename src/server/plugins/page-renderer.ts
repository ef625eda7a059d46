import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageData } from '#shared/page-data.ts';
import { PATHS } from '../paths.ts';

/** The HTML of the app's root element for a page path, rendered from the page's data (src/client/entry-server.tsx). */
export type PageRenderer = (path: string, data: PageData) => Promise<string>;

/**
 * The page renderer that `vite build --ssr entry-server.tsx` built from the client's own code
 * (decision 032). It is imported on the first page request, not at start-up, where React's server
 * renderer would add to the start-up time (decision 015).
 */
export function builtPageRenderer(file = PATHS.pageRenderer): PageRenderer {
  if (!existsSync(file)) throw new Error(`The page renderer is not built (${file} is missing). Run "npm run build".`);
  let loaded: Promise<PageRenderer> | undefined;
  return async (path, data) => {
    loaded ??= import(pathToFileURL(file).href).then((module: { renderPage: PageRenderer }) => module.renderPage);
    return (await loaded)(path, data);
  };
}
