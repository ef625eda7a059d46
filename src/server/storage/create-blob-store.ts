import { join } from 'node:path';
import type { AppConfig } from '#server/config.ts';
import type { BlobStore } from './blob-store.ts';
import { folderBlobStore } from './folder-blob-store.ts';
import type { S3BlobStoreOptions } from './s3-blob-store.ts';

/** S3-compatible object storage when BLOB_S3_BUCKET is set; otherwise the folder `DATA_DIR/blobs`. */
export function createBlobStore(config: AppConfig): BlobStore {
  if (config.blobS3) return lazyS3BlobStore({ ...config.blobS3, spoolDir: join(config.dataDir, 'blob-spool') });
  return folderBlobStore(join(config.dataDir, 'blobs'));
}

/**
 * The S3 store, its SDK (a tenth of the server bundle) loaded on the first call instead of at
 * start-up, where it cost start-up time even when scans are kept in a folder (issue 33).
 */
function lazyS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  let store: Promise<BlobStore> | undefined;
  const load = () => (store ??= import('./s3-blob-store.ts').then(({ s3BlobStore }) => s3BlobStore(options)));
  return {
    kind: 's3',
    put: async (key, source, metadata) => (await load()).put(key, source, metadata),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
    deletePrefix: async (prefix) => (await load()).deletePrefix(prefix),
  };
}
