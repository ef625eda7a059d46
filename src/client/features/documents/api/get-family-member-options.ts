import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyMemberOptions, OptionPerson } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

export const getFamilyMemberOptions = (signal?: AbortSignal) =>
  apiFetch<FamilyMemberOptions>('/api/document-request/family-member-options', { signal });

export const familyMemberOptionsQueryOptions = () =>
  queryOptions({
    queryKey: treeStateKey('/api/document-request/family-member-options'),
    queryFn: ({ signal }) => getFamilyMemberOptions(signal),
  });

export const useFamilyMemberOptions = () => useQuery(familyMemberOptionsQueryOptions());

export const personName = (p: Pick<OptionPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/** 'Mary Walsh (born Castlebar, Co. Mayo), through John Walsh' for the route dropdown. */
export const routeOptionLabel = (g: OptionPerson, parents: readonly OptionPerson[]) => {
  const parent = parents.find((p) => p.id === g.parentId);
  return `${personName(g)}${g.birthPlace ? ` (born ${g.birthPlace})` : ''}${parent ? `, through ${personName(parent)}` : ''}`;
};
