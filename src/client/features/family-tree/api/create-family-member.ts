import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFamilyMemberBody, FamilyMemberResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { familyMembersQueryOptions } from './get-family-members.ts';
import { invalidateFamilyTree } from './invalidate-family-tree.ts';

/** Ids of members shown before the server has answered. */
const OPTIMISTIC_ID_PREFIX = 'optimistic-';

/** The same idempotency key returns the member created before (200) instead of a duplicate (201). */
export const createFamilyMember = (body: CreateFamilyMemberBody) =>
  apiFetch<FamilyMemberResponse>('/api/family-members', { method: 'POST', body });

function optimisticMember(body: CreateFamilyMemberBody): FamilyMemberResponse {
  return {
    id: `${OPTIMISTIC_ID_PREFIX}${body.idempotencyKey ?? crypto.randomUUID()}`,
    type: 'person',
    firstName: body.firstName,
    lastName: body.lastName,
    relationship: body.relationship,
    gender: body.gender,
    birthDate: body.birthDate ?? null,
    deathDate: body.deathDate ?? null,
    birthPlace: body.birthPlace ?? null,
    birthCountry: body.birthCountry ?? null,
    deathPlace: body.deathPlace ?? null,
    deathCountry: body.deathCountry ?? null,
    citizenshipBasis: body.citizenshipBasis ?? null,
    isIrishBorn: body.isIrishBorn,
    isIrishCitizen: body.isIrishCitizen,
    isDeceased: body.isDeceased,
    isLineageAnchor: body.isLineageAnchor,
    hasNameChanged: body.hasNameChanged,
    citizenshipDate: body.citizenshipDate ?? null,
    isAdoptiveParent: body.isAdoptiveParent,
    naturalisedElsewhere: body.naturalisedElsewhere,
    inIrishPublicServiceAbroad: body.inIrishPublicServiceAbroad,
    parentId: body.parentId ?? null,
    notes: body.notes ?? null,
    includeInApplication: body.includeInApplication,
    createdAt: new Date().toISOString(),
  };
}

/** Spec 'Member form': optimistic add, rolled back on error, the list re-fetched afterwards. */
export const useCreateFamilyMember = () => {
  const queryClient = useQueryClient();
  const { queryKey } = familyMembersQueryOptions();
  return useMutation({
    mutationFn: createFamilyMember,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      const temp = optimisticMember(body);
      queryClient.setQueryData(queryKey, (list = []) => [...list, temp]);
      return { previous, tempId: temp.id };
    },
    onSuccess: (member, _body, context) => {
      queryClient.setQueryData(queryKey, (list = []) => {
        const rest = list.filter((m) => m.id !== context.tempId && m.id !== member.id);
        return [...rest, member];
      });
    },
    onError: (_error, _body, context) => {
      if (context) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => {
      void invalidateFamilyTree(queryClient);
    },
  });
};
