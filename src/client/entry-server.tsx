import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData } from '#shared/page-data.ts';
import { Providers } from './app/providers.tsx';
import { preloadRoute, routes } from './app/router.tsx';
import { seedQueryCache } from './app/seed-query-cache.ts';
import { RenderAllNow } from './components/render-later.tsx';
import { createQueryClient } from './lib/query-client.ts';

const handler = createStaticHandler(routes);

/**
 * The HTML of the app's root element for a page, rendered by React on the server from the same
 * route table and the same page data the client's first render uses (decision 032), so that the
 * client hydrates it without a mismatch. Queries the page data does not answer render as pending,
 * as they do in the client before their request returns.
 */
export async function renderPage(path: string, data: PageData): Promise<string> {
  await preloadRoute(path);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The route table answered ${path} with a response`);
  const queryClient = createQueryClient();
  seedQueryCache(queryClient, data);
  return renderToString(
    <StrictMode>
      <RenderAllNow value>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </RenderAllNow>
    </StrictMode>,
  );
}
