import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PdfOrderResponse } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const pdfOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['/api/pdf-orders'], queryFn: () => apiFetch<PdfOrderResponse[]>('/api/pdf-orders') });

export const usePdfOrders = () => useQuery(pdfOrdersQueryOptions());

/** Spec: a PDF order counts as paid if its payment status is paid (or completed). Decided by the server. */
export const hasPaidPdf = (orders: PdfOrderResponse[] | undefined) =>
  Boolean(orders?.some((o) => o.paymentStatus === 'paid'));
