import { queryOptions, useQuery } from '@tanstack/react-query';
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
