import { and, asc, count, eq, notExists, or, sql } from 'drizzle-orm';
import { ADDABLE_CHANGE_TYPES_WHILE_LOCKED } from '#domain/tree/locked-edits.ts';
import { MAX_NAME_RECORDS_PER_MEMBER, NAME_RECORD_LIMIT_MESSAGE } from '#domain/tree/rules.ts';
import type { CreateNameChangeBody, MarriageResponse, NameChangeResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { familyMembers, marriages, nameChangeEvents } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { treeLocked, writeTree } from './tree-write.ts';

type Row = typeof nameChangeEvents.$inferSelect;
type MarriageRow = typeof marriages.$inferSelect;

/**
 * A name record as the API gives it. A 'marriage' record's date, place, country and spouse are
 * the shared marriage's (docs/decisions/058-marriages-and-names-as-records.md), seen from the
 * record's own partner: the spouse is the other partner.
 */
export const toNameChange = (r: Row, marriage?: MarriageRow | null): NameChangeResponse => {
  const base = {
    id: r.id,
    familyMemberId: r.familyMemberId,
    changeType: r.changeType,
    givenNames: r.givenNames,
    surnameBeforeChange: r.surnameBeforeChange,
    surnameAfterChange: r.surnameAfterChange,
    marriageId: r.marriageId,
    createdAt: r.createdAt.toISOString(),
  };
  if (!marriage) {
    return {
      ...base,
      changeDate: r.changeDate,
      changePlace: r.changePlace,
      changeCountry: r.changeCountry,
      spouseFamilyMemberId: r.spouseFamilyMemberId,
      spouseFirstName: r.spouseFirstName,
      spouseLastName: r.spouseLastName,
    };
  }
  const onSideA = marriage.partnerAMemberId === r.familyMemberId;
  return {
    ...base,
    changeDate: marriage.marriageDate,
    changePlace: marriage.marriagePlace,
    changeCountry: marriage.marriageCountry,
    spouseFamilyMemberId: onSideA ? marriage.partnerBMemberId : marriage.partnerAMemberId,
    spouseFirstName: onSideA ? marriage.partnerBFirstName : marriage.partnerAFirstName,
    spouseLastName: onSideA ? marriage.partnerBLastName : marriage.partnerALastName,
  };
};

/** The name record's fields as a writer hands them over (the API's body, or an imported GEDCOM record). */
export type NameRecordInput = {
  id?: string;
  familyMemberId: string;
  changeType: Row['changeType'];
  givenNames?: string | null;
  surnameBeforeChange?: string | null;
  surnameAfterChange?: string | null;
  changeDate?: string | null;
  changePlace?: string | null;
  changeCountry?: string | null;
  spouseFamilyMemberId?: string | null;
  spouseFirstName?: string | null;
  spouseLastName?: string | null;
  marriageId?: string | null;
};

/** Equal, or one side not recorded. */
const agrees = (a: string | null, b: string | null | undefined) => a === null || !b || a === b;

/**
 * The marriage a new 'marriage' name record belongs to: the one already recorded for the same pair
 * of members (from either side) that agrees on date, place and country and has no name record of
 * this member yet, filled in with what this record adds; otherwise a new marriage.
 */
async function marriageFor(tx: Tx, userId: string, input: NameRecordInput): Promise<string> {
  const member = input.familyMemberId;
  const spouse = input.spouseFamilyMemberId ?? null;
  const given = input.marriageId ? await editedMarriage(tx, userId, input, input.marriageId) : null;
  if (given) return given;
  if (spouse) {
    const candidates = await tx
      .select()
      .from(marriages)
      .where(
        and(
          eq(marriages.userId, userId),
          or(
            and(eq(marriages.partnerAMemberId, member), eq(marriages.partnerBMemberId, spouse)),
            and(eq(marriages.partnerAMemberId, spouse), eq(marriages.partnerBMemberId, member)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(nameChangeEvents)
              .where(and(eq(nameChangeEvents.marriageId, marriages.id), eq(nameChangeEvents.familyMemberId, member))),
          ),
        ),
      )
      .orderBy(asc(marriages.createdAt), asc(marriages.id));
    const match = candidates.find(
      (m) =>
        agrees(m.marriageDate, input.changeDate) &&
        agrees(m.marriagePlace, input.changePlace) &&
        agrees(m.marriageCountry, input.changeCountry),
    );
    if (match) {
      // The spouse named on this record is the other partner, as this side recorded them.
      const spouseIsA = match.partnerAMemberId === spouse;
      await tx
        .update(marriages)
        .set({
          marriageDate: match.marriageDate ?? input.changeDate ?? null,
          marriagePlace: match.marriagePlace ?? input.changePlace ?? null,
          marriageCountry: match.marriageCountry ?? input.changeCountry ?? null,
          ...(spouseIsA
            ? {
                partnerAFirstName: match.partnerAFirstName ?? input.spouseFirstName ?? null,
                partnerALastName: match.partnerALastName ?? input.spouseLastName ?? null,
              }
            : {
                partnerBFirstName: match.partnerBFirstName ?? input.spouseFirstName ?? null,
                partnerBLastName: match.partnerBLastName ?? input.spouseLastName ?? null,
              }),
        })
        .where(eq(marriages.id, match.id));
      return match.id;
    }
  }
  const [created] = await tx
    .insert(marriages)
    .values({
      userId,
      partnerAMemberId: member,
      partnerBMemberId: spouse,
      partnerBFirstName: input.spouseFirstName ?? null,
      partnerBLastName: input.spouseLastName ?? null,
      marriageDate: input.changeDate ?? null,
      marriagePlace: input.changePlace ?? null,
      marriageCountry: input.changeCountry ?? null,
    })
    .returning({ id: marriages.id });
  return created.id;
}

/**
 * A partner's form saving a marriage it shows (decision 058): the record joins that marriage, and
 * what the form says of it (date, place, country, the other partner's names) becomes the
 * marriage's for both partners. Null when the marriage is gone or this member is not its partner.
 */
async function editedMarriage(tx: Tx, userId: string, input: NameRecordInput, id: string): Promise<string | null> {
  const [marriage] = await tx
    .select()
    .from(marriages)
    .where(and(eq(marriages.id, id), eq(marriages.userId, userId)));
  if (!marriage) return null;
  const member = input.familyMemberId;
  const onSideA = marriage.partnerAMemberId === member;
  if (!onSideA && marriage.partnerBMemberId !== member) return null;
  const spouse = input.spouseFamilyMemberId ?? (onSideA ? marriage.partnerBMemberId : marriage.partnerAMemberId);
  await tx
    .update(marriages)
    .set({
      marriageDate: input.changeDate ?? null,
      marriagePlace: input.changePlace ?? null,
      marriageCountry: input.changeCountry ?? null,
      ...(onSideA
        ? {
            partnerBMemberId: spouse,
            partnerBFirstName: input.spouseFirstName ?? null,
            partnerBLastName: input.spouseLastName ?? null,
          }
        : {
            partnerAMemberId: spouse,
            partnerAFirstName: input.spouseFirstName ?? null,
            partnerALastName: input.spouseLastName ?? null,
          }),
    })
    .where(eq(marriages.id, id));
  return id;
}

/**
 * Writes one name record. A 'marriage' record holds only the names; its date, place, country and
 * spouse go to the shared marriage.
 */
export async function insertNameRecord(tx: Tx, userId: string, input: NameRecordInput): Promise<NameChangeResponse> {
  const isMarriage = input.changeType === 'marriage';
  const marriageId = isMarriage ? await marriageFor(tx, userId, input) : null;
  const [row] = await tx
    .insert(nameChangeEvents)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId,
      familyMemberId: input.familyMemberId,
      changeType: input.changeType,
      givenNames: input.givenNames ?? null,
      surnameBeforeChange: input.surnameBeforeChange ?? null,
      surnameAfterChange: input.surnameAfterChange ?? null,
      changeDate: isMarriage ? null : (input.changeDate ?? null),
      changePlace: isMarriage ? null : (input.changePlace ?? null),
      changeCountry: isMarriage ? null : (input.changeCountry ?? null),
      spouseFamilyMemberId: isMarriage ? null : (input.spouseFamilyMemberId ?? null),
      spouseFirstName: isMarriage ? null : (input.spouseFirstName ?? null),
      spouseLastName: isMarriage ? null : (input.spouseLastName ?? null),
      marriageId,
    })
    .returning();
  const [marriage] = marriageId ? await tx.select().from(marriages).where(eq(marriages.id, marriageId)) : [];
  return toNameChange(row, marriage);
}

/** Writes name records that are not marriages in one statement (a GEDCOM import's names, divorces, changes). */
export async function insertNameRecords(tx: Tx, userId: string, inputs: NameRecordInput[]): Promise<void> {
  if (inputs.some((c) => c.changeType === 'marriage')) throw new Error('Marriages are written one by one');
  await tx.insert(nameChangeEvents).values(
    inputs.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      userId,
      familyMemberId: c.familyMemberId,
      changeType: c.changeType,
      givenNames: c.givenNames ?? null,
      surnameBeforeChange: c.surnameBeforeChange ?? null,
      surnameAfterChange: c.surnameAfterChange ?? null,
      changeDate: c.changeDate ?? null,
      changePlace: c.changePlace ?? null,
      changeCountry: c.changeCountry ?? null,
      spouseFamilyMemberId: c.spouseFamilyMemberId ?? null,
      spouseFirstName: c.spouseFirstName ?? null,
      spouseLastName: c.spouseLastName ?? null,
    })),
  );
}

/** Marriages no name record points to any more (their partners' records were deleted) go with them. */
export async function forgetUnexplainedMarriages(tx: Tx, userId: string): Promise<void> {
  await tx.delete(marriages).where(
    and(
      eq(marriages.userId, userId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(nameChangeEvents)
          .where(eq(nameChangeEvents.marriageId, marriages.id)),
      ),
    ),
  );
}

/** The user's marriages, each once, shared by both partners. */
export async function listMarriages(db: Db, userId: string): Promise<MarriageResponse[]> {
  return db
    .select({
      id: marriages.id,
      partnerAMemberId: marriages.partnerAMemberId,
      partnerAFirstName: marriages.partnerAFirstName,
      partnerALastName: marriages.partnerALastName,
      partnerBMemberId: marriages.partnerBMemberId,
      partnerBFirstName: marriages.partnerBFirstName,
      partnerBLastName: marriages.partnerBLastName,
      marriageDate: marriages.marriageDate,
      marriagePlace: marriages.marriagePlace,
      marriageCountry: marriages.marriageCountry,
    })
    .from(marriages)
    .where(eq(marriages.userId, userId))
    .orderBy(asc(marriages.createdAt), asc(marriages.id));
}

async function assertOwnMember(db: Db | Tx, userId: string, memberId: string, message = 'Family member not found') {
  const [row] = await db
    .select({ id: familyMembers.id })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.userId, userId)));
  if (!row) throw notFound(message);
}

export async function listNameChanges(db: Db, userId: string, memberId?: string): Promise<NameChangeResponse[]> {
  if (memberId) await assertOwnMember(db, userId, memberId);
  const rows = await db
    .select({ record: nameChangeEvents, marriage: marriages })
    .from(nameChangeEvents)
    .leftJoin(marriages, eq(marriages.id, nameChangeEvents.marriageId))
    .where(
      memberId
        ? and(eq(nameChangeEvents.userId, userId), eq(nameChangeEvents.familyMemberId, memberId))
        : eq(nameChangeEvents.userId, userId),
    )
    .orderBy(asc(nameChangeEvents.createdAt), asc(nameChangeEvents.id));
  return rows.map((r) => toNameChange(r.record, r.marriage));
}

export async function createNameChange(
  db: Db,
  userId: string,
  body: CreateNameChangeBody,
): Promise<NameChangeResponse> {
  return writeTree(
    db,
    userId,
    async (tx, lock) => {
      // A marriage is a new fact the pack asks for: it can be added to a locked tree (decision 026).
      if (lock.locked && !ADDABLE_CHANGE_TYPES_WHILE_LOCKED.includes(body.changeType)) throw treeLocked(lock);
      await assertOwnMember(tx, userId, body.familyMemberId);
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(nameChangeEvents)
        .where(eq(nameChangeEvents.familyMemberId, body.familyMemberId))) as [{ n: number }];
      if (n >= MAX_NAME_RECORDS_PER_MEMBER) throw badRequest(NAME_RECORD_LIMIT_MESSAGE, 'NAME_RECORD_LIMIT');
      if (body.spouseFamilyMemberId) {
        await assertOwnMember(tx, userId, body.spouseFamilyMemberId, 'Spouse not found in your family tree');
      }
      // A marriage is recorded even when no surname changed (issue 18 item 6): the pack and the
      // answer sheet need its date, place and spouse. Every other name needs its surname or given names.
      if (body.changeType === 'marriage' && !body.surnameAfterChange && !describesMarriage(body)) {
        throw badRequest(
          'Invalid request: a marriage needs its date, place, country, spouse or the surname after it',
          'VALIDATION_ERROR',
        );
      }
      if (
        body.changeType !== 'birth' &&
        body.changeType !== 'marriage' &&
        !body.surnameAfterChange &&
        !body.givenNames
      ) {
        throw badRequest(
          'Invalid request: surnameAfterChange: the name after the change is required',
          'VALIDATION_ERROR',
        );
      }
      // A locked tree takes new facts, not edits (decision 026): its marriages are not edited through a record.
      return insertNameRecord(tx, userId, lock.locked ? { ...body, marriageId: null } : body);
    },
    { whileLocked: true },
  );
}

export async function deleteNameChange(db: Db, userId: string, id: string): Promise<void> {
  await writeTree(db, userId, async (tx) => {
    const deleted = await tx
      .delete(nameChangeEvents)
      .where(and(eq(nameChangeEvents.id, id), eq(nameChangeEvents.userId, userId)))
      .returning({ id: nameChangeEvents.id });
    if (deleted.length === 0) throw notFound('Name change not found');
    await forgetUnexplainedMarriages(tx, userId);
  });
}

function describesMarriage(body: CreateNameChangeBody): boolean {
  return (
    [body.changeDate, body.changePlace, body.changeCountry, body.spouseFirstName, body.spouseLastName].some(Boolean) ||
    Boolean(body.spouseFamilyMemberId)
  );
}
