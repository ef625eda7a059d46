/**
 * The workspace follows the orders (issue 34 item 7, decision 059): when a research order is
 * delivered, the workspace item of each certificate it brought moves to 'in hand'; the user still
 * types what it prints and checks it. Pure.
 */
import type { ItemState } from './moves.ts';
import type { WorkspaceItem } from './workspace.ts';

/** A certificate of the delivered order: whose (the tree member) and which kind ('birth'). */
export type DeliveredDocument = { familyMemberId: string | null; kind: string };

type Candidate = Pick<WorkspaceItem, 'key' | 'kind' | 'memberId' | 'status' | 'notApplicable'>;

/**
 * The items the delivery puts in hand: for each certificate, the one item of that kind for that
 * member, if it is still needed or ordered and not set aside. A certificate with no member (a
 * manual request) or matching several items (two marriages) moves none: the order does not say which.
 */
export function itemsDeliveredBy(items: readonly Candidate[], documents: readonly DeliveredDocument[]): string[] {
  const keys: string[] = [];
  for (const doc of documents) {
    if (!doc.familyMemberId) continue;
    const matches = items.filter((i) => i.memberId === doc.familyMemberId && i.kind === doc.kind && !i.notApplicable);
    const [only] = matches;
    if (matches.length === 1 && (only.status === 'needed' || only.status === 'ordered') && !keys.includes(only.key))
      keys.push(only.key);
  }
  return keys;
}

/**
 * The item's state once delivered at `at` (ISO): in hand, ordered through our research order
 * `orderRef` on `paidOn` unless the user had recorded their own order details.
 */
export function deliveredState(state: ItemState, at: string, order: { ref: string; paidOn: string }): ItemState {
  return {
    status: 'in_hand',
    statusDates: {
      ...state.statusDates,
      needed: state.statusDates.needed ?? at,
      ordered: state.statusDates.ordered ?? at,
      in_hand: at,
    },
    ordered: state.ordered ?? {
      where: `Our research, order ${order.ref}`,
      orderedOn: order.paidOn,
      expectedBy: null,
      reference: order.ref,
    },
  };
}
