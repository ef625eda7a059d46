import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { POSTED_STATUSES, REGISTRY_FEE_UNPAID, unpaidRegistryFees } from '#domain/orders/registry-fee.ts';
import { checkShipping, checkTransition } from '#domain/orders/status.ts';
import type { adminStatusBody } from '#shared/orders.ts';
import type { Db } from '#server/db/client.ts';
import { documentRequests, orderEvents, registryFeeLines } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import { followDeliveredOrder } from '../application/follow-orders.ts';
import { notifyTrackingCorrection } from './corrections-service.ts';
import { notifyStatus } from './notifications.ts';
import { toDocumentRequest } from './document-requests-service.ts';
import { registryFeesOf } from './registry-fees-service.ts';
import { notFoundIndexes } from './work-order-service.ts';

export type AdminActor = { id: string; email: string };

export async function orderHistory(db: Db, orderId: string) {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
  return rows.map((e) => ({
    id: e.id,
    actor: e.actorLabel,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    note: e.note,
    changes: e.changes ? (JSON.parse(e.changes) as Record<string, unknown>) : null,
    createdAt: e.createdAt.toISOString(),
  }));
}

/**
 * An admin's change to an order: a forward status move (never to 'paid'; back only by undo,
 * corrections-service.ts), tracking details, an internal note. Recorded with who and when; the
 * owner is emailed on a status change (held `statusEmailDelaySeconds` in the outbox), and gets the
 * corrected details when the tracking of a posted order changes (decision 059).
 */
export async function updateOrderAsAdmin(
  db: Db,
  admin: AdminActor,
  orderId: string,
  body: z.infer<typeof adminStatusBody>,
  opts: { appUrl: string; statusEmailDelaySeconds: number },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (body.status) {
      const check = checkTransition(order.status, body.status, 'admin');
      if (!check.ok) throw new AppError(409, check.message, 'INVALID_TRANSITION');
      // Nothing is posted before the registry's fee is paid (docs/decisions/056-the-registry-fee.md).
      if ((POSTED_STATUSES as readonly string[]).includes(body.status)) {
        const lines = await tx
          .select({ status: registryFeeLines.status, documentIndex: registryFeeLines.documentIndex })
          .from(registryFeeLines)
          .where(eq(registryFeeLines.orderId, orderId))
          .for('update');
        // A certificate the office did not find is not posted: its fee holds nothing up (decision 065).
        const notFound = await notFoundIndexes(tx, orderId);
        if (unpaidRegistryFees(lines.filter((l) => !notFound.has(l.documentIndex))).length > 0)
          throw new AppError(409, REGISTRY_FEE_UNPAID, 'REGISTRY_FEE_UNPAID');
      }
    }
    const changes: Record<string, unknown> = {};
    for (const key of ['trackingNumber', 'carrier', 'estimatedDeliveryDate'] as const) {
      if (body[key] !== undefined && body[key] !== order[key]) changes[key] = body[key];
    }
    const trackingChanged = 'trackingNumber' in changes || 'carrier' in changes;
    const posted = body.status === 'shipped' || (!body.status && ['shipped', 'delivered'].includes(order.status));
    if (posted && (body.status === 'shipped' || trackingChanged || body.untracked !== undefined)) {
      const after = { ...order, ...changes };
      const shipping = checkShipping({
        carrier: after.carrier,
        trackingNumber: after.trackingNumber,
        untracked: body.untracked === true,
      });
      if (!shipping.ok) throw new AppError(400, shipping.message, 'TRACKING_REQUIRED');
      if (body.untracked) changes.untracked = true;
    }
    if (!body.status && Object.keys(changes).length === 0 && !body.note) {
      throw new AppError(400, 'Nothing to change.', 'NO_CHANGE');
    }
    const { untracked: _untracked, ...columns } = changes;
    const [updated] = await tx
      .update(documentRequests)
      .set({
        ...columns,
        ...(body.status ? { status: body.status } : {}),
        ...(body.status === 'delivered' ? { deliveredAt: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(documentRequests.id, orderId)))
      .returning();
    const [event] = await tx
      .insert(orderEvents)
      .values({
        orderId,
        actorUserId: admin.id,
        actorLabel: admin.email,
        fromStatus: body.status ? order.status : null,
        toStatus: body.status ?? null,
        note: body.note ?? null,
        changes: Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
      })
      .returning({ id: orderEvents.id });
    // The workspace follows the orders: the certificates delivered are in hand (decision 059).
    if (body.status === 'delivered') await followDeliveredOrder(tx, updated, new Date());
    if (body.status) {
      await notifyStatus(tx, updated, opts.appUrl, new Date(Date.now() + opts.statusEmailDelaySeconds * 1000));
    } else if (posted && trackingChanged) {
      // The customer already has the posting email: the corrected details follow it.
      await notifyTrackingCorrection(tx, updated, event.id, opts.appUrl);
    }
    return toDocumentRequest(updated, (await registryFeesOf(tx, [orderId])).get(orderId) ?? []);
  });
}
