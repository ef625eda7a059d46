import { and, asc, count, eq } from 'drizzle-orm';
import { ADDABLE_CHANGE_TYPES_WHILE_LOCKED } from '#domain/tree/locked-edits.ts';
import { MAX_NAME_RECORDS_PER_MEMBER, NAME_RECORD_LIMIT_MESSAGE } from '#domain/tree/rules.ts';
import type { CreateNameChangeBody, NameChangeResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { familyMembers, nameChangeEvents } from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/errors.ts';
import { treeLocked, writeTree } from './tree-write.ts';

type Row = typeof nameChangeEvents.$inferSelect;

export const toNameChange = (r: Row): NameChangeResponse => ({
  id: r.id,
  familyMemberId: r.familyMemberId,
  changeType: r.changeType,
  surnameBeforeChange: r.surnameBeforeChange,
  surnameAfterChange: r.surnameAfterChange,
  changeDate: r.changeDate,
  changePlace: r.changePlace,
  changeCountry: r.changeCountry,
  spouseFamilyMemberId: r.spouseFamilyMemberId,
  spouseFirstName: r.spouseFirstName,
  spouseLastName: r.spouseLastName,
  createdAt: r.createdAt.toISOString(),
});

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
    .select()
    .from(nameChangeEvents)
    .where(
      memberId
        ? and(eq(nameChangeEvents.userId, userId), eq(nameChangeEvents.familyMemberId, memberId))
        : eq(nameChangeEvents.userId, userId),
    )
    .orderBy(asc(nameChangeEvents.createdAt), asc(nameChangeEvents.id));
  return rows.map(toNameChange);
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
      // answer sheet need its date, place and spouse. Every other change needs the new surname.
      if (body.changeType === 'marriage' && !body.surnameAfterChange && !describesMarriage(body)) {
        throw badRequest(
          'Invalid request: a marriage needs its date, place, country, spouse or the surname after it',
          'VALIDATION_ERROR',
        );
      }
      if (body.changeType !== 'birth' && body.changeType !== 'marriage' && !body.surnameAfterChange) {
        throw badRequest(
          'Invalid request: surnameAfterChange: the name after the change is required',
          'VALIDATION_ERROR',
        );
      }
      const [row] = await tx
        .insert(nameChangeEvents)
        .values({
          userId,
          familyMemberId: body.familyMemberId,
          changeType: body.changeType,
          surnameBeforeChange: body.surnameBeforeChange ?? null,
          surnameAfterChange: body.surnameAfterChange ?? null,
          changeDate: body.changeDate ?? null,
          changePlace: body.changePlace ?? null,
          changeCountry: body.changeCountry ?? null,
          spouseFamilyMemberId: body.spouseFamilyMemberId ?? null,
          spouseFirstName: body.spouseFirstName ?? null,
          spouseLastName: body.spouseLastName ?? null,
        })
        .returning();
      return toNameChange(row);
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
  });
}

function describesMarriage(body: CreateNameChangeBody): boolean {
  return (
    [body.changeDate, body.changePlace, body.changeCountry, body.spouseFirstName, body.spouseLastName].some(Boolean) ||
    Boolean(body.spouseFamilyMemberId)
  );
}
