import { count, eq } from 'drizzle-orm';
import { treeToGedcom } from '#domain/gedcom/export.ts';
import { GedcomError, MAX_GEDCOM_BYTES, parseGedcom, type GedcomFile } from '#domain/gedcom/parse.ts';
import { fitDraftToLimits } from '#domain/gedcom/fit-limits.ts';
import { gedcomToTreeDraft, listCandidates, type TreeDraft } from '#domain/gedcom/to-tree.ts';
import { MEMBER_TEXT_LIMITS } from '#shared/family.ts';
import { checkPlacement } from '#domain/tree/rules.ts';
import type { GedcomPreview } from '#shared/gedcom.ts';
import type { Db } from '#server/db/client.ts';
import { familyMembers } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { listMembers, toDomainMember } from './members-service.ts';
import { writeTree } from './tree-write.ts';

function parse(text: string): GedcomFile {
  if (Buffer.byteLength(text, 'utf8') > MAX_GEDCOM_BYTES) {
    throw new AppError(
      413,
      'The file is larger than 10 MB. Export only your direct family and try again.',
      'FILE_TOO_LARGE',
    );
  }
  try {
    return parseGedcom(text);
  } catch (err) {
    if (err instanceof GedcomError) throw new AppError(400, err.message, 'INVALID_GEDCOM');
    throw err;
  }
}

/** The tree a file gives for its home person, held to the member API's limits (what does not fit is warned about). */
function draftFor(file: GedcomFile, homeXref: string): TreeDraft {
  try {
    return fitDraftToLimits(
      gedcomToTreeDraft(file, homeXref),
      MEMBER_TEXT_LIMITS,
      new Date().toISOString().slice(0, 10),
    );
  } catch (err) {
    if (err instanceof GedcomError) throw new AppError(400, err.message, 'INVALID_GEDCOM');
    throw err;
  }
}

/** What a file holds, and with a home person the tree it would give; nothing is saved. */
export function previewGedcom(text: string, homeXref?: string): GedcomPreview {
  const file = parse(text);
  const draft = homeXref ? draftFor(file, homeXref) : null;
  return {
    // The dialog lists names to pick from: each is held to the name limits so the answer stays small.
    candidates: listCandidates(file).map((c) => ({
      ...c,
      name: clip(c.name, MEMBER_TEXT_LIMITS.firstName + MEMBER_TEXT_LIMITS.lastName + 1),
      birthPlace: c.birthPlace === null ? null : clip(c.birthPlace, MEMBER_TEXT_LIMITS.birthPlace),
    })),
    draft: draft
      ? {
          homeKey: draft.homeKey,
          warnings: draft.warnings,
          members: draft.members.map((m) => ({
            key: m.key,
            parentKey: m.parentKey,
            firstName: m.firstName,
            lastName: m.lastName,
            relationship: m.relationship,
            gender: m.gender,
            birthDate: m.birthDate,
            birthPlace: m.birthPlace,
            birthCountry: m.birthCountry,
            deathDate: m.deathDate,
            isIrishBorn: m.isIrishBorn,
            isDeceased: m.isDeceased,
          })),
        }
      : null,
    warnings: file.warnings,
  };
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const ORDER = { self: 0, parent: 1, grandparent: 2, sibling: 3 } as const;

/**
 * Saves the tree a GEDCOM file gives for the chosen home person, in one transaction: all or nothing.
 * A tree that already has people is replaced only when the user asked for it.
 */
export async function importGedcom(
  db: Db,
  userId: string,
  text: string,
  homeXref: string,
  replace: boolean,
): Promise<number> {
  const draft = draftFor(parse(text), homeXref);
  return writeTree(db, userId, async (tx) => {
    const [{ n }] = (await tx.select({ n: count() }).from(familyMembers).where(eq(familyMembers.userId, userId))) as [
      { n: number },
    ];
    if (n > 0 && !replace) {
      throw new AppError(
        409,
        'Your family tree already has people in it. Choose to replace it to import this file.',
        'TREE_NOT_EMPTY',
      );
    }
    if (n > 0) await tx.delete(familyMembers).where(eq(familyMembers.userId, userId));
    const ids = new Map<string, string>();
    const placed: Array<{
      id: string;
      relationship: (typeof draft.members)[number]['relationship'];
      parentId: string | null;
    }> = [];
    for (const m of [...draft.members].sort((a, b) => ORDER[a.relationship] - ORDER[b.relationship])) {
      const parentId = m.parentKey ? (ids.get(m.parentKey) ?? null) : null;
      const violation = checkPlacement(placed, { relationship: m.relationship, parentId });
      if (violation) throw new AppError(violation.status, violation.message, violation.code);
      const older = m.relationship === 'parent' || m.relationship === 'grandparent';
      const [row] = await tx
        .insert(familyMembers)
        .values({
          userId,
          firstName: m.firstName,
          lastName: m.lastName,
          relationship: m.relationship,
          gender: m.gender,
          birthDate: m.birthDate,
          birthPlace: m.birthPlace,
          birthCountry: m.birthCountry,
          isDeceased: older && m.isDeceased,
          deathDate: older && m.isDeceased ? m.deathDate : null,
          deathPlace: older && m.isDeceased ? m.deathPlace : null,
          deathCountry: older && m.isDeceased ? m.deathCountry : null,
          isIrishBorn: older && m.isIrishBorn,
          parentId,
          notes: 'Imported from a GEDCOM file',
        })
        .returning({ id: familyMembers.id });
      ids.set(m.key, row.id);
      placed.push({ id: row.id, relationship: m.relationship, parentId });
    }
    return placed.length;
  });
}

export async function exportGedcom(db: Db, userId: string, email: string, now: Date): Promise<string> {
  const members = (await listMembers(db, userId)).map(toDomainMember);
  return treeToGedcom(members, { now, submitter: email });
}
