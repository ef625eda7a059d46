import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceResponse } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const getWorkspace = (signal?: AbortSignal) => apiFetch<WorkspaceResponse>('/api/application', { signal });

/**
 * The application workspace: every item with its status, the gate and the timeline. The tree
 * decides the items, so it is fetched afresh whenever a screen shows it.
 */
export const workspaceQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/application'],
    queryFn: ({ signal }) => getWorkspace(signal),
    staleTime: 0,
  });

export const useWorkspace = () => useQuery(workspaceQueryOptions());
