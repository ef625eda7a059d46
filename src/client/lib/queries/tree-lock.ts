import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreeLockResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** No AbortSignal: see get-eligibility.ts (a cancelled refetch would revert to a stale lock state). */
export const getTreeLock = () => apiFetch<TreeLockResponse>('/api/family-tree-lock');

export const treeLockQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/family-tree-lock'],
    queryFn: getTreeLock,
  });

export const useTreeLock = () => useQuery(treeLockQueryOptions());
