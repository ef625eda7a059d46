import { useEffect } from 'react';
import { installFocusKeeper } from '#client/lib/focus.ts';

/** Focus follows a replaced control to its replacement (same `data-focus-id`; decision 071). Mount once. */
export function FocusKeeper() {
  useEffect(() => installFocusKeeper(), []);
  return null;
}
