import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { TreeLockResponse } from '#shared/family.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, familyTreeLocks, session, user } from '#server/db/schema.ts';
import { bySessionToken, sessionUserJoin, signedInFields, type JoinedQuery } from '#server/auth/session-lookup.ts';
import { AppError } from '#server/errors.ts';
import { ACTIVE_PAID_STATUSES, activePaidOrders, lockTreeRow } from './tree-write.ts';

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

/**
 * The lock row and the orders that lock the tree or will (active, awaiting payment), oldest first,
 * in one round trip: one row per order, or one row without an order. The dashboard asks for it on
 * every visit (issue 20: three queries at once held three pooled connections per request).
 */
export const lockStateQuery = (db: Pick<Db, 'select'>, userId: string | Placeholder) =>
  db
    .select({ lock: familyTreeLocks, order: { id: documentRequests.id, status: documentRequests.status } })
    .from(user)
    .leftJoin(familyTreeLocks, eq(familyTreeLocks.userId, user.id))
    .leftJoin(
      documentRequests,
      and(eq(documentRequests.userId, user.id), inArray(documentRequests.status, [...ACTIVE_PAID_STATUSES, 'pending'])),
    )
    .where(eq(user.id, userId))
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));

/** lockStateQuery joined to the session lookup of a cookie's token (JoinedQuery). */
const lockStateBySession = (db: Db) =>
  db
    .select({
      signedIn: signedInFields,
      lock: familyTreeLocks,
      order: { id: documentRequests.id, status: documentRequests.status },
    })
    .from(session)
    .innerJoin(user, sessionUserJoin)
    .leftJoin(familyTreeLocks, eq(familyTreeLocks.userId, user.id))
    .leftJoin(
      documentRequests,
      and(eq(documentRequests.userId, user.id), inArray(documentRequests.status, [...ACTIVE_PAID_STATUSES, 'pending'])),
    )
    .where(bySessionToken)
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));

type LockStateRow = Awaited<ReturnType<typeof lockStateQuery>>[number];

/**
 * lockStateQuery as prepared statements, for GET /api/family-tree-lock, which the dashboard asks
 * for on every visit; the session is read in the same statement (issue 33).
 */
export function preparedLockState(db: Db): JoinedQuery<LockStateRow> {
  const joined = lockStateBySession(db).prepare('tree_lock_state_signed_in');
  const alone = lockStateQuery(db, sql.placeholder('userId')).prepare('tree_lock_state');
  return { joined: (token) => joined.execute({ token }), alone: (userId) => alone.execute({ userId }) };
}

/** The lock state from the rows of lockStateQuery. */
export function lockStateOf(rows: LockStateRow[]): TreeLockResponse {
  const orders = rows.flatMap(({ order }) => (order ? [order] : []));
  return toLock(
    rows[0]?.lock ?? undefined,
    orders.filter((o) => o.status !== 'pending'),
    orders.filter((o) => o.status === 'pending').map(({ id }) => ({ id })),
  );
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

/** A tree with an active paid order stays locked (docs/decisions/026-one-tree-lock.md). */
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
