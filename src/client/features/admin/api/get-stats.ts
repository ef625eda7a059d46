import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/admin.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** Admin figures change all the time: kept for a minute, fetched again when the tab opens after that. */
export const ADMIN_STALE_TIME = 60_000;

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/stats'],
    queryFn: ({ signal }) => apiFetch<AdminStats>('/api/admin/stats', { signal }),
    staleTime: ADMIN_STALE_TIME,
    refetchOnMount: true,
  });

export const useAdminStats = (enabled = true) => useQuery({ ...adminStatsQueryOptions(), enabled });
