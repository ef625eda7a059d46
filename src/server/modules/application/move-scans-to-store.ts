import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { applicationScans } from '#server/db/schema.ts';
import { userPrefix, type BlobStore } from '#server/storage/blob-store.ts';

/**
 * Moves scans still held in `application_scans.content` (uploaded before
 * docs/decisions/047-scans-in-a-blob-store.md) out to the blob store: a batch of rows is listed,
 * then one row's bytes at a time are read, stored, and the row gets the key and loses the bytes.
 * Safe to run again and on several instances at once: a row another run moved first is left alone
 * and this run's copy is deleted. Answers how many rows it moved.
 */
export async function moveScansToStore(db: Db, store: BlobStore, batch = 50): Promise<number> {
  let moved = 0;
  const waiting = and(isNull(applicationScans.storageKey), isNotNull(applicationScans.content));
  for (;;) {
    const ids = await db
      .select({ userId: applicationScans.userId, itemKey: applicationScans.itemKey })
      .from(applicationScans)
      .where(waiting)
      .limit(batch);
    if (ids.length === 0) return moved;
    for (const { userId, itemKey } of ids) {
      const thisRow = and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, itemKey), waiting);
      const [row] = await db
        .select({ mimeType: applicationScans.mimeType, content: applicationScans.content })
        .from(applicationScans)
        .where(thisRow);
      if (!row?.content) continue;
      const storageKey = `${userPrefix(userId)}scans/${randomUUID()}`;
      await store.put(storageKey, row.content, { contentType: row.mimeType });
      const [done] = await db
        .update(applicationScans)
        .set({ storageKey, content: null })
        .where(thisRow)
        .returning({ itemKey: applicationScans.itemKey });
      if (done) moved += 1;
      // Moved, replaced or deleted meanwhile: this copy belongs to nothing.
      else await store.delete(storageKey);
    }
  }
}
