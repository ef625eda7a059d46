import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Db } from '#server/db/client.ts';
import { applicationScans } from '#server/db/schema.ts';
import type { BlobStore } from '#server/storage/blob-store.ts';
import { scanBytes } from '#server/modules/application/scans.ts';
import { exportUserData, scanPathInExport } from './user-data.ts';

/** The name of the JSON document inside the export ZIP. */
export const EXPORT_JSON = 'irish-citizenship-data.json';

/**
 * The user's data as a ZIP, streamed as it is written: the JSON of every table (as the export has
 * always been) and each scan as a file of its own at the path its row names (`file`). Each scan is
 * opened only when the ZIP reaches it, so memory stays flat whatever the number of scans
 * (docs/decisions/047-scans-in-a-blob-store.md). A scan that cannot be read ends the stream with an
 * error (the download fails) rather than leave it out silently.
 */
export async function exportZip(db: Db, store: BlobStore, userId: string, now: Date): Promise<Readable> {
  const data = await exportUserData(db, userId, now);
  const scans = await db
    .select({
      itemKey: applicationScans.itemKey,
      fileName: applicationScans.fileName,
      createdAt: applicationScans.createdAt,
    })
    .from(applicationScans)
    .where(eq(applicationScans.userId, userId))
    .orderBy(asc(applicationScans.itemKey));

  const zip = new ZipFile();
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), EXPORT_JSON, { mtime: now });
  for (const scan of scans) {
    zip.addReadStreamLazy(scanPathInExport(scan.itemKey, scan.fileName), { mtime: scan.createdAt }, (done) => {
      // The bytes are read only now; a row not yet moved to the store has them in `content`.
      db.select({ storageKey: applicationScans.storageKey, content: applicationScans.content })
        .from(applicationScans)
        .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, scan.itemKey)))
        .then(([row]) => (row ? scanBytes(store, row) : null))
        .then(
          (stream) => done(stream ? null : new Error(`The scan of ${scan.itemKey} could not be read`), stream!),
          (err: Error) => done(err, undefined as never),
        );
    });
  }
  zip.end();
  // A download cut off by the client ends the ZIP's stream too; an error ends the download.
  pipeline(zip.outputStream, out).catch((err: unknown) => out.destroy(err as Error));
  return out;
}
