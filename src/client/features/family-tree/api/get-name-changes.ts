import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NameChangeResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** One member's name-change events. */
export const getMemberNameChanges = (memberId: string, signal?: AbortSignal) =>
  apiFetch<NameChangeResponse[]>(`/api/name-change-events/family-member/${encodeURIComponent(memberId)}`, { signal });

export const memberNameChangesQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['/api/name-change-events/family-member', memberId],
    queryFn: ({ signal }) => getMemberNameChanges(memberId, signal),
    // The form starts from what is stored now (it replaces all of them on save): nothing is kept
    // once the form closes, so the next open loads afresh.
    staleTime: 0,
    gcTime: 0,
  });

export const useMemberNameChanges = (memberId: string | null) =>
  useQuery({ ...memberNameChangesQueryOptions(memberId ?? ''), enabled: memberId !== null });

/** Every name-change event of the user's tree (cached under the key /api/name-change-events/all). */
export const getAllNameChanges = (signal?: AbortSignal) =>
  apiFetch<NameChangeResponse[]>('/api/name-change-events', { signal });

export const allNameChangesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/name-change-events/all'],
    queryFn: ({ signal }) => getAllNameChanges(signal),
  });

export const useAllNameChanges = () => useQuery(allNameChangesQueryOptions());
