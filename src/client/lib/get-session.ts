import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '#shared/session.ts';
import { apiFetch } from './api-client.ts';

export type { SessionUser };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/session'],
    queryFn: () => apiFetch<{ user: SessionUser | null }>('/api/session'),
    staleTime: 5 * 60 * 1000,
  });
