import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/**
 * Corrections and cancellation (docs/decisions/059-order-corrections-cancel-and-deletion.md):
 * an admin undoes the last status move or cancels an unpaid order; the owner cancels their own
 * unpaid order. Afterwards the order lists and the history are fetched again.
 */
const post = (url: string, body?: unknown) =>
  apiFetch<DocumentRequestResponse>(url, { method: 'POST', ...(body === undefined ? {} : { body }) });

export function useUndoStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post(`/api/admin/orders/${encodeURIComponent(orderId)}/undo`),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] }),
  });
}

export function useCancelOrderAsAdmin(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => post(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, { note }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] }),
  });
}

export function useCancelMyOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => post(`/api/document-requests/${encodeURIComponent(orderId)}/cancel`),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/document-requests'] }),
  });
}
