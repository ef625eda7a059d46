import { islandBirth } from '#domain/tree/island-birth.ts';
import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import { assessEligibility, describeRoute, type EligibilityAssessment } from '#domain/eligibility/engine.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { familyMembers, lineageRoutePreferences, session, user } from '#server/db/schema.ts';
import { bySessionToken, sessionUserJoin, signedInFields, type JoinedQuery } from '#server/auth/session-lookup.ts';
import { badRequest } from '#server/errors.ts';
import { listMembers, toDomainMember } from './members-service.ts';
import { membersJson } from './members-json.ts';
import { writeTree } from './tree-write.ts';

export type LineagePreference = { selectedGrandparentId: string | null; routeDescription: string | null };

export async function getPreference(db: Db, userId: string): Promise<LineagePreference> {
  const [row] = await db.select().from(lineageRoutePreferences).where(eq(lineageRoutePreferences.userId, userId));
  // A deleted grandparent clears the selection; its description must not outlive it.
  const selected = row?.selectedGrandparentId ?? null;
  return { selectedGrandparentId: selected, routeDescription: selected ? (row?.routeDescription ?? null) : null };
}

/**
 * Saves the chosen Irish-born grandparent; the description is written by the server from the tree.
 * Choosing is what marks the line: the chosen grandparent's parent becomes the lineage anchor
 * ('Irish Line') and the other parent stops being one. A route is a choice, not a fact an order
 * depends on (each order stores its own line), so it can be chosen in a locked tree (decision 026).
 */
export async function setPreference(db: Db, userId: string, grandparentId: string): Promise<LineagePreference> {
  return writeTree(
    db,
    userId,
    async (tx) => {
      const members = (await listMembers(tx, userId)).map(toDomainMember);
      const grandparent = members.find(
        (m) => m.id === grandparentId && m.relationship === 'grandparent' && islandBirth(m).onIsland === true,
      );
      if (!grandparent || !grandparent.parentId) {
        throw badRequest('Choose one of your Irish-born grandparents who is linked to a parent.', 'INVALID_ROUTE');
      }
      const parentId = grandparent.parentId;
      const routeDescription = describeRoute({ kind: 'irish_born_grandparent', grandparentId, parentId }, members);
      const values = { selectedGrandparentId: grandparentId, routeDescription, updatedAt: new Date() };
      await tx
        .insert(lineageRoutePreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: lineageRoutePreferences.userId, set: values });
      for (const parent of members.filter((m) => m.relationship === 'parent')) {
        const isLineageAnchor = parent.id === parentId;
        if (parent.isLineageAnchor === isLineageAnchor) continue;
        await tx
          .update(familyMembers)
          .set({ isLineageAnchor, updatedAt: new Date() })
          .where(and(eq(familyMembers.id, parent.id), eq(familyMembers.userId, userId)));
      }
      return { selectedGrandparentId: grandparentId, routeDescription };
    },
    { whileLocked: true },
  );
}

const treeAndRoute = {
  members: membersJson.as('members'),
  preferredGrandparentId: lineageRoutePreferences.selectedGrandparentId,
};

/** The user's members (oldest first, as listMembers) and chosen grandparent in one row. */
export const treeAndRouteQuery = (db: Pick<Db, 'select'>, userId: string | Placeholder) =>
  db
    .select(treeAndRoute)
    .from(user)
    .leftJoin(lineageRoutePreferences, eq(lineageRoutePreferences.userId, user.id))
    .where(eq(user.id, userId));

type TreeAndRoute = Awaited<ReturnType<typeof treeAndRouteQuery>>[number];
export type UserAssessment = {
  assessment: EligibilityAssessment;
  members: FamilyMemberResponse[];
  /** The grandparent the user chose as their route, if any. */
  preferredGrandparentId: string | null;
};

/**
 * The one eligibility engine applied to the user's stored tree and route choice
 * (docs/decisions/011-eligibility-engine.md); no row (the user is gone) is an empty tree.
 */
export function assess(row: TreeAndRoute | undefined): UserAssessment {
  const members = row?.members ?? [];
  const preferredGrandparentId = row?.preferredGrandparentId ?? null;
  const assessment = assessEligibility(members.map(toDomainMember), { preferredGrandparentId });
  return { assessment, members, preferredGrandparentId };
}

export async function assessUser(db: Db | Tx, userId: string): Promise<UserAssessment> {
  const [row] = await treeAndRouteQuery(db, userId);
  return assess(row);
}

/**
 * treeAndRouteQuery as prepared statements, for GET /api/family-tree/eligibility, which the
 * dashboard asks for on every visit: building the SQL on each request was about a third of the
 * route's instructions (decision 033, amended), and the session is read in the same statement
 * (issue 33).
 */
export function preparedAssessment(db: Db): JoinedQuery<TreeAndRoute> {
  const joined = db
    .select({ signedIn: signedInFields, ...treeAndRoute })
    .from(session)
    .innerJoin(user, sessionUserJoin)
    .leftJoin(lineageRoutePreferences, eq(lineageRoutePreferences.userId, user.id))
    .where(bySessionToken)
    .prepare('assess_signed_in_user');
  const alone = treeAndRouteQuery(db, sql.placeholder('userId')).prepare('assess_user');
  return { joined: (token) => joined.execute({ token }), alone: (userId) => alone.execute({ userId }) };
}

type OptionPerson = Pick<
  FamilyMemberResponse,
  'id' | 'firstName' | 'lastName' | 'gender' | 'birthPlace' | 'relationship' | 'parentId'
>;
const person = (m: FamilyMemberResponse): OptionPerson => ({
  id: m.id,
  firstName: m.firstName,
  lastName: m.lastName,
  gender: m.gender,
  birthPlace: m.birthPlace,
  relationship: m.relationship,
  parentId: m.parentId,
});

/** Spec 'Family-member options response'. */
export async function familyMemberOptions(db: Db, userId: string) {
  const [members, preference] = await Promise.all([listMembers(db, userId), getPreference(db, userId)]);
  const parents = members.filter((m) => m.relationship === 'parent');
  const grandparents = members.filter((m) => m.relationship === 'grandparent');
  const applicant = members.find((m) => m.relationship === 'self');
  return {
    irishGrandparents: grandparents
      .filter((g) => islandBirth(g).onIsland === true && parents.some((p) => p.id === g.parentId))
      .map(person),
    parents: parents.map(person),
    grandparents: grandparents.map(person),
    applicant: applicant ? person(applicant) : null,
    currentSelection: preference.selectedGrandparentId ? preference : null,
  };
}
