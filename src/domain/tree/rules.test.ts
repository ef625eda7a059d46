import { describe, expect, it } from 'vitest';
import type { FamilyMember } from './family-member.ts';
import { checkPlacement, parentSides } from './rules.ts';

type Slim = Pick<FamilyMember, 'id' | 'relationship' | 'parentId'>;
const self: Slim = { id: 's', relationship: 'self', parentId: null };
const dad: Slim = { id: 'p1', relationship: 'parent', parentId: null };
const mum: Slim = { id: 'p2', relationship: 'parent', parentId: null };
const gf: Slim = { id: 'g1', relationship: 'grandparent', parentId: 'p1' };
const gm: Slim = { id: 'g2', relationship: 'grandparent', parentId: 'p1' };
const sib: Slim = { id: 'b', relationship: 'sibling', parentId: null };
const siblings = (n: number): Slim[] =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i}`, relationship: 'sibling', parentId: null }));

describe('checkPlacement', () => {
  it.each<[string, Slim[], Omit<Slim, 'id'>, string | null, string | undefined]>([
    ['first self', [], { relationship: 'self', parentId: null }, null, undefined],
    ['second self', [self], { relationship: 'self', parentId: null }, 'SELF_EXISTS', undefined],
    ['editing self keeps its place', [self], { relationship: 'self', parentId: null }, null, 's'],
    ['first parent', [self], { relationship: 'parent', parentId: null }, null, undefined],
    ['second parent', [self, dad], { relationship: 'parent', parentId: null }, null, undefined],
    ['third parent', [self, dad, mum], { relationship: 'parent', parentId: null }, 'PARENT_LIMIT', undefined],
    ['editing one of two parents', [dad, mum], { relationship: 'parent', parentId: null }, null, 'p2'],
    ['parent with a parent link', [], { relationship: 'parent', parentId: 'p1' }, 'INVALID_PARENT', undefined],
    ['grandparent under a parent', [dad], { relationship: 'grandparent', parentId: 'p1' }, null, undefined],
    ['second grandparent under a parent', [dad, gf], { relationship: 'grandparent', parentId: 'p1' }, null, undefined],
    [
      'third grandparent under a parent',
      [dad, gf, gm],
      { relationship: 'grandparent', parentId: 'p1' },
      'GRANDPARENT_LIMIT',
      undefined,
    ],
    [
      'grandparent under the other parent',
      [dad, mum, gf, gm],
      { relationship: 'grandparent', parentId: 'p2' },
      null,
      undefined,
    ],
    [
      'grandparent with no parent link',
      [dad],
      { relationship: 'grandparent', parentId: null },
      'INVALID_PARENT',
      undefined,
    ],
    [
      'grandparent under a missing parent',
      [dad],
      { relationship: 'grandparent', parentId: 'nope' },
      'INVALID_PARENT',
      undefined,
    ],
    ['grandparent under a sibling', [sib], { relationship: 'grandparent', parentId: 'b' }, 'INVALID_PARENT', undefined],
    [
      'grandparent under a grandparent',
      [dad, gf],
      { relationship: 'grandparent', parentId: 'g1' },
      'INVALID_PARENT',
      undefined,
    ],
    [
      'moving a grandparent to a full parent',
      [dad, mum, gf, gm, { id: 'g3', relationship: 'grandparent', parentId: 'p2' }],
      { relationship: 'grandparent', parentId: 'p1' },
      'GRANDPARENT_LIMIT',
      'g3',
    ],
    [
      'great-grandparent under a grandparent',
      [dad, gf],
      { relationship: 'great_grandparent', parentId: 'g1' },
      null,
      undefined,
    ],
    [
      'second great-grandparent under a grandparent',
      [dad, gf, { id: 'gg1', relationship: 'great_grandparent', parentId: 'g1' }],
      { relationship: 'great_grandparent', parentId: 'g1' },
      null,
      undefined,
    ],
    [
      'third great-grandparent under a grandparent',
      [
        dad,
        gf,
        { id: 'gg1', relationship: 'great_grandparent', parentId: 'g1' },
        { id: 'gg2', relationship: 'great_grandparent', parentId: 'g1' },
      ],
      { relationship: 'great_grandparent', parentId: 'g1' },
      'GREAT_GRANDPARENT_LIMIT',
      undefined,
    ],
    [
      'great-grandparent under the other grandparent when one is full',
      [
        dad,
        gf,
        gm,
        { id: 'gg1', relationship: 'great_grandparent', parentId: 'g1' },
        { id: 'gg2', relationship: 'great_grandparent', parentId: 'g1' },
      ],
      { relationship: 'great_grandparent', parentId: 'g2' },
      null,
      undefined,
    ],
    [
      'great-grandparent under a parent',
      [dad],
      { relationship: 'great_grandparent', parentId: 'p1' },
      'INVALID_PARENT',
      undefined,
    ],
    [
      'great-grandparent with no link',
      [dad, gf],
      { relationship: 'great_grandparent', parentId: null },
      'INVALID_PARENT',
      undefined,
    ],
    ['sibling', [self], { relationship: 'sibling', parentId: null }, null, undefined],
    ['sibling with a parent link', [dad], { relationship: 'sibling', parentId: 'p1' }, 'INVALID_PARENT', undefined],
    ['a 21st sibling', siblings(20), { relationship: 'sibling', parentId: null }, 'SIBLING_LIMIT', undefined],
    ['a 20th sibling', siblings(19), { relationship: 'sibling', parentId: null }, null, undefined],
    ['editing one of 20 siblings', siblings(20), { relationship: 'sibling', parentId: null }, null, 's0'],
  ])('%s', (_label, tree, candidate, code, editingId) => {
    expect(checkPlacement(tree, candidate, editingId)?.code ?? null).toBe(code);
  });

  it('says what to do when the parents are full', () => {
    expect(checkPlacement([dad, mum], { relationship: 'parent', parentId: null })).toEqual({
      status: 409,
      code: 'PARENT_LIMIT',
      message: 'A person can only have 2 parents. Please edit an existing parent or delete one first.',
    });
  });
});

describe('parentSides', () => {
  const p = (id: string, gender: FamilyMember['gender']) => ({ id, gender, relationship: 'parent' as const });
  it.each([
    ['no parents', [], null, null],
    ['a lone father goes left', [p('a', 'male')], 'a', null],
    ['a lone mother goes right', [p('a', 'female')], null, 'a'],
    ['a lone parent of other gender goes left', [p('a', 'other')], 'a', null],
    ['father and mother', [p('a', 'male'), p('b', 'female')], 'a', 'b'],
    ['mother added first still goes right', [p('a', 'female'), p('b', 'male')], 'b', 'a'],
    ['two fathers keep their order', [p('a', 'male'), p('b', 'male')], 'a', 'b'],
  ])('%s', (_label, parents, left, right) => {
    const sides = parentSides(parents);
    expect(sides.left?.id ?? null).toBe(left);
    expect(sides.right?.id ?? null).toBe(right);
  });
});
