import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { childrenCountQueryOptions } from './get-children-count.ts';
import { familyMembersQueryOptions } from './get-family-members.ts';
import { invalidateFamilyTree } from './invalidate-family-tree.ts';

/** Deletes a member; the server also deletes the grandparents linked to a deleted parent. */
export const deleteFamilyMember = (id: string) =>
  apiFetch<SuccessResponse>(`/api/family-members/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Spec 'Member form': optimistic delete (with the linked grandparents), rolled back on error, re-fetched afterwards. */
export const useDeleteFamilyMember = () => {
  const queryClient = useQueryClient();
  const { queryKey } = familyMembersQueryOptions();
  return useMutation({
    mutationFn: deleteFamilyMember,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list = []) => list.filter((m) => m.id !== id && m.parentId !== id));
      return { previous };
    },
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: childrenCountQueryOptions(id).queryKey, exact: true });
    },
    onError: (_error, _id, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      void invalidateFamilyTree(queryClient);
    },
  });
};
