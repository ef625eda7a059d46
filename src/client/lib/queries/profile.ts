import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/profile.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['/api/user/profile'], queryFn: () => apiFetch<Profile>('/api/user/profile') });

export const useProfile = () => useQuery(profileQueryOptions());
