import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGrandparentRouteTree, uploadScan } from '#tests/support/application.ts';
import { LETTERS } from '#tests/support/claims.ts';
import { readExportZip } from '#tests/support/export-zip.ts';
import { startS3Stub, s3StubEnv, type S3Stub } from '#tests/support/s3-stub.ts';
import { requestAs, signIn, type Method, type SignedIn } from '#tests/support/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import type { WorkspaceResponse } from '#shared/application.ts';
import { applicationScans, blobDeletions } from '#server/db/schema.ts';
import { EXPORT_JSON } from '#server/modules/privacy/export-zip.ts';
import { moveScansToStore } from './move-scans-to-store.ts';

/** Scans live in the blob store, the database keeps their details (docs/decisions/047-scans-in-a-blob-store.md). */

const MB = 1024 * 1024;
/** A PNG (by its first bytes) of about `megabytes` MB. */
const pngOf = (megabytes: number) =>
  Buffer.concat([LETTERS.png, Buffer.alloc(Math.round(megabytes * MB) - LETTERS.png.length, 7)]);

let users = 0;

/** One app with a folder blob store and a 1 MB quota: what users do, and what an operator finds on disk. */
describe('scans in the folder blob store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SCAN_QUOTA_MB: '1' });
  });
  afterAll(() => t?.close());

  const call = (u: SignedIn, method: Method, url: string, payload?: unknown) => requestAs(t, u, method, url, payload);
  const blobsOf = (userId: string) => {
    const dir = join(t.config.dataDir, 'blobs', 'users', userId, 'scans');
    return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
  };
  /** A signed-in applicant with a tree, and the keys of the certificates that can have a scan. */
  async function applicant() {
    const u = await signIn(t, `scan-storage-${++users}@example.com`);
    const tree = await addGrandparentRouteTree(t, u, { deathDate: '2010-11-02' });
    const w = (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;
    const certificate = (memberId: string) => w.items.find((i) => i.memberId === memberId && i.needsCheck)!.key;
    return { u, tree, mine: certificate(tree.me), grans: certificate(tree.gran), dads: certificate(tree.dad) };
  }

  it('keeps the file in the store and only its details in the table, and says how much of the quota is used', async () => {
    const { u, mine } = await applicant();
    const fresh = (await call(u, 'GET', '/api/application')).json() as WorkspaceResponse;
    expect(fresh.scanStorage).toEqual({ usedBytes: 0, quotaBytes: MB, label: '0 MB of 1 MB used' });

    const scan = pngOf(0.4);
    const res = await uploadScan(t, u, mine, { content: scan, fileName: 'birth.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as WorkspaceResponse).scanStorage).toEqual({
      usedBytes: scan.length,
      quotaBytes: MB,
      label: '0.4 MB of 1 MB used',
    });

    const [row] = await t.database.db.select().from(applicationScans).where(eq(applicationScans.userId, u.userId));
    expect(row).toMatchObject({ content: null, size: scan.length, mimeType: 'image/png' });
    expect(row!.storageKey).toMatch(new RegExp(`^users/${u.userId}/scans/`));
    const files = blobsOf(u.userId);
    expect(files).toHaveLength(1);
    expect(readFileSync(files[0]!).equals(scan)).toBe(true);

    const download = await call(u, 'GET', `/api/application/items/${mine}/scan`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-length']).toBe(String(scan.length));
    expect(download.rawPayload.equals(scan)).toBe(true);

    // Replacing the scan keeps one file: the new one.
    const again = await uploadScan(t, u, mine, { content: LETTERS.png, fileName: 'better.png', type: 'image/png' });
    expect(again.statusCode, again.body).toBe(200);
    expect(blobsOf(u.userId).map((f) => readFileSync(f).equals(LETTERS.png))).toEqual([true]);
    // Deleting it leaves no file.
    expect((await call(u, 'DELETE', `/api/application/items/${mine}/scan`)).statusCode).toBe(200);
    expect(blobsOf(u.userId)).toEqual([]);
  });

  it('refuses an upload that would go over the quota with 413, and stores nothing of it', async () => {
    const { u, mine, grans } = await applicant();
    expect(
      (await uploadScan(t, u, mine, { content: pngOf(0.6), fileName: 'a.png', type: 'image/png' })).statusCode,
    ).toBe(200);
    const over = await uploadScan(t, u, grans, { content: pngOf(0.6), fileName: 'b.png', type: 'image/png' });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      code: 'SCAN_QUOTA_EXCEEDED',
      message: expect.stringContaining('over the 1 MB of scans you can keep (0.6 MB of 1 MB used)'),
    });
    const rows = await t.database.db
      .select({ itemKey: applicationScans.itemKey })
      .from(applicationScans)
      .where(eq(applicationScans.userId, u.userId));
    expect(rows).toEqual([{ itemKey: mine }]);
    expect(blobsOf(u.userId)).toHaveLength(1);
    expect(readdirSync(join(t.config.dataDir, 'blobs', '.tmp'))).toEqual([]);
    expect((await call(u, 'GET', `/api/application/items/${grans}/scan`)).statusCode).toBe(404);

    // Replacing a scan counts only the new file: 0.9 MB in place of the 0.6 MB one fits.
    const replaced = await uploadScan(t, u, mine, { content: pngOf(0.9), fileName: 'c.png', type: 'image/png' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((replaced.json() as WorkspaceResponse).scanStorage.label).toBe('0.9 MB of 1 MB used');
  });

  it("deletes a removed relative's scan file with them: the download answers 404 and the file is gone", async () => {
    const { u, tree, mine, grans } = await applicant();
    for (const key of [mine, grans]) {
      expect(
        (await uploadScan(t, u, key, { content: LETTERS.png, fileName: 'x.png', type: 'image/png' })).statusCode,
      ).toBe(200);
    }
    const [gransRow] = await t.database.db
      .select({ storageKey: applicationScans.storageKey })
      .from(applicationScans)
      .where(and(eq(applicationScans.userId, u.userId), eq(applicationScans.itemKey, grans)));
    const gransFile = join(t.config.dataDir, 'blobs', ...gransRow!.storageKey!.split('/'));
    expect(existsSync(gransFile)).toBe(true);

    expect((await call(u, 'DELETE', `/api/family-members/${tree.gran}`)).statusCode).toBe(200);
    expect((await call(u, 'GET', `/api/application/items/${grans}/scan`)).statusCode).toBe(404);
    expect(existsSync(gransFile)).toBe(false);
    // The applicant's own scan stays, and nothing is left waiting to be deleted.
    expect(blobsOf(u.userId)).toHaveLength(1);
    expect((await call(u, 'GET', `/api/application/items/${mine}/scan`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(blobDeletions)).toEqual([]);
  });

  it('exports a streamed ZIP holding every scan, byte for byte', async () => {
    const { u, mine, grans, dads } = await applicant();
    const scans = { [mine]: pngOf(0.1), [grans]: LETTERS.png, [dads]: LETTERS.pdf };
    for (const [key, content] of Object.entries(scans)) {
      const pdf = content === LETTERS.pdf;
      const res = await uploadScan(t, u, key, {
        content,
        fileName: pdf ? 'marriage.pdf' : 'birth.png',
        type: pdf ? 'application/pdf' : 'image/png',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await call(u, 'POST', '/api/privacy/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    // Streamed: sent in chunks as it is written, with no length known up front.
    expect(res.headers['content-length']).toBeUndefined();
    const zip = await readExportZip(res.rawPayload);
    const rows = (JSON.parse(zip.files.get(EXPORT_JSON)!.toString('utf8')) as { tables: Record<string, unknown[]> })
      .tables.application_scans as Array<{ itemKey: string; file: string }>;
    expect(rows.map((r) => r.itemKey).sort()).toEqual(Object.keys(scans).sort());
    for (const row of rows) expect(zip.files.get(row.file)?.equals(scans[row.itemKey]!), row.itemKey).toBe(true);
    expect(zip.names).toHaveLength(4);
  });

  it('moves scans still held in the table out to the store, once, and they still download', async () => {
    const { u, mine, grans } = await applicant();
    const old = [pngOf(0.2), LETTERS.pdf];
    await t.database.db.insert(applicationScans).values(
      [mine, grans].map((itemKey, i) => ({
        userId: u.userId,
        itemKey,
        fileName: `old-${i}`,
        mimeType: i === 0 ? 'image/png' : 'application/pdf',
        size: old[i]!.length,
        sha256: 'x',
        content: old[i]!,
      })),
    );
    expect((await call(u, 'GET', `/api/application/items/${mine}/scan`)).rawPayload.equals(old[0]!)).toBe(true);

    expect(await moveScansToStore(t.database.db, t.app.blobs, 1)).toBe(2);
    const rows = await t.database.db
      .select()
      .from(applicationScans)
      .where(eq(applicationScans.userId, u.userId))
      .orderBy(applicationScans.fileName);
    expect(rows.map((r) => r.content)).toEqual([null, null]);
    for (const [i, row] of rows.entries()) {
      const file = join(t.config.dataDir, 'blobs', ...row.storageKey!.split('/'));
      expect(readFileSync(file).equals(old[i]!)).toBe(true);
    }
    expect((await call(u, 'GET', `/api/application/items/${grans}/scan`)).rawPayload.equals(old[1]!)).toBe(true);
    // Run again (a restart, or a second instance): nothing more to move, no second copy.
    expect(await moveScansToStore(t.database.db, t.app.blobs)).toBe(0);
    expect(blobsOf(u.userId)).toHaveLength(2);
  });

  it('deletes every file of a deleted account from the store', async () => {
    const { u, mine } = await applicant();
    expect(
      (await uploadScan(t, u, mine, { content: LETTERS.png, fileName: 'x.png', type: 'image/png' })).statusCode,
    ).toBe(200);
    expect(blobsOf(u.userId)).toHaveLength(1);
    expect((await call(u, 'DELETE', '/api/privacy/delete-account')).statusCode).toBe(200);
    expect(existsSync(join(t.config.dataDir, 'blobs', 'users', u.userId))).toBe(false);
    expect(await t.database.db.select().from(blobDeletions)).toEqual([]);
  });
});

/** The same journeys with S3-compatible storage: the bytes reach the bucket, never the table. */
describe('scans in S3-compatible storage (local stub)', () => {
  let t: TestApp;
  let stub: S3Stub;
  beforeAll(async () => {
    stub = await startS3Stub();
    t = await createTestApp(s3StubEnv(stub));
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  it('uploads to the bucket, downloads and exports from it, and deletes from it with the account', async () => {
    expect(t.app.blobs.kind).toBe('s3');
    const u = await signIn(t, `scan-s3-${++users}@example.com`);
    const tree = await addGrandparentRouteTree(t, u, { deathDate: '2010-11-02' });
    const w = (await requestAs(t, u, 'GET', '/api/application')).json() as WorkspaceResponse;
    const key = w.items.find((i) => i.memberId === tree.me && i.needsCheck)!.key;
    const scan = pngOf(0.3);
    const res = await uploadScan(t, u, key, { content: scan, fileName: 'birth.png', type: 'image/png' });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await t.database.db.select().from(applicationScans).where(eq(applicationScans.userId, u.userId));
    expect(row!.content).toBeNull();
    expect(stub.objects.get(row!.storageKey!)).toMatchObject({ body: scan, contentType: 'image/png' });

    const download = await requestAs(t, u, 'GET', `/api/application/items/${key}/scan`);
    expect(download.rawPayload.equals(scan)).toBe(true);
    const zip = await readExportZip((await requestAs(t, u, 'POST', '/api/privacy/export')).rawPayload);
    expect([...zip.files.values()].some((bytes) => bytes.equals(scan))).toBe(true);

    expect((await requestAs(t, u, 'DELETE', '/api/privacy/delete-account')).statusCode).toBe(200);
    expect([...stub.objects.keys()].filter((k) => k.startsWith(`users/${u.userId}/`))).toEqual([]);
  });
});
