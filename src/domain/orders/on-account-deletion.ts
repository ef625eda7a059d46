/**
 * What deleting the account does to what is still in progress (decision 027). Pure: the server
 * applies it and the settings page shows it before the user confirms.
 */

/** A paid certificate order not yet posted is cancelled and refunded in full: we can no longer post it. */
export type OrderOnDeletion = 'refunded' | 'still_delivered';
/** A claim not yet decided is withdrawn; an approved one is refunded to the card as decided. */
export type ClaimOnDeletion = 'withdrawn' | 'refund_continues';

const ORDER_OUTCOMES = {
  paid: 'refunded',
  processing: 'refunded',
  shipped: 'still_delivered',
} as const satisfies Record<string, OrderOnDeletion>;

const CLAIM_OUTCOMES = {
  submitted: 'withdrawn',
  under_review: 'withdrawn',
  refunding: 'refund_continues',
  refund_failed: 'refund_continues',
} as const satisfies Record<string, ClaimOnDeletion>;

/** The order statuses deletion acts on; any other (unpaid, delivered, refunded, failed) it leaves as it is. */
export const ORDER_STATUSES_AFFECTED = Object.keys(ORDER_OUTCOMES) as (keyof typeof ORDER_OUTCOMES)[];
/** The claim statuses deletion acts on; a closed claim (refunded, declined, withdrawn) it leaves as it is. */
export const CLAIM_STATUSES_AFFECTED = Object.keys(CLAIM_OUTCOMES) as (keyof typeof CLAIM_OUTCOMES)[];

export const orderOnDeletion = (status: string): OrderOnDeletion | null =>
  Object.hasOwn(ORDER_OUTCOMES, status) ? ORDER_OUTCOMES[status as keyof typeof ORDER_OUTCOMES] : null;

export const claimOnDeletion = (status: string): ClaimOnDeletion | null =>
  Object.hasOwn(CLAIM_OUTCOMES, status) ? CLAIM_OUTCOMES[status as keyof typeof CLAIM_OUTCOMES] : null;

/**
 * A registry fee the operator already paid to the office on the customer's behalf (decision 059):
 * that money is spent, so deletion does not refund it; our own fee is still refunded in full.
 */
export const officeFeeKeptText = (fee: string, reference: string) =>
  `Except the registry’s fee of ${fee}: it was already paid to the office for you (their reference ${reference}), so it is not refunded. We keep that payment and the office’s reference, without your name, in our accounts.`;

/** What the settings page says for each outcome, before the user confirms. */
export const DELETION_OUTCOME_TEXT: Record<OrderOnDeletion | ClaimOnDeletion, string> = {
  refunded: 'Cancelled and refunded in full to your card: we can no longer post it to you.',
  still_delivered: 'Already posted: it will still arrive at your address.',
  withdrawn: 'Withdrawn: it has not been decided yet, and we delete your refusal letter.',
  refund_continues: 'Approved: the refund still goes back to your card.',
};
