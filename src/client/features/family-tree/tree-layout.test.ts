import { describe, expect, it } from 'vitest';
import { familyMember, type FamilyMember } from '#domain/tree/family-member.ts';
import type { FamilyMemberResponse } from '#shared/family.ts';
import { buildTreeLayout } from './tree-layout.ts';

let n = 0;
const member = (fields: Partial<FamilyMember> & Pick<FamilyMember, 'relationship'>): FamilyMemberResponse => ({
  ...familyMember({ id: `m${++n}`, firstName: `Person${n}`, lastName: 'Walsh', ...fields }),
  type: 'person',
  createdAt: '2026-11-24T00:00:00.000Z',
});

describe('buildTreeLayout', () => {
  it('puts the father left and the mother right, each with their own parents above them, male left', () => {
    const me = member({ relationship: 'self' });
    const mum = member({ relationship: 'parent', gender: 'female' });
    const dad = member({ relationship: 'parent', gender: 'male' });
    const mumsMum = member({ relationship: 'grandparent', gender: 'female', parentId: mum.id });
    const mumsDad = member({ relationship: 'grandparent', gender: 'male', parentId: mum.id });
    const layout = buildTreeLayout([mumsMum, me, mum, mumsDad, dad]);
    expect(layout.self?.id).toBe(me.id);
    expect(layout.branches.map((b) => [b.parent?.id, b.sideLabel])).toEqual([
      [dad.id, "father's side"],
      [mum.id, "mother's side"],
    ]);
    expect(layout.branches[1].grandparents.map((g) => g?.id)).toEqual([mumsDad.id, mumsMum.id]);
    expect(layout.branches[0].grandparents).toEqual([null, null]);
  });

  it('highlights an Irish-born grandparent, the parent who carries the line, the applicant and siblings', () => {
    const me = member({ relationship: 'self' });
    const sister = member({ relationship: 'sibling', gender: 'female' });
    const dad = member({ relationship: 'parent' });
    const mum = member({ relationship: 'parent', gender: 'female' });
    const granny = member({ relationship: 'grandparent', gender: 'female', parentId: dad.id, isIrishBorn: true });
    const layout = buildTreeLayout([me, sister, dad, mum, granny]);
    expect([...layout.highlighted].sort()).toEqual([me.id, sister.id, dad.id, granny.id].sort());
    expect(layout.anyIrishBorn).toBe(true);
  });

  it('highlights nobody in a tree without an Irish birth', () => {
    const layout = buildTreeLayout([member({ relationship: 'self' }), member({ relationship: 'parent' })]);
    expect(layout.highlighted.size).toBe(0);
  });

  it('highlights the line below an Irish-born great-grandparent down to the parent, not the applicant', () => {
    const me = member({ relationship: 'self' });
    const dad = member({ relationship: 'parent' });
    const grandad = member({ relationship: 'grandparent', parentId: dad.id });
    const honora = member({
      relationship: 'great_grandparent',
      gender: 'female',
      parentId: grandad.id,
      isIrishBorn: true,
    });
    const layout = buildTreeLayout([me, dad, grandad, honora]);
    expect([...layout.highlighted].sort()).toEqual([honora.id, grandad.id, dad.id].sort());
    expect(layout.branches[0].greatGrandparents[0]).toEqual([null, honora]);
  });

  describe("the parent badged 'Irish Line'", () => {
    const me = member({ relationship: 'self' });
    const dad = member({ relationship: 'parent' });
    const mum = member({ relationship: 'parent', gender: 'female' });
    const granny = member({ relationship: 'grandparent', gender: 'female', parentId: dad.id, isIrishBorn: true });
    const grandRoute = (grandparent: FamilyMemberResponse) => ({
      kind: 'irish_born_grandparent' as const,
      grandparentId: grandparent.id,
      parentId: grandparent.parentId!,
      description: 'through a grandparent',
    });

    it('is the parent of the route the engine took, though the user never chose one', () => {
      expect(buildTreeLayout([me, dad, mum, granny], grandRoute(granny)).irishLineParentId).toBe(dad.id);
    });

    it("follows the engine's route over a parent marked by hand", () => {
      const markedMum = { ...mum, isLineageAnchor: true };
      expect(buildTreeLayout([me, dad, markedMum, granny], grandRoute(granny)).irishLineParentId).toBe(dad.id);
    });

    it('is the parent the user marked while there is no route, and nobody in a tree without either', () => {
      const markedMum = { ...mum, isLineageAnchor: true };
      expect(buildTreeLayout([me, dad, markedMum], null).irishLineParentId).toBe(markedMum.id);
      expect(buildTreeLayout([me, dad, mum]).irishLineParentId).toBeNull();
    });

    it('is nobody for an applicant born on the island', () => {
      const route = { kind: 'born_on_island' as const, selfId: me.id, description: 'born in Dublin' };
      expect(buildTreeLayout([me, dad, mum], route).irishLineParentId).toBeNull();
    });
  });
});
