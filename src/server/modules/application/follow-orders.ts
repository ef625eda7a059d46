import { and, eq } from 'drizzle-orm';
import { deliveredState, itemsDeliveredBy } from '#domain/application/delivered-order.ts';
import type { Tx } from '#server/db/client.ts';
import { applicationItems, type DocumentNeeded, type documentRequests } from '#server/db/schema.ts';
import { stateColumns } from './items-service.ts';
import { loadWorkspace } from './load.ts';
import { notFoundIndexes } from '../orders/work-order-service.ts';

/**
 * A research order delivered: each certificate it brought moves its workspace item to 'in hand'
 * (decision 059), so 'Your Application', its ready-to-post gate and the admin's view of it see the
 * certificate; the user still checks it. Runs in the transaction of the status change. Answers
 * the keys of the items moved.
 */
export async function followDeliveredOrder(
  tx: Tx,
  order: typeof documentRequests.$inferSelect,
  now: Date,
): Promise<string[]> {
  if (!order.userId) return [];
  const { view } = await loadWorkspace(tx, order.userId);
  // A certificate the office did not find was not delivered (decision 065).
  const notFound = await notFoundIndexes(tx, order.id);
  const documents = (JSON.parse(order.documentsNeeded) as Partial<DocumentNeeded>[])
    .map((d) => ({ familyMemberId: d.familyMemberId ?? null, kind: d.documentType ?? '' }))
    .filter((_, index) => !notFound.has(index));
  const keys = itemsDeliveredBy(view.items, documents);
  const ref = `#${order.id.slice(0, 8)}`;
  const paidOn = (order.paidAt ?? order.createdAt).toISOString().slice(0, 10);
  for (const key of keys) {
    const item = view.items.find((i) => i.key === key)!;
    const state = deliveredState(
      { status: item.status, statusDates: item.statusDates, ordered: item.ordered },
      now.toISOString(),
      { ref, paidOn },
    );
    await tx.insert(applicationItems).values({ userId: order.userId, itemKey: key }).onConflictDoNothing();
    await tx
      .update(applicationItems)
      .set({ ...stateColumns(state), updatedAt: now })
      .where(and(eq(applicationItems.userId, order.userId), eq(applicationItems.itemKey, key)));
  }
  return keys;
}

/**
 * The delivery undone (corrections-service.ts): items our order put in hand and the user has not
 * checked yet go back to 'ordered', through that order.
 */
export async function unfollowDeliveredOrder(tx: Tx, order: typeof documentRequests.$inferSelect): Promise<void> {
  if (!order.userId) return;
  const { view } = await loadWorkspace(tx, order.userId);
  const ref = `#${order.id.slice(0, 8)}`;
  for (const item of view.items) {
    if (item.status !== 'in_hand' || item.ordered?.reference !== ref) continue;
    const columns = stateColumns({
      status: 'ordered',
      statusDates: { ...item.statusDates, in_hand: null },
      ordered: item.ordered,
    });
    await tx
      .update(applicationItems)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(applicationItems.userId, order.userId), eq(applicationItems.itemKey, item.key)));
  }
}
