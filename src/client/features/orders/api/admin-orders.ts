import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderStatus } from '#domain/orders/status.ts';
import type { AdminOrderSort } from '#shared/admin-lists.ts';
import type {
  AdminLineOutcome,
  AdminOrderUpdate,
  AdminRegistryFee,
  DocumentRequestResponse,
  orderHistoryResponse,
  OrderLine,
  RegistryFeeLine,
} from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type OrderEvent = z.infer<typeof orderHistoryResponse>[number];

/** What the Orders tab shows: a status or all, a search (reference, email or name), newest or oldest first. */
export type AdminOrderFilters = { status: OrderStatus | 'all'; q?: string; sort?: AdminOrderSort };

/** `?status=paid&q=walsh&sort=oldest`, leaving out what is not chosen; the CSV export takes the same. */
export function adminOrdersSearch({ status, q, sort }: AdminOrderFilters): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (q?.trim()) params.set('q', q.trim());
  if (sort && sort !== 'newest') params.set('sort', sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/orders: every user's orders, newest first unless asked otherwise. */
export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  queryOptions({
    queryKey: ['/api/admin/orders', filters.status, filters.q?.trim() ?? '', filters.sort ?? 'newest'],
    queryFn: ({ signal }) =>
      apiFetch<DocumentRequestResponse[]>(`/api/admin/orders${adminOrdersSearch(filters)}`, { signal }),
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (filters: AdminOrderFilters) => useQuery(adminOrdersQueryOptions(filters));

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

/** GET /api/admin/orders/:id/lines: the work order, one line per certificate (docs/decisions/065-the-work-order.md). */
export const workOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['/api/admin/orders', 'lines', orderId],
    queryFn: ({ signal }) =>
      apiFetch<{ lines: OrderLine[] }>(`/api/admin/orders/${encodeURIComponent(orderId)}/lines`, { signal }),
    staleTime: 0,
  });

export const useWorkOrder = (orderId: string) => useQuery(workOrderQueryOptions(orderId));

/** The operator records a line's outcome, or refunds a line not found; every admin order list is fetched again. */
export function useLineAction(orderId: string) {
  const queryClient = useQueryClient();
  const base = `/api/admin/orders/${encodeURIComponent(orderId)}/lines`;
  return useMutation({
    mutationFn: (action: { index: number; body: AdminLineOutcome } | { index: number; refund: true }) =>
      'refund' in action
        ? apiFetch<{ lines: OrderLine[] }>(`${base}/${action.index}/refund`, { method: 'POST' })
        : apiFetch<{ lines: OrderLine[] }>(`${base}/${action.index}/outcome`, { method: 'POST', body: action.body }),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/admin/orders'] }),
  });
}
