import { LIVE_REGION_ID } from '#client/lib/announce.ts';

/** The app's one polite live region (decision 071); fill it with announce() from lib/announce.ts. Mount once. */
export function LiveRegion() {
  return <div id={LIVE_REGION_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only" />;
}
