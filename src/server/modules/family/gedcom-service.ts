import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { draftToTree, nameRecordWords } from '#domain/gedcom/draft-to-tree.ts';
import { treeToGedcom, type GedcomSource } from '#domain/gedcom/export.ts';
import { checkPlacement } from '#domain/tree/rules.ts';
import type { GedcomPreview, GedcomUpload } from '#shared/gedcom.ts';
import type { Db } from '#server/db/client.ts';
import { familyMembers } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { JobPool } from '#server/jobs/job-pool.ts';
import { listMembers, toDomainMember } from './members-service.ts';
import { forgetRemovedMembers } from '#server/modules/application/forget-removed-members.ts';
import { loadWorkspace } from '#server/modules/application/load.ts';
import {
  forgetUnexplainedMarriages,
  insertNameRecord,
  insertNameRecords,
  listNameChanges,
} from './name-changes-service.ts';
import { writeTree } from './tree-write.ts';

/** Reads a file in the job pool (a worker thread with time and memory limits); refusals become JSON errors. */
async function read(jobs: JobPool, userId: string, file: GedcomUpload, homeXref?: string) {
  const today = new Date().toISOString().slice(0, 10);
  const reading = await jobs.readGedcom({ ...file, homeXref, today }, userId);
  if (!reading.ok) throw new AppError(reading.status, reading.message, reading.code);
  return reading;
}

/** What a file holds, and with a home person the tree it would give; nothing is saved. */
export async function previewGedcom(
  jobs: JobPool,
  userId: string,
  file: GedcomUpload,
  homeXref?: string,
): Promise<GedcomPreview> {
  const { candidates, draft, warnings } = await read(jobs, userId, file, homeXref);
  return {
    candidates,
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
            nameRecords: draft.nameChanges
              .filter((c) => c.memberKey === m.key)
              .map((c) => nameRecordWords(c, draft.members)),
            notKept: m.notKept,
          })),
        }
      : null,
    warnings,
  };
}

const ORDER = { self: 0, parent: 1, grandparent: 2, great_grandparent: 3, sibling: 4 } as const;

/** Users with an import under way in this process: a second one at the same time is refused, not queued. */
const importing = new Set<string>();

/** The longest any one statement of an import may take (decision 048). */
const IMPORT_STATEMENT_TIMEOUT_MS = 5_000;

export const IMPORT_RUNNING_MESSAGE = 'An import is already running. Wait for it to finish, then try again.';

/**
 * Saves the tree a GEDCOM file gives for the chosen home person, in one transaction: all or nothing.
 * A tree that already has people is replaced only when the user asked for it. One import per user
 * at a time (409), and the members go in with one multi-row insert, so an import holds its
 * connection for one short statement rather than a row-by-row loop.
 */
export async function importGedcom(
  db: Db,
  jobs: JobPool,
  userId: string,
  file: GedcomUpload,
  homeXref: string,
  replace: boolean,
): Promise<number> {
  if (importing.has(userId)) throw new AppError(409, IMPORT_RUNNING_MESSAGE, 'IMPORT_RUNNING');
  importing.add(userId);
  try {
    return await importDraft(db, jobs, userId, file, homeXref, replace);
  } finally {
    importing.delete(userId);
  }
}

async function importDraft(
  db: Db,
  jobs: JobPool,
  userId: string,
  file: GedcomUpload,
  homeXref: string,
  replace: boolean,
): Promise<number> {
  const { draft } = await read(jobs, userId, file, homeXref);
  if (!draft) throw new AppError(400, 'Choose which person in the file you are.', 'INVALID_GEDCOM');
  return writeTree(db, userId, async (tx) => {
    // A bounded import: no statement of it may hold the connection for long.
    await tx.execute(sql`set local statement_timeout = '${sql.raw(String(IMPORT_STATEMENT_TIMEOUT_MS))}ms'`);
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
    // Ids are made here so that one statement can hold parents and the grandparents linked to them.
    const tree = draftToTree(draft, randomUUID);
    const placed: Array<{
      id: string;
      relationship: (typeof tree.members)[number]['relationship'];
      parentId: string | null;
    }> = [];
    const rows: Array<typeof familyMembers.$inferInsert> = [];
    for (const stored of [...tree.members].sort((a, b) => ORDER[a.relationship] - ORDER[b.relationship])) {
      const violation = checkPlacement(placed, { relationship: stored.relationship, parentId: stored.parentId });
      if (violation) throw new AppError(violation.status, violation.message, violation.code);
      rows.push({
        id: stored.id,
        userId,
        firstName: stored.firstName,
        lastName: stored.lastName,
        relationship: stored.relationship,
        gender: stored.gender,
        birthDate: stored.birthDate,
        birthPlace: stored.birthPlace,
        birthCountry: stored.birthCountry,
        isDeceased: stored.isDeceased,
        deathDate: stored.deathDate,
        deathPlace: stored.deathPlace,
        deathCountry: stored.deathCountry,
        isIrishBorn: stored.isIrishBorn,
        isAdoptiveParent: stored.isAdoptiveParent,
        hasNameChanged: stored.hasNameChanged,
        parentId: stored.parentId,
        notes: stored.notes,
      });
      placed.push({ id: stored.id, relationship: stored.relationship, parentId: stored.parentId });
    }
    if (rows.length > 0) await tx.insert(familyMembers).values(rows);
    // Marriages, divorces and names (docs/decisions/052-gedcom-without-loss.md), in the same transaction.
    // A FAM's marriage becomes one shared marriage record (docs/decisions/058-marriages-and-names-as-records.md).
    // A divorce then ends the marriage it names (its DIV date and place become the marriage's end).
    const others = tree.nameChanges.filter((c) => c.changeType !== 'marriage' && c.changeType !== 'divorce');
    if (others.length > 0) await insertNameRecords(tx, userId, others);
    for (const c of tree.nameChanges) if (c.changeType === 'marriage') await insertNameRecord(tx, userId, c);
    for (const c of tree.nameChanges) if (c.changeType === 'divorce') await insertNameRecord(tx, userId, c);
    if (n > 0) await forgetUnexplainedMarriages(tx, userId);
    if (n > 0) await forgetRemovedMembers(tx, userId);
    return placed.length;
  });
}

export async function exportGedcom(db: Db, userId: string, email: string, now: Date): Promise<string> {
  const [members, nameChanges, sources] = await Promise.all([
    listMembers(db, userId),
    listNameChanges(db, userId),
    checkedCertificates(db, userId),
  ]);
  return treeToGedcom(members.map(toDomainMember), { now, submitter: email, nameChanges, sources });
}

/** The certificates the applicant has checked in 'Your Application' (open flags or not), with what was read off each. */
async function checkedCertificates(db: Db, userId: string): Promise<GedcomSource[]> {
  const { view } = await loadWorkspace(db, userId);
  const nameOf = new Map(view.people.map((p) => [p.memberId, p.fullName]));
  return view.items.flatMap((item) =>
    item.check
      ? [
          {
            memberId: item.memberId,
            title: `${item.title}: ${nameOf.get(item.memberId) ?? item.personName}`,
            check: item.check,
          },
        ]
      : [],
  );
}
