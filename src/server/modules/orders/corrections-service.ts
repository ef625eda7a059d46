/**
 * Corrections, cancellation and expiry of certificate orders
 * (docs/decisions/059-order-corrections-cancel-and-deletion.md): an admin's status move undone
 * within the window, its email withdrawn if still queued or else corrected; an unpaid order
 * cancelled by its owner or an admin, or by expiry after the configured number of days.
 */
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { checkCancel, checkUndo, STATUS_LABELS, type OrderStatus, type StatusMove } from '#domain/orders/status.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, emailOutbox, orderEvents } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { orderCorrectionEmail } from '#server/email/templates.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { unfollowDeliveredOrder } from '../application/follow-orders.ts';
import type { AdminActor } from './admin-orders-service.ts';
import { settleDocumentIntent, toDocumentRequest } from './document-requests-service.ts';
import { registryFeesOf } from './registry-fees-service.ts';

/** Marks an undo in the event's changes, so an undo is never undone in turn. */
const UNDO_MARK = 'undoOf';

type EventRow = typeof orderEvents.$inferSelect;

/** The order's last status move, as checkUndo reads it. */
async function lastStatusMove(tx: Db | Tx, orderId: string): Promise<EventRow | null> {
  const [row] = await tx
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), isNotNull(orderEvents.toStatus)))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return row ?? null;
}

const asMove = (e: EventRow): StatusMove => ({
  fromStatus: e.fromStatus,
  toStatus: e.toStatus!,
  by: e.actorUserId ? 'admin' : 'other',
  isUndo: Boolean(e.changes && UNDO_MARK in (JSON.parse(e.changes) as object)),
  at: e.createdAt,
});

/** Until when each order's last move can be undone (the history shows the button on that event). */
export async function undoableUntil(
  db: Db,
  order: { id: string; status: OrderStatus },
  windowMinutes: number,
  now: Date,
): Promise<{ eventId: string; until: string } | null> {
  const last = await lastStatusMove(db, order.id);
  if (!last || !checkUndo(order.status, asMove(last), now, windowMinutes).ok) return null;
  return { eventId: last.id, until: new Date(last.createdAt.getTime() + windowMinutes * 60_000).toISOString() };
}

/**
 * Moves the order back to the status before the admin's last move. The move's email is withdrawn
 * if the outbox has not sent it yet; otherwise the customer gets a correction. Recorded in the
 * history with who and when.
 */
export async function undoStatusAsAdmin(
  db: Db,
  admin: AdminActor,
  orderId: string,
  opts: { windowMinutes: number; appUrl: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    const last = await lastStatusMove(tx, orderId);
    const check = checkUndo(order.status, last ? asMove(last) : null, opts.now, opts.windowMinutes);
    if (!check.ok || !last) throw new AppError(409, check.ok ? '' : check.message, 'CANNOT_UNDO');
    const to = check.to!;
    const [updated] = await tx
      .update(documentRequests)
      .set({ status: to, ...(order.status === 'delivered' ? { deliveredAt: null } : {}), updatedAt: new Date() })
      .where(eq(documentRequests.id, orderId))
      .returning();
    if (order.status === 'delivered') await unfollowDeliveredOrder(tx, order);
    const email = await withdrawOrCorrect(tx, order, to, last.id, opts.appUrl);
    await tx.insert(orderEvents).values({
      orderId,
      actorUserId: admin.id,
      actorLabel: admin.email,
      fromStatus: order.status,
      toStatus: to,
      changes: JSON.stringify({ [UNDO_MARK]: last.id, email }),
    });
    return toDocumentRequest(updated, (await registryFeesOf(tx, [orderId])).get(orderId) ?? []);
  });
}

/**
 * The undone move's email: deleted while still queued ('withdrawn'); once sent (or being sent), a
 * correction follows ('corrected'). Either way its dedupe key is freed, so a later move to the same
 * status is mailed again. 'none' when the owner had no email for it.
 */
async function withdrawOrCorrect(
  tx: Tx,
  order: typeof documentRequests.$inferSelect,
  to: OrderStatus,
  eventId: string,
  appUrl: string,
): Promise<'withdrawn' | 'corrected' | 'none'> {
  const key = `order:${order.id}:${order.status}`;
  const [mail] = await tx.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)).for('update');
  if (!mail) return 'none';
  if (mail.status === 'pending' && mail.attempts === 0) {
    await tx.delete(emailOutbox).where(eq(emailOutbox.id, mail.id));
    return 'withdrawn';
  }
  await tx
    .update(emailOutbox)
    .set({ dedupeKey: `${key}:undone:${eventId}` })
    .where(eq(emailOutbox.id, mail.id));
  const recipient = order.userId ? await orderEmailRecipient(tx, order.userId) : null;
  if (!recipient || !order.userId) return 'none';
  await enqueueEmail(tx, {
    dedupeKey: `order:${order.id}:correction:${eventId}`,
    userId: order.userId,
    ...orderCorrectionEmail({
      to: recipient,
      orderId: order.id,
      appUrl,
      kind: 'status_undone',
      wrongStatus: STATUS_LABELS[order.status],
      status: STATUS_LABELS[to],
    }),
  });
  return 'corrected';
}

/** Sends the corrected tracking details of a posted order (key per history event: each change is mailed). */
export async function notifyTrackingCorrection(
  tx: Tx,
  order: typeof documentRequests.$inferSelect,
  eventId: string,
  appUrl: string,
): Promise<void> {
  if (!order.userId) return;
  const recipient = await orderEmailRecipient(tx, order.userId);
  if (!recipient) return;
  await enqueueEmail(tx, {
    dedupeKey: `order:${order.id}:tracking:${eventId}`,
    userId: order.userId,
    ...orderCorrectionEmail({
      to: recipient,
      orderId: order.id,
      appUrl,
      kind: 'tracking',
      trackingNumber: order.trackingNumber,
      carrier: order.carrier,
    }),
  });
}

export type Canceller = { kind: 'owner'; userId: string } | { kind: 'admin'; admin: AdminActor };

/**
 * Cancels an unpaid order: its open payment is cancelled at the provider first, and if that
 * payment went through meanwhile the order is settled as paid instead of cancelled.
 */
export async function cancelUnpaidOrder(
  db: Db,
  provider: PaymentProvider | null,
  by: Canceller,
  orderId: string,
  note: string | null,
  appUrl: string,
) {
  const [found] = await db.select().from(documentRequests).where(eq(documentRequests.id, orderId));
  if (!found || (by.kind === 'owner' && found.userId !== by.userId)) throw notFound('Order not found');
  const first = checkCancel(found.status);
  if (!first.ok) throw new AppError(409, first.message, 'CANNOT_CANCEL');
  if (found.paymentIntentId && provider && (await provider.cancelIntent(found.paymentIntentId)) === 'succeeded') {
    await settleDocumentIntent(db, provider, appUrl, found.paymentIntentId, { orderId });
    throw new AppError(
      409,
      'This order was paid a moment ago, so it cannot be cancelled: it is being processed.',
      'ALREADY_PAID',
    );
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, orderId)).for('update');
    const check = checkCancel(order.status);
    if (!check.ok) throw new AppError(409, check.message, 'CANNOT_CANCEL');
    const [updated] = await tx
      .update(documentRequests)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(eq(documentRequests.id, orderId))
      .returning();
    await tx.insert(orderEvents).values({
      orderId,
      actorUserId: by.kind === 'admin' ? by.admin.id : null,
      actorLabel: by.kind === 'admin' ? by.admin.email : 'customer',
      fromStatus: 'pending',
      toStatus: 'cancelled',
      note,
    });
    return toDocumentRequest(updated, (await registryFeesOf(tx, [orderId])).get(orderId) ?? []);
  });
}

/**
 * The scheduler's 'orders-unpaid-expiry' job: unpaid orders placed `expiryDays` or more before
 * `now` are cancelled, each after its open payment is cancelled at the provider; one whose payment
 * went through meanwhile is settled as paid instead.
 */
export async function expireUnpaidOrders(
  db: Db,
  provider: PaymentProvider | null,
  now: Date,
  expiryDays: number,
  appUrl: string,
): Promise<{ expired: number }> {
  const cutoff = new Date(now.getTime() - expiryDays * 86_400_000);
  const due = await db
    .select({ id: documentRequests.id, intent: documentRequests.paymentIntentId })
    .from(documentRequests)
    .where(and(eq(documentRequests.status, 'pending'), lt(documentRequests.createdAt, cutoff)))
    .limit(200);
  let expired = 0;
  for (const order of due) {
    if (order.intent && provider && (await provider.cancelIntent(order.intent)) === 'succeeded') {
      await settleDocumentIntent(db, provider, appUrl, order.intent, { orderId: order.id });
      continue;
    }
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(documentRequests)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(documentRequests.id, order.id), eq(documentRequests.status, 'pending')))
        .returning({ id: documentRequests.id });
      if (!row) return false;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        actorLabel: 'expiry',
        fromStatus: 'pending',
        toStatus: 'cancelled',
        note: `Not paid within ${expiryDays} days of the order.`,
      });
      return true;
    });
    if (done) expired++;
  }
  return { expired };
}
