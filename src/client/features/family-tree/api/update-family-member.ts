import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FamilyMemberResponse, UpdateFamilyMemberBody } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { familyMembersQueryOptions } from './get-family-members.ts';
import { invalidateFamilyTree } from './invalidate-family-tree.ts';

export type UpdateFamilyMemberInput = { id: string; body: UpdateFamilyMemberBody };

/** Member fields, or only { includeInApplication }: the API accepts either body. */
export const updateFamilyMember = ({ id, body }: UpdateFamilyMemberInput) =>
  apiFetch<FamilyMemberResponse>(`/api/family-members/${encodeURIComponent(id)}`, { method: 'PUT', body });

/** Fields the server echoes but does not take from the body. */
function patchOf(body: UpdateFamilyMemberBody): Partial<FamilyMemberResponse> {
  const {
    id: _id,
    type: _type,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    idempotencyKey: _key,
    ...rest
  } = body as UpdateFamilyMemberBody & {
    id?: string;
    type?: string;
    createdAt?: string;
    updatedAt?: string;
    idempotencyKey?: string;
  };
  return rest;
}

/** Spec 'Member form': optimistic edit, rolled back on error, the list re-fetched afterwards. */
export const useUpdateFamilyMember = () => {
  const queryClient = useQueryClient();
  const { queryKey } = familyMembersQueryOptions();
  return useMutation({
    mutationFn: updateFamilyMember,
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      const patch = patchOf(body);
      queryClient.setQueryData(queryKey, (list = []) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
      return { previous };
    },
    onSuccess: (member) => {
      queryClient.setQueryData(queryKey, (list = []) => list.map((m) => (m.id === member.id ? member : m)));
    },
    onError: (_error, _input, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      void invalidateFamilyTree(queryClient);
    },
  });
};
