import { isOlderGeneration, normaliseMember } from '#domain/tree/normalise-member.ts';
import { and, asc, count, eq, sql, type Placeholder } from 'drizzle-orm';
import { checkPlacement } from '#domain/tree/rules.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';
import { lockedEditViolations } from '#domain/tree/locked-edits.ts';
import type { CreateFamilyMemberBody, FamilyMemberResponse, UpdateFamilyMemberBody } from '#shared/family.ts';
import { bySessionToken, sessionUserJoin, signedInFields, type JoinedQuery } from '#server/auth/session-lookup.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { familyMembers, lineageRoutePreferences, session, user } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import { forgetRemovedMembers } from '#server/modules/application/forget-removed-members.ts';
import { forgetUnexplainedMarriages } from './name-changes-service.ts';
import { membersJsonText } from './members-json.ts';
import { treeLocked, writeTree } from './tree-write.ts';

type Row = typeof familyMembers.$inferSelect;

export function toMember(row: Row): FamilyMemberResponse {
  return {
    id: row.id,
    type: 'person',
    firstName: row.firstName,
    lastName: row.lastName,
    relationship: row.relationship,
    gender: row.gender,
    birthDate: row.birthDate,
    deathDate: row.deathDate,
    birthPlace: row.birthPlace,
    birthCountry: row.birthCountry,
    deathPlace: row.deathPlace,
    deathCountry: row.deathCountry,
    isIrishBorn: row.isIrishBorn,
    isIrishCitizen: row.isIrishCitizen,
    isDeceased: row.isDeceased,
    isLineageAnchor: row.isLineageAnchor,
    hasNameChanged: row.hasNameChanged,
    citizenshipDate: row.citizenshipDate,
    citizenshipBasis: row.citizenshipBasis,
    isAdoptiveParent: row.isAdoptiveParent,
    naturalisedElsewhere: row.naturalisedElsewhere,
    inIrishPublicServiceAbroad: row.inIrishPublicServiceAbroad,
    parentId: row.parentId,
    notes: row.notes,
    includeInApplication: row.includeInApplication,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The domain view of stored rows, for the eligibility engine and the other pure rules. Field by
 * field rather than a rest spread, which V8 copies key by key: a quarter of the engine's time on a
 * tree of 8 (docs/performance.md, stop 51).
 */
export const toDomainMember = (m: FamilyMemberResponse): FamilyMember => ({
  id: m.id,
  firstName: m.firstName,
  lastName: m.lastName,
  relationship: m.relationship,
  gender: m.gender,
  birthDate: m.birthDate,
  deathDate: m.deathDate,
  birthPlace: m.birthPlace,
  birthCountry: m.birthCountry,
  deathPlace: m.deathPlace,
  deathCountry: m.deathCountry,
  isIrishBorn: m.isIrishBorn,
  isIrishCitizen: m.isIrishCitizen,
  isDeceased: m.isDeceased,
  isLineageAnchor: m.isLineageAnchor,
  hasNameChanged: m.hasNameChanged,
  citizenshipDate: m.citizenshipDate,
  citizenshipBasis: m.citizenshipBasis,
  isAdoptiveParent: m.isAdoptiveParent,
  naturalisedElsewhere: m.naturalisedElsewhere,
  inIrishPublicServiceAbroad: m.inIrishPublicServiceAbroad,
  parentId: m.parentId,
  notes: m.notes,
  includeInApplication: m.includeInApplication,
});

const membersOf = (db: Db | Tx, userId: string | Placeholder) =>
  db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));

export async function listMembers(db: Db | Tx, userId: string): Promise<FamilyMemberResponse[]> {
  return (await membersOf(db, userId)).map(toMember);
}

/** GET /api/family-members for one user: one row whose `members` PostgreSQL built, as its JSON text. */
export const memberListQuery = (db: Pick<Db, 'select'>, userId: string | Placeholder) =>
  db
    .select({ members: membersJsonText.as('members') })
    .from(user)
    .where(eq(user.id, userId));

/**
 * GET /api/family-members, which every view of the tree asks for, as prepared statements read with
 * the session in one round trip (JoinedQuery).
 */
export function preparedMemberList(db: Db): JoinedQuery<{ members: string }> {
  const joined = db
    .select({ signedIn: signedInFields, members: membersJsonText.as('members') })
    .from(session)
    .innerJoin(user, sessionUserJoin)
    .where(bySessionToken)
    .prepare('family_members_signed_in');
  const alone = memberListQuery(db, sql.placeholder('userId')).prepare('family_members_of_user');
  return { joined: (token) => joined.execute({ token }), alone: (userId) => alone.execute({ userId }) };
}

type Fields = Omit<CreateFamilyMemberBody, 'id' | 'type' | 'createdAt' | 'updatedAt' | 'idempotencyKey'>;

/** Stored values: facts a member's place in the tree cannot hold are cleared (src/domain/tree/normalise-member.ts). */
function normalise(f: Fields) {
  return normaliseMember({
    firstName: f.firstName,
    lastName: f.lastName,
    relationship: f.relationship,
    gender: f.gender,
    birthDate: f.birthDate ?? null,
    birthPlace: f.birthPlace ?? null,
    birthCountry: f.birthCountry ?? null,
    isDeceased: f.isDeceased,
    deathDate: f.deathDate ?? null,
    deathPlace: f.deathPlace ?? null,
    deathCountry: f.deathCountry ?? null,
    isIrishBorn: f.isIrishBorn,
    isIrishCitizen: f.isIrishCitizen,
    citizenshipDate: f.citizenshipDate ?? null,
    citizenshipBasis: f.citizenshipBasis ?? null,
    isAdoptiveParent: f.isAdoptiveParent,
    naturalisedElsewhere: f.naturalisedElsewhere,
    inIrishPublicServiceAbroad: f.inIrishPublicServiceAbroad,
    isLineageAnchor: f.isLineageAnchor,
    hasNameChanged: f.hasNameChanged,
    parentId: f.parentId ?? null,
    notes: f.notes ?? null,
    includeInApplication: f.includeInApplication,
  });
}

/** Checks the place asked for (the parent link as sent, before normalising drops it). */
function assertPlacement(
  tree: FamilyMemberResponse[],
  asked: Pick<Fields, 'relationship' | 'parentId'>,
  editingId?: string,
) {
  const violation = checkPlacement(
    tree,
    { relationship: asked.relationship, parentId: asked.parentId ?? null },
    editingId,
  );
  if (violation) throw new AppError(violation.status, violation.message, violation.code);
}

async function findByKey(db: Db | Tx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.userId, userId), eq(familyMembers.idempotencyKey, key)));
  return row;
}

/** Creates a member; the same idempotency key returns the member it created before, never a duplicate. */
export async function createMember(
  db: Db,
  userId: string,
  body: CreateFamilyMemberBody,
): Promise<{ member: FamilyMemberResponse; created: boolean }> {
  if (body.idempotencyKey) {
    const existing = await findByKey(db, userId, body.idempotencyKey);
    if (existing) return { member: toMember(existing), created: false };
  }
  return writeTree(db, userId, async (tx) => {
    if (body.idempotencyKey) {
      const raced = await findByKey(tx, userId, body.idempotencyKey);
      if (raced) return { member: toMember(raced), created: false };
    }
    assertPlacement(await listMembers(tx, userId), body);
    const fields = normalise(body);
    const [row] = await tx
      .insert(familyMembers)
      .values({ ...fields, userId, idempotencyKey: body.idempotencyKey ?? null })
      .returning();
    return { member: toMember(row), created: true };
  });
}

async function ownedRow(db: Db | Tx, userId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(familyMembers)
    .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)));
  if (!row) throw notFound('Family member not found');
  return row;
}

/**
 * Updates a member. In a locked tree only the additions of decision 026 pass (a missing date, death
 * details, notes); the lineage anchor is kept as stored, since choosing a route is what sets it.
 */
export async function updateMember(
  db: Db,
  userId: string,
  id: string,
  body: UpdateFamilyMemberBody,
): Promise<FamilyMemberResponse> {
  return writeTree(
    db,
    userId,
    async (tx, lock) => {
      const current = await ownedRow(tx, userId, id);
      let values;
      if (!('firstName' in body)) {
        if (lock.locked) throw treeLocked(lock);
        if (isOlderGeneration(current.relationship)) {
          throw new AppError(
            400,
            'Parents and grandparents are always included in the application.',
            'REQUIRED_MEMBER',
          );
        }
        values = { includeInApplication: body.includeInApplication };
      } else {
        if (body.relationship && body.relationship !== current.relationship) {
          throw new AppError(
            400,
            'The relationship of a family member cannot be changed. Delete and add them again.',
            'RELATIONSHIP_FIXED',
          );
        }
        const asked = { ...body, relationship: current.relationship, isLineageAnchor: current.isLineageAnchor };
        if (!lock.locked) assertPlacement(await listMembers(tx, userId), asked, id);
        values = normalise(asked);
        if (lock.locked && lockedEditViolations(storedFields(current), values).length > 0) throw treeLocked(lock);
      }
      const [row] = await tx
        .update(familyMembers)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)))
        .returning();
      return toMember(row);
    },
    { whileLocked: true },
  );
}

/** The editable facts of a stored member, in the shape `normalise` returns. */
function storedFields(row: Row): Omit<FamilyMember, 'id'> {
  const { id: _id, ...fields } = toDomainMember(toMember(row));
  return fields;
}

/**
 * Deletes a member; the database deletes the members linked above it (grandparents, great-grandparents).
 * Deleting the chosen grandparent clears the route (the database) and the 'Irish Line' it marked.
 */
export async function deleteMember(db: Db, userId: string, id: string): Promise<void> {
  await writeTree(db, userId, async (tx) => {
    const row = await ownedRow(tx, userId, id);
    const [preference] = await tx
      .select({ selected: lineageRoutePreferences.selectedGrandparentId })
      .from(lineageRoutePreferences)
      .where(eq(lineageRoutePreferences.userId, userId));
    await tx.delete(familyMembers).where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)));
    await forgetRemovedMembers(tx, userId);
    await forgetUnexplainedMarriages(tx, userId);
    if (preference?.selected === id && row.parentId) {
      await tx
        .update(familyMembers)
        .set({ isLineageAnchor: false, updatedAt: new Date() })
        .where(and(eq(familyMembers.id, row.parentId), eq(familyMembers.userId, userId)));
    }
  });
}

/** How many members are linked directly above this one (the warning before deleting a parent or grandparent). */
export async function childrenCount(db: Db, userId: string, id: string): Promise<number> {
  await ownedRow(db, userId, id);
  const [row] = await db
    .select({ n: count() })
    .from(familyMembers)
    .where(and(eq(familyMembers.parentId, id), eq(familyMembers.userId, userId)));
  return row.n;
}
