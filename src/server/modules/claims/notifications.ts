import { formatMoney } from '#domain/pricing/pricing.ts';
import type { guaranteeClaims } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { claimStatusEmail } from '#server/email/templates.ts';
import type { Tx } from '#server/db/client.ts';

type Claim = typeof guaranteeClaims.$inferSelect;

/**
 * Queues the claimant's email for a status they hear about, in the transaction of the change
 * (always: claim emails are transactional). The dedupe key sends each status once.
 */
export async function notifyClaimStatus(
  tx: Tx,
  claim: Claim,
  status: 'submitted' | 'under_review' | 'refunded' | 'declined',
  appUrl: string,
) {
  if (!claim.userId) return;
  const to = await orderEmailRecipient(tx, claim.userId);
  if (!to) return;
  await enqueueEmail(tx, {
    dedupeKey: `claim:${claim.id}:${status}`,
    userId: claim.userId,
    ...claimStatusEmail({
      to,
      claimId: claim.id,
      status,
      amountDisplay: formatMoney(claim.totalAmount, claim.currency),
      declineReason: claim.declineReason,
      appUrl,
    }),
  });
}
