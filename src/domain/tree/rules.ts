import type { FamilyMember, Relationship } from './family-member.ts';

/** The tree's shape: two parents, two grandparents for each. */
export const MAX_PARENTS = 2;
export const MAX_GRANDPARENTS_PER_PARENT = 2;
/** Up to two great-grandparents under each grandparent (docs/decisions/022-great-grandparents-and-marriages.md). */
export const MAX_GREAT_GRANDPARENTS_PER_GRANDPARENT = 2;

/**
 * Brothers and sisters: more than any real family needs, so one user cannot grow the tree (and
 * every assessment, pack and export built from it) without bound.
 */
export const MAX_SIBLINGS = 20;
/** Name records (births, marriages, divorces, changes) per person. */
export const MAX_NAME_RECORDS_PER_MEMBER = 10;

export const SIBLING_LIMIT_MESSAGE = `Your family tree can hold at most ${MAX_SIBLINGS} brothers and sisters.`;
export const NAME_RECORD_LIMIT_MESSAGE = `A person can have at most ${MAX_NAME_RECORDS_PER_MEMBER} name records. Delete one first.`;

export type TreeViolation = { status: 400 | 409; code: string; message: string };

export const PARENT_LIMIT_MESSAGE =
  'A person can only have 2 parents. Please edit an existing parent or delete one first.';

type Placement = { relationship: Relationship; parentId: string | null };

/**
 * Whether a member may take this place in the tree (the limits above).
 * `editingId` is the member being edited: it does not count against the limits.
 */
export function checkPlacement(
  tree: ReadonlyArray<Pick<FamilyMember, 'id' | 'relationship' | 'parentId'>>,
  candidate: Placement,
  editingId?: string,
): TreeViolation | null {
  const others = tree.filter((m) => m.id !== editingId);
  switch (candidate.relationship) {
    case 'self':
      if (candidate.parentId)
        return { status: 400, code: 'INVALID_PARENT', message: 'You cannot be linked to a parent.' };
      if (others.some((m) => m.relationship === 'self')) {
        return {
          status: 409,
          code: 'SELF_EXISTS',
          message: 'You are already in the family tree. Edit your own entry instead.',
        };
      }
      return null;
    case 'sibling':
      if (candidate.parentId) {
        return { status: 400, code: 'INVALID_PARENT', message: 'A sibling cannot be linked to a parent.' };
      }
      return others.filter((m) => m.relationship === 'sibling').length >= MAX_SIBLINGS
        ? { status: 400, code: 'SIBLING_LIMIT', message: SIBLING_LIMIT_MESSAGE }
        : null;
    case 'parent':
      if (candidate.parentId)
        return { status: 400, code: 'INVALID_PARENT', message: 'A parent cannot be linked to another parent.' };
      if (others.filter((m) => m.relationship === 'parent').length >= MAX_PARENTS) {
        return { status: 409, code: 'PARENT_LIMIT', message: PARENT_LIMIT_MESSAGE };
      }
      return null;
    case 'grandparent': {
      const parent = others.find((m) => m.id === candidate.parentId && m.relationship === 'parent');
      if (!parent) {
        return { status: 400, code: 'INVALID_PARENT', message: 'A grandparent must be linked to one of your parents.' };
      }
      const siblings = others.filter((m) => m.relationship === 'grandparent' && m.parentId === parent.id);
      if (siblings.length >= MAX_GRANDPARENTS_PER_PARENT) {
        return {
          status: 409,
          code: 'GRANDPARENT_LIMIT',
          message: 'Each parent can have at most 2 grandparents in the tree. Edit or delete one first.',
        };
      }
      return null;
    }
    case 'great_grandparent': {
      const grandparent = others.find((m) => m.id === candidate.parentId && m.relationship === 'grandparent');
      if (!grandparent) {
        return {
          status: 400,
          code: 'INVALID_PARENT',
          message: 'A great-grandparent must be linked to one of your grandparents.',
        };
      }
      const linked = others.filter((m) => m.relationship === 'great_grandparent' && m.parentId === grandparent.id);
      if (linked.length >= MAX_GREAT_GRANDPARENTS_PER_GRANDPARENT) {
        return {
          status: 409,
          code: 'GREAT_GRANDPARENT_LIMIT',
          message: 'Each grandparent can have at most 2 great-grandparents in the tree. Edit or delete one first.',
        };
      }
      return null;
    }
  }
}

/** Which side a parent is drawn on: male left, female right; a lone parent by gender. */
export function parentSides<T extends Pick<FamilyMember, 'id' | 'gender' | 'relationship'>>(
  members: readonly T[],
): { left: T | null; right: T | null } {
  const parents = members.filter((m) => m.relationship === 'parent');
  if (parents.length === 0) return { left: null, right: null };
  if (parents.length === 1) {
    const only = parents[0];
    return only.gender === 'female' ? { left: null, right: only } : { left: only, right: null };
  }
  const [a, b] = parents as [T, T];
  if (a.gender === 'female' && b.gender !== 'female') return { left: b, right: a };
  return { left: a, right: b };
}
