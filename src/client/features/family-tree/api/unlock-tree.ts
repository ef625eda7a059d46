import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreeLockResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeLockQueryOptions } from '#client/lib/queries/tree-lock.ts';

/** The server refuses while a paid order is active (docs/decisions/026-one-tree-lock.md) and says why. */
export const unlockTree = () =>
  apiFetch<TreeLockResponse>('/api/family-tree-lock/unlock', { method: 'POST', body: {} });

export const useUnlockTree = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockTree,
    onSuccess: (lock) => queryClient.setQueryData(treeLockQueryOptions().queryKey, lock),
    onSettled: () => queryClient.invalidateQueries({ queryKey: treeLockQueryOptions().queryKey, refetchType: 'all' }),
  });
};
