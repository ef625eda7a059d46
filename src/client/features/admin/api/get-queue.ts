import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminQueue } from '#shared/admin-queue.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** What waits for the operator: fetched whenever the overview opens, and every minute while it is open. */
export const adminQueueQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/queue'],
    queryFn: ({ signal }) => apiFetch<AdminQueue>('/api/admin/queue', { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });

export const useAdminQueue = () => useQuery(adminQueueQueryOptions());
