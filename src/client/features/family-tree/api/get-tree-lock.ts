import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreeLockResponse } from '../../../../shared/family.ts';
import { apiFetch } from '../../../lib/api-client.ts';

export const getTreeLock = (signal?: AbortSignal) => apiFetch<TreeLockResponse>('/api/family-tree-lock', { signal });

export const treeLockQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/family-tree-lock'],
    queryFn: ({ signal }) => getTreeLock(signal),
  });

export const useTreeLock = () => useQuery(treeLockQueryOptions());
