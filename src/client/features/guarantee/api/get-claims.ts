import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimResponse } from '#shared/claims.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const getClaims = (signal?: AbortSignal) => apiFetch<ClaimResponse[]>('/api/claims', { signal });

/** The signed-in user's guarantee claims, newest first; admins change them, so always fetched afresh. */
export const claimsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/claims'],
    queryFn: ({ signal }) => getClaims(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useClaims = () => useQuery(claimsQueryOptions());
