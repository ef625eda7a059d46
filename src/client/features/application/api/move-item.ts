import type { ItemApplicabilityBody, ItemStatusBody } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

const itemPath = (key: string) => `/api/application/items/${encodeURIComponent(key)}`;

/** PATCH /api/application/items/:key: a status move, or setting an 'if applicable' item aside. */
export const patchItem = ({ key, body }: { key: string; body: ItemStatusBody | ItemApplicabilityBody }) =>
  apiFetch<unknown>(itemPath(key), { method: 'PATCH', body });

export const usePatchItem = () => useWorkspaceMutation(patchItem, 'Could not update this item');
