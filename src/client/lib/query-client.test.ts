import { describe, expect, it } from 'vitest';
import { ApiError, TimeoutError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const defaults = createQueryClient().getDefaultOptions();
const queryRetry = defaults.queries?.retry as (count: number, error: unknown) => boolean;
const mutationRetry = defaults.mutations?.retry as (count: number, error: unknown) => boolean;

describe('query client defaults', () => {
  it('keeps data fresh for 10 minutes and does not refetch on focus or mount', () => {
    expect(defaults.queries).toMatchObject({ staleTime: 600_000, refetchOnWindowFocus: false, refetchOnMount: false });
  });

  it.each([
    ['a 401', new ApiError('401', 401), 0, false],
    ['a 404', new ApiError('404', 404), 0, false],
    ['a 500, first failure', new ApiError('500', 500), 0, true],
    ['a 500, third failure', new ApiError('500', 500), 3, false],
    ['a timeout, second failure', new TimeoutError(), 1, true],
    ['a timeout, third failure', new TimeoutError(), 2, false],
  ])('queries: %s → retry %s', (_what, error, count, retry) => {
    expect(queryRetry(count, error)).toBe(retry);
  });

  it.each([
    ['a 409', new ApiError('409', 409), false],
    ['a timeout', new TimeoutError(), false],
    ['a 503', new ApiError('503', 503), true],
  ])('mutations: %s → retry %s', (_what, error, retry) => {
    expect(mutationRetry(0, error)).toBe(retry);
  });
});
