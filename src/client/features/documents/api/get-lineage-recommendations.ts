import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LineageRecommendations } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

export type { LineageRecommendations };

export const getLineageRecommendations = (familyMemberId: string | null, signal?: AbortSignal) =>
  apiFetch<LineageRecommendations>(
    `/api/document-request/lineage-recommendations${familyMemberId ? `?familyMemberId=${encodeURIComponent(familyMemberId)}` : ''}`,
    { signal },
  );

/** Without an id the server picks the line: the only Irish-born grandparent, the saved route, or the engine's. */
export const lineageRecommendationsQueryOptions = (familyMemberId: string | null) =>
  queryOptions({
    queryKey: treeStateKey('/api/document-request/lineage-recommendations', familyMemberId),
    queryFn: ({ signal }) => getLineageRecommendations(familyMemberId, signal),
  });

/** Another line's list keeps the current one on screen while it loads: the route select keeps its focus. */
export const useLineageRecommendations = (familyMemberId: string | null, enabled = true) =>
  useQuery({ ...lineageRecommendationsQueryOptions(familyMemberId), enabled, placeholderData: keepPreviousData });
