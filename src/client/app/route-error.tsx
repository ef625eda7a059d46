import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/**
 * A page's code could not be loaded (offline for a moment, or a new release replaced the file).
 * React keeps a failed lazy component failed, so rendering again cannot help: only a reload can.
 */
export class PageCodeError extends Error {
  constructor(cause: unknown) {
    super(`The code of this page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'PageCodeError';
  }
}

/**
 * What a route shows when rendering it failed: a way back instead of a blank app. 'Try again'
 * renders the page afresh, or reloads it when its code failed to load; the error goes to the
 * console for whoever debugs it, never to the screen.
 */
function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  const tryAgain = error instanceof PageCodeError ? () => window.location.reload() : resetErrorBoundary;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert className="size-12 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        This page could not be shown. Your family tree and orders are safe. Try again, or go back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={tryAgain}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </div>
  );
}

/** A route's error screen, in place of its element (inside the layout around it); a navigation clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} onError={(error) => console.error(error)} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
