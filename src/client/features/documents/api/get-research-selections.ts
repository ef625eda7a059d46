import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectionFlagOf, type DocumentType } from '#domain/orders/research.ts';
import type { ResearchSelection as StoredSelection } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** The document research selection: the ticks per family member (updatedAt absent while unsaved). */
export type ResearchSelection = Omit<StoredSelection, 'updatedAt'> & Partial<Pick<StoredSelection, 'updatedAt'>>;

export const getResearchSelections = (signal?: AbortSignal) =>
  apiFetch<ResearchSelection[]>('/api/document-research-selections', { signal });

export const researchSelectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/document-research-selections'],
    queryFn: ({ signal }) => getResearchSelections(signal),
  });

export const useResearchSelections = () => useQuery(researchSelectionsQueryOptions());

export function isSelected(
  selections: readonly ResearchSelection[] | undefined,
  familyMemberId: string,
  type: DocumentType,
): boolean {
  const row = selections?.find((s) => s.familyMemberId === familyMemberId);
  return Boolean(row?.[selectionFlagOf(type)]);
}
