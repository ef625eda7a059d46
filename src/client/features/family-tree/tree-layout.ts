import { capitalise, roleWord } from '#domain/eligibility/wording.ts';
import { parentSides } from '#domain/tree/rules.ts';
import type { EligibilityAssessmentResponse } from '#shared/eligibility-assessment.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';

type Member = FamilyMemberResponse;
type Route = EligibilityAssessmentResponse['route'];
type Gender = Member['gender'];

export type TreeSide = 'left' | 'right';

type Slots = [Member | null, Member | null];

/** One parent column: the parent (or an empty slot) and the two grandparent slots above it. */
export type Branch = {
  side: TreeSide;
  parent: Member | null;
  /** Left and right grandparent slot: male left, female right, like the parents. */
  grandparents: [Member | null, Member | null];
  /** The two great-grandparent slots above each grandparent slot (both empty above an empty slot). */
  greatGrandparents: [Slots, Slots];
  /** "father's side", "mother's side", or "Alex's side" for a parent of another gender. */
  sideLabel: string;
  /** The gender an empty parent slot on this side suggests: male left, female right. */
  slotGender: Gender;
};

export type TreeLayout = {
  self: Member | null;
  branches: [Branch, Branch];
  siblings: Member[];
  parentCount: number;
  anyIrishBorn: boolean;
  /** Members drawn with the green highlight (spec 'Family tree view'). */
  highlighted: ReadonlySet<string>;
  /** The parent badged 'Irish Line'. */
  irishLineParentId: string | null;
};

const SIDE_GENDER: Record<TreeSide, Gender> = { left: 'male', right: 'female' };

function sideLabel(parent: Member | null, side: TreeSide): string {
  const gender = parent?.gender ?? SIDE_GENDER[side];
  if (gender === 'male') return "father's side";
  if (gender === 'female') return "mother's side";
  return `${parent?.firstName.trim() || 'parent'}'s side`;
}

/**
 * Places the two members linked above a child (a parent's grandparents, a grandparent's
 * great-grandparents) as parentSides places parents (male left, female right, a lone one by
 * gender): the same rule one generation up, reused rather than written again.
 */
function slotsAbove(
  members: readonly Member[],
  child: Member | null,
  relationship: 'grandparent' | 'great_grandparent',
): Slots {
  if (!child) return [null, null];
  const linked = members.filter((m) => m.relationship === relationship && m.parentId === child.id);
  const { left, right } = parentSides(linked.map((g) => ({ ...g, relationship: 'parent' as const })));
  const byId = new Map(linked.map((g) => [g.id, g]));
  return [left ? byId.get(left.id)! : null, right ? byId.get(right.id)! : null];
}

/**
 * The parent the applicant's Irish line runs through: the parent of the route the eligibility
 * engine took (the one the dashboard and the documents name), else, without a route, the parent
 * the user marked. A user with one Irish-born grandparent never chooses a route, and still sees
 * the line marked.
 */
function irishLineParent(members: readonly Member[], route: Route | undefined): string | null {
  if (route && 'parentId' in route) return route.parentId;
  return members.find((m) => m.relationship === 'parent' && m.isLineageAnchor)?.id ?? null;
}

/** Where each member goes in the tree, who is highlighted and who carries the Irish line. Pure. */
export function buildTreeLayout(members: readonly Member[], route?: Route): TreeLayout {
  const self = members.find((m) => m.relationship === 'self') ?? null;
  const { left, right } = parentSides(members);
  const branch = (side: TreeSide, parent: Member | null): Branch => {
    const grandparents = slotsAbove(members, parent, 'grandparent');
    return {
      side,
      parent,
      grandparents,
      greatGrandparents: [
        slotsAbove(members, grandparents[0], 'great_grandparent'),
        slotsAbove(members, grandparents[1], 'great_grandparent'),
      ],
      sideLabel: sideLabel(parent, side),
      slotGender: SIDE_GENDER[side],
    };
  };
  const siblings = members.filter((m) => m.relationship === 'sibling');
  const anyIrishBorn = members.some((m) => m.isIrishBorn);

  const highlighted = new Set<string>();
  for (const m of members) if (m.isIrishBorn) highlighted.add(m.id);
  // The members below an Irish-born grandparent or great-grandparent carry the line.
  const byId = new Map(members.map((m) => [m.id, m]));
  for (const ancestor of members) {
    if (!ancestor.isIrishBorn) continue;
    // At most two steps down: a great-grandparent's grandparent, then that grandparent's parent.
    let below = ancestor.parentId ? byId.get(ancestor.parentId) : undefined;
    for (let step = 0; below && step < 2; step++) {
      highlighted.add(below.id);
      below = below.parentId ? byId.get(below.parentId) : undefined;
    }
  }
  // The applicant and siblings share an Irish line that reaches them: an Irish-born great-grandparent
  // alone gives them no route (docs/rules/eligibility.md 'Great-grandparents'), only their parent one.
  if (members.some((m) => m.isIrishBorn && m.relationship !== 'great_grandparent')) {
    if (self) highlighted.add(self.id);
    for (const s of siblings) highlighted.add(s.id);
  }

  return {
    self,
    branches: [branch('left', left), branch('right', right)],
    siblings,
    parentCount: members.filter((m) => m.relationship === 'parent').length,
    anyIrishBorn,
    highlighted,
    irishLineParentId: irishLineParent(members, route),
  };
}

/** 'Father', 'Grandmother', 'Great-grandfather', 'Sibling', 'You'. */
export function relationWord(member: Pick<Member, 'relationship' | 'gender'>): string {
  return capitalise(roleWord(member));
}

export function fullName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}
