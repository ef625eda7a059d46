import { and, asc, eq } from 'drizzle-orm';
import type { TreeLockResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, familyTreeLocks } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { activePaidOrders, lockTreeRow } from './tree-write.ts';

type ActiveOrder = { id: string; status: string };

/** Certificate orders waiting for payment: paying one will lock the tree until it is delivered. */
const awaitingPayment = (db: Db | Tx, userId: string) =>
  db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(and(eq(documentRequests.userId, userId), eq(documentRequests.status, 'pending')))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));

/** One lock state for every screen (decision 026): locked by hand, or by an active paid order. */
function toLock(
  row: typeof familyTreeLocks.$inferSelect | undefined,
  orders: ActiveOrder[],
  pending: { id: string }[],
): TreeLockResponse {
  const byHand = row?.isLocked ?? false;
  const byOrder = orders.length > 0;
  return {
    isLocked: byHand || byOrder,
    hasActiveOrders: byOrder,
    paidOrdersCount: orders.length,
    reason: row?.reason ?? null,
    lockedAt: row?.lockedAt?.toISOString() ?? null,
    lockedBy: byOrder ? 'order' : byHand ? 'user' : null,
    activeOrders: orders,
    awaitingPayment: pending,
  };
}

export async function getLock(db: Db, userId: string): Promise<TreeLockResponse> {
  const [[row], orders, pending] = await Promise.all([
    db.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, userId)),
    activePaidOrders(db, userId),
    awaitingPayment(db, userId),
  ]);
  return toLock(row, orders, pending);
}

export async function lockTree(db: Db, userId: string, reason: string): Promise<TreeLockResponse> {
  return db.transaction(async (tx) => {
    const current = await lockTreeRow(tx, userId);
    const orders = await activePaidOrders(tx, userId);
    const pending = await awaitingPayment(tx, userId);
    if (current.isLocked) return toLock(current, orders, pending);
    const [updated] = await tx
      .update(familyTreeLocks)
      .set({ isLocked: true, reason, lockedAt: new Date(), updatedAt: new Date() })
      .where(eq(familyTreeLocks.userId, userId))
      .returning();
    return toLock(updated, orders, pending);
  });
}

/** A tree with an active paid order stays locked (DESIGN decision 11). */
export async function unlockTree(db: Db, userId: string): Promise<TreeLockResponse> {
  return db.transaction(async (tx) => {
    await lockTreeRow(tx, userId);
    const orders = await activePaidOrders(tx, userId);
    if (orders.length > 0) {
      throw new AppError(
        409,
        'Your family tree stays locked while you have an active paid order, so your documents match what was ordered.',
        'ACTIVE_ORDER',
      );
    }
    const [updated] = await tx
      .update(familyTreeLocks)
      .set({ isLocked: false, reason: null, lockedAt: null, updatedAt: new Date() })
      .where(eq(familyTreeLocks.userId, userId))
      .returning();
    return toLock(updated, orders, await awaitingPayment(tx, userId));
  });
}
