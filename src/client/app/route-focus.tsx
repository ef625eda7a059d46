import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a view may load before its heading takes focus anyway. */
const WAIT_MS = 5000;

/** Pages whose tabs or dialogs have addresses under them: moving between those is not a new view. */
const VIEWS_WITH_PARTS = ['/application', '/admin', '/orders'];

/** The view an address shows: a tab or an order's details belong to their page's view. */
export function viewOf(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return '/dashboard';
  return VIEWS_WITH_PARTS.find((base) => path === base || path.startsWith(`${base}/`)) ?? path;
}

/** Something on the page is still loading: a spinner or a region marked busy. */
const LOADING = '[aria-busy="true"], [role="status"] > .animate-spin';

/**
 * After a route change to another view, focus moves to the new view's heading once its data has
 * loaded (no spinner left in the main region), as a page load would start a screen reader there
 * (docs/decisions/070-an-address-for-every-signed-in-view.md). The heading is the element marked
 * `data-view-heading`, else the main region's `h1`. Focus the reader has already placed inside the
 * new view is left alone. The first render keeps the browser's own start.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = view;
    if (previous === null || previous === view) return;

    const root = () => document.getElementById('main') ?? document.body;
    const tryFocus = (force: boolean) => {
      const main = root();
      const heading = main.querySelector<HTMLElement>('[data-view-heading]') ?? main.querySelector<HTMLElement>('h1');
      if (!heading || (!force && main.querySelector(LOADING))) return false;
      const active = document.activeElement;
      if (active && active !== document.body && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };

    if (tryFocus(false)) return;
    const observer = new MutationObserver(() => {
      if (tryFocus(false)) stop();
    });
    const timer = window.setTimeout(() => {
      tryFocus(true);
      stop();
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    return stop;
  }, [view]);

  return null;
}
