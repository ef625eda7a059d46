import { OTHER_DOCUMENT } from './research.ts';
import type { OrderStatus } from './status.ts';

export type OrderedDocument = { familyMemberId: string | null; memberName: string; documentType: string };
export type PlacedOrder = { id: string; status: OrderStatus; paidAt: string | null; documents: OrderedDocument[] };
export type AlreadyOrdered = { documentType: string; memberName: string; orderId: string; paidAt: string | null };

/** Orders whose certificates are paid for and on their way (a failed or refunded one bought nothing). */
const PAID = new Set<OrderStatus>(['paid', 'processing', 'shipped', 'delivered']);

/** 'Seán  Ó Súilleabháin' and 'sean o suilleabhain' are the same person typed twice. */
const personKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function samePerson(a: OrderedDocument, b: OrderedDocument): boolean {
  if (a.familyMemberId && b.familyMemberId) return a.familyMemberId === b.familyMemberId;
  const key = personKey(a.memberName);
  return key !== '' && key === personKey(b.memberName);
}

/**
 * The certificates of an unpaid order that the user already ordered and paid for, for the same
 * person (issue 19 item 5): the same family member, or the same name when either order was typed
 * in by hand. 'Other document' says too little to compare. Flagged before paying, never refused:
 * a second copy can be what the user wants.
 */
export function alreadyOrdered(
  order: { id: string; documents: OrderedDocument[] },
  others: PlacedOrder[],
): AlreadyOrdered[] {
  const found: AlreadyOrdered[] = [];
  for (const doc of order.documents) {
    if (doc.documentType === OTHER_DOCUMENT.documentType) continue;
    const earlier = others.find(
      (o) =>
        o.id !== order.id &&
        PAID.has(o.status) &&
        o.documents.some((d) => d.documentType === doc.documentType && samePerson(d, doc)),
    );
    if (earlier)
      found.push({
        documentType: doc.documentType,
        memberName: doc.memberName,
        orderId: earlier.id,
        paidAt: earlier.paidAt,
      });
  }
  return found;
}
