import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminFamilyTree, AdminUsersResponse } from '#shared/admin.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { ADMIN_STALE_TIME } from './get-stats.ts';

export type AdminUsersParams = { search: string; page: number; pageSize: number };

export const adminUsersQueryOptions = ({ search, page, pageSize }: AdminUsersParams) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set('search', search.trim());
  return queryOptions({
    queryKey: ['/api/admin/users', { search: search.trim(), page, pageSize }],
    queryFn: ({ signal }) => apiFetch<AdminUsersResponse>(`/api/admin/users?${params}`, { signal }),
    staleTime: ADMIN_STALE_TIME,
    refetchOnMount: true,
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
};

export const useAdminUsers = (params: AdminUsersParams) => useQuery(adminUsersQueryOptions(params));

export const adminFamilyTreeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/admin/users', userId, 'family-tree'],
    queryFn: ({ signal }) =>
      apiFetch<AdminFamilyTree>(`/api/admin/users/${encodeURIComponent(userId)}/family-tree`, { signal }),
    staleTime: ADMIN_STALE_TIME,
    refetchOnMount: true,
  });

export const useAdminFamilyTree = (userId: string | null) =>
  useQuery({ ...adminFamilyTreeQueryOptions(userId ?? ''), enabled: userId !== null });
