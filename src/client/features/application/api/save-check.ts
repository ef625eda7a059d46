import type { CertificateCheckBody } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

/** PUT /api/application/items/:key/check: what the certificate prints; the server flags mismatches. */
export const saveCheck = ({ key, body }: { key: string; body: CertificateCheckBody }) =>
  apiFetch<unknown>(`/api/application/items/${encodeURIComponent(key)}/check`, { method: 'PUT', body });

export const useSaveCheck = () => useWorkspaceMutation(saveCheck, 'Could not save what the certificate says');
