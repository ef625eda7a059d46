import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOfficeFacts } from '#shared/admin.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { ADMIN_STALE_TIME } from './get-stats.ts';

/** 'Facts to re-check': the office data set's facts by age (docs/decisions/037-facts-that-stay-fresh.md). */
export const adminOfficeFactsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/office-facts'],
    queryFn: ({ signal }) => apiFetch<AdminOfficeFacts>('/api/admin/office-facts', { signal }),
    staleTime: ADMIN_STALE_TIME,
  });

export const useAdminOfficeFacts = () => useQuery(adminOfficeFactsQueryOptions());
