import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

/** The family-members list is stale after 5 minutes. */
export const FAMILY_MEMBERS_STALE_MS = 5 * 60 * 1000;

export const getFamilyMembers = (signal?: AbortSignal) =>
  apiFetch<FamilyMemberResponse[]>('/api/family-members', { signal });

export const familyMembersQueryOptions = () =>
  queryOptions({
    queryKey: treeStateKey('/api/family-members'),
    queryFn: ({ signal }) => getFamilyMembers(signal),
    staleTime: FAMILY_MEMBERS_STALE_MS,
  });

export const useFamilyMembers = () => useQuery(familyMembersQueryOptions());
