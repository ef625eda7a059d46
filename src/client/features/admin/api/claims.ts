import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimStatus } from '#domain/guarantee/claims.ts';
import type { AdminClaimResponse } from '#shared/claims.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type ClaimFilter = 'all' | ClaimStatus;

/** GET /api/admin/claims[?status=]: every claim, newest first. */
export const adminClaimsQueryOptions = (filter: ClaimFilter) =>
  queryOptions({
    queryKey: ['/api/admin/claims', filter],
    queryFn: ({ signal }) =>
      apiFetch<AdminClaimResponse[]>(`/api/admin/claims${filter === 'all' ? '' : `?status=${filter}`}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAdminClaims = (filter: ClaimFilter) => useQuery(adminClaimsQueryOptions(filter));

/** 'approve' is also the retry of a refund the provider refused; 'reopen' puts a declined claim back under review. */
export type ClaimDecision =
  { action: 'review' } | { action: 'approve' } | { action: 'decline'; reason: string } | { action: 'reopen' };

export const decideClaim = (claimId: string, decision: ClaimDecision) =>
  apiFetch<AdminClaimResponse>(`/api/admin/claims/${encodeURIComponent(claimId)}/${decision.action}`, {
    method: 'POST',
    body: decision.action === 'decline' ? { reason: decision.reason } : undefined,
  });

/** One admin decision on one claim; afterwards every claim list is fetched again. */
export function useDecideClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecision) => decideClaim(claimId, decision),
    // A decision moves money or mails the claimant: never sent twice without the admin asking.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/claims'] }),
  });
}
