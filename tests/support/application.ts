import type { InjectOptions } from 'fastify';
import type { SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/** Uploads a certificate scan for the item `key`, as a browser's FormData would send it. */
export async function uploadScan(
  t: TestApp,
  u: SignedIn,
  key: string,
  scan: { content: Buffer; fileName: string; type: string },
) {
  const form = new FormData();
  form.append('scan', new Blob([new Uint8Array(scan.content)], { type: scan.type }), scan.fileName);
  const request = new Request('http://localhost/scan', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/application/items/${key}/scan`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, cookie: u.cookie },
    remoteAddress: u.ip,
  } as InjectOptions);
}
