import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { AfterFirstRender } from '../components/after-first-render.tsx';
import { HydrateApart } from '../components/render-later.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AuthProvider, useAuth } from '../lib/auth.tsx';
import { LandingPage } from './routes/landing-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { GlobalErrorHandler } from './global-error-handler.tsx';
import { PublicLayout } from './public-layout.tsx';
import { PageCodeError, RouteErrorBoundary } from './route-error.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionEffects } from './session-effects.tsx';

/**
 * Code-split a page so the landing page does not carry it. Once `preload` has resolved, the page
 * renders at once instead of showing the spinner first. A failed load is thrown as a
 * PageCodeError, so the error screen knows that only a reload can bring the page back.
 */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  let loaded: ComponentType | undefined;
  const preload = async () =>
    (loaded ??= (
      await load().catch((cause: unknown) => {
        throw new PageCodeError(cause);
      })
    )[name] as ComponentType);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page() {
    // Chosen once per mount: switching type on a later render would remount the page and lose its state.
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<Spinner />}>
        <HydrateApart>
          <Component />
        </HydrateApart>
      </Suspense>
    );
  }
  return { element: <Page />, preload };
}

const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) => lazyPage(load, name).element;

/**
 * A code-split public page's route: its code is loaded before the first render, so the client's
 * first render matches the HTML the server rendered (decision 032; the chunk is preloaded, 016).
 */
function publicPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const { element, preload } = lazyPage(load, name);
  return { element, handle: { preload } };
}

const dashboard = page(() => import('./routes/dashboard-page.tsx'), 'DashboardPage');
const landing = (
  <PublicLayout>
    <LandingPage />
  </PublicLayout>
);

/** Signed in: the private page in the app layout. Signed out: the landing page (spec route table). */
function SignedIn({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner label="Checking your session" className="min-h-screen" />;
  return isAuthenticated ? <AppLayout>{children}</AppLayout> : landing;
}

// A chunk of its own, loaded after the first render: the banner shows itself only after a delay anyway.
const ConsentBanner = lazy(async () => ({
  default: (await import('../features/consent/consent-banner.tsx')).ConsentBanner,
}));

function Root() {
  return (
    <AuthProvider>
      <ScrollRestoration />
      <GlobalErrorHandler />
      <SessionEffects />
      {/* First in the document: the banner is reachable at the start of the tab order (issue 19.16). */}
      <AfterFirstRender>
        <ConsentBanner />
      </AfterFirstRender>
      <Outlet />
    </AuthProvider>
  );
}

/** Every route with an element catches its own render errors, inside the layout around it. */
function withErrorScreens(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    ...(route.element ? { element: <RouteErrorBoundary>{route.element}</RouteErrorBoundary> } : {}),
    ...(route.children ? { children: withErrorScreens(route.children) } : {}),
  })) as RouteObject[];
}

const routes: RouteObject[] = withErrorScreens([
  {
    element: <Root />,
    children: [
      { path: '/', element: <SignedIn>{dashboard}</SignedIn> },
      { path: '/dashboard', element: <SignedIn>{dashboard}</SignedIn> },
      {
        path: '/settings',
        element: <SignedIn>{page(() => import('../features/settings/settings-page.tsx'), 'SettingsPage')}</SignedIn>,
      },
      {
        path: '/application',
        element: (
          <SignedIn>{page(() => import('../features/application/workspace-page.tsx'), 'WorkspacePage')}</SignedIn>
        ),
      },
      {
        path: '/orders',
        element: <SignedIn>{page(() => import('../features/orders/orders-page.tsx'), 'OrdersPage')}</SignedIn>,
      },
      {
        path: '/admin',
        element: <SignedIn>{page(() => import('../features/admin/admin-page.tsx'), 'AdminPage')}</SignedIn>,
      },
      {
        element: <PublicLayout />,
        children: [
          { path: '/home', element: <LandingPage /> },
          { path: '/login', ...publicPage(() => import('../features/auth/login-page.tsx'), 'LoginPage') },
          {
            path: '/auth/callback',
            element: page(() => import('../features/auth/auth-callback-page.tsx'), 'AuthCallbackPage'),
          },
          {
            path: '/eligibility',
            ...publicPage(() => import('../features/eligibility/eligibility-page.tsx'), 'EligibilityPage'),
          },
          { path: '/blog', ...publicPage(() => import('../features/blog/blog-list-page.tsx'), 'BlogListPage') },
          {
            path: '/blog/tag/:tag',
            ...publicPage(() => import('../features/blog/blog-tag-page.tsx'), 'BlogTagPage'),
          },
          { path: '/blog/:slug', ...publicPage(() => import('../features/blog/blog-post-page.tsx'), 'BlogPostPage') },
          {
            path: '/privacy-policy',
            ...publicPage(() => import('../features/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
          },
          {
            path: '/cookie-policy',
            ...publicPage(() => import('../features/legal/cookie-policy-page.tsx'), 'CookiePolicyPage'),
          },
          {
            path: '/guarantee',
            ...publicPage(() => import('../features/guarantee/guarantee-page.tsx'), 'GuaranteePage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

/**
 * The app's pages, in the browser's router or the server's static one. The declarative router, not
 * the data router: the app uses no loaders or actions, and the data router would add about 18 KB
 * gzipped to the landing page's JavaScript (decision 032).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the code of the page at `pathname` when its route asks for that, before the first render. */
export async function preloadRoute(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap((m) => {
      const preload = (m.route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
      return preload ? [preload()] : [];
    }),
  );
}
