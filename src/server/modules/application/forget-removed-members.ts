import { sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { applicationItems, applicationScans } from '#server/db/schema.ts';
import { queueBlobDeletions } from '#server/storage/blob-deletions.ts';

/**
 * Deletes the workspace items and scans of people no longer in the user's tree, in the caller's
 * transaction: removing a relative (and those linked above them) or replacing the tree must not
 * leave that relative's certificates stored. Item keys start with the member's id; documents DFA
 * asked for ('dfa.' keys) belong to the application and stay. The scans' files are queued for
 * deletion from the blob store in the same transaction; the caller drains the queue once it has
 * committed (drainBlobDeletions, docs/decisions/047-scans-in-a-blob-store.md).
 */
export async function forgetRemovedMembers(tx: Tx, userId: string): Promise<void> {
  const gone = (table: typeof applicationItems | typeof applicationScans) =>
    sql`${table.userId} = ${userId}
        and split_part(${table.itemKey}, '.', 1) <> 'dfa'
        and split_part(${table.itemKey}, '.', 1) not in (select id::text from family_members where user_id = ${userId})`;
  await tx.delete(applicationItems).where(gone(applicationItems));
  const scans = await tx
    .delete(applicationScans)
    .where(gone(applicationScans))
    .returning({ storageKey: applicationScans.storageKey });
  await queueBlobDeletions(
    tx,
    scans.map((s) => s.storageKey),
  );
}
