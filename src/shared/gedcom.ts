import { z } from 'zod';
import { MAX_GEDCOM_BYTES } from '#domain/gedcom/parse.ts';
import { relationshipSchema } from './family.ts';
import { singleLine } from './text.ts';

/**
 * The GEDCOM file travels in JSON as its bytes in base64 (`gedcomBase64`), which the server
 * decodes by the file's declared character set (ANSEL, ANSI, IBM PC, UTF-8, UTF-16...); or, for
 * callers that have already decoded it, as text (`gedcom`). Exactly one of the two; either way
 * the file may be up to 10 MB.
 */
export const MAX_GEDCOM_BASE64_CHARS = Math.ceil(MAX_GEDCOM_BYTES / 3) * 4;

/** The request body limit of the GEDCOM routes: the base64 of 10 MB with room for the other fields. */
export const GEDCOM_BODY_LIMIT = 15 * 1024 * 1024;

const gedcomFile = {
  gedcom: z.string().min(1, 'The file is empty.').optional(),
  gedcomBase64: z
    .string()
    .min(1, 'The file is empty.')
    .max(MAX_GEDCOM_BASE64_CHARS, 'The file is larger than 10 MB. Export only your direct family and try again.')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file must be sent as base64.')
    .refine((s) => s.length % 4 === 0, 'The file was cut short in transit (its base64 is incomplete).')
    .optional(),
};

const oneFile = (body: { gedcom?: string | undefined; gedcomBase64?: string | undefined }) =>
  (body.gedcom === undefined) !== (body.gedcomBase64 === undefined);
const ONE_FILE = { message: 'Send the file once: as gedcomBase64 (its bytes) or as gedcom (its text).' };

export const gedcomPreviewBody = z
  .object({ ...gedcomFile, homeXref: singleLine(30).optional() })
  .strict()
  .refine(oneFile, ONE_FILE);

export const gedcomImportBody = z
  .object({
    ...gedcomFile,
    homeXref: singleLine(30).min(1),
    replace: z.boolean().default(false),
  })
  .strict()
  .refine(oneFile, ONE_FILE);

/** The uploaded file as the server's reader takes it. */
export type GedcomUpload = { text: string } | { base64: string };

export const gedcomUpload = (body: { gedcom?: string | undefined; gedcomBase64?: string | undefined }): GedcomUpload =>
  body.gedcomBase64 !== undefined ? { base64: body.gedcomBase64 } : { text: body.gedcom ?? '' };

const draftMember = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  relationship: relationshipSchema,
  gender: z.enum(['male', 'female', 'other']),
  birthDate: z.string().nullable(),
  birthPlace: z.string().nullable(),
  birthCountry: z.string().nullable(),
  deathDate: z.string().nullable(),
  isIrishBorn: z.boolean(),
  isDeceased: z.boolean(),
  /** Birth name, marriages, divorces and changes of name the import records, in plain words. */
  nameRecords: z.array(z.string()),
  /** What the file holds about the person that the product does not keep, in plain words. */
  notKept: z.array(z.string()),
});

export const gedcomPreviewResponse = z.object({
  candidates: z.array(
    z.object({
      xref: z.string(),
      name: z.string(),
      birthYear: z.number().int().nullable(),
      birthPlace: z.string().nullable(),
    }),
  ),
  draft: z.object({ homeKey: z.string(), members: z.array(draftMember), warnings: z.array(z.string()) }).nullable(),
  warnings: z.array(z.string()),
});
export type GedcomPreview = z.infer<typeof gedcomPreviewResponse>;

/** POST /api/family-tree/gedcom/import: how many people were added. */
export const gedcomImportResponse = z.object({ imported: z.number().int() });
