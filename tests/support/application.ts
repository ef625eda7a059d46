import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { requestAs, type SignedIn } from './sign-in.ts';
import type { TestApp } from './test-app.ts';

/**
 * The grandparent route: Aoife (Manchester) claims through her father John (Liverpool) and his
 * mother Mary, born in Mayo, who has died; `grandmother` changes her facts (her death date, say).
 */
export async function addGrandparentRouteTree(
  t: TestApp,
  u: SignedIn,
  grandmother: Record<string, unknown> = {},
): Promise<{ me: string; dad: string; gran: string }> {
  const add = async (body: object) => {
    const res = await requestAs(t, u, 'POST', '/api/family-members', body);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const me = await add({
    relationship: 'self',
    firstName: 'Aoife',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1990-06-15',
    birthPlace: 'Manchester',
    birthCountry: 'England',
  });
  const dad = await add({
    relationship: 'parent',
    firstName: 'John',
    lastName: 'Walsh',
    gender: 'male',
    birthDate: '1960-03-01',
    birthPlace: 'Liverpool',
    birthCountry: 'England',
  });
  const gran = await add({
    relationship: 'grandparent',
    parentId: dad,
    firstName: 'Mary',
    lastName: 'Walsh',
    gender: 'female',
    birthDate: '1931-04-12',
    birthPlace: 'Castlebar, Co. Mayo',
    birthCountry: 'Ireland',
    isIrishBorn: true,
    isDeceased: true,
    ...grandmother,
  });
  return { me, dad, gran };
}

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
