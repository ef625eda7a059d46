import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

export type SessionUser = { id: string; email: string; name: string; image: string | null; isAdmin: boolean };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/session'],
    queryFn: () => apiFetch<{ user: SessionUser | null }>('/api/session'),
    staleTime: 5 * 60 * 1000,
  });
