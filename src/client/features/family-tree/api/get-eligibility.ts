import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibilityAssessmentResponse } from '../../../../shared/eligibility-assessment.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** The server's eligibility engine read from the tree (DESIGN decision 6). */
export const getEligibility = (signal?: AbortSignal) =>
  apiFetch<EligibilityAssessmentResponse>('/api/family-tree/eligibility', { signal });

export const eligibilityQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/family-tree/eligibility'],
    queryFn: ({ signal }) => getEligibility(signal),
  });

export const useEligibility = () => useQuery(eligibilityQueryOptions());
