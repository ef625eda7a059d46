import { describe, expect, it } from 'vitest';
import { alreadyOrdered, type OrderedDocument, type PlacedOrder } from './already-ordered.ts';
import type { OrderStatus } from './status.ts';

const birth = (memberName: string, familyMemberId: string | null = null): OrderedDocument => ({
  familyMemberId,
  memberName,
  documentType: 'birth_certificate',
});
const placed = (id: string, status: OrderStatus, documents: OrderedDocument[]): PlacedOrder => ({
  id,
  status,
  paidAt: status === 'pending' || status === 'failed' ? null : '2026-11-01T10:00:00.000Z',
  documents,
});

describe('alreadyOrdered', () => {
  it.each<[string, OrderedDocument, PlacedOrder, boolean]>([
    ['same family member, paid', birth('Mary Walsh', 'm1'), placed('a', 'paid', [birth('Mary Walsh', 'm1')]), true],
    [
      'same family member, delivered',
      birth('Mary Walsh', 'm1'),
      placed('a', 'delivered', [birth('Mary Walsh', 'm1')]),
      true,
    ],
    [
      'same family member, still unpaid',
      birth('Mary Walsh', 'm1'),
      placed('a', 'pending', [birth('Mary Walsh', 'm1')]),
      false,
    ],
    [
      'same family member, payment failed',
      birth('Mary Walsh', 'm1'),
      placed('a', 'failed', [birth('Mary Walsh', 'm1')]),
      false,
    ],
    [
      'same family member, refunded',
      birth('Mary Walsh', 'm1'),
      placed('a', 'refunded', [birth('Mary Walsh', 'm1')]),
      false,
    ],
    [
      'another family member of the same name',
      birth('Mary Walsh', 'm1'),
      placed('a', 'paid', [birth('Mary Walsh', 'm2')]),
      false,
    ],
    [
      'typed by hand, same name with other accents and spacing',
      birth('Seán  Ó Súilleabháin'),
      placed('a', 'paid', [birth('sean o suilleabhain')]),
      true,
    ],
    [
      'typed by hand against a tree order of that name',
      birth('Mary Walsh'),
      placed('a', 'shipped', [birth('Mary Walsh', 'm1')]),
      true,
    ],
    ['typed by hand, another person', birth('Mary Walsh'), placed('a', 'paid', [birth('Bridget Walsh')]), false],
    [
      'same person, another certificate',
      birth('Mary Walsh', 'm1'),
      placed('a', 'paid', [{ ...birth('Mary Walsh', 'm1'), documentType: 'death_certificate' }]),
      false,
    ],
    [
      "'Other document' is never compared",
      { ...birth('Mary Walsh'), documentType: 'other_document' },
      placed('a', 'paid', [{ ...birth('Mary Walsh'), documentType: 'other_document' }]),
      false,
    ],
  ])('%s: %s', (_case, doc, other, flagged) => {
    const result = alreadyOrdered({ id: 'new', documents: [doc] }, [other]);
    expect(result).toEqual(
      flagged
        ? [{ documentType: doc.documentType, memberName: doc.memberName, orderId: 'a', paidAt: other.paidAt }]
        : [],
    );
  });

  it('never flags an order against itself', () => {
    const order = placed('same', 'paid', [birth('Mary Walsh', 'm1')]);
    expect(alreadyOrdered({ id: 'same', documents: order.documents }, [order])).toEqual([]);
  });
});
