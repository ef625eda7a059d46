import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { ConsentBanner } from '../features/consent/consent-banner.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Code-split a page so the landing page does not carry it. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<Spinner />}>
      <Component />
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ConsentBanner />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/home', element: <LandingPage /> },
          { path: '/dashboard', element: <LandingPage /> },
          { path: '/login', element: page(() => import('../features/auth/login-page.tsx'), 'LoginPage') },
          { path: '/blog', element: page(() => import('../features/blog/blog-list-page.tsx'), 'BlogListPage') },
          { path: '/blog/tag/:tag', element: page(() => import('../features/blog/blog-tag-page.tsx'), 'BlogTagPage') },
          { path: '/blog/:slug', element: page(() => import('../features/blog/blog-post-page.tsx'), 'BlogPostPage') },
          {
            path: '/privacy-policy',
            element: page(() => import('../features/legal/privacy-policy-page.tsx'), 'PrivacyPolicyPage'),
          },
          {
            path: '/cookie-policy',
            element: page(() => import('../features/legal/cookie-policy-page.tsx'), 'CookiePolicyPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
