import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceResponse } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

export const getWorkspace = (signal?: AbortSignal) => apiFetch<WorkspaceResponse>('/api/application', { signal });

/**
 * The application workspace: every item with its status, the gate and the timeline. The tree
 * decides the items, so it lives under the tree's state key: a tree write refetches it, and the
 * dashboard card never shows what the tree said before (such as 'Add yourself' after you did).
 */
export const workspaceQueryOptions = () =>
  queryOptions({
    queryKey: treeStateKey('/api/application'),
    queryFn: ({ signal }) => getWorkspace(signal),
    staleTime: 0,
  });

export const useWorkspace = () => useQuery(workspaceQueryOptions());
