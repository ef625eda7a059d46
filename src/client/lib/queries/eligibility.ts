import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibilityAssessmentResponse } from '#shared/eligibility-assessment.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

/** The server's eligibility engine read from the tree (docs/decisions/011-eligibility-engine.md). */
export const getEligibility = () => apiFetch<EligibilityAssessmentResponse>('/api/family-tree/eligibility');

/**
 * No AbortSignal on purpose: a refetch that a view switch leaves without observers would be
 * cancelled and reverted to the old answer, and the dashboard (which does not refetch on mount)
 * would then show a stale badge.
 */
export const eligibilityQueryOptions = () =>
  queryOptions({
    queryKey: treeStateKey('/api/family-tree/eligibility'),
    queryFn: getEligibility,
  });

export const useEligibility = () => useQuery(eligibilityQueryOptions());
