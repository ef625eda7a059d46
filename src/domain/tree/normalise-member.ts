/**
 * The one rule for which facts each place in the tree may hold (spec 'Switch visibility'), used
 * by the member form (what it shows), the member service and the GEDCOM import (what they
 * store). Facts that do not apply are cleared rather than stored: a sibling is never 'deceased'
 * in the tree, only parents and grandparents are Irish citizens in their own right here, and a
 * death place is kept only for someone who died. Anyone may have been born on the island
 * (docs/rules/eligibility.md 'Born on the island': the applicant's own birth there can settle their case).
 */
import type { FamilyMember, Relationship } from './family-member.ts';

export const isOlderGeneration = (relationship: Relationship) =>
  relationship === 'parent' || relationship === 'grandparent' || relationship === 'great_grandparent';

/** The places in the tree that hang under another member: grandparents and great-grandparents. */
export const hasParentLink = (relationship: Relationship) =>
  relationship === 'grandparent' || relationship === 'great_grandparent';

/** The switches the member form shows for a place in the tree. */
export function memberControls(relationship: Relationship) {
  const older = isOlderGeneration(relationship);
  return {
    deceased: older,
    irishBorn: true,
    irishCitizen: older,
    /** Shown once they were Irish (born on the island or a citizen). */
    naturalisedElsewhere: older,
    publicServiceAbroad: older,
    adoptiveParent: relationship === 'parent',
    nameChanged: true,
    /** Self and siblings choose; parents and grandparents are always in the application. */
    includeToggle: !older,
  };
}

type Facts = Pick<
  FamilyMember,
  | 'relationship'
  | 'isDeceased'
  | 'deathDate'
  | 'deathPlace'
  | 'deathCountry'
  | 'isIrishBorn'
  | 'isIrishCitizen'
  | 'citizenshipDate'
  | 'citizenshipBasis'
  | 'isLineageAnchor'
  | 'isAdoptiveParent'
  | 'naturalisedElsewhere'
  | 'inIrishPublicServiceAbroad'
  | 'parentId'
  | 'includeInApplication'
>;

/** `member` with every fact its place in the tree cannot hold cleared. */
export function normaliseMember<T extends Facts>(member: T): T {
  const controls = memberControls(member.relationship);
  const isDeceased = controls.deceased && member.isDeceased;
  const isIrishBorn = controls.irishBorn && member.isIrishBorn;
  const isIrishCitizen = controls.irishCitizen && member.isIrishCitizen;
  return {
    ...member,
    isDeceased,
    deathDate: isDeceased ? member.deathDate : null,
    deathPlace: isDeceased ? member.deathPlace : null,
    deathCountry: isDeceased ? member.deathCountry : null,
    isIrishBorn,
    isIrishCitizen,
    citizenshipDate: isIrishCitizen && !isIrishBorn ? member.citizenshipDate : null,
    citizenshipBasis: isIrishCitizen && !isIrishBorn ? member.citizenshipBasis : null,
    isLineageAnchor: member.relationship === 'parent' && member.isLineageAnchor,
    isAdoptiveParent: member.relationship === 'parent' && member.isAdoptiveParent,
    // Only an ancestor who was Irish can reassure by keeping it; only an ancestor had a child in the line abroad.
    naturalisedElsewhere:
      controls.naturalisedElsewhere && (isIrishBorn || isIrishCitizen) && member.naturalisedElsewhere,
    inIrishPublicServiceAbroad: controls.publicServiceAbroad && member.inIrishPublicServiceAbroad,
    parentId: hasParentLink(member.relationship) ? member.parentId : null,
    includeInApplication: controls.includeToggle ? member.includeInApplication : true,
  };
}
