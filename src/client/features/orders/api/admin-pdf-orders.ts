import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPdfOrder } from '#shared/admin-lists.ts';
import type { PdfOrderResponse } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type PdfPurchaseFilters = { status: PdfOrderResponse['paymentStatus'] | 'all'; q: string };

/** GET /api/admin/pdf-orders: the PDF pack purchases, newest first, by status and search. */
export const adminPdfOrdersQueryOptions = ({ status, q }: PdfPurchaseFilters) =>
  queryOptions({
    queryKey: ['/api/admin/pdf-orders', status, q],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (status !== 'all') params.set('status', status);
      if (q) params.set('q', q);
      const query = params.toString();
      return apiFetch<AdminPdfOrder[]>(`/api/admin/pdf-orders${query ? `?${query}` : ''}`, { signal });
    },
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });

export const useAdminPdfOrders = (filters: PdfPurchaseFilters) => useQuery(adminPdfOrdersQueryOptions(filters));
