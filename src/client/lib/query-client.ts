import { QueryClient } from '@tanstack/react-query';
import { ApiError, TimeoutError } from './api-client.ts';

const isAuthError = (error: unknown) =>
  (error instanceof ApiError && error.status === 401) ||
  (error instanceof Error && error.message.includes('Authentication required'));

/**
 * The query defaults: data fresh for 10 minutes, no refetch on focus or mount, and no retry of a
 * 4xx answer (docs/decisions/005-query-retries.md).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchInterval: false,
        retry: (failureCount, error) => {
          if (isAuthError(error)) return false;
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          if (error instanceof TimeoutError) return failureCount < 2;
          return failureCount < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        retry: (failureCount, error) => {
          if (isAuthError(error) || error instanceof TimeoutError) return false;
          // A 4xx (validation, conflict, locked, not found) will not change on a retry.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 10_000),
      },
    },
  });
}
