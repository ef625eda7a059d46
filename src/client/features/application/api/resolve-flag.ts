import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

/** POST /api/application/items/:key/flags/:flagId/resolve with the note that resolves it. */
export const resolveFlag = ({ key, flagId, note }: { key: string; flagId: string; note: string }) =>
  apiFetch<unknown>(`/api/application/items/${encodeURIComponent(key)}/flags/${encodeURIComponent(flagId)}/resolve`, {
    method: 'POST',
    body: { note },
  });

export const useResolveFlag = () => useWorkspaceMutation(resolveFlag, 'Could not resolve this flag');
