import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type BlobStore } from './blob-store.ts';

export type S3BlobStoreOptions = {
  bucket: string;
  /** For S3-compatible services (R2, MinIO, Ceph); unset: AWS S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path (MinIO, Ceph) rather than in the host name. */
  forcePathStyle: boolean;
  /** Where an upload of unknown length is spooled to learn its length before it is sent. */
  spoolDir?: string;
};

/**
 * Blobs as objects in an S3-compatible bucket. PutObject needs the length up front, so a streamed
 * upload is first spooled to a temporary file (bounded memory), then sent from it. Checksums are
 * sent only where an operation requires them: several S3-compatible services refuse the SDK's
 * default streaming (aws-chunked) checksums.
 */
export function s3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const spoolDir = options.spoolDir ?? join(tmpdir(), 'blob-spool');

  async function putBuffer(key: string, body: Buffer, contentType: string) {
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length, ContentType: contentType }),
    );
    return { size: body.length };
  }

  return {
    kind: 's3',

    async put(key, source, { contentType }) {
      assertKey(key);
      if (Buffer.isBuffer(source)) return putBuffer(key, source, contentType);
      await mkdir(spoolDir, { recursive: true, mode: 0o700 });
      const spool = join(spoolDir, `${randomUUID()}.part`);
      try {
        await pipeline(source, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
        const { size } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return { size };
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(key) {
      assertKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('The S3 client did not answer a Node stream');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },

    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertKey(prefix, { prefix: true });
      if (!prefix.endsWith('/')) throw new Error('A prefix to delete ends with "/"');
      // Listed page by page (at most 1,000 keys each), each page deleted in one call.
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          const done = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (done.Errors && done.Errors.length > 0) {
            throw new Error(`The bucket refused to delete ${done.Errors.length} object(s) under ${prefix}`);
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
