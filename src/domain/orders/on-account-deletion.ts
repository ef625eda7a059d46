/**
 * What deleting the account does to what is still in progress (decision 027). Pure: the server
 * applies it and the settings page shows it before the user confirms.
 */

/** A paid certificate order not yet posted is cancelled and refunded in full: we can no longer post it. */
export type OrderOnDeletion = 'refunded' | 'still_delivered';
/** A claim not yet decided is withdrawn; an approved one is refunded to the card as decided. */
export type ClaimOnDeletion = 'withdrawn' | 'refund_continues';

const ORDER_OUTCOMES: Record<string, OrderOnDeletion> = {
  paid: 'refunded',
  processing: 'refunded',
  shipped: 'still_delivered',
};

const CLAIM_OUTCOMES: Record<string, ClaimOnDeletion> = {
  submitted: 'withdrawn',
  under_review: 'withdrawn',
  refunding: 'refund_continues',
  refund_failed: 'refund_continues',
};

/** null for an order that deletion leaves as it is (unpaid, delivered, refunded, failed). */
export const orderOnDeletion = (status: string): OrderOnDeletion | null => ORDER_OUTCOMES[status] ?? null;

/** null for a claim already closed (refunded, declined, withdrawn). */
export const claimOnDeletion = (status: string): ClaimOnDeletion | null => CLAIM_OUTCOMES[status] ?? null;

export const ORDER_STATUSES_AFFECTED = Object.keys(ORDER_OUTCOMES);
export const CLAIM_STATUSES_AFFECTED = Object.keys(CLAIM_OUTCOMES);

/** What the settings page says for each outcome, before the user confirms. */
export const DELETION_OUTCOME_TEXT: Record<OrderOnDeletion | ClaimOnDeletion, string> = {
  refunded: 'Cancelled and refunded in full to your card: we can no longer post it to you.',
  still_delivered: 'Already posted: it will still arrive at your address.',
  withdrawn: 'Withdrawn: it has not been decided yet, and we delete your refusal letter.',
  refund_continues: 'Approved: the refund still goes back to your card.',
};
