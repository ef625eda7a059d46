import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own after the first paint, so a long page is built in
 * several short tasks rather than one that keeps the main thread busy (decision 016). With
 * `now`, they render at once (e.g. when the page must scroll to one of them).
 */
export function RenderLater({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
