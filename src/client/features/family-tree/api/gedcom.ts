import type { z } from 'zod';
import type { GedcomPreview, gedcomImportResponse } from '#shared/gedcom.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/**
 * The file's bytes in base64: the server decodes them by the character set the file declares
 * (ANSEL, Windows 'ANSI', IBM PC, UTF-8, UTF-16), which reading it here as UTF-8 would damage.
 */
export async function gedcomFileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const previewGedcom = (gedcomBase64: string, homeXref?: string) =>
  apiFetch<GedcomPreview>('/api/family-tree/gedcom/preview', {
    method: 'POST',
    body: homeXref ? { gedcomBase64, homeXref } : { gedcomBase64 },
  });

export const importGedcom = (gedcomBase64: string, homeXref: string, replace: boolean) =>
  apiFetch<z.infer<typeof gedcomImportResponse>>('/api/family-tree/gedcom/import', {
    method: 'POST',
    body: { gedcomBase64, homeXref, replace },
  });

export const GEDCOM_EXPORT_URL = '/api/family-tree/gedcom';
