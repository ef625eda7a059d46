import { formatMoney } from '#domain/pricing/pricing.ts';
import type { guaranteeClaims } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { claimStatusEmail } from '#server/email/templates.ts';
import type { ClaimEmailStatus } from '#server/email/templates/claim-status.ts';
import type { Tx } from '#server/db/client.ts';

type Claim = typeof guaranteeClaims.$inferSelect;

/**
 * Queues the claimant's email for a status they hear about, in the transaction of the change
 * (always: claim emails are transactional). The dedupe key sends each status once per `round`
 * (how many times the claim was reopened), so a claim declined again after reopening is mailed again.
 */
export async function notifyClaimStatus(tx: Tx, claim: Claim, status: ClaimEmailStatus, appUrl: string, round = 0) {
  if (!claim.userId) return;
  const to = await orderEmailRecipient(tx, claim.userId);
  if (!to) return;
  await enqueueEmail(tx, {
    dedupeKey: `claim:${claim.id}:${status}${round ? `:${round}` : ''}`,
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
