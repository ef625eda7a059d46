import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimableOrder } from '#shared/claims.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const getClaimableOrders = (signal?: AbortSignal) =>
  apiFetch<ClaimableOrder[]>('/api/claims/orders', { signal });

/** Every paid order of the user, each with whether a claim can cover it now (and why not). */
export const claimableOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/claims/orders'],
    queryFn: ({ signal }) => getClaimableOrders(signal),
    staleTime: 0,
  });

export const useClaimableOrders = (enabled: boolean) => useQuery({ ...claimableOrdersQueryOptions(), enabled });
