import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { blobDeletions } from '#server/db/schema.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * Records, in the caller's transaction, blobs to delete once it commits: a key, or a prefix ending
 * in '/' for everything under it. Nothing is deleted from the store before the rows are gone for good.
 */
export async function queueBlobDeletions(tx: Tx, keys: Array<string | null>): Promise<void> {
  const rows = [...new Set(keys.filter((k): k is string => Boolean(k)))].map((key) => ({ key }));
  if (rows.length > 0) await tx.insert(blobDeletions).values(rows).onConflictDoNothing();
}

/**
 * Deletes the queued blobs from the store and then their queue rows: called right after a
 * transaction that queued some, and at start-up for what a crash left. Deleting twice is harmless,
 * so instances draining at once need no lock. Answers how many were deleted.
 */
export async function drainBlobDeletions(db: Db, store: BlobStore, batch = 100): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await db.select({ key: blobDeletions.key }).from(blobDeletions).limit(batch);
    if (rows.length === 0) return total;
    for (const { key } of rows) {
      if (key.endsWith('/')) await store.deletePrefix(key);
      else await store.delete(key);
    }
    await db.delete(blobDeletions).where(
      inArray(
        blobDeletions.key,
        rows.map((r) => r.key),
      ),
    );
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
