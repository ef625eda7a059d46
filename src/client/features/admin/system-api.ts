import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSystem } from '#shared/admin-system.ts';
import { apiFetch } from '#client/lib/api-client.ts';

const SYSTEM_PATH = '/api/admin/system';

/** The System tab's figures: fetched when it opens and every 15 seconds while it shows. */
export const adminSystemQueryOptions = () =>
  queryOptions({
    queryKey: [SYSTEM_PATH],
    queryFn: ({ signal }) => apiFetch<AdminSystem>(SYSTEM_PATH, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 15_000,
  });

export const useAdminSystem = () => useQuery(adminSystemQueryOptions());

/** A failed message queued again; the tab is fetched again afterwards. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ id: string; status: 'pending'; nextAttemptAt: string }>(
        `${SYSTEM_PATH}/outbox/${encodeURIComponent(id)}/retry`,
        { method: 'POST' },
      ),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SYSTEM_PATH] }),
  });
}
