import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_RETENTION } from '#domain/retention/periods.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import { apiFetch } from './api-client.ts';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/config'],
    queryFn: () => apiFetch<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());

/** Who runs the service (configured on the server); undefined only until /api/config answers. */
export const useCompanyIdentity = () => usePublicConfig().data?.company;

/** The retention periods the server applies; the policy's own values until /api/config answers. */
export const useRetentionPeriods = () => usePublicConfig().data?.retention ?? DEFAULT_RETENTION;
