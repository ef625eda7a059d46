import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateNameChangeBody, NameChangeResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { allNameChangesQueryOptions } from './get-name-changes.ts';

export const createNameChange = (body: CreateNameChangeBody) =>
  apiFetch<NameChangeResponse>('/api/name-change-events', { method: 'POST', body });

export const useCreateNameChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNameChange,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: allNameChangesQueryOptions().queryKey,
        exact: true,
        refetchType: 'all',
      }),
  });
};
