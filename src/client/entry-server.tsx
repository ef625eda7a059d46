import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageData } from '#shared/page-data.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { seedQueryCache } from './app/seed-query-cache.ts';
import { RenderAllNow } from './components/render-later.tsx';
import { preloadRegistryFeeList } from './features/landing/services-section.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The HTML of the app's root element for a page, rendered by React on the server from the same
 * route table and the same page data the client's first render uses (decision 032), so that the
 * client hydrates it without a mismatch. Queries the page data does not answer render as pending,
 * as they do in the client before their request returns.
 */
export async function renderPage(path: string, data: PageData): Promise<string> {
  // The landing page (also what a signed-out visitor of a signed-in address sees) lists the registry fees.
  await Promise.all([preloadRoute(path, { signedIn: data.queries !== undefined }), preloadRegistryFeeList()]);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  const app = (
    <StrictMode>
      <RenderAllNow value>
        <Providers queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </RenderAllNow>
    </StrictMode>
  );
  const html = renderToString(app);
  // A signed-in page (issue 32) loads its code with its route, when first rendered, so its part
  // suspends (React marks it `<!--$!-->` and writes its spinner). Rendered once more to the end, all
  // its code is then loaded, and the page is rendered again: the HTML holds the page itself. (The
  // streamed result is not sent: it would reveal its parts by inline scripts, which the CSP blocks.)
  // The client keeps that HTML on screen while the same code loads there, then hydrates it.
  if (!data.queries || !html.includes(SUSPENDED)) return html;
  // Bounded: a part that never settles leaves its spinner rather than holding the request.
  const { prelude } = await prerenderToNodeStream(app, { signal: AbortSignal.timeout(5_000) });
  for await (const _chunk of prelude);
  return renderToString(app);
}

/** The marker React writes where a part suspended while rendering to a string. */
const SUSPENDED = '<!--$!-->';
