import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '#domain/orders/research.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** Spec section 3 'Lineage recommendations response' (plus which grandparent the server used). */
export type LineageRecommendations = {
  lineageRoute: string | null;
  irishAncestorName: string | null;
  selectedFamilyMemberId: string | null;
  eligibilityStatus: string;
  recommendedDocumentTypes: Recommendation[];
};

export const getLineageRecommendations = (familyMemberId: string | null, signal?: AbortSignal) =>
  apiFetch<LineageRecommendations>(
    `/api/document-request/lineage-recommendations${familyMemberId ? `?familyMemberId=${encodeURIComponent(familyMemberId)}` : ''}`,
    { signal },
  );

/** Without an id the server picks the line: the only Irish-born grandparent, the saved route, or the engine's. */
export const lineageRecommendationsQueryOptions = (familyMemberId: string | null) =>
  queryOptions({
    queryKey: ['/api/document-request/lineage-recommendations', familyMemberId],
    queryFn: ({ signal }) => getLineageRecommendations(familyMemberId, signal),
  });

export const useLineageRecommendations = (familyMemberId: string | null, enabled = true) =>
  useQuery({ ...lineageRecommendationsQueryOptions(familyMemberId), enabled });
