import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderStatus } from '#domain/orders/status.ts';
import type {
  AdminOrderUpdate,
  AdminRegistryFee,
  DocumentRequestResponse,
  orderHistoryResponse,
  RegistryFeeLine,
} from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type OrderEvent = z.infer<typeof orderHistoryResponse>[number];

/** GET /api/admin/orders[?status=]: every user's orders, newest first. */
export const adminOrdersQueryOptions = (status: OrderStatus | 'all') =>
  queryOptions({
    queryKey: ['/api/admin/orders', status],
    queryFn: ({ signal }) =>
      apiFetch<DocumentRequestResponse[]>(`/api/admin/orders${status === 'all' ? '' : `?status=${status}`}`, {
        signal,
      }),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useAdminOrders = (status: OrderStatus | 'all') => useQuery(adminOrdersQueryOptions(status));

export const orderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['/api/admin/orders', 'history', orderId],
    queryFn: ({ signal }) =>
      apiFetch<OrderEvent[]>(`/api/admin/orders/${encodeURIComponent(orderId)}/history`, { signal }),
    staleTime: 0,
  });

export const useOrderHistory = (orderId: string, enabled: boolean) =>
  useQuery({ ...orderHistoryQueryOptions(orderId), enabled });

export const updateAdminOrder = (orderId: string, body: AdminOrderUpdate) =>
  apiFetch<DocumentRequestResponse>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { method: 'PATCH', body });

/** An admin change; afterwards every admin order list and this order's history are fetched again. */
export function useUpdateAdminOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderUpdate) => updateAdminOrder(orderId, body),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] }),
  });
}

/** The admin sets the fee the office confirmed for one line, in the office's currency (minor units). */
export const setRegistryFee = (orderId: string, lineId: string, body: AdminRegistryFee) =>
  apiFetch<RegistryFeeLine>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/registry-fees/${encodeURIComponent(lineId)}`,
    { method: 'PUT', body },
  );

/** The admin refunds a paid registry fee in full. */
export const refundRegistryFee = (orderId: string, lineId: string) =>
  apiFetch<RegistryFeeLine>(
    `/api/admin/orders/${encodeURIComponent(orderId)}/registry-fees/${encodeURIComponent(lineId)}/refund`,
    { method: 'POST', body: {} },
  );

/** A registry-fee change; afterwards every admin order list and history are fetched again. */
export function useRegistryFeeAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { kind: 'set'; lineId: string; body: AdminRegistryFee } | { kind: 'refund'; lineId: string },
    ) =>
      action.kind === 'set'
        ? setRegistryFee(orderId, action.lineId, action.body)
        : refundRegistryFee(orderId, action.lineId),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] }),
  });
}
