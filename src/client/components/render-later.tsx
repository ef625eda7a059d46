import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True on the server and in a client that hydrates the server's HTML: that HTML already holds
 * everything, so RenderLater renders at once there (decision 032).
 */
export const RenderAllNow = createContext(false);

let hydrating = false;
const waiting: Array<() => void> = [];
let drained: Array<() => void> = [];

/**
 * Hydrates the server's HTML with `hydrate`; each HydrateApart it meets (every RenderLater is one)
 * is hydrated afterwards, one per task, while its server HTML stays on screen (Preact keeps the
 * markup of a part that suspends during hydration). A long page is then made live in several short
 * tasks instead of one (decision 036). Resolves once every part is live.
 */
export function hydrateInParts(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  // A part re-renders in the microtasks after its gate opens; the task after the last one finds it live.
  return new Promise((resolve) => (waiting.length > 0 ? drained.push(resolve) : setTimeout(resolve)));
}

function openNext() {
  waiting.shift()?.();
  if (waiting.length > 0) {
    setTimeout(openNext);
  } else {
    for (const resolve of drained) setTimeout(resolve);
    drained = [];
  }
}

type Gate = { open: boolean; opened: Promise<void> };
function gateOpenedInALaterTask(): Gate {
  let resolve!: () => void;
  const gate: Gate = { open: false, opened: new Promise((r) => (resolve = r)) };
  waiting.push(() => {
    gate.open = true;
    resolve();
  });
  if (waiting.length === 1) setTimeout(openNext);
  return gate;
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspense's protocol: a promise thrown while rendering holds the part until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!gate.open) throw gate.opened;
  return children;
}

/**
 * Its children, hydrated in a task of their own when the page is hydrated through `hydrateInParts`
 * (their server HTML stays on screen until then); rendered as they are otherwise. Not with `now`:
 * a part the page is about to scroll to, or to change, must be live at once.
 */
export function HydrateApart({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const [gate] = useState(() => (hydrating && !now ? gateOpenedInALaterTask() : null));
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Held gate={gate}>{children}</Held>
    </Suspense>
  );
}

/**
 * Renders its children in a task of their own after the first paint, so a long page is built in
 * several short tasks rather than one that keeps the main thread busy (decision 016). With
 * `now`, they render at once (e.g. when the page must scroll to one of them). In a page hydrated
 * through `hydrateInParts`, the children are hydrated in a task of their own instead.
 */
export function RenderLater({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const renderAllNow = useContext(RenderAllNow);
  const [ready, setReady] = useState(now || renderAllNow);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? <HydrateApart now={now}>{children}</HydrateApart> : null;
}
