import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentRequestResponse, manualRequestBody } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { rememberRequest } from './create-lineage-request.ts';

export type ManualRequestBody = z.input<typeof manualRequestBody>;

export const createManualRequest = (body: ManualRequestBody) =>
  apiFetch<DocumentRequestResponse>('/api/create-document-request', { method: 'POST', body });

export function useCreateManualRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualRequest,
    retry: false,
    onSuccess: (created) => rememberRequest(queryClient, created),
  });
}
