import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#client/lib/toast.ts';
import { NOTHING_SELECTED, selectionFlagOf, type DocumentType } from '#domain/orders/research.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { researchSelectionsQueryOptions, type ResearchSelection } from './get-research-selections.ts';

export type SelectionChange = { userId: string; familyMemberId: string; documentType: DocumentType; checked: boolean };

export const saveResearchSelection = ({ userId, familyMemberId, documentType, checked }: SelectionChange) =>
  apiFetch<ResearchSelection>(
    `/api/document-research-selections/${encodeURIComponent(userId)}/${encodeURIComponent(familyMemberId)}`,
    { method: 'PUT', body: { userId, familyMemberId, [selectionFlagOf(documentType)]: checked } },
  );

/** The spec's toast description, also said under the list until the next tick (decision 071). */
export const SELECTION_NOT_SAVED = 'Failed to save document selection. Your previous choices have been restored.';

/** Optimistic tick; a failed save puts the previous choices back ('Save Failed'). */
export function useSaveResearchSelection() {
  const queryClient = useQueryClient();
  const { queryKey } = researchSelectionsQueryOptions();
  return useMutation({
    mutationFn: saveResearchSelection,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData(queryKey);
      const flag = selectionFlagOf(change.documentType);
      queryClient.setQueryData(queryKey, (list = []) => {
        const existing = list.find((s) => s.familyMemberId === change.familyMemberId);
        if (existing) return list.map((s) => (s === existing ? { ...s, [flag]: change.checked } : s));
        const fresh: ResearchSelection = {
          userId: change.userId,
          familyMemberId: change.familyMemberId,
          ...NOTHING_SELECTED,
          [flag]: change.checked,
        };
        return [...list, fresh];
      });
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, (list = []) =>
        list.some((s) => s.familyMemberId === saved.familyMemberId)
          ? list.map((s) => (s.familyMemberId === saved.familyMemberId ? saved : s))
          : [...list, saved],
      );
    },
    onError: (_err, _change, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error('Save Failed', { description: SELECTION_NOT_SAVED });
    },
  });
}
