import type { PostingBody } from '#shared/application.ts';
import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

/** PUT /api/application/posting: when it was signed and posted, the tracking number and DFA's reference. */
export const savePosting = (body: PostingBody) =>
  apiFetch<unknown>('/api/application/posting', { method: 'PUT', body });

export const useSavePosting = () => useWorkspaceMutation(savePosting, 'Could not save the posting details');
