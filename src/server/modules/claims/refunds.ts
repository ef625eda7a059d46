import { and, eq, inArray, isNull } from 'drizzle-orm';
import { STALE_REFUND_MS, checkClaimAction } from '#domain/guarantee/claims.ts';
import type { Db } from '#server/db/client.ts';
import {
  documentRequests,
  guaranteeClaimOrders,
  guaranteeClaims,
  orderEvents,
  pdfOrders,
  registryFeeLines,
} from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import { RefundRefusedError, type PaymentProvider } from '#server/payments/provider.ts';
import { recordAdminAction, type AuditActor } from '../admin/audit.ts';
import { registryFeeRefundKey } from '../orders/registry-fees-service.ts';
import { intentsOf, paidRegistryFees, reference } from './claim-orders.ts';
import { notifyClaimStatus } from './notifications.ts';

/** The refund of one order under one claim: the same key until the provider refuses it (see refundAttempt). */
export const refundKey = (claimId: string, orderType: string, orderId: string, attempt: number) =>
  `guarantee-claim-${claimId}-${orderType}-${orderId}-${attempt}`;

const REFUNDABLE_DOCUMENT_STATUSES = ['paid', 'processing', 'shipped', 'delivered'] as const;

/**
 * Approves a claim and refunds every order it covers. Also the retry after a provider refused a
 * refund. Step 1 takes the claim (locked) into 'refunding', so a double click or a second admin
 * finds the refunds under way and does nothing; step 2 refunds order by order, each with its own
 * idempotency key and recorded as soon as the provider confirms (one refusal does not hold up the
 * others); step 3 closes the claim as 'refunded', or 'refund_failed' with the provider's messages.
 * A process that dies between steps leaves 'refunding', which a later approval may take over once
 * it is stale.
 */
export async function approveClaim(
  db: Db,
  provider: PaymentProvider,
  admin: AuditActor,
  claimId: string,
  opts: { now: Date; appUrl: string },
): Promise<void> {
  const started = await db.transaction(async (tx) => {
    const [claim] = await tx.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claimId)).for('update');
    if (!claim) throw notFound('Claim not found');
    const stale =
      claim.refundStartedAt !== null && opts.now.getTime() - claim.refundStartedAt.getTime() > STALE_REFUND_MS;
    const check = checkClaimAction(claim.status, 'approve', stale);
    if (!check.ok) {
      // A repeated approval of a claim already approved is answered with its state, not an error.
      if (claim.status === 'refunding' || claim.status === 'refunded') return false;
      throw new AppError(409, check.message, 'CLAIM_STATE');
    }
    await tx
      .update(guaranteeClaims)
      .set({
        status: 'refunding',
        refundStartedAt: opts.now,
        decidedAt: claim.decidedAt ?? opts.now,
        decidedByEmail: claim.decidedByEmail ?? admin.email,
        updatedAt: opts.now,
      })
      .where(eq(guaranteeClaims.id, claimId));
    await recordAdminAction(
      tx,
      admin,
      claim.status === 'refund_failed' ? 'claim.retry_refund' : 'claim.approve',
      'guarantee_claim',
      claimId,
      {
        from: claim.status,
      },
    );
    return true;
  });
  if (!started) return;

  const items = await db
    .select()
    .from(guaranteeClaimOrders)
    .where(and(eq(guaranteeClaimOrders.claimId, claimId), isNull(guaranteeClaimOrders.refundedAt)));
  const intents = await intentsOf(db, items);
  const fees = await paidRegistryFees(
    db,
    items.filter((i) => i.orderType === 'document').map((i) => i.orderId),
  );
  const failures: string[] = [];
  for (const item of items) {
    const intentId = intents.get(`${item.orderType}:${item.orderId}`);
    try {
      if (!intentId) throw new RefundRefusedError('The order has no card payment to refund.');
      await provider.refund(intentId, refundKey(claimId, item.orderType, item.orderId, item.refundAttempt));
      // The registry fees paid through us for the order: one key per line, whichever path refunds it.
      for (const fee of item.orderType === 'document' ? (fees.get(item.orderId) ?? []) : []) {
        if (fee.intent) await provider.refund(fee.intent, registryFeeRefundKey(fee.id));
      }
    } catch (err) {
      failures.push(`Order ${reference(item.orderId)}: ${err instanceof Error ? err.message : String(err)}`);
      if (err instanceof RefundRefusedError) {
        await db
          .update(guaranteeClaimOrders)
          .set({ refundAttempt: item.refundAttempt + 1 })
          .where(
            and(
              eq(guaranteeClaimOrders.claimId, claimId),
              eq(guaranteeClaimOrders.orderType, item.orderType),
              eq(guaranteeClaimOrders.orderId, item.orderId),
            ),
          );
      }
      continue;
    }
    await markOrderRefunded(db, admin, claimId, item);
  }

  await db.transaction(async (tx) => {
    if (failures.length > 0) {
      await tx
        .update(guaranteeClaims)
        .set({ status: 'refund_failed', refundError: failures.join('\n').slice(0, 2000), updatedAt: new Date() })
        .where(eq(guaranteeClaims.id, claimId));
      return;
    }
    const [claim] = await tx
      .update(guaranteeClaims)
      .set({ status: 'refunded', refundError: null, refundedAt: new Date(), updatedAt: new Date() })
      .where(eq(guaranteeClaims.id, claimId))
      .returning();
    await notifyClaimStatus(tx, claim, 'refunded', opts.appUrl);
  });
}

/** Records one confirmed refund: the claim's line, the order's status, and the order's history. */
async function markOrderRefunded(
  db: Db,
  admin: AuditActor,
  claimId: string,
  item: typeof guaranteeClaimOrders.$inferSelect,
) {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(guaranteeClaimOrders)
      .set({ refundedAt: now })
      .where(
        and(
          eq(guaranteeClaimOrders.claimId, claimId),
          eq(guaranteeClaimOrders.orderType, item.orderType),
          eq(guaranteeClaimOrders.orderId, item.orderId),
        ),
      );
    if (item.orderType === 'pdf') {
      await tx
        .update(pdfOrders)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(pdfOrders.id, item.orderId), eq(pdfOrders.status, 'paid')));
      return;
    }
    const [order] = await tx
      .select({ status: documentRequests.status })
      .from(documentRequests)
      .where(and(eq(documentRequests.id, item.orderId), inArray(documentRequests.status, REFUNDABLE_DOCUMENT_STATUSES)))
      .for('update');
    if (!order) return;
    await tx
      .update(documentRequests)
      .set({ status: 'refunded', updatedAt: now })
      .where(eq(documentRequests.id, item.orderId));
    await tx
      .update(registryFeeLines)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(and(eq(registryFeeLines.orderId, item.orderId), eq(registryFeeLines.status, 'paid')));
    await tx.insert(orderEvents).values({
      orderId: item.orderId,
      actorUserId: admin.id,
      actorLabel: admin.email,
      fromStatus: order.status,
      toStatus: 'refunded',
      note: `Refunded under the success guarantee (claim ${reference(claimId)}).`,
    });
  });
}
