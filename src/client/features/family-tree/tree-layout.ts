import { parentSides } from '#domain/tree/rules.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';

type Member = FamilyMemberResponse;
type Gender = Member['gender'];

export type TreeSide = 'left' | 'right';

/** One parent column: the parent (or an empty slot) and the two grandparent slots above it. */
export type Branch = {
  side: TreeSide;
  parent: Member | null;
  /** Left and right grandparent slot: male left, female right, like the parents. */
  grandparents: [Member | null, Member | null];
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
};

const SIDE_GENDER: Record<TreeSide, Gender> = { left: 'male', right: 'female' };

function sideLabel(parent: Member | null, side: TreeSide): string {
  const gender = parent?.gender ?? SIDE_GENDER[side];
  if (gender === 'male') return "father's side";
  if (gender === 'female') return "mother's side";
  return `${parent?.firstName.trim() || 'parent'}'s side`;
}

/**
 * Places a parent's grandparents as parentSides places parents (male left, female right, a lone
 * one by gender): the same rule one generation up, reused rather than written again.
 */
function grandparentSlots(members: readonly Member[], parent: Member | null): [Member | null, Member | null] {
  if (!parent) return [null, null];
  const linked = members.filter((m) => m.relationship === 'grandparent' && m.parentId === parent.id);
  const { left, right } = parentSides(linked.map((g) => ({ ...g, relationship: 'parent' as const })));
  const byId = new Map(linked.map((g) => [g.id, g]));
  return [left ? byId.get(left.id)! : null, right ? byId.get(right.id)! : null];
}

/** Where each member goes in the tree and who is highlighted. Pure. */
export function buildTreeLayout(members: readonly Member[]): TreeLayout {
  const self = members.find((m) => m.relationship === 'self') ?? null;
  const { left, right } = parentSides(members);
  const branch = (side: TreeSide, parent: Member | null): Branch => ({
    side,
    parent,
    grandparents: grandparentSlots(members, parent),
    sideLabel: sideLabel(parent, side),
    slotGender: SIDE_GENDER[side],
  });
  const siblings = members.filter((m) => m.relationship === 'sibling');
  const anyIrishBorn = members.some((m) => m.isIrishBorn);

  const highlighted = new Set<string>();
  for (const m of members) if (m.isIrishBorn) highlighted.add(m.id);
  // The parent of an Irish-born grandparent carries the line.
  for (const g of members) {
    if (g.relationship === 'grandparent' && g.isIrishBorn && g.parentId) highlighted.add(g.parentId);
  }
  // The applicant and siblings share any Irish line in the tree.
  if (anyIrishBorn) {
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
  };
}

const RELATION_WORDS: Record<Member['relationship'], Record<Gender, string>> = {
  self: { male: 'You', female: 'You', other: 'You' },
  parent: { male: 'Father', female: 'Mother', other: 'Parent' },
  grandparent: { male: 'Grandfather', female: 'Grandmother', other: 'Grandparent' },
  sibling: { male: 'Brother', female: 'Sister', other: 'Sibling' },
};

/** 'Father', 'Grandmother', 'Sibling', 'You'. */
export function relationWord(member: Pick<Member, 'relationship' | 'gender'>): string {
  return RELATION_WORDS[member.relationship][member.gender];
}

export function fullName(member: Pick<Member, 'firstName' | 'lastName'>): string {
  return `${member.firstName} ${member.lastName}`.trim();
}
