/**
 * The personalised FBR application pack as a PDF: its metadata, file name and renderer.
 * pdfkit, the fonts and the drawing code (render-pack.ts) load on the first render, so the
 * server does not load them at start-up (decision 015).
 */
import type { PackInput } from './pack-metadata.ts';

export type { PackInput } from './pack-metadata.ts';

/**
 * 'Irish-FBR-Application-Pack-<Surname>-<yyyy-mm-dd>.pdf': the surname reduced to ASCII letters,
 * digits and hyphens (accents dropped, other characters become hyphens), or 'Applicant'. The
 * date is the UTC day.
 */
export function packFileName(surname: string | null | undefined, date: Date): string {
  const safe = (surname ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `Irish-FBR-Application-Pack-${safe || 'Applicant'}-${date.toISOString().slice(0, 10)}.pdf`;
}

/** Renders the pack. Pure apart from the font files read once per process. */
export async function renderApplicationPack(input: PackInput): Promise<Buffer> {
  const { renderPack } = await import('./render-pack.ts');
  return renderPack(input);
}
