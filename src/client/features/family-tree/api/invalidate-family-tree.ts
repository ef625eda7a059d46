import type { QueryClient } from '@tanstack/react-query';
import { invalidateTreeState } from '#client/lib/tree-state.ts';
import { allNameChangesQueryOptions } from './get-name-changes.ts';

/**
 * After any tree write: everything that follows the tree (the member list, the eligibility
 * assessment, the document-request options) and the name-change aggregate. Exact key for the
 * aggregate: the children-count queries are fetched fresh before each delete anyway.
 */
export function invalidateFamilyTree(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateTreeState(queryClient),
    queryClient.invalidateQueries({ queryKey: allNameChangesQueryOptions().queryKey, exact: true, refetchType: 'all' }),
  ]).then(() => undefined);
}
