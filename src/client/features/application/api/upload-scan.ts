import { apiFetch } from '#client/lib/api-client.ts';
import { useWorkspaceMutation } from './use-workspace-mutation.ts';

/** A scan of up to 10 MB on a slow mobile connection needs longer than an ordinary request. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** POST /api/application/items/:key/scan as multipart/form-data with the file part 'scan'. */
export function uploadScan({ key, file }: { key: string; file: File }) {
  const form = new FormData();
  form.append('scan', file, file.name);
  return apiFetch<unknown>(`/api/application/items/${encodeURIComponent(key)}/scan`, {
    method: 'POST',
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export const useUploadScan = () => useWorkspaceMutation(uploadScan, 'Could not upload the scan');
