import type { Readable } from 'node:stream';

/** What is stored beside a blob's bytes (the database keeps the same and more). */
export type BlobMetadata = { contentType: string };

/** A stored blob as read back: its bytes as a stream, and its size in bytes. */
export type StoredBlob = { stream: Readable; size: number };

/**
 * Where file bytes (certificate scans) live, out of the database's rows
 * (docs/decisions/047-scans-in-a-blob-store.md). Keys are paths made of safe segments
 * (`users/<userId>/scans/<id>`); everything of one user sits under `users/<userId>/`.
 *
 * - `put` streams the bytes in and resolves with their size once they are stored in full; if the
 *   source fails, nothing is left under the key (and an earlier blob under it stays as it was).
 * - `get` answers null for a key that holds nothing.
 * - `delete` and `deletePrefix` succeed when there is nothing to delete.
 */
export interface BlobStore {
  readonly kind: 'folder' | 's3';
  put(key: string, source: Readable | Buffer, metadata: BlobMetadata): Promise<{ size: number }>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Throws unless `key` is a `/`-separated path of safe segments (no `..`, no empty segment, no leading `/`). */
export function assertKey(key: string, { prefix = false } = {}): void {
  const segments = (prefix ? key.replace(/\/$/, '') : key).split('/');
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s))) {
    throw new Error(`Not a valid blob key: ${JSON.stringify(key)}`);
  }
}

/** Everything stored for one user sits under this prefix (deleted with the account). */
export const userPrefix = (userId: string) => `users/${userId}/`;
