import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';

export const isAdminQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user/is-admin'],
    queryFn: () => apiFetch<{ isAdmin: boolean }>('/api/user/is-admin'),
  });

export const useIsAdmin = () => useQuery(isAdminQueryOptions());
