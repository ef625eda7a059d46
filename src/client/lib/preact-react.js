/**
 * `react` and `react-dom` in the browser bundle (vite.config.ts aliases them here): Preact's
 * React-compatible layer plus the React 19 hook it lacks that a dependency imports.
 * Types, tests and the server still use React itself. Plain JavaScript because preact/compat's
 * types use `export =`, which TypeScript cannot re-export with `export *`.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router's RouterProvider calls useOptimistic and sets an optimistic state only when its
 * `useTransitions` prop is true (we never set it). Preact runs startTransition's callback at once,
 * so an optimistic update and the real one would land in the same render anyway: the settled state
 * is the passthrough value, which is what this returns.
 * @template S
 * @param {S} passthrough
 * @returns {[S, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}
