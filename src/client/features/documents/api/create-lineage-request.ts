import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentRequestResponse, lineageRequestBody } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { documentRequestsQueryOptions } from '#client/lib/queries/document-requests.ts';

export type LineageRequestBody = z.input<typeof lineageRequestBody>;

export const createLineageRequest = (body: LineageRequestBody) =>
  apiFetch<DocumentRequestResponse>('/api/document-request/lineage-based', { method: 'POST', body });

/** Creates the (pending) order; the server decides which documents it covers and what it costs. */
export function useCreateLineageRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLineageRequest,
    retry: false,
    onSuccess: (created) => rememberRequest(queryClient, created),
  });
}

/** Puts a new order into the cached list (so the confirmation screen has it) and refreshes the list. */
export function rememberRequest(queryClient: ReturnType<typeof useQueryClient>, created: DocumentRequestResponse) {
  const { queryKey } = documentRequestsQueryOptions();
  queryClient.setQueryData(queryKey, (list) => (list ? [created, ...list.filter((o) => o.id !== created.id)] : list));
  void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
}
