import type { QueryClient } from '@tanstack/react-query';

/**
 * The one query key under which every query that follows the family tree and the chosen route
 * lives: the member list, the eligibility assessment (dashboard card, tree panel, Template Guide)
 * and the Document Request view's options and documents. A tree write or a route choice
 * invalidates this key, so every screen follows at once, without a reload (issue 19 item 1).
 */
export const TREE_STATE_KEY = ['tree-state'] as const;

export const treeStateKey = <const T extends readonly unknown[]>(...parts: T) => [...TREE_STATE_KEY, ...parts] as const;

/**
 * refetchType 'all' because the app does not refetch on mount: a query not on screen right now
 * (the dashboard card while the form is open) must still be fresh when it comes back.
 */
export const invalidateTreeState = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: TREE_STATE_KEY, refetchType: 'all' });
