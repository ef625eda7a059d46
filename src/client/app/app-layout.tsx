import type { ReactNode } from 'react';
import { AppHeader } from './app-header.tsx';
import { SiteFooter } from './site-footer.tsx';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {/* Printing a page (the workspace's covering letter and checklists) prints the page, not the site's chrome. */}
      <div className="contents print:hidden">
        <AppHeader />
      </div>
      <main id="main" className="flex-1">
        {children}
      </main>
      <div className="contents print:hidden">
        <SiteFooter />
      </div>
    </div>
  );
}
