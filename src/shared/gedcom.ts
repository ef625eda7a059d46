import { z } from 'zod';
import { relationshipSchema } from './family.ts';
import { singleLine } from './text.ts';

/** The GEDCOM file's text travels as JSON; the server checks its size in bytes (10 MB). */
export const gedcomPreviewBody = z
  .object({ gedcom: z.string().min(1, 'The file is empty.'), homeXref: singleLine(30).optional() })
  .strict();

export const gedcomImportBody = z
  .object({
    gedcom: z.string().min(1, 'The file is empty.'),
    homeXref: singleLine(30).min(1),
    replace: z.boolean().default(false),
  })
  .strict();

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
