import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for an S3-compatible object store, enough for the server's S3 blob store
 * through the real `@aws-sdk/client-s3` with path-style addressing (`/<bucket>/<key>`):
 * PutObject, GetObject, DeleteObject, ListObjectsV2 (paged) and DeleteObjects. It checks no
 * signature; it records each call, so tests can see what reached the network.
 */

export type StubObject = { body: Buffer; contentType: string; lastModified: Date };

export type S3Stub = {
  /** http://127.0.0.1:<port>, for BLOB_S3_ENDPOINT. */
  url: string;
  bucket: string;
  /** The stored objects by key. */
  objects: Map<string, StubObject>;
  /** Every call: its method, path (bucket and key, decoded) and query. */
  calls: Array<{ method: string; path: string; query: string }>;
  close(): Promise<void>;
};

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const xmlUnescape = (s: string) =>
  s.replace(/&(lt|gt|amp|apos|quot);/g, (_m, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e]!);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function error(res: ServerResponse, status: number, code: string, message: string) {
  xml(res, status, `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

/** Starts the stub for one bucket; `pageSize` is how many keys one ListObjectsV2 page holds at most. */
export async function startS3Stub({ bucket = 'scans', pageSize = 1000 } = {}): Promise<S3Stub> {
  const objects = new Map<string, StubObject>();
  const calls: S3Stub['calls'] = [];

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => error(res, 500, 'InternalError', String(err)));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const method = req.method ?? 'GET';
    calls.push({ method, path: `/${bucketName}/${key}`, query: url.search });
    if (bucketName !== bucket) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');

    if (!key) {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const after = url.searchParams.get('continuation-token') ?? '';
        const max = Math.min(pageSize, Number(url.searchParams.get('max-keys') ?? 1000));
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = keys.slice(0, max);
        const truncated = keys.length > page.length;
        const contents = page
          .map((k) => {
            const o = objects.get(k)!;
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
          })
          .join('');
        return xml(
          res,
          200,
          `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ''}</ListBucketResult>`,
        );
      }
      if (method === 'POST' && url.searchParams.has('delete')) {
        const body = (await bodyOf(req)).toString('utf8');
        const deleted = [...body.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) => xmlUnescape(m[1]!));
        for (const k of deleted) objects.delete(k);
        const quiet = /<Quiet>true<\/Quiet>/.test(body);
        const list = quiet ? '' : deleted.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join('');
        return xml(res, 200, `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${list}</DeleteResult>`);
      }
      return error(res, 400, 'NotImplemented', `The stub does not answer ${method} ${url.search} on a bucket`);
    }

    if (method === 'PUT') {
      const body = await bodyOf(req);
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared !== body.length) {
        return error(res, 400, 'IncompleteBody', 'The body is not as long as Content-Length says');
      }
      objects.set(key, {
        body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
        lastModified: new Date(),
      });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const o = objects.get(key);
      if (!o) return error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, {
        'content-type': o.contentType,
        'content-length': o.body.length,
        etag: `"${createHash('md5').update(o.body).digest('hex')}"`,
        'last-modified': o.lastModified.toUTCString(),
        'x-amz-request-id': randomBytes(8).toString('hex'),
      });
      return res.end(method === 'GET' ? o.body : undefined);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return error(res, 405, 'MethodNotAllowed', `${method} is not allowed`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** The configuration that points the app's blob store at the stub. */
export const s3StubEnv = (stub: S3Stub): Record<string, string> => ({
  BLOB_S3_BUCKET: stub.bucket,
  BLOB_S3_ENDPOINT: stub.url,
  BLOB_S3_REGION: 'eu-west-1',
  BLOB_S3_ACCESS_KEY_ID: 'stub-access-key',
  BLOB_S3_SECRET_ACCESS_KEY: 'stub-secret-key',
  BLOB_S3_FORCE_PATH_STYLE: 'true',
});
