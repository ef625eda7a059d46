import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, familyTreeLocks } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

export const TREE_LOCKED_MESSAGE = 'Your family tree is locked. Unlock it to make changes.';
export const ORDER_LOCKED_MESSAGE =
  'Your family tree is locked while your paid order is being worked on, so your documents match what was ordered. ' +
  'You can still add dates, death details, notes and marriages.';

/** Paid certificate orders not yet delivered (paid, processing, shipped). */
export const ACTIVE_PAID_STATUSES = ['paid', 'processing', 'shipped'] as const;

/**
 * Paid certificate orders still being worked on keep the tree locked: the certificates are being
 * researched for exactly the people and facts in it. A PDF pack does not lock it (it is rebuilt
 * from the latest tree on every download). Oldest first.
 */
export function activePaidOrders(db: Db | Tx, userId: string) {
  return db
    .select({ id: documentRequests.id, status: documentRequests.status })
    .from(documentRequests)
    .where(and(eq(documentRequests.userId, userId), inArray(documentRequests.status, [...ACTIVE_PAID_STATUSES])))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));
}

/** Takes the user's tree row lock (creating the row once) and returns its current state. */
export async function lockTreeRow(tx: Tx, userId: string) {
  await tx.insert(familyTreeLocks).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, userId)).for('update');
  return row;
}

export type TreeLockState = { locked: false } | { locked: true; byOrder: boolean };

/**
 * Runs a change to the user's family tree in one transaction that holds the user's tree row lock,
 * so concurrent writes of one user are serialised (two third-parent inserts cannot both pass).
 * The tree is locked by hand or by an active paid order (decision 026). A locked tree answers 423
 * and changes nothing, unless the change says it accepts a locked tree (`whileLocked`) and then
 * checks for itself what it may still do.
 */
export async function writeTree<T>(
  db: Db,
  userId: string,
  change: (tx: Tx, lock: TreeLockState) => Promise<T>,
  options: { whileLocked?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await lockTreeRow(tx, userId);
    const byOrder = (await activePaidOrders(tx, userId)).length > 0;
    const lock: TreeLockState = row.isLocked || byOrder ? { locked: true, byOrder } : { locked: false };
    if (lock.locked && !options.whileLocked) throw treeLocked(lock);
    return change(tx, lock);
  });
}

export const treeLocked = (lock: { byOrder: boolean }) =>
  new AppError(423, lock.byOrder ? ORDER_LOCKED_MESSAGE : TREE_LOCKED_MESSAGE, 'TREE_LOCKED');
