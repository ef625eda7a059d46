import type { QueryClient } from '@tanstack/react-query';
import { eligibilityQueryOptions } from './get-eligibility.ts';
import { familyMembersQueryOptions } from './get-family-members.ts';
import { allNameChangesQueryOptions } from './get-name-changes.ts';

/**
 * After any tree write: the member list, the eligibility assessment and the name-change aggregate.
 * refetchType 'all' because the app does not refetch on mount: a query not on screen right now
 * (the dashboard card while the form is open) must still be fresh when it comes back. Exact keys:
 * the children-count queries under '/api/family-members' are fetched fresh before each delete anyway.
 */
export function invalidateFamilyTree(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [familyMembersQueryOptions(), eligibilityQueryOptions(), allNameChangesQueryOptions()].map((options) =>
      queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true, refetchType: 'all' }),
    ),
  ).then(() => undefined);
}
