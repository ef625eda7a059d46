import { queryOptions } from '@tanstack/react-query';
import type { ChildrenCountResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** How many grandparents go with a parent when it is deleted. */
export const getChildrenCount = (memberId: string, signal?: AbortSignal) =>
  apiFetch<ChildrenCountResponse>(`/api/family-members/${encodeURIComponent(memberId)}/children-count`, { signal });

export const childrenCountQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['/api/family-members', memberId, 'children-count'],
    queryFn: ({ signal }) => getChildrenCount(memberId, signal),
    // Asked right before a delete: always fresh, never retried (a failure falls back to a plain confirm).
    staleTime: 0,
    retry: false,
  });
