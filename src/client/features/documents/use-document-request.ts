import { useRef, useState } from 'react';
import { toast } from '#client/lib/toast.ts';
import type { Recommendation } from '#domain/orders/research.ts';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { usePricing } from '#client/lib/pricing.ts';
import { useCreateLineageRequest } from './api/create-lineage-request.ts';
import { useFamilyMemberOptions } from './api/get-family-member-options.ts';
import { useLineageRecommendations } from './api/get-lineage-recommendations.ts';
import { isSelected, useResearchSelections } from './api/get-research-selections.ts';
import { useSaveLineagePreference } from './api/save-lineage-preference.ts';
import { useSaveResearchSelection } from './api/save-research-selection.ts';

/**
 * The document request's logic: the Irish line chosen (saved at once, or after Enter when picked with
 * the arrow keys), the certificates recommended for it and ticked (each tick saved), the price, and
 * Start Research, which creates the request.
 */
export function useDocumentRequest(onCreated: (order: DocumentRequestResponse) => void) {
  const { user } = useAuth();
  const options = useFamilyMemberOptions();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const recommendations = useLineageRecommendations(chosenId, options.isSuccess);
  const selections = useResearchSelections();
  const { data: pricing } = usePricing();
  const savePreference = useSaveLineagePreference();
  const saveSelection = useSaveResearchSelection();
  const createRequest = useCreateLineageRequest();
  const [additionalInfo, setAdditionalInfo] = useState('');

  const rows = recommendations.data?.recommendedDocumentTypes ?? [];
  const grandparentId = recommendations.data?.selectedFamilyMemberId ?? null;
  const ticked = rows.filter((r) => r.available && isSelected(selections.data, r.subjectId, r.type));
  const unitPrice = pricing?.document_research.amount ?? rows[0]?.estimatedCost ?? 0;
  const currency = pricing?.currency ?? 'eur';

  // A route picked with the mouse or a phone's picker is saved at once; one reached with the arrow keys
  // is a draft until Enter or leaving the field confirms it (decision 067).
  const [routeDraft, setRouteDraft] = useState<string | null>(null);
  const keyboardPick = useRef(false);
  const chooseRoute = (id: string) => {
    setRouteDraft(null);
    if (!id || id === grandparentId || savePreference.isPending) return;
    savePreference.mutate(id, { onSuccess: () => setChosenId(id) });
  };
  const route = {
    value: routeDraft ?? grandparentId ?? '',
    draft: routeDraft && routeDraft !== grandparentId ? routeDraft : null,
    saving: savePreference.isPending,
    error: savePreference.error,
    onPointerDown: () => {
      keyboardPick.current = false;
    },
    onKey: (key: string) => {
      if (key === 'Enter') {
        if (routeDraft) chooseRoute(routeDraft);
      } else if (key !== 'Tab') keyboardPick.current = true;
    },
    onBlur: () => {
      if (routeDraft) chooseRoute(routeDraft);
    },
    onChange: (id: string) => (keyboardPick.current ? setRouteDraft(id) : chooseRoute(id)),
  };

  const isTicked = (row: Recommendation) => row.available && isSelected(selections.data, row.subjectId, row.type);
  const toggle = (row: Recommendation, checked: boolean) => {
    if (!user || !row.available) return;
    saveSelection.mutate({ userId: user.id, familyMemberId: row.subjectId, documentType: row.type, checked });
  };

  const startResearch = () => {
    if (ticked.length === 0 || !grandparentId) {
      toast.error('No documents selected', { description: 'Please select at least one document to order' });
      return;
    }
    createRequest.mutate(
      {
        selectedFamilyMemberId: grandparentId,
        documentsNeeded: ticked.map((r) => ({ familyMemberId: r.subjectId, documentType: r.type })),
        additionalInfo,
      },
      {
        onSuccess: (order) => {
          toast.success('Smart Request Created', {
            description: `${order.documentsRequestedCount} ${order.documentsRequestedCount === 1 ? 'document' : 'documents'} for the line of ${order.subjectName ?? 'your Irish grandparent'}.`,
          });
          onCreated(order);
        },
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to create document request') }),
      },
    );
  };

  return {
    loading: options.isPending || (options.isSuccess && recommendations.isPending),
    failed: options.isError || recommendations.isError,
    retry: () => void Promise.all([options.refetch(), recommendations.refetch()]),
    irish: options.data?.irishGrandparents ?? [],
    parents: options.data?.parents ?? [],
    lineageRoute: recommendations.data?.lineageRoute ?? null,
    grandparentId,
    route,
    rows,
    isTicked,
    toggle,
    /** A tick that was not saved (and was put back), said under the list until the next tick. */
    selectionRefused: saveSelection.isError,
    selectionsReady: selections.isSuccess,
    ticked,
    unitPrice,
    priceKnown: Boolean(pricing),
    currency,
    total: ticked.length * unitPrice,
    additionalInfo,
    setAdditionalInfo,
    creating: createRequest.isPending,
    /** Why the request was refused, beside Start Research until the next try (decision 071). */
    createError: createRequest.error,
    startResearch,
  };
}

export type DocumentRequestState = ReturnType<typeof useDocumentRequest>;
