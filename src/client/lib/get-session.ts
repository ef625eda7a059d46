import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { sessionResponse, SessionUser } from '#shared/session.ts';
import { apiFetch } from './api-client.ts';

export type { SessionUser };

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/session'],
    queryFn: () => apiFetch<z.infer<typeof sessionResponse>>('/api/session'),
    staleTime: 5 * 60 * 1000,
  });
