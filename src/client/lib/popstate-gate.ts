import { useLayoutEffect } from 'react';

/** Decides on a Back or Forward before the router sees it: `false` stops the router from seeing it. */
type Gate = (event: PopStateEvent) => boolean;

let gate: Gate | null = null;

/** Sets the one gate (a form with unsaved changes); returns how to remove it. */
export function setPopStateGate(next: Gate) {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}

function onPopState(event: PopStateEvent) {
  if (gate && !gate(event)) event.stopImmediatePropagation();
}

/**
 * Installs the `popstate` listener that runs before React Router's own: a child's layout effect runs
 * before its parent's, so rendered inside the router, this listener is added first (and in the
 * capture phase). Used by `useUnsavedChangesGuard` (src/client/lib/use-unsaved-changes-guard.ts).
 */
export function PopStateGate() {
  useLayoutEffect(() => {
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);
  return null;
}
