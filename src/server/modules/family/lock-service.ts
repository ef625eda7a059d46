import { and, count, eq, inArray } from 'drizzle-orm';
import type { TreeLockResponse } from '#shared/family.ts';
import type { Db } from '#server/db/client.ts';
import { documentRequests, familyTreeLocks } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { lockTreeRow } from './tree-write.ts';

/**
 * Paid certificate orders still being worked on keep the tree locked: the certificates are being
 * researched for exactly the people and facts in it. A PDF pack does not lock it (it is rebuilt
 * from the latest tree on every download).
 */
async function activePaidOrders(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .where(
      and(eq(documentRequests.userId, userId), inArray(documentRequests.status, ['paid', 'processing', 'shipped'])),
    );
  return row.n;
}

function toLock(row: typeof familyTreeLocks.$inferSelect | undefined, paidOrdersCount: number): TreeLockResponse {
  return {
    isLocked: row?.isLocked ?? false,
    hasActiveOrders: paidOrdersCount > 0,
    paidOrdersCount,
    reason: row?.reason ?? null,
    lockedAt: row?.lockedAt?.toISOString() ?? null,
  };
}

export async function getLock(db: Db, userId: string): Promise<TreeLockResponse> {
  const [row] = await db.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, userId));
  return toLock(row, await activePaidOrders(db, userId));
}

export async function lockTree(db: Db, userId: string, reason: string): Promise<TreeLockResponse> {
  const paid = await activePaidOrders(db, userId);
  const row = await db.transaction(async (tx) => {
    const current = await lockTreeRow(tx, userId);
    if (current.isLocked) return current;
    const [updated] = await tx
      .update(familyTreeLocks)
      .set({ isLocked: true, reason, lockedAt: new Date(), updatedAt: new Date() })
      .where(eq(familyTreeLocks.userId, userId))
      .returning();
    return updated;
  });
  return toLock(row, paid);
}

/** A tree with an active paid order stays locked (DESIGN decision 11). */
export async function unlockTree(db: Db, userId: string): Promise<TreeLockResponse> {
  const paid = await activePaidOrders(db, userId);
  if (paid > 0) {
    throw new AppError(
      409,
      'Your family tree stays locked while you have an active paid order, so your documents match what was ordered.',
      'ACTIVE_ORDER',
    );
  }
  const row = await db.transaction(async (tx) => {
    await lockTreeRow(tx, userId);
    const [updated] = await tx
      .update(familyTreeLocks)
      .set({ isLocked: false, reason: null, lockedAt: null, updatedAt: new Date() })
      .where(eq(familyTreeLocks.userId, userId))
      .returning();
    return updated;
  });
  return toLock(row, paid);
}
