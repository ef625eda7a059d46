import { useCallback, useEffect } from 'react';
import { setPopStateGate } from './popstate-gate.ts';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

type HistoryState = { idx?: number } | null;

/**
 * Asks before the reader leaves a form with unsaved changes, without React Router's data router
 * (whose `useBlocker` the app does not load: docs/decisions/032-public-pages-rendered-on-the-server.md).
 * While `dirty`:
 * - closing the tab, reloading or typing another address: the browser's own question (`beforeunload`);
 * - a click on an in-app link: a confirmation first; 'Cancel' keeps the page;
 * - the browser's Back or Forward: a confirmation; 'Cancel' moves the history back to this entry
 *   before the router sees the change (`PopStateGate`, rendered inside the router, listens before it);
 * - the view's own buttons ('Back to Family Tree'): call the returned `confirmLeave()` first.
 */
export function useUnsavedChangesGuard(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE) {
  const confirmLeave = useCallback(() => !dirty || window.confirm(message), [dirty, message]);

  useEffect(() => {
    if (!dirty) return;
    // The history entry of the form: React Router numbers its entries (`idx` in history.state).
    const here = (window.history.state as HistoryState)?.idx;
    let restoring = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is returned.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      if (link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // A link to this very address (a hash on the page) does not leave the form.
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };

    // Returns whether the router may see the step (src/client/lib/popstate-gate.ts runs this before it).
    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        // The step back to the form's entry that 'Cancel' asked for: the router never saw the leave.
        restoring = false;
        return false;
      }
      if (window.confirm(message)) return true;
      const to = (event.state as HistoryState)?.idx;
      if (here !== undefined && to !== undefined && to !== here) {
        restoring = true;
        window.history.go(here - to);
      }
      return false;
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    const removeGate = setPopStateGate(onPopState);
    return () => {
      removeGate();
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);

  return { confirmLeave };
}
