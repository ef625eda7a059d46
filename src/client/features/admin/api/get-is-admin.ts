import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsAdminResponse } from '#shared/admin.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const isAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/is-admin'],
    queryFn: () => apiFetch<IsAdminResponse>('/api/user/is-admin'),
  });

export const useIsAdmin = () => useQuery(isAdminQueryOptions());
