import { describe, expect, it } from 'vitest';
import { deliveredState, itemsDeliveredBy } from './delivered-order.ts';
import { initialState } from './moves.ts';

const item = (key: string, memberId: string, kind: string, status = 'needed', notApplicable = false) =>
  ({
    key,
    memberId,
    kind,
    status,
    notApplicable: notApplicable ? { reason: 'no', at: '2026-11-01' } : null,
  }) as Parameters<typeof itemsDeliveredBy>[0][number];

describe('itemsDeliveredBy', () => {
  const items = [
    item('g.birth', 'g', 'birth'),
    item('g.death', 'g', 'death', 'ordered'),
    item('p.birth', 'p', 'birth', 'checked'),
    item('p.m1', 'p', 'marriage'),
    item('p.m2', 'p', 'marriage'),
    item('s.birth', 's', 'birth', 'needed', true),
  ];

  it('puts in hand the one item of that kind for that member, needed or ordered', () => {
    expect(
      itemsDeliveredBy(items, [
        { familyMemberId: 'g', kind: 'birth' },
        { familyMemberId: 'g', kind: 'death' },
      ]),
    ).toEqual(['g.birth', 'g.death']);
  });

  it('leaves what is already in hand or checked, set aside, ambiguous, or of no member', () => {
    expect(
      itemsDeliveredBy(items, [
        { familyMemberId: 'p', kind: 'birth' },
        { familyMemberId: 'p', kind: 'marriage' },
        { familyMemberId: 's', kind: 'birth' },
        { familyMemberId: null, kind: 'birth' },
        { familyMemberId: 'x', kind: 'birth' },
      ]),
    ).toEqual([]);
  });
});

describe('deliveredState', () => {
  const at = '2026-11-27T10:00:00.000Z';
  it('records our research order as how it was ordered', () => {
    expect(deliveredState(initialState(null), at, { ref: '#1a2b3c4d', paidOn: '2026-11-01' })).toEqual({
      status: 'in_hand',
      statusDates: { needed: at, ordered: at, in_hand: at, checked: null },
      ordered: {
        where: 'Our research, order #1a2b3c4d',
        orderedOn: '2026-11-01',
        expectedBy: null,
        reference: '#1a2b3c4d',
      },
    });
  });

  it('keeps the order details the user recorded', () => {
    const mine = { where: 'GRO', orderedOn: '2026-10-01', expectedBy: null, reference: 'X1' };
    const state = { ...initialState('2026-09-01T00:00:00.000Z'), status: 'ordered' as const, ordered: mine };
    expect(deliveredState(state, at, { ref: '#1a2b3c4d', paidOn: '2026-11-01' }).ordered).toBe(mine);
  });
});
