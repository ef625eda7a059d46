import { join } from 'node:path';
import type { AppConfig } from '#server/config.ts';
import type { BlobStore } from './blob-store.ts';
import { folderBlobStore } from './folder-blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

/** S3-compatible object storage when BLOB_S3_BUCKET is set; otherwise the folder `DATA_DIR/blobs`. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.blobS3) return s3BlobStore({ ...config.blobS3, spoolDir: join(config.dataDir, 'blob-spool') });
  return folderBlobStore(join(config.dataDir, 'blobs'));
}
