import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { allNameChangesQueryOptions } from './get-name-changes.ts';

export const deleteNameChange = (id: string) =>
  apiFetch<SuccessResponse>(`/api/name-change-events/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useDeleteNameChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNameChange,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: allNameChangesQueryOptions().queryKey,
        exact: true,
        refetchType: 'all',
      }),
  });
};
