import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { AfterFirstRender } from '../components/after-first-render.tsx';
import { HydrateApart } from '../components/render-later.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { AuthProvider, useAuth } from '../lib/auth.tsx';
import { PopStateGate } from '../lib/popstate-gate.ts';
import { LandingPage } from './routes/landing-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { GlobalErrorHandler } from './global-error-handler.tsx';
import { PublicLayout } from './public-layout.tsx';
import { PageCodeError, RouteErrorBoundary } from './route-error.tsx';
import { RouteFocus } from './route-focus.tsx';
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

/**
 * A signed-in page's route. When the server sent it rendered with its first screen (a valid
 * session), its code is loaded before hydration, as a public page's is: otherwise its buttons stay
 * dead HTML until the code arrives. A signed-out visitor's landing page does not load it.
 */
function signedInPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const { element, preload } = lazyPage(load, name);
  return { element: <SignedIn>{element}</SignedIn>, handle: { preloadSignedIn: preload } };
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

const dashboard = signedInPage(() => import('./routes/dashboard-page.tsx'), 'DashboardPage');
const memberPage = signedInPage(() => import('./routes/member-page.tsx'), 'MemberPage');
const workspace = signedInPage(() => import('../features/application/workspace-page.tsx'), 'WorkspacePage');
const orders = signedInPage(() => import('./routes/orders-page.tsx'), 'OrdersPage');
const admin = signedInPage(() => import('./routes/admin-page.tsx'), 'AdminPage');
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
      <PopStateGate />
      <ScrollRestoration />
      <RouteFocus />
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
      { path: '/', ...dashboard },
      { path: '/dashboard', ...dashboard },
      {
        path: '/settings',
        ...signedInPage(() => import('../features/settings/settings-page.tsx'), 'SettingsPage'),
      },
      // Every signed-in view has its own address (docs/decisions/070-an-address-for-every-signed-in-view.md);
      // each loads its code with its route.
      { path: '/tree', ...signedInPage(() => import('./routes/tree-page.tsx'), 'TreePage') },
      {
        path: '/tree/members/new',
        ...memberPage,
      },
      {
        path: '/tree/members/:memberId',
        ...memberPage,
      },
      { path: '/guide', ...signedInPage(() => import('./routes/guide-page.tsx'), 'GuidePage') },
      {
        path: '/guide/checkout',
        ...signedInPage(() => import('./routes/guide-checkout-page.tsx'), 'GuideCheckoutPage'),
      },
      {
        path: '/order-documents',
        ...signedInPage(() => import('./routes/order-documents-page.tsx'), 'OrderDocumentsPage'),
      },
      {
        path: '/order-documents/:requestId',
        ...signedInPage(() => import('./routes/document-confirm-page.tsx'), 'DocumentConfirmPage'),
      },
      {
        path: '/order-documents/:requestId/checkout',
        ...signedInPage(() => import('./routes/document-checkout-page.tsx'), 'DocumentCheckoutPage'),
      },
      // One route each for a page and its tabs or details: moving between them keeps the page mounted.
      { path: '/application/:tab?', ...workspace },
      { path: '/orders/:orderId?', ...orders },
      { path: '/admin/:tab?', ...admin },
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
            ...publicPage(() => import('./routes/eligibility-page.tsx'), 'EligibilityPage'),
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
          { path: '*', ...publicPage(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage') },
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

/**
 * Loads the code of the page at `pathname` when its route asks for that, before the first render:
 * a public page always, a signed-in page when it comes rendered for a signed-in user.
 */
export async function preloadRoute(pathname: string, { signedIn = false } = {}) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap((m) => {
      const handle = m.route.handle as
        { preload?: () => Promise<unknown>; preloadSignedIn?: () => Promise<unknown> } | undefined;
      const preload = handle?.preload ?? (signedIn ? handle?.preloadSignedIn : undefined);
      return preload ? [preload()] : [];
    }),
  );
}
