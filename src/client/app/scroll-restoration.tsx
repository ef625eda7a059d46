import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { viewOf } from './route-focus.tsx';

// React Router's own key: positions saved before the declarative router still apply.
const STORAGE_KEY = 'react-router-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * React Router's `<ScrollRestoration>` works only with its data router; this does the same with the
 * declarative one. A new page opens at its top, or at the element its hash names; Back, Forward
 * and a reload return to where the reader was on that history entry. A new entry of the same view
 * (a tab, an order's details: docs/decisions/070-an-address-for-every-signed-in-view.md) keeps the place.
 */
export function ScrollRestoration() {
  const { key, hash, pathname } = useLocation();
  const view = useRef(viewOf(pathname));
  const positions = useRef<Record<string, number>>({});
  const entry = useRef(key);

  useLayoutEffect(() => {
    positions.current = savedPositions();
    window.history.scrollRestoration = 'manual';
    // Recorded as the reader scrolls, not when they leave: by the time the app sees a navigation,
    // the next page's DOM is in place and the old position may be lost.
    const remember = () => {
      positions.current[entry.current] = window.scrollY;
    };
    const persist = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or denied: positions last until the page is left.
      }
      window.history.scrollRestoration = 'auto';
    };
    const resume = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', resume);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = key;
    // A tab or an order's details is a new entry of the same view: the page stays where the reader is.
    const sameView = view.current === viewOf(pathname);
    view.current = viewOf(pathname);
    const saved = positions.current[key];
    const id = hash ? decodeURIComponent(hash.slice(1)) : null;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1) return settleLater(() => reached(saved));
    } else if (id) {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else return settleLater(() => scrolledTo(id));
    } else if (!sameView) window.scrollTo(0, 0);
  }, [key, hash, pathname]);

  return null;
}

/** How long a restored position or a hash's target may wait for the page's data to arrive. */
const SETTLE_MS = 3000;

function reached(y: number) {
  window.scrollTo(0, y);
  return Math.abs(window.scrollY - y) <= 1;
}

function scrolledTo(id: string) {
  const target = document.getElementById(id);
  target?.scrollIntoView();
  return target !== null;
}

/**
 * A page whose data is still loading is too short for the position it had, or lacks the element its
 * hash names: try again as it grows, until done, the reader scrolls by themselves, or time runs out.
 */
function settleLater(attempt: () => boolean) {
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(stop, SETTLE_MS);
  const events = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop, true);
  }
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  observer.observe(document.body);
  return stop;
}
