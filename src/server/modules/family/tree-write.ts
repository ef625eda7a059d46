import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { familyTreeLocks } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

export const TREE_LOCKED_MESSAGE = 'Your family tree is locked. Unlock it to make changes.';

/** Takes the user's tree row lock (creating the row once) and returns its current state. */
export async function lockTreeRow(tx: Tx, userId: string) {
  await tx.insert(familyTreeLocks).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(familyTreeLocks).where(eq(familyTreeLocks.userId, userId)).for('update');
  return row;
}

/**
 * Runs a change to the user's family tree in one transaction that holds the user's tree row lock,
 * so concurrent writes of one user are serialised (two third-parent inserts cannot both pass).
 * A locked tree answers 423 and changes nothing.
 */
export async function writeTree<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const lock = await lockTreeRow(tx, userId);
    if (lock.isLocked) throw new AppError(423, TREE_LOCKED_MESSAGE, 'TREE_LOCKED');
    return change(tx);
  });
}
