import type { z } from 'zod';
import type { GedcomPreview, gedcomImportResponse } from '#shared/gedcom.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export const previewGedcom = (gedcom: string, homeXref?: string) =>
  apiFetch<GedcomPreview>('/api/family-tree/gedcom/preview', {
    method: 'POST',
    body: homeXref ? { gedcom, homeXref } : { gedcom },
  });

export const importGedcom = (gedcom: string, homeXref: string, replace: boolean) =>
  apiFetch<z.infer<typeof gedcomImportResponse>>('/api/family-tree/gedcom/import', {
    method: 'POST',
    body: { gedcom, homeXref, replace },
  });

export const GEDCOM_EXPORT_URL = '/api/family-tree/gedcom';
