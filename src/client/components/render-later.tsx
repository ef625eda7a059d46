import { createContext, Suspense, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * True on the server and in a client that hydrates the server's HTML: that HTML already holds
 * everything, so RenderLater renders at once there (decision 032).
 */
export const RenderAllNow = createContext(false);

let hydrating = false;
const waiting: Array<() => void> = [];
let opening = false;
let drained: Array<() => void> = [];

/** In a part's subtree while that part is being hydrated: a HydrateApart met there is a part of its own. */
const PartHydrating = createContext<{ current: boolean } | null>(null);

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
  return new Promise((resolve) => (opening ? drained.push(resolve) : setTimeout(resolve)));
}

function openNext() {
  const open = waiting.shift();
  if (open) {
    open();
    // The part is hydrated in the microtasks after its gate opens, and the parts it holds join the
    // queue then: the next task finds it live and them waiting.
    setTimeout(openNext);
  } else {
    opening = false;
    for (const resolve of drained) resolve();
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
  if (!opening) {
    opening = true;
    setTimeout(openNext);
  }
  return gate;
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspense's protocol: a promise thrown while rendering holds the part until it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!gate.open) throw gate.opened;
  return children;
}

/** Marks its part hydrated once the part's first render is committed (its own parts still held). */
function PartHydrated({ hydratingRef }: { hydratingRef: { current: boolean } }) {
  useLayoutEffect(() => {
    hydratingRef.current = false;
  }, [hydratingRef]);
  return null;
}

/**
 * Its children, hydrated in a task of their own when the page is hydrated through `hydrateInParts`
 * (their server HTML stays on screen until then); rendered as they are otherwise. A HydrateApart
 * inside one is hydrated in a later task again, so a long page (a list of cards) can be cut finer.
 * Not with `now`: a part the page is about to scroll to, or to change, must be live at once.
 */
export function HydrateApart({ now = false, children }: { now?: boolean; children: ReactNode }) {
  const parent = useContext(PartHydrating);
  const [part] = useState(() =>
    (hydrating || parent?.current) && !now ? { gate: gateOpenedInALaterTask(), hydratingRef: { current: true } } : null,
  );
  if (!part) return children;
  return (
    <Suspense fallback={null}>
      <Held gate={part.gate}>
        <PartHydrating.Provider value={part.hydratingRef}>
          {children}
          <PartHydrated hydratingRef={part.hydratingRef} />
        </PartHydrating.Provider>
      </Held>
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
