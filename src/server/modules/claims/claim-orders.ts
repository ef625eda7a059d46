import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { OrderForClaim, OrderType } from '#domain/guarantee/claims.ts';
import type { Db, Tx } from '#server/db/client.ts';
import {
  documentRequests,
  guaranteeClaimOrders,
  guaranteeClaims,
  pdfOrders,
  registryFeeLines,
} from '#server/db/schema.ts';

export const ORDER_LABELS: Record<OrderType, string> = {
  pdf: 'PDF application pack',
  document: 'Certificate research',
};
export const reference = (id: string) => `#${id.slice(0, 8)}`;

export type OwnOrder = OrderForClaim & { id: string; currency: string; paymentIntentId: string | null };

/**
 * The user's orders that were ever paid (both kinds), each marked if an open claim covers it.
 * With `only`, just those orders whatever their status, locked FOR UPDATE when `lock` is set.
 */
export async function ordersOfUser(
  db: Db | Tx,
  userId: string,
  only?: { pdf: string[]; document: string[]; lock: boolean },
): Promise<OwnOrder[]> {
  const pdfQuery = db
    .select()
    .from(pdfOrders)
    .where(
      and(eq(pdfOrders.userId, userId), only ? inArray(pdfOrders.id, [...only.pdf, NIL]) : isNotNull(pdfOrders.paidAt)),
    );
  const docQuery = db
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.userId, userId),
        only ? inArray(documentRequests.id, [...only.document, NIL]) : isNotNull(documentRequests.paidAt),
      ),
    );
  const [pdfs, docs] = only?.lock
    ? [await pdfQuery.for('update'), await docQuery.for('update')]
    : [await pdfQuery, await docQuery];
  const claimed = await db
    .select({ orderType: guaranteeClaimOrders.orderType, orderId: guaranteeClaimOrders.orderId })
    .from(guaranteeClaimOrders)
    .innerJoin(guaranteeClaims, eq(guaranteeClaims.id, guaranteeClaimOrders.claimId))
    .where(and(eq(guaranteeClaims.userId, userId), eq(guaranteeClaimOrders.open, true)));
  const open = new Set(claimed.map((c) => `${c.orderType}:${c.orderId}`));
  // A registry fee paid through us is part of what was paid us for the order (terms: 'the full amount').
  const fees = await paidRegistryFees(
    db,
    docs.map((o) => o.id),
  );
  return [
    ...pdfs.map((o) => ({
      type: 'pdf' as const,
      id: o.id,
      status: o.status,
      amount: o.amount,
      currency: o.currency,
      paidAt: o.paidAt,
      paymentIntentId: o.paymentIntentId,
      guaranteeTermsVersion: o.guaranteeTermsVersion,
      inOpenClaim: open.has(`pdf:${o.id}`),
    })),
    ...docs.map((o) => ({
      type: 'document' as const,
      id: o.id,
      status: o.status,
      amount: o.totalCost + (fees.get(o.id) ?? []).reduce((sum, f) => sum + f.amount, 0),
      currency: o.currency,
      paidAt: o.paidAt,
      paymentIntentId: o.paymentIntentId,
      guaranteeTermsVersion: o.guaranteeTermsVersion,
      inOpenClaim: open.has(`document:${o.id}`),
    })),
  ].sort((a, b) => (b.paidAt?.getTime() ?? 0) - (a.paidAt?.getTime() ?? 0));
}

/** The registry fees paid and not refunded, by order: what a refund of the whole order gives back. */
export async function paidRegistryFees(
  db: Db | Tx,
  orderIds: string[],
): Promise<Map<string, Array<{ id: string; amount: number; intent: string | null }>>> {
  const rows = await db
    .select({
      id: registryFeeLines.id,
      orderId: registryFeeLines.orderId,
      amount: registryFeeLines.amount,
      intent: registryFeeLines.paymentIntentId,
    })
    .from(registryFeeLines)
    .where(and(inArray(registryFeeLines.orderId, [...orderIds, NIL]), eq(registryFeeLines.status, 'paid')));
  const byOrder = new Map<string, Array<{ id: string; amount: number; intent: string | null }>>();
  for (const r of rows) {
    byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), { id: r.id, amount: r.amount ?? 0, intent: r.intent }]);
  }
  return byOrder;
}

/** A uuid no order has, so `in (...)` with nothing chosen matches nothing. */
const NIL = '00000000-0000-0000-0000-000000000000';

/** The payment intent behind each order a claim covers (for refunds). */
export async function intentsOf(
  db: Db,
  items: Array<{ orderType: OrderType; orderId: string }>,
): Promise<Map<string, string | null>> {
  const ids = (type: OrderType) => items.filter((i) => i.orderType === type).map((i) => i.orderId);
  const [pdfs, docs] = await Promise.all([
    db
      .select({ id: pdfOrders.id, intent: pdfOrders.paymentIntentId })
      .from(pdfOrders)
      .where(inArray(pdfOrders.id, [...ids('pdf'), NIL])),
    db
      .select({ id: documentRequests.id, intent: documentRequests.paymentIntentId })
      .from(documentRequests)
      .where(inArray(documentRequests.id, [...ids('document'), NIL])),
  ]);
  return new Map([
    ...pdfs.map((o) => [`pdf:${o.id}`, o.intent] as const),
    ...docs.map((o) => [`document:${o.id}`, o.intent] as const),
  ]);
}
