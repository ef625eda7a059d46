import type { SuccessResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const deleteNameChange = (id: string) =>
  apiFetch<SuccessResponse>(`/api/name-change-events/${encodeURIComponent(id)}`, { method: 'DELETE' });
