import type { CreateNameChangeBody, NameChangeResponse } from '#shared/family.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const createNameChange = (body: CreateNameChangeBody) =>
  apiFetch<NameChangeResponse>('/api/name-change-events', { method: 'POST', body });
