import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { HydrateApart, RenderLater } from '../components/render-later.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <HydrateApart>
        <SiteHeader />
      </HydrateApart>
      {/* At least a screen tall, so the footer does not jump when a lazy page arrives. */}
      <main id="main" className="min-h-screen flex-1">
        {children ?? <Outlet />}
      </main>
      <RenderLater>
        <SiteFooter />
      </RenderLater>
    </div>
  );
}
