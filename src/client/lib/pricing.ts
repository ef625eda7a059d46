import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '#shared/pricing.ts';
import { apiFetch } from './api-client.ts';

export const getPricing = () => apiFetch<PricingResponse>('/api/pricing');

/** Spec: pricing cached 5 minutes with 2 retries. */
export const pricingQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/pricing'],
    queryFn: getPricing,
    staleTime: 5 * 60 * 1000,
    gcTime: 5 * 60 * 1000,
    retry: 2,
  });

export const usePricing = () => useQuery(pricingQueryOptions());
