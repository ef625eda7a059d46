import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimRecordResponse } from '#shared/claims.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const getClaimRecord = (signal?: AbortSignal) => apiFetch<ClaimRecordResponse>('/api/claims/record', { signal });

/** What the tracker in 'Your Application' says, and whether it allows a claim now (decision 053). */
export const claimRecordQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/claims/record'],
    queryFn: ({ signal }) => getClaimRecord(signal),
    // The user may have just recorded DFA's answer in another tab.
    staleTime: 0,
  });

export const useClaimRecord = (enabled: boolean) => useQuery({ ...claimRecordQueryOptions(), enabled });
