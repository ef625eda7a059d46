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

/**
 * What the research price covers, worded the same on every screen that shows it (decision 031): our fee
 * per certificate is fixed, and the registry's own fee for the certificate is not part of it.
 */
export const RESEARCH_FEE_COVERS =
  'Our fee per certificate is fixed: it covers finding the record, ordering the certificate and posting it to you. The registry’s own certificate fee is not included: your order shows it as a line of its own, passed on at cost.';
