import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { formatMegabytes, MAX_SCAN_BYTES, SCAN_TYPES, scanStorageLabel } from '#shared/scan-files.ts';
import type { Db } from '#server/db/client.ts';
import { applicationScans } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { drainBlobDeletions, queueBlobDeletions } from '#server/storage/blob-deletions.ts';
import { userPrefix, type BlobStore } from '#server/storage/blob-store.ts';
import { lockItem } from './items-service.ts';

const TOO_LARGE = 'The scan can be at most 10 MB.';
const WRONG_TYPE = 'The scan must be a PDF, JPEG, PNG or WebP file.';
/** file-type reads at most this many bytes to know a file's type. */
const SNIFF_BYTES = 4100;

/** A scan to send: its bytes as a stream (from the blob store, or from a row not yet moved there). */
export type ScanFile = { fileName: string; mimeType: string; size: number; content: Readable };

const scanKey = (userId: string) => `${userPrefix(userId)}scans/${randomUUID()}`;

function overQuota(usedBytes: number, quotaBytes: number): AppError {
  return new AppError(
    413,
    `This scan would take you over the ${formatMegabytes(quotaBytes)} of scans you can keep (${scanStorageLabel(usedBytes, quotaBytes)}). Delete a scan you no longer need, or upload a smaller file.`,
    'SCAN_QUOTA_EXCEEDED',
  );
}

/** Bytes of scans the user keeps, leaving out the one of `exceptItem` (which an upload replaces). */
async function usedBytes(db: Db, userId: string, exceptItem: string): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${applicationScans.size}), 0)` })
    .from(applicationScans)
    .where(and(eq(applicationScans.userId, userId), ne(applicationScans.itemKey, exceptItem)));
  return Number(row?.used ?? 0);
}

/**
 * Receives the one file part 'scan' of a multipart upload into the blob store and records it as the
 * scan of the user's certificate `key` (replacing an earlier one), like the guarantee's refusal
 * letter: its type comes from its first bytes (magic bytes), never from its name or the browser's
 * claim. The bytes stream from the request to the store, hashed and counted on the way: anything
 * over 10 MB, or over what is left of the user's quota, is refused while it streams in, and
 * nothing is kept of a refused upload (docs/decisions/047-scans-in-a-blob-store.md).
 */
export async function uploadScan(
  request: FastifyRequest,
  db: Db,
  store: BlobStore,
  userId: string,
  key: string,
  quotaBytes: number,
): Promise<void> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the scan as a form with the file attached.', 'UNSUPPORTED_MEDIA_TYPE');
  }
  const before = await usedBytes(db, userId, key);
  if (before >= quotaBytes) throw overQuota(before, quotaBytes);
  const room = quotaBytes - before;

  const errors = request.server.multipartErrors;
  const storageKey = scanKey(userId);
  let stored: { fileName: string; mimeType: string; size: number; sha256: string } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_SCAN_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'scan') throw badRequest('Attach the file as the field "scan".');
      const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      const head: Buffer[] = [];
      let headLength = 0;
      let ended = false;
      while (headLength < SNIFF_BYTES) {
        const next = await source.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value);
        headLength += next.value.length;
      }
      const first = Buffer.concat(head);
      const drain = () => part.file.resume();
      if (first.length === 0) throw badRequest('Attach the scan.', 'SCAN_REQUIRED');
      const type = await fileTypeFromBuffer(first);
      if (!type || !(type.mime in SCAN_TYPES)) {
        drain();
        throw badRequest(WRONG_TYPE, 'UNSUPPORTED_FILE_TYPE');
      }
      const hash = createHash('sha256');
      let size = 0;
      const take = (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_SCAN_BYTES) throw new AppError(413, TOO_LARGE, 'FILE_TOO_LARGE');
        if (size > room) throw overQuota(before, quotaBytes);
        hash.update(chunk);
        return chunk;
      };
      async function* bytes() {
        yield take(first);
        if (ended) return;
        for (;;) {
          const next = await source.next();
          if (next.done) return;
          yield take(next.value);
        }
      }
      try {
        await store.put(storageKey, Readable.from(bytes()), { contentType: type.mime });
      } catch (err) {
        drain();
        throw err;
      }
      if (part.file.truncated) {
        await store.delete(storageKey);
        throw new AppError(413, TOO_LARGE, 'FILE_TOO_LARGE');
      }
      stored = {
        fileName: part.filename.slice(0, 200) || 'scan',
        mimeType: type.mime,
        size,
        sha256: hash.digest('hex'),
      };
    }
  } catch (err) {
    if (err instanceof errors.RequestFileTooLargeError) throw new AppError(413, TOO_LARGE, 'FILE_TOO_LARGE');
    if (err instanceof errors.FilesLimitError || err instanceof errors.PartsLimitError) {
      throw badRequest('Attach one file.');
    }
    if (err instanceof errors.FieldsLimitError) throw badRequest('Attach the file as the field "scan".');
    if (err instanceof AppError) throw err;
    throw badRequest('The form could not be read: it was cut short or is not a valid form. Please try again.');
  }
  if (!stored) throw badRequest('Attach the scan.', 'SCAN_REQUIRED');
  const scan = stored;

  try {
    await db.transaction(async (tx) => {
      // One upload of the user's at a time from here to the commit, so two at once cannot both fit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scan-quota:${userId}`}))`);
      const { item } = await lockItem(tx, userId, key);
      if (!item.needsCheck) throw new AppError(409, 'Only certificates can have a scan.', 'NOT_ALLOWED_NOW');
      const [usage] = await tx
        .select({ used: sql<string>`coalesce(sum(${applicationScans.size}), 0)` })
        .from(applicationScans)
        .where(and(eq(applicationScans.userId, userId), ne(applicationScans.itemKey, key)));
      const used = Number(usage?.used ?? 0);
      if (used + scan.size > quotaBytes) throw overQuota(used, quotaBytes);
      const [earlier] = await tx
        .select({ storageKey: applicationScans.storageKey })
        .from(applicationScans)
        .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, key)));
      const values = { ...scan, storageKey, content: null, createdAt: new Date() };
      await tx
        .insert(applicationScans)
        .values({ userId, itemKey: key, ...values })
        .onConflictDoUpdate({ target: [applicationScans.userId, applicationScans.itemKey], set: values });
      await queueBlobDeletions(tx, [earlier?.storageKey ?? null]);
    });
  } catch (err) {
    await store.delete(storageKey);
    throw err;
  }
  await drainBlobDeletions(db, store);
}

/** The stored scan of `userId`'s item: the owner's own, or any user's for an admin (who passes the owner's id). */
export async function scanOf(db: Db, store: BlobStore, userId: string, key: string): Promise<ScanFile> {
  const [row] = await db
    .select({
      fileName: applicationScans.fileName,
      mimeType: applicationScans.mimeType,
      size: applicationScans.size,
      storageKey: applicationScans.storageKey,
      content: applicationScans.content,
    })
    .from(applicationScans)
    .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, key)));
  if (!row) throw notFound('There is no scan for this item.');
  const content = await scanBytes(store, row);
  if (!content) throw notFound('There is no scan for this item.');
  return { fileName: row.fileName, mimeType: row.mimeType, size: row.size, content };
}

/** A scan row's bytes: from the store, or from the row itself while it waits to be moved there. */
export async function scanBytes(
  store: BlobStore,
  row: { storageKey: string | null; content: Buffer | null },
): Promise<Readable | null> {
  if (row.storageKey) return (await store.get(row.storageKey))?.stream ?? null;
  return row.content ? Readable.from([row.content]) : null;
}

export async function deleteScan(db: Db, store: BlobStore, userId: string, key: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(applicationScans)
      .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, key)))
      .returning({ storageKey: applicationScans.storageKey });
    if (removed.length === 0) throw notFound('There is no scan for this item.');
    await queueBlobDeletions(
      tx,
      removed.map((r) => r.storageKey),
    );
  });
  await drainBlobDeletions(db, store);
}
