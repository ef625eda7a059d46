import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreeLockResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeLockQueryOptions } from '#client/lib/queries/tree-lock.ts';

export const LOCK_REASON = 'Manual lock by user';

export const lockTree = () =>
  apiFetch<TreeLockResponse>('/api/family-tree-lock/lock', { method: 'POST', body: { reason: LOCK_REASON } });

export const useLockTree = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockTree,
    onSuccess: (lock) => queryClient.setQueryData(treeLockQueryOptions().queryKey, lock),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treeLockQueryOptions().queryKey, refetchType: 'all' }),
  });
};
