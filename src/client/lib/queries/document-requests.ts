import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRequestResponse } from '#shared/orders.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const getDocumentRequests = (signal?: AbortSignal) =>
  apiFetch<DocumentRequestResponse[]>('/api/document-requests', { signal });

/** The signed-in user's certificate orders (spec 'Orders'); invalidated after a payment. */
export const documentRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/document-requests'],
    queryFn: ({ signal }) => getDocumentRequests(signal),
  });

export const useDocumentRequests = () => useQuery(documentRequestsQueryOptions());
