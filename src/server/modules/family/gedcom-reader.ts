/**
 * The CPU-heavy half of a GEDCOM import: parse the file, list its people, and (for a chosen home
 * person) build the draft tree held to the member API's limits. No I/O, so it runs in a worker
 * thread (src/server/jobs/worker.ts); refusals come back as values, not exceptions, because an
 * error crossing threads loses its status and code.
 */
import { decodeGedcom } from '#domain/gedcom/encoding.ts';
import { fitDraftToLimits } from '#domain/gedcom/fit-limits.ts';
import { GedcomError, MAX_GEDCOM_BYTES, parseGedcom } from '#domain/gedcom/parse.ts';
import { gedcomToTreeDraft, listCandidates, type GedcomCandidate, type TreeDraft } from '#domain/gedcom/to-tree.ts';
import { MEMBER_TEXT_LIMITS } from '#shared/family.ts';
import type { GedcomUpload } from '#shared/gedcom.ts';

export type GedcomReading =
  | { ok: true; candidates: GedcomCandidate[]; draft: TreeDraft | null; warnings: string[] }
  | { ok: false; status: number; message: string; code: string };

const TOO_LARGE = {
  ok: false,
  status: 413,
  message: 'The file is larger than 10 MB. Export only your direct family and try again.',
  code: 'FILE_TOO_LARGE',
} as const;

/**
 * Reads an upload: its bytes (base64) are decoded here, in the worker, by the file's declared
 * character set (encoding.ts); text sent by older callers is taken as it is.
 */
export function readGedcom(input: GedcomUpload & { homeXref?: string; today: string }): GedcomReading {
  let text: string;
  const encodingWarnings: string[] = [];
  if ('base64' in input) {
    const bytes = Buffer.from(input.base64, 'base64');
    if (bytes.byteLength > MAX_GEDCOM_BYTES) return TOO_LARGE;
    const decoded = decodeGedcom(bytes);
    text = decoded.text;
    encodingWarnings.push(...decoded.warnings);
  } else {
    if (Buffer.byteLength(input.text, 'utf8') > MAX_GEDCOM_BYTES) return TOO_LARGE;
    text = input.text;
  }
  try {
    const file = parseGedcom(text);
    const draft = input.homeXref
      ? fitDraftToLimits(gedcomToTreeDraft(file, input.homeXref), MEMBER_TEXT_LIMITS, input.today)
      : null;
    return {
      ok: true,
      // The dialog lists names to pick from: each is held to the name limits so the answer stays small.
      candidates: listCandidates(file).map((c) => ({
        ...c,
        name: clip(c.name, MEMBER_TEXT_LIMITS.firstName + MEMBER_TEXT_LIMITS.lastName + 1),
        birthPlace: c.birthPlace === null ? null : clip(c.birthPlace, MEMBER_TEXT_LIMITS.birthPlace),
      })),
      draft,
      warnings: [...encodingWarnings, ...file.warnings],
    };
  } catch (err) {
    if (err instanceof GedcomError) return { ok: false, status: 400, message: err.message, code: 'INVALID_GEDCOM' };
    throw err;
  }
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
