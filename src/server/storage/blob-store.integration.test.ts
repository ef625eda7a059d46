import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Stub, type S3Stub } from '#tests/support/s3-stub.ts';
import type { BlobStore } from './blob-store.ts';
import { folderBlobStore } from './folder-blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

/** A stream of `parts` random chunks, and all its bytes. */
function chunks(parts: number, size = 64 * 1024) {
  const list = Array.from({ length: parts }, () => randomBytes(size));
  return { stream: Readable.from(list), bytes: Buffer.concat(list) };
}

/** A stream that gives some bytes, then fails as a cut-off upload does. */
function failingAfter(bytes: number) {
  return Readable.from(
    (async function* () {
      yield randomBytes(bytes);
      throw new Error('the client went away');
    })(),
  );
}

const read = async (store: BlobStore, key: string) => {
  const blob = await store.get(key);
  return blob ? { size: blob.size, bytes: await buffer(blob.stream) } : null;
};

type Subject = { store: BlobStore; close(): Promise<void>; leftovers(): string[] };

const subjects: Record<string, () => Promise<Subject>> = {
  folder: async () => {
    const root = mkdtempSync(join(tmpdir(), 'blob-contract-'));
    return {
      store: folderBlobStore(root),
      leftovers: () => {
        try {
          return readdirSync(join(root, '.tmp'));
        } catch {
          return [];
        }
      },
      close: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
  's3 (local stub, path-style)': async () => {
    // Two keys a page, so deleting a prefix must follow ListObjectsV2's continuation.
    const stub: S3Stub = await startS3Stub({ pageSize: 2 });
    const spoolDir = mkdtempSync(join(tmpdir(), 'blob-spool-'));
    return {
      store: s3BlobStore({
        bucket: stub.bucket,
        endpoint: stub.url,
        region: 'eu-west-1',
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        forcePathStyle: true,
        spoolDir,
      }),
      leftovers: () => readdirSync(spoolDir),
      close: async () => {
        await stub.close();
        rmSync(spoolDir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(Object.keys(subjects))('the %s blob store', (name) => {
  let subject: Subject;
  let store: BlobStore;
  beforeAll(async () => {
    subject = await subjects[name]!();
    store = subject.store;
  });
  afterAll(() => subject?.close());

  it('gives back exactly the bytes streamed in, with their size', async () => {
    const { stream, bytes } = chunks(24); // 1.5 MB in 64 KB pieces
    expect(await store.put('users/u1/scans/a', stream, { contentType: 'application/pdf' })).toEqual({
      size: bytes.length,
    });
    expect(await read(store, 'users/u1/scans/a')).toEqual({ size: bytes.length, bytes });
  });

  it('stores a buffer as well as a stream', async () => {
    const bytes = randomBytes(1000);
    await store.put('users/u1/scans/b', bytes, { contentType: 'image/png' });
    expect((await read(store, 'users/u1/scans/b'))?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await store.get('users/u1/scans/never-stored')).toBeNull();
  });

  it('replaces what a key held', async () => {
    await store.put('users/u1/scans/c', Buffer.from('first'), { contentType: 'application/pdf' });
    await store.put('users/u1/scans/c', Buffer.from('second, longer'), { contentType: 'application/pdf' });
    expect((await read(store, 'users/u1/scans/c'))?.bytes.toString()).toBe('second, longer');
  });

  it('keeps nothing of an upload whose source fails, and leaves the earlier blob as it was', async () => {
    await expect(store.put('users/u1/scans/d', failingAfter(200_000), { contentType: 'image/png' })).rejects.toThrow(
      'the client went away',
    );
    expect(await store.get('users/u1/scans/d')).toBeNull();
    await store.put('users/u1/scans/c', failingAfter(10), { contentType: 'image/png' }).catch(() => undefined);
    expect((await read(store, 'users/u1/scans/c'))?.bytes.toString()).toBe('second, longer');
    expect(subject.leftovers()).toEqual([]);
  });

  it('deletes one blob, and deleting what is not there is no error', async () => {
    await store.put('users/u1/scans/e', Buffer.from('x'), { contentType: 'image/png' });
    await store.delete('users/u1/scans/e');
    expect(await store.get('users/u1/scans/e')).toBeNull();
    await expect(store.delete('users/u1/scans/e')).resolves.toBeUndefined();
  });

  it("deletes everything under one user's prefix, and nothing of anyone else's", async () => {
    for (const key of ['users/u2/scans/1', 'users/u2/scans/2', 'users/u2/scans/3', 'users/u2/other/4']) {
      await store.put(key, Buffer.from(key), { contentType: 'image/png' });
    }
    await store.put('users/u22/scans/1', Buffer.from('a neighbour'), { contentType: 'image/png' });
    await store.deletePrefix('users/u2/');
    for (const key of ['users/u2/scans/1', 'users/u2/scans/2', 'users/u2/scans/3', 'users/u2/other/4']) {
      expect(await store.get(key)).toBeNull();
    }
    expect((await read(store, 'users/u22/scans/1'))?.bytes.toString()).toBe('a neighbour');
    expect((await read(store, 'users/u1/scans/b'))?.size).toBe(1000);
    await expect(store.deletePrefix('users/nobody/')).resolves.toBeUndefined();
  });

  it.each(['../etc/passwd', '/users/u1/x', 'users//x', 'users/./x', 'users/u1/x y'])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
        'Not a valid blob key',
      );
      await expect(store.get(key)).rejects.toThrow('Not a valid blob key');
    },
  );
});

describe('the s3 blob store at the network edge', () => {
  it('speaks path-style S3 to the endpoint: objects under the bucket, a prefix deleted page by page', async () => {
    const stub = await startS3Stub({ pageSize: 2 });
    try {
      const store = s3BlobStore({
        bucket: stub.bucket,
        endpoint: stub.url,
        region: 'eu-west-1',
        credentials: { accessKeyId: 'k', secretAccessKey: 's' },
        forcePathStyle: true,
      });
      for (const n of [1, 2, 3]) {
        await store.put(`users/u9/scans/${n}`, Readable.from([Buffer.from(`scan ${n}`)]), { contentType: 'image/png' });
      }
      expect(stub.objects.get('users/u9/scans/2')).toMatchObject({
        body: Buffer.from('scan 2'),
        contentType: 'image/png',
      });
      await store.deletePrefix('users/u9/');
      expect(stub.objects.size).toBe(0);
      const lists = stub.calls.filter((c) => c.method === 'GET' && c.query.includes('list-type=2'));
      expect(lists.length).toBe(2);
      expect(lists[1]!.query).toContain('continuation-token=');
      expect(stub.calls.filter((c) => c.method === 'POST' && c.query.includes('delete'))).toHaveLength(2);
    } finally {
      await stub.close();
    }
  });
});
