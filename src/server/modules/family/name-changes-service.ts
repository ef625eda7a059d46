import { and, asc, count, eq, notExists, or, sql } from 'drizzle-orm';
import type { MarriageEnd } from '#domain/documents/marriage-end.ts';
import { ADDABLE_CHANGE_TYPES_WHILE_LOCKED } from '#domain/tree/locked-edits.ts';
import { MAX_NAME_RECORDS_PER_MEMBER, NAME_RECORD_LIMIT_MESSAGE } from '#domain/tree/rules.ts';
import type { CreateNameChangeBody, MarriageResponse, NameChangeResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { familyMembers, marriages, nameChangeEvents } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { treeLocked, writeTree } from './tree-write.ts';

type Row = typeof nameChangeEvents.$inferSelect;
type MarriageRow = typeof marriages.$inferSelect;

/** How a marriage ended, as the API gives it; null while it lasts. */
const endOf = (m: MarriageRow): MarriageEnd | null =>
  m.endKind ? { kind: m.endKind, date: m.endDate, place: m.endPlace, country: m.endCountry } : null;

/** The end of a marriage as a writer hands it over (a date, place or country may be left out). */
type EndInput = Pick<MarriageEnd, 'kind'> & Partial<Omit<MarriageEnd, 'kind'>>;

/** The end of a marriage as its columns. */
const endColumns = (end: EndInput | null) => ({
  endKind: end?.kind ?? null,
  endDate: end?.date ?? null,
  endPlace: end?.place ?? null,
  endCountry: end?.country ?? null,
});

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
  const spouse = {
    spouseFamilyMemberId: onSideA ? marriage.partnerBMemberId : marriage.partnerAMemberId,
    spouseFirstName: onSideA ? marriage.partnerBFirstName : marriage.partnerAFirstName,
    spouseLastName: onSideA ? marriage.partnerBLastName : marriage.partnerALastName,
  };
  // A divorce that ended a marriage in the tree reads its date and place from the marriage's end.
  if (r.changeType === 'divorce') {
    return {
      ...base,
      changeDate: marriage.endDate,
      changePlace: marriage.endPlace,
      changeCountry: marriage.endCountry,
      ...spouse,
    };
  }
  return {
    ...base,
    changeDate: marriage.marriageDate,
    changePlace: marriage.marriagePlace,
    changeCountry: marriage.marriageCountry,
    ...spouse,
    marriageEnd: endOf(marriage),
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
  /** A 'marriage' record: how its marriage ended (null: it has not); undefined leaves a stored end as it is. */
  marriageEnd?: EndInput | null;
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
              .where(
                and(
                  eq(nameChangeEvents.marriageId, marriages.id),
                  eq(nameChangeEvents.familyMemberId, member),
                  eq(nameChangeEvents.changeType, 'marriage'),
                ),
              ),
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
          ...(match.endKind === null && input.marriageEnd ? endColumns(input.marriageEnd) : {}),
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
      ...endColumns(input.marriageEnd ?? null),
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
  // null: the form says the spouse is not in the tree; omitted: the spouse stays as recorded.
  const recorded = onSideA ? marriage.partnerBMemberId : marriage.partnerAMemberId;
  const spouse = input.spouseFamilyMemberId !== undefined ? input.spouseFamilyMemberId : recorded;
  if (spouse !== recorded && recorded !== null) {
    // Another spouse than the one who records this marriage too: a marriage of its own, theirs stays.
    const [theirs] = await tx
      .select({ id: nameChangeEvents.id })
      .from(nameChangeEvents)
      .where(and(eq(nameChangeEvents.marriageId, id), eq(nameChangeEvents.familyMemberId, recorded)));
    if (theirs) return null;
  }
  await tx
    .update(marriages)
    .set({
      marriageDate: input.changeDate ?? null,
      marriagePlace: input.changePlace ?? null,
      marriageCountry: input.changeCountry ?? null,
      ...(input.marriageEnd === undefined ? {} : endColumns(input.marriageEnd)),
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

const yearOf = (date: string | null | undefined) => /[0-9]{4}/.exec(date ?? '')?.[0] ?? null;

/**
 * The marriage a divorce record ends (decision 058), given its end: a marriage of this member to
 * the spouse the divorce names (in the tree, or by first and last name), not ended otherwise and
 * not by a divorce on another date, married no later than the divorce's year; of several, the one
 * married last when no other ties with it or is undated (a couple who married again had ended the
 * earlier marriage first). Null when no marriage, or more than one, fits.
 */
async function marriageEndedBy(tx: Tx, userId: string, input: NameRecordInput): Promise<string | null> {
  const member = input.familyMemberId;
  const spouse = input.spouseFamilyMemberId ?? null;
  const name = (s: string | null | undefined) => s?.trim().toLowerCase() ?? '';
  if (!spouse && !name(input.spouseLastName)) return null;
  const own = await tx
    .select()
    .from(marriages)
    .where(
      and(
        eq(marriages.userId, userId),
        or(eq(marriages.partnerAMemberId, member), eq(marriages.partnerBMemberId, member)),
      ),
    );
  const ended = yearOf(input.changeDate);
  const fits = own.filter((m) => {
    const onSideA = m.partnerAMemberId === member;
    const other = onSideA
      ? { id: m.partnerBMemberId, first: m.partnerBFirstName, last: m.partnerBLastName }
      : { id: m.partnerAMemberId, first: m.partnerAFirstName, last: m.partnerALastName };
    const sameSpouse = spouse
      ? other.id === spouse
      : other.id === null &&
        name(other.last) === name(input.spouseLastName) &&
        name(other.first) === name(input.spouseFirstName);
    const married = yearOf(m.marriageDate);
    return (
      sameSpouse &&
      (m.endKind === null || (m.endKind === 'divorce' && agrees(m.endDate, input.changeDate))) &&
      (married === null || ended === null || married <= ended)
    );
  });
  const last = fits.filter(
    (m, _, all) =>
      all.length === 1 ||
      (ended !== null &&
        yearOf(m.marriageDate) !== null &&
        all.every((o) => o === m || (yearOf(o.marriageDate) ?? '9999') < yearOf(m.marriageDate)!)),
  );
  const chosen = last.length === 1 ? last[0] : undefined;
  if (!chosen) return null;
  await tx
    .update(marriages)
    .set({
      endKind: 'divorce',
      endDate: input.changeDate ?? chosen.endDate,
      endPlace: input.changePlace ?? chosen.endPlace,
      endCountry: input.changeCountry ?? chosen.endCountry,
    })
    .where(eq(marriages.id, chosen.id));
  return chosen.id;
}

/**
 * Writes one name record. A 'marriage' record holds only the names; its date, place, country and
 * spouse go to the shared marriage. A divorce that ends a marriage in the tree gives it its date,
 * place and country as the marriage's end, and points to it.
 */
export async function insertNameRecord(tx: Tx, userId: string, input: NameRecordInput): Promise<NameChangeResponse> {
  const isMarriage = input.changeType === 'marriage';
  const endedId = input.changeType === 'divorce' ? await marriageEndedBy(tx, userId, input) : null;
  const marriageId = isMarriage ? await marriageFor(tx, userId, input) : endedId;
  const linked = marriageId !== null;
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
      changeDate: linked ? null : (input.changeDate ?? null),
      changePlace: linked ? null : (input.changePlace ?? null),
      changeCountry: linked ? null : (input.changeCountry ?? null),
      spouseFamilyMemberId: linked ? null : (input.spouseFamilyMemberId ?? null),
      spouseFirstName: linked ? null : (input.spouseFirstName ?? null),
      spouseLastName: linked ? null : (input.spouseLastName ?? null),
      marriageId,
    })
    .returning();
  const [marriage] = marriageId ? await tx.select().from(marriages).where(eq(marriages.id, marriageId)) : [];
  return toNameChange(row, marriage);
}

/** Writes name records that are not marriages or divorces in one statement (a GEDCOM import's names and changes). */
export async function insertNameRecords(tx: Tx, userId: string, inputs: NameRecordInput[]): Promise<void> {
  if (inputs.some((c) => c.changeType === 'marriage' || c.changeType === 'divorce')) {
    throw new Error('Marriages and divorces are written one by one');
  }
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
  const rows = await db
    .select()
    .from(marriages)
    .where(eq(marriages.userId, userId))
    .orderBy(asc(marriages.createdAt), asc(marriages.id));
  return rows.map((m) => ({
    id: m.id,
    partnerAMemberId: m.partnerAMemberId,
    partnerAFirstName: m.partnerAFirstName,
    partnerALastName: m.partnerALastName,
    partnerBMemberId: m.partnerBMemberId,
    partnerBFirstName: m.partnerBFirstName,
    partnerBLastName: m.partnerBLastName,
    marriageDate: m.marriageDate,
    marriagePlace: m.marriagePlace,
    marriageCountry: m.marriageCountry,
    end: endOf(m),
  }));
}

/**
 * Removes a marriage for both partners (decision 058: from either partner's form, also when only
 * the other recorded it). A marriage record that changed no surname goes with it; a married name
 * stays, as a name record without its marriage; a divorce that ended it keeps its names and gets
 * back the date, place and country of the end. Not in a locked tree.
 */
export async function deleteMarriage(db: Db, userId: string, id: string): Promise<void> {
  await writeTree(db, userId, async (tx) => {
    const [marriage] = await tx
      .select()
      .from(marriages)
      .where(and(eq(marriages.id, id), eq(marriages.userId, userId)));
    if (!marriage) throw notFound('Marriage not found');
    await tx
      .delete(nameChangeEvents)
      .where(
        and(
          eq(nameChangeEvents.marriageId, id),
          eq(nameChangeEvents.changeType, 'marriage'),
          sql`coalesce(trim(${nameChangeEvents.surnameBeforeChange}), '') = ''`,
          sql`coalesce(trim(${nameChangeEvents.surnameAfterChange}), '') = ''`,
        ),
      );
    await tx
      .update(nameChangeEvents)
      .set({ changeDate: marriage.endDate, changePlace: marriage.endPlace, changeCountry: marriage.endCountry })
      .where(and(eq(nameChangeEvents.marriageId, id), eq(nameChangeEvents.changeType, 'divorce')));
    await tx.delete(marriages).where(eq(marriages.id, id));
  });
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
