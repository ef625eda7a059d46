import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_SCAN_BYTES, SCAN_TYPES } from '#shared/application.ts';
import type { Db } from '#server/db/client.ts';
import { applicationScans } from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { lockItem } from './items-service.ts';

const TOO_LARGE = 'The scan can be at most 10 MB.';
const WRONG_TYPE = 'The scan must be a PDF, JPEG, PNG or WebP file.';

type Scan = { fileName: string; mimeType: string; content: Buffer };

/**
 * Reads the one file part 'scan' of a multipart upload, like the guarantee's refusal letter: its
 * type comes from its content (magic bytes), never from its name or the browser's claim, and
 * anything over 10 MB is refused while it streams in.
 */
export async function readScan(request: FastifyRequest): Promise<Scan> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Send the scan as a form with the file attached.', 'UNSUPPORTED_MEDIA_TYPE');
  }
  const errors = request.server.multipartErrors;
  let scan: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_SCAN_BYTES, files: 1, fields: 0, parts: 1 } })) {
      if (part.type !== 'file' || part.fieldname !== 'scan') throw badRequest('Attach the file as the field "scan".');
      scan = { fileName: part.filename.slice(0, 200) || 'scan', content: await part.toBuffer() };
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
  if (!scan || scan.content.length === 0) throw badRequest('Attach the scan.', 'SCAN_REQUIRED');
  const type = await fileTypeFromBuffer(scan.content);
  if (!type || !(type.mime in SCAN_TYPES)) throw badRequest(WRONG_TYPE, 'UNSUPPORTED_FILE_TYPE');
  return { fileName: scan.fileName, mimeType: type.mime, content: scan.content };
}

/** Stores the scan of one certificate of the user's (replacing an earlier one). */
export async function saveScan(db: Db, userId: string, key: string, scan: Scan): Promise<void> {
  await db.transaction(async (tx) => {
    const { item } = await lockItem(tx, userId, key);
    if (!item.needsCheck) throw new AppError(409, 'Only certificates can have a scan.', 'NOT_ALLOWED_NOW');
    const values = {
      fileName: scan.fileName,
      mimeType: scan.mimeType,
      size: scan.content.length,
      sha256: createHash('sha256').update(scan.content).digest('hex'),
      content: scan.content,
      createdAt: new Date(),
    };
    await tx
      .insert(applicationScans)
      .values({ userId, itemKey: key, ...values })
      .onConflictDoUpdate({ target: [applicationScans.userId, applicationScans.itemKey], set: values });
  });
}

/** The stored scan of `userId`'s item: the owner's own, or any user's for an admin (who passes the owner's id). */
export async function scanOf(db: Db, userId: string, key: string): Promise<Scan> {
  const [row] = await db
    .select({
      fileName: applicationScans.fileName,
      mimeType: applicationScans.mimeType,
      content: applicationScans.content,
    })
    .from(applicationScans)
    .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, key)));
  if (!row) throw notFound('There is no scan for this item.');
  return row;
}

export async function deleteScan(db: Db, userId: string, key: string): Promise<void> {
  const removed = await db
    .delete(applicationScans)
    .where(and(eq(applicationScans.userId, userId), eq(applicationScans.itemKey, key)))
    .returning({ key: applicationScans.itemKey });
  if (removed.length === 0) throw notFound('There is no scan for this item.');
}
