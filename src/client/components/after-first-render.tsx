import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children (lazy ones included) only after the first render: neither the server's
 * HTML nor the hydration has them, so they cannot differ, and their code need not come first
 * (decision 032).
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point is a second render, after the first
  useEffect(() => setRendered(true), []);
  return rendered ? <Suspense fallback={null}>{children}</Suspense> : null;
}
