import { useEffect, useRef } from 'react';

/**
 * Focus that is never lost (decision 071). A control that may be replaced by another (a save turns
 * 'I have it' into 'Undo') carries `data-focus-id="<stable key>"`; the replacement carries the same
 * key, so focus meant for the first lands on the second.
 */
export const FOCUS_ID_ATTRIBUTE = 'data-focus-id';

/**
 * Whether the element is one focus can be given to. Not `instanceof HTMLElement`: a retry of
 * returnFocus may run after its page (or a test's document) is gone, where that global is not.
 */
const focusable = (element: Element | null | undefined): element is HTMLElement =>
  element != null && 'focus' in element && 'tabIndex' in element;

/** Whether focus can land on the element: in the document, not disabled, not hidden. */
export function canTakeFocus(element: Element | null | undefined): element is HTMLElement {
  if (!focusable(element) || !element.isConnected) return false;
  if (element === element.ownerDocument.body) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden]')) return false;
  return true;
}

/** The view's heading: the element marked `data-view-heading`, else the main region's h1. */
export function viewHeading(doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('[data-view-heading]') ?? doc.querySelector<HTMLElement>('main h1, h1');
}

/** Focuses the element and says whether focus is now on it. Headings and other non-controls get tabIndex -1. */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!canTakeFocus(element)) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return element.ownerDocument.activeElement === element;
}

/** The element carrying the same focus key as `original` (which may be gone), if any. */
function replacementOf(original: Element | null | undefined, doc: Document): HTMLElement | null {
  const key = original?.getAttribute(FOCUS_ID_ATTRIBUTE);
  if (!key) return null;
  const candidates = doc.querySelectorAll<HTMLElement>(
    `[${FOCUS_ID_ATTRIBUTE}="${key.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"]`,
  );
  return [...candidates].find((candidate) => canTakeFocus(candidate)) ?? null;
}

/**
 * Focus `target`; when it is gone or disabled, the element that replaced it (same `data-focus-id`),
 * then `fallback` (an element or a selector), then the view's heading. Returns the element focused.
 */
export function focusElement(
  target: Element | null | undefined,
  fallback?: Element | string | null,
  doc: Document = document,
): HTMLElement | null {
  const fallbackElement = typeof fallback === 'string' ? doc.querySelector<HTMLElement>(fallback) : fallback;
  for (const candidate of [target, replacementOf(target, doc), fallbackElement, viewHeading(doc)]) {
    if (focusable(candidate) && tryFocus(candidate)) return candidate;
  }
  return null;
}

/**
 * Like focusElement, but when the target is gone and its replacement not rendered yet (a list
 * refetching after a save), waits a few frames for it before falling back to the heading.
 */
export function returnFocus(target: Element | null | undefined, fallback?: Element | string | null): void {
  const doc = target?.ownerDocument ?? document;
  if (canTakeFocus(target) && tryFocus(target)) return;
  let attempts = 0;
  const attempt = () => {
    // The page went away while waiting (a test's document torn down): nothing to focus.
    if (!doc.defaultView) return;
    // Someone else moved focus meanwhile (a new view's heading, a field): leave it there.
    const active = doc.activeElement;
    if (active && active !== doc.body && active.isConnected) return;
    const replacement = replacementOf(target, doc) ?? (canTakeFocus(target) ? target : null);
    if (replacement && tryFocus(replacement)) return;
    if (++attempts < 10) {
      setTimeout(attempt, 50);
      return;
    }
    focusElement(null, fallback, doc);
  };
  attempt();
}

/** A ref whose element takes focus when it mounts: a field that replaced the button that opened it. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** How long after its control vanished focus still follows it to a replacement (a list refetching). */
const FOLLOW_MS = 3000;

/**
 * App-wide, installed once (components/focus-keeper.tsx): when the focused control carries a
 * `data-focus-id` and is removed (a save replaced 'I have it' with 'Undo', 'Start review' with the
 * decision buttons), focus moves to the control rendered with the same key instead of falling to
 * the page body. Controls without a key are left alone (dialogs return focus themselves).
 */
export function installFocusKeeper(doc: Document = document): () => void {
  let last: { element: Element; key: string; lostAt?: number } | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    const key = target instanceof Element ? target.getAttribute(FOCUS_ID_ATTRIBUTE) : null;
    last = key && target instanceof Element ? { element: target, key } : null;
  };
  const check = () => {
    if (!last || last.element.isConnected) return;
    const active = doc.activeElement;
    if (active && active !== doc.body) {
      last = null;
      return;
    }
    last.lostAt ??= Date.now();
    if (Date.now() - last.lostAt > FOLLOW_MS) {
      last = null;
      return;
    }
    const replacement = replacementOf(last.element, doc);
    if (replacement) tryFocus(replacement);
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
  };
}
