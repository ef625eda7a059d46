import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type BlobStore } from './blob-store.ts';

/**
 * Blobs as files in a folder (by default `DATA_DIR/blobs`). A blob is written to a temporary file
 * in `.tmp/` beside the tree, flushed to disk, then renamed into place: a crash mid-write leaves at
 * most a temporary file, never half a blob under its key.
 */
export function folderBlobStore(root: string): BlobStore {
  const base = resolve(root);
  const tmpDir = join(base, '.tmp');
  const pathOf = (key: string) => join(base, ...key.split('/'));

  return {
    kind: 'folder',

    async put(key, source) {
      assertKey(key);
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const tmp = join(tmpDir, `${randomUUID()}.part`);
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, count, createWriteStream(tmp, { flags: 'wx', mode: 0o600 }));
        const handle = await open(tmp, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { size };
    },

    async get(key) {
      assertKey(key);
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      assertKey(key);
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertKey(prefix, { prefix: true });
      if (!prefix.endsWith('/')) throw new Error('A prefix to delete ends with "/"');
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
  };
}
