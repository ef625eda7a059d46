/**
 * One polite live region for the whole app (decision 071). `announce('Saved')` has a screen reader
 * say the text once the user is idle; the region is rendered by <LiveRegion /> (components/live-region.tsx,
 * mounted once in app/providers.tsx) and created here on first use when it is not mounted (tests, islands).
 */
export const LIVE_REGION_ID = 'app-live-region';

let pending: ReturnType<typeof setTimeout> | undefined;

function region(doc: Document): HTMLElement {
  const existing = doc.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const created = doc.createElement('div');
  created.id = LIVE_REGION_ID;
  created.setAttribute('role', 'status');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-atomic', 'true');
  created.className = 'sr-only';
  doc.body.append(created);
  return created;
}

/**
 * Puts the text in the live region. The region is emptied first and filled a moment later, so the
 * same text twice ('Copied', 'Copied') is announced twice. The text stays until the next announcement.
 */
export function announce(text: string, doc: Document = document): void {
  const target = region(doc);
  if (pending) clearTimeout(pending);
  target.textContent = '';
  pending = setTimeout(() => {
    pending = undefined;
    target.textContent = text;
  }, 50);
}
