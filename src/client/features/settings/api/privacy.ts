import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deleteAccountResponse, UserConsentResponse } from '#shared/consent.ts';
import type { DeletionImpact } from '#shared/privacy.ts';
import { ApiError, apiFetch, downloadError } from '#client/lib/api-client.ts';
import type { CookiePreferences } from '#client/lib/consent-store.ts';

export const userConsentQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/user-consent'],
    queryFn: async () => {
      try {
        return await apiFetch<UserConsentResponse>('/api/user-consent');
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

export const useUserConsent = () => useQuery(userConsentQueryOptions());

export const useUpdateConsent = () =>
  useMutation({
    mutationFn: (p: CookiePreferences) =>
      apiFetch<UserConsentResponse>('/api/privacy/consent', {
        method: 'POST',
        body: {
          necessary: true,
          analytics: p.analytics,
          marketing: p.marketing,
          thirdPartySharing: p.thirdPartySharing,
        },
      }),
  });

/** POST /api/privacy/export answers a ZIP (the JSON of every table and each scan); it is saved under the server's name. */
export const useExportData = () =>
  useMutation({
    mutationFn: downloadExport,
    retry: false,
  });

/** What deleting the account would do to the orders and claims in progress, read fresh before each confirm. */
export const deletionImpactQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/privacy/deletion-impact'],
    queryFn: () => apiFetch<DeletionImpact>('/api/privacy/deletion-impact'),
    staleTime: 0,
    retry: false,
  });

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: () =>
      apiFetch<z.infer<typeof deleteAccountResponse>>('/api/privacy/delete-account', { method: 'DELETE' }),
    retry: false,
  });

async function downloadExport(): Promise<string> {
  const response = await fetch('/api/privacy/export', { method: 'POST', credentials: 'include' });
  if (!response.ok) {
    throw await downloadError(response);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'irish-citizenship-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
  return name;
}
