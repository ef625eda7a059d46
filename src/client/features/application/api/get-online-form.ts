import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineFormResponse } from '#shared/online-form.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { treeStateKey } from '#client/lib/tree-state.ts';

export const getOnlineForm = (signal?: AbortSignal) =>
  apiFetch<OnlineFormResponse>('/api/application/online-form', { signal });

/** The online form's answers, from the tree, the profile and the checked certificates. */
export const onlineFormQueryOptions = () =>
  queryOptions({
    queryKey: treeStateKey('/api/application', 'online-form'),
    queryFn: ({ signal }) => getOnlineForm(signal),
    staleTime: 0,
  });

export const useOnlineForm = () => useQuery(onlineFormQueryOptions());
