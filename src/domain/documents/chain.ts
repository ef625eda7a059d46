/**
 * The chain of people an FBR application rests on, read from the eligibility engine's route:
 * the applicant, the parent through whom they claim and (on the grandparent route) the
 * Irish-born grandparent. Shared by readiness, the document checklist, the answer sheet and
 * the PDF pack so they all name the same people. Pure: no I/O.
 */
import type { EligibilityAssessment } from '../eligibility/engine.ts';
import { fullName, roleWord } from '../eligibility/wording.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { islandBirth } from '../tree/island-birth.ts';

/**
 * The routes, each a heading of docs/rules/eligibility.md:
 * - 'grandparent': FBR through an Irish-born grandparent ('Grandparent born on the island'). Also
 *   used when the engine has no route yet: the chain then falls back to the first Irish-born
 *   grandparent.
 * - 'citizen_parent': FBR through a parent born abroad who was Irish in time ('Parent Irish at the
 *   birth but born abroad').
 * - 'irish_born_parent': already Irish from birth; no FBR needed ('Parent born on the island').
 * - 'born_on_island': the applicant was born on the island before 2005; no FBR needed ('Born on
 *   the island').
 */
export type ChainKind = 'grandparent' | 'citizen_parent' | 'irish_born_parent' | 'born_on_island';

/** The chains that need no Foreign Births Register application: no checklist, a passport instead. */
export const needsNoRegistration = (chain: Chain): boolean =>
  chain.kind === 'irish_born_parent' || chain.kind === 'born_on_island';

export type Chain = {
  kind: ChainKind;
  applicant: FamilyMember | null;
  /** The connecting parent (grandparent route) or the citizen parent. */
  parent: FamilyMember | null;
  /** The Irish-born grandparent; null on the parent routes. */
  grandparent: FamilyMember | null;
  /** True when the people came from the engine's route, false when they are a fallback. */
  fromRoute: boolean;
};

/** The applicant, connecting parent and Irish-born grandparent for the engine's route. */
export function resolveChain(members: readonly FamilyMember[], assessment: EligibilityAssessment): Chain {
  const byId = new Map(members.map((m) => [m.id, m]));
  const applicant = members.find((m) => m.relationship === 'self') ?? null;
  const route = assessment.route;
  const parentById = (id: string | null): FamilyMember | null => {
    const found = id ? byId.get(id) : undefined;
    return found?.relationship === 'parent' ? found : null;
  };

  if (route?.kind === 'born_on_island') {
    return { kind: 'born_on_island', applicant, parent: null, grandparent: null, fromRoute: true };
  }
  if (route?.kind === 'irish_born_grandparent') {
    const grandparent = byId.get(route.grandparentId) ?? null;
    return { kind: 'grandparent', applicant, parent: parentById(route.parentId), grandparent, fromRoute: true };
  }
  if (route?.kind === 'irish_citizen_parent') {
    return {
      kind: 'citizen_parent',
      applicant,
      parent: parentById(route.parentId),
      grandparent: null,
      fromRoute: true,
    };
  }
  if (route?.kind === 'irish_born_parent') {
    return {
      kind: 'irish_born_parent',
      applicant,
      parent: parentById(route.parentId),
      grandparent: null,
      fromRoute: true,
    };
  }
  const grandparent = members.find((m) => m.relationship === 'grandparent' && islandBirth(m).onIsland) ?? null;
  return {
    kind: 'grandparent',
    applicant,
    parent: parentById(grandparent?.parentId ?? null),
    grandparent,
    fromRoute: false,
  };
}

/** The member's full name, or 'your grandmother' when the tree has no name; 'you' for the applicant. */
export function nameOf(member: FamilyMember): string {
  if (member.relationship === 'self') return 'you';
  return fullName(member) || `your ${roleWord(member)}`;
}

/** "Mary Walsh's", "your grandmother's", or "your" for the applicant. */
export function whose(member: FamilyMember): string {
  return member.relationship === 'self' ? 'your' : `${nameOf(member)}'s`;
}

/** True when the member has both a first and a last name. */
export function hasFullName(member: FamilyMember): boolean {
  return member.firstName.trim() !== '' && member.lastName.trim() !== '';
}
