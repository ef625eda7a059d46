import type { SuccessResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** Removes a marriage for both partners (docs/decisions/058-marriages-and-names-as-records.md). */
export const deleteMarriage = (id: string) =>
  apiFetch<SuccessResponse>(`/api/marriages/${encodeURIComponent(id)}`, { method: 'DELETE' });
