import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  CLAIM_STATUSES_AFFECTED,
  ORDER_STATUSES_AFFECTED,
  claimOnDeletion,
  orderOnDeletion,
} from '#domain/orders/on-account-deletion.ts';
import type { DeletionImpact } from '#shared/privacy.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  adminAudit,
  documentRequests,
  guaranteeClaimOrders,
  guaranteeClaims,
  orderEvents,
  orderLines,
  registryFeeLines,
} from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { registryFeeRefundKey } from '../orders/registry-fees-service.ts';

/** The paid certificate orders and open guarantee claims a deletion would act on, oldest first. */
export async function deletionImpact(db: Db | Tx, userId: string): Promise<DeletionImpact> {
  const [orders, claims] = await Promise.all([
    db
      .select({
        id: documentRequests.id,
        status: documentRequests.status,
        documentsRequestedCount: documentRequests.documentsRequestedCount,
        totalCost: documentRequests.totalCost,
        currency: documentRequests.currency,
      })
      .from(documentRequests)
      .where(and(eq(documentRequests.userId, userId), inArray(documentRequests.status, ORDER_STATUSES_AFFECTED)))
      .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id)),
    db
      .select({
        id: guaranteeClaims.id,
        status: guaranteeClaims.status,
        totalAmount: guaranteeClaims.totalAmount,
        currency: guaranteeClaims.currency,
      })
      .from(guaranteeClaims)
      .where(and(eq(guaranteeClaims.userId, userId), inArray(guaranteeClaims.status, CLAIM_STATUSES_AFFECTED)))
      .orderBy(asc(guaranteeClaims.createdAt), asc(guaranteeClaims.id)),
  ]);
  const kept = await officePaidLines(
    db,
    orders.filter((o) => orderOnDeletion(o.status) === 'refunded').map((o) => o.id),
  );
  return {
    orders: orders.map((o) => ({
      ...o,
      outcome: orderOnDeletion(o.status)!,
      officeFeesKept: kept
        .filter((l) => l.orderId === o.id)
        .map((l) => ({ reference: l.reference ?? '', amount: l.amount ?? 0, currency: l.currency ?? '' })),
    })),
    claims: claims.map((c) => ({ ...c, outcome: claimOnDeletion(c.status)! })),
  };
}

/**
 * The work-order lines the operator already ordered and paid at the office (decision 065: 'ordered'
 * or 'received', with the office's reference and amount); their certificate cannot be posted any more.
 */
const ORDERED_AT_OFFICE = ['ordered', 'received'] as const;

/** The paid registry fee lines of these orders whose certificate was already ordered and paid at the office. */
async function officePaidLines(db: Db | Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: registryFeeLines.id,
      orderId: registryFeeLines.orderId,
      reference: orderLines.officeReference,
      amount: orderLines.officeAmountPaid,
      currency: orderLines.officeCurrency,
    })
    .from(registryFeeLines)
    .innerJoin(
      orderLines,
      and(
        eq(orderLines.orderId, registryFeeLines.orderId),
        eq(orderLines.documentIndex, registryFeeLines.documentIndex),
      ),
    )
    .where(
      and(
        inArray(registryFeeLines.orderId, orderIds),
        eq(registryFeeLines.status, 'paid'),
        inArray(orderLines.outcome, ORDERED_AT_OFFICE),
      ),
    )
    .orderBy(asc(registryFeeLines.orderId), asc(registryFeeLines.documentIndex));
}

/** A registry fee line whose certificate was not yet ordered at the office: deletion refunds it. */
const notAtOffice = (tx: Db | Tx) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.orderId, registryFeeLines.orderId),
          eq(orderLines.documentIndex, registryFeeLines.documentIndex),
          inArray(orderLines.outcome, ORDERED_AT_OFFICE),
        ),
      ),
  );

/** One refund per order, whatever retries happen: a second deletion attempt replays it. */
const refundKey = (orderId: string) => `account-deletion-${orderId}`;

/** Orders an approved claim is already refunding: the claim's refund covers them, not the deletion. */
async function ordersInApprovedClaims(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ orderId: guaranteeClaimOrders.orderId })
    .from(guaranteeClaimOrders)
    .innerJoin(guaranteeClaims, eq(guaranteeClaims.id, guaranteeClaimOrders.claimId))
    .where(
      and(
        eq(guaranteeClaims.userId, userId),
        eq(guaranteeClaimOrders.orderType, 'document'),
        eq(guaranteeClaimOrders.open, true),
        inArray(guaranteeClaims.status, ['refunding', 'refund_failed', 'refunded']),
      ),
    );
  return new Set(rows.map((r) => r.orderId));
}

/**
 * Step 1 of a deletion (decision 027), before anything is deleted: refunds in full every paid
 * certificate order not yet posted. Any refund that does not go through stops the deletion, so
 * nobody loses money to it; the idempotency key makes the retry safe. Returns the refunded orders.
 */
export async function refundUnpostedOrders(
  db: Db,
  provider: PaymentProvider | null,
  userId: string,
): Promise<string[]> {
  const { orders } = await deletionImpact(db, userId);
  const covered = await ordersInApprovedClaims(db, userId);
  const due = orders.filter((o) => o.outcome === 'refunded' && !covered.has(o.id));
  if (due.length === 0) return [];
  const intents = await db
    .select({ id: documentRequests.id, intent: documentRequests.paymentIntentId })
    .from(documentRequests)
    .where(
      inArray(
        documentRequests.id,
        due.map((o) => o.id),
      ),
    );
  // The registry fees the customer paid for those orders go back too (the same key as the admin's
  // refund of a fee line, so neither path refunds a line twice), except those the operator already
  // paid to the office: that money is spent (decision 059).
  const paidFees = await db
    .select({ id: registryFeeLines.id, orderId: registryFeeLines.orderId, intent: registryFeeLines.paymentIntentId })
    .from(registryFeeLines)
    .where(
      and(
        inArray(
          registryFeeLines.orderId,
          due.map((o) => o.id),
        ),
        eq(registryFeeLines.status, 'paid'),
        notAtOffice(db),
      ),
    );
  for (const order of due) {
    const intent = intents.find((i) => i.id === order.id)?.intent;
    const refunds = [
      ...(order.totalCost > 0 && intent ? [{ intent, key: refundKey(order.id) }] : []),
      ...paidFees
        .filter((f) => f.orderId === order.id && f.intent)
        .map((f) => ({ intent: f.intent!, key: registryFeeRefundKey(f.id) })),
    ];
    try {
      for (const refund of refunds) {
        if (!provider) throw new Error('no payment provider is configured');
        await provider.refund(refund.intent, refund.key);
      }
    } catch (err) {
      throw new AppError(
        502,
        `We could not refund order #${order.id.slice(0, 8)} just now, so your account has not been deleted. ` +
          'Please try again in a few minutes, or contact us.',
        'REFUND_FAILED',
        { cause: err },
      );
    }
  }
  return due.map((o) => o.id);
}

/**
 * Step 2, inside the deletion's transaction: the refunded orders become 'refunded' in their history,
 * and claims not yet decided are withdrawn (their orders released, their letter deleted with the account).
 * A registry fee already paid to the office stays paid; the operator is told in the order's history
 * and the admin audit, with the office's reference (decision 059).
 */
export async function closeInProgress(tx: Tx, userId: string, refunded: string[]): Promise<void> {
  const before =
    refunded.length === 0
      ? []
      : await tx
          .select({ id: documentRequests.id, status: documentRequests.status })
          .from(documentRequests)
          .where(and(inArray(documentRequests.id, refunded), eq(documentRequests.userId, userId)))
          .for('update');
  if (before.length > 0) {
    await tx
      .update(registryFeeLines)
      .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          inArray(
            registryFeeLines.orderId,
            before.map((o) => o.id),
          ),
          eq(registryFeeLines.status, 'paid'),
          notAtOffice(tx),
        ),
      );
    await tellOperatorOfKeptFees(
      tx,
      await officePaidLines(
        tx,
        before.map((o) => o.id),
      ),
    );
    await tx
      .update(documentRequests)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(
        inArray(
          documentRequests.id,
          before.map((o) => o.id),
        ),
      );
    await tx.insert(orderEvents).values(
      before.map((o) => ({
        orderId: o.id,
        actorLabel: 'account deletion',
        fromStatus: o.status,
        toStatus: 'refunded',
      })),
    );
  }
  const undecided = tx
    .select({ id: guaranteeClaims.id })
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.userId, userId), inArray(guaranteeClaims.status, ['submitted', 'under_review'])));
  await tx.update(guaranteeClaimOrders).set({ open: false }).where(inArray(guaranteeClaimOrders.claimId, undecided));
  await tx
    .update(guaranteeClaims)
    .set({ status: 'withdrawn', updatedAt: new Date() })
    .where(and(eq(guaranteeClaims.userId, userId), inArray(guaranteeClaims.status, ['submitted', 'under_review'])));
}

/** Each order with a fee kept for the office: a history entry and an admin audit entry for the operator. */
async function tellOperatorOfKeptFees(tx: Tx, lines: Awaited<ReturnType<typeof officePaidLines>>): Promise<void> {
  for (const orderId of new Set(lines.map((l) => l.orderId))) {
    const kept = lines.filter((l) => l.orderId === orderId);
    const details = kept.map((l) => ({ lineId: l.id, reference: l.reference, amount: l.amount, currency: l.currency }));
    await tx.insert(orderEvents).values({
      orderId,
      actorLabel: 'account deletion',
      note: `The customer deleted their account. ${kept.length === 1 ? 'A registry fee' : `${kept.length} registry fees`} already paid to the office (${kept.map((l) => `reference ${l.reference}`).join(', ')}) ${kept.length === 1 ? 'was' : 'were'} not refunded; our fee was. The certificate can no longer be posted to them.`,
      changes: JSON.stringify({ officeFeesKept: details }),
    });
    await tx.insert(adminAudit).values({
      adminEmail: 'account deletion',
      action: 'order.deletion_kept_office_fee',
      targetType: 'document_request',
      targetId: orderId,
      details: JSON.stringify({ lines: details }),
    });
  }
}
