import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { PageData } from '#shared/page-data.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { seedQueryCache } from './app/seed-query-cache.ts';
import { RenderAllNow } from './components/render-later.tsx';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The HTML of the app's root element for a page, rendered by React on the server from the same
 * route table and the same page data the client's first render uses (decision 032), so that the
 * client hydrates it without a mismatch. Queries the page data does not answer render as pending,
 * as they do in the client before their request returns.
 */
export async function renderPage(path: string, data: PageData): Promise<string> {
  await preloadRoute(path);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  return renderToString(
    <StrictMode>
      <RenderAllNow value>
        <Providers queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </RenderAllNow>
    </StrictMode>,
  );
}
