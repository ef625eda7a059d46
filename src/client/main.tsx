import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { HYDRATED_EVENT } from '#shared/hydration.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { seedQueryCache } from './app/seed-query-cache.ts';
import { hydrateInParts, RenderAllNow } from './components/render-later.tsx';
import { prepareClassMerging } from './lib/cn.ts';
import { markHandledEvents } from './lib/handled-events.ts';
import { readPageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

/** Runs the steps one after another, each in a task of its own, so none holds the main thread long. */
function inSeparateTasks(...steps: Array<() => void>) {
  const [first, ...rest] = steps;
  if (first) setTimeout(() => (first(), inSeparateTasks(...rest)));
}

markHandledEvents();
const queryClient = createQueryClient();
const pageData = readPageData();
seedQueryCache(queryClient, pageData);
let pageReady: Promise<unknown>;
const container = document.getElementById('root')!;
// Public pages arrive rendered by the server (decision 032): the client hydrates that HTML.
const serverRendered = container.firstElementChild !== null;

// Decision 016: after the modules' evaluation, the start-up is cut into short tasks. The page's
// chunk is awaited in a promise, not by a top-level await: lazy chunks import this entry's chunk,
// and Rollup would split the entry apart to avoid that cycle. A failed load is not fatal here: the
// page's lazy import tries again and shows the error.
inSeparateTasks(
  () => {
    // Answers for the first screen come only with a page rendered for a signed-in user.
    const signedIn = serverRendered && (pageData.queries?.length ?? 0) > 0;
    pageReady = preloadRoute(window.location.pathname, { signedIn }).catch(() => undefined);
  },
  prepareClassMerging,
  () =>
    void pageReady.then(() => {
      const app = (
        <StrictMode>
          <RenderAllNow value={serverRendered}>
            <Providers queryClient={queryClient}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </Providers>
          </RenderAllNow>
        </StrictMode>
      );
      // Until the mark, some of the server's buttons have no handlers; end-to-end tests wait for it,
      // and the page's loader replays a click held until the event (decision 074).
      const markHydrated = () => {
        container.dataset.hydrated = 'true';
        document.dispatchEvent(new Event(HYDRATED_EVENT));
      };
      if (serverRendered) void hydrateInParts(() => hydrateRoot(container, app)).then(markHydrated);
      else {
        createRoot(container).render(app);
        markHydrated();
      }
    }),
);
