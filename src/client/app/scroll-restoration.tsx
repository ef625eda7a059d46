import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

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
 * and a reload return to where the reader was on that history entry.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
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
    const saved = positions.current[key];
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash]);

  return null;
}
