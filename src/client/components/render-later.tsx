import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True on the server and in a client that hydrates the server's HTML: that HTML already holds
 * everything, so RenderLater renders at once there (decision 032).
 */
export const RenderAllNow = createContext(false);

/**
 * Renders its children in a task of their own after the first paint, so a long page is built in
 * several short tasks rather than one that keeps the main thread busy (decision 016). With
 * `now`, they render at once (e.g. when the page must scroll to one of them).
 */
export function RenderLater({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const renderAllNow = useContext(RenderAllNow);
  const [ready, setReady] = useState(now || renderAllNow);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
