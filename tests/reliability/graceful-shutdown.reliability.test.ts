import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call, randomIp, signInOverSmtp, type Session } from './support/http.ts';
import { createTempDatabase, type TempDatabase } from './support/postgres.ts';
import { spawnServer, type SpawnedServer } from './support/server.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { addMember, buildTreeOfEight } from './support/tree.ts';

/**
 * Issue item 11: SIGTERM stops taking new requests, finishes the ones in flight (they answer
 * 2xx), closes the database and exits 0. The app reaches PostgreSQL through a TCP proxy run here,
 * which shows whether each database connection was ended with PostgreSQL's Terminate message
 * (a pool closed on purpose) or just cut.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const requestId = (label: string) => `gs-${label}-${randomBytes(6).toString('hex')}`;

/** Waits until the server has logged 'incoming request' for every id: those requests are in flight. */
async function waitUntilReceived(server: SpawnedServer, ids: string[], withinMs = 15_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const out = server.output();
    const missing = ids.filter(
      (id) => !out.split('\n').some((l) => l.includes(`"reqId":"${id}"`) && l.includes('incoming request')),
    );
    if (missing.length === 0) return;
    if (Date.now() > deadline) throw new Error(`the server never logged these requests: ${missing.join(', ')}`);
    await sleep(20);
  }
}

/** A POST whose body arrives in two parts: the request is in flight until finish() is called. */
function slowPost(base: string, path: string, cookie: string, id: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const url = new URL(path, base);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          cookie,
          'x-request-id': id,
          'x-forwarded-for': randomIp(),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
      },
    );
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error('slow POST timed out')));
    req.write(text.slice(0, half));
    finish = () => req.end(text.slice(half));
  });
  return { answer, finish: () => finish() };
}

/** A request on a brand-new connection (no keep-alive reuse): resolves with the status or the error code. */
function freshConnectionGet(base: string, path: string): Promise<number | string> {
  const url = new URL(path, base);
  return new Promise((resolve) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, agent: false, timeout: 5_000 },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.end();
  });
}

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.stop();
});

/** Buys the PDF pack with the built-in test provider, so /api/generate-pdf renders it. */
async function buyPack(base: string, payer: Session) {
  const payment = await call(base, 'POST', '/api/create-pdf-payment', {
    cookie: payer.cookie,
    body: {},
    ip: randomIp(),
  });
  expect(payment.status, payment.body).toBe(200);
  const paid = await call(base, 'POST', `/api/test-payments/${payment.json.paymentIntentId}/complete`, {
    cookie: payer.cookie,
    body: { clientSecret: payment.json.clientSecret, outcome: 'succeed' },
  });
  expect(paid.status, paid.body).toBe(200);
  const confirmed = await call(base, 'POST', '/api/confirm-payment', {
    cookie: payer.cookie,
    body: { paymentIntentId: payment.json.paymentIntentId },
  });
  expect(confirmed.json?.status).toBe('paid');
}

describe('SIGTERM on PostgreSQL', () => {
  let db: TempDatabase;
  let proxy: TcpProxy;
  let server: SpawnedServer;
  let user: Session;
  let payers: Session[];

  beforeAll(async () => {
    db = await createTempDatabase('shutdown');
    proxy = await startTcpProxy();
    // LOG_LEVEL=debug: the test reads 'incoming request' lines (logged at debug) to know what is in flight.
    server = await spawnServer({
      env: { DATABASE_URL: db.urlVia(proxy.port), SMTP_URL: smtp.url, LOG_LEVEL: 'debug' },
    });
    // Three paying users: a user has one job in the pool at a time (decision 046), so the packs
    // in flight at SIGTERM are theirs, one each.
    payers = [];
    for (const n of [1, 2, 3]) {
      const payer = await signInOverSmtp(server.url, smtp, `shutdown-${n}@example.com`);
      await buildTreeOfEight(server.url, payer);
      await buyPack(server.url, payer);
      payers.push(payer);
    }
    user = payers[0]!;
    const warm = await call(server.url, 'POST', '/api/generate-pdf', { cookie: user.cookie, ip: randomIp() });
    expect(warm.status, warm.body.slice(0, 200)).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it('finishes the requests in flight with 2xx, refuses new ones, closes the database and exits 0', async () => {
    const slowId = requestId('slow-upload');
    const slow = slowPost(server.url, '/api/family-members', user.cookie, slowId, {
      relationship: 'sibling',
      firstName: 'Late',
      lastName: 'Arrival',
      notes: 'x'.repeat(2000),
    });
    const pdfIds = payers.map((_, i) => requestId(`pdf-${i}`));
    const readIds = Array.from({ length: 10 }, (_, i) => requestId(`read-${i}`));
    const pdfs = pdfIds.map((id, i) =>
      call(server.url, 'POST', '/api/generate-pdf', {
        cookie: payers[i]!.cookie,
        ip: randomIp(),
        headers: { 'x-request-id': id },
      }),
    );
    const reads = readIds.map((id) =>
      call(server.url, 'GET', '/api/family-members', { cookie: user.cookie, headers: { 'x-request-id': id } }),
    );
    await waitUntilReceived(server, [slowId, ...pdfIds, ...readIds]);

    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await sleep(300);
    const newRequest = await freshConnectionGet(server.url, '/healthz');
    slow.finish();

    const [slowAnswer, pdfAnswers, readAnswers] = await Promise.all([
      slow.answer,
      Promise.all(pdfs),
      Promise.all(reads),
    ]);
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
    const exitMs = Date.now() - signalledAt;

    // In flight before SIGTERM: all answered 2xx.
    expect(slowAnswer.status, slowAnswer.body).toBe(201);
    for (const r of pdfAnswers) {
      expect(r.status, r.body.slice(0, 200)).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/pdf');
      expect(r.body.startsWith('%PDF')).toBe(true);
    }
    for (const r of readAnswers) expect(r.status, r.body).toBe(200);
    // After SIGTERM: a new connection is refused (or told 503), never served.
    expect(['ECONNREFUSED', 503], `a new request after SIGTERM got ${newRequest}`).toContain(newRequest);
    // The process ends by itself with 0, not through main.ts's 10 s force timer (exit 1): the
    // in-flight requests were answered with keep-alive, so their idle connections must be closed.
    expect(exit, `no exit within 15 s of SIGTERM:\n${server.output().slice(-2000)}`).not.toBeNull();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(11_000);
    expect(server.output()).toContain('shutting down');
    // The database pool was ended: every connection closed with Terminate, none left open.
    await sleep(200);
    expect(proxy.openCount()).toBe(0);
    const cut = proxy.connections.filter((c) => !c.clientSentTerminate);
    expect(cut.map((c) => `connection ${c.id} was cut without Terminate`)).toEqual([]);
    // The slow write is stored.
    const stored = await db.query('select id from family_members where first_name = $1 and last_name = $2', [
      'Late',
      'Arrival',
    ]);
    expect(stored).toHaveLength(1);
  });
});

describe('SIGTERM on PGlite', () => {
  let dataDir: string;
  let server: SpawnedServer | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fbr-shutdown-pglite-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('during a burst of writes: exits 0, and a restart on the same data directory has every acknowledged write', async () => {
    server = await spawnServer({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url } });
    const user = await signInOverSmtp(server.url, smtp, 'shutdown-pglite@example.com');
    await addMember(server.url, user, { relationship: 'self' });
    const acked = new Set<string>();
    const deleted = new Set<string>();
    let stop = false;
    const base = server.url;
    // The tree holds at most 20 siblings (decision 048): each writer keeps at most 4 of its own,
    // deleting its oldest before adding more, so the burst is of creates and deletes alike.
    const writer = async (w: number) => {
      const mine: string[] = [];
      for (let i = 0; !stop && i < 200; i++) {
        const removing = mine.length >= 4 ? mine.shift()! : null;
        try {
          const res = removing
            ? await call(base, 'DELETE', `/api/family-members/${removing}`, { cookie: user.cookie, timeoutMs: 10_000 })
            : await call(base, 'POST', '/api/family-members', {
                cookie: user.cookie,
                body: { relationship: 'sibling', firstName: `S${w}-${i}`, lastName: 'Walsh' },
                timeoutMs: 10_000,
              });
          if (removing && (res.status === 200 || res.status === 204)) {
            acked.delete(removing);
            deleted.add(removing);
          } else if (!removing && res.status === 201) {
            acked.add(res.json.id);
            mine.push(res.json.id);
          } else if (res.status === 503) {
            // Closing: no longer taking requests. A delete it refused left the member stored.
            return;
          } else throw new Error(`unexpected ${res.status} ${res.body}`);
        } catch (err) {
          if ((err as Error).message.startsWith('unexpected')) throw err;
          // Connection refused or closed: the server has stopped taking requests. A delete cut off
          // may or may not have happened, so that member is expected neither way.
          if (removing) acked.delete(removing);
          return;
        }
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));
    await sleep(800);
    server.signal('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(15_000).then(() => null)]);
    stop = true;
    await writers;
    expect(exit, `no clean exit within 15 s:\n${server.output().slice(-2000)}`).toEqual({ code: 0, signal: null });
    expect(acked.size).toBeGreaterThan(0);

    server = await spawnServer({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url } });
    const tree = await call(server.url, 'GET', '/api/family-members', { cookie: user.cookie });
    expect(tree.status).toBe(200);
    const ids = new Set((tree.json as { id: string }[]).map((m) => m.id));
    expect([...acked].filter((id) => !ids.has(id))).toEqual([]);
    expect([...deleted].filter((id) => ids.has(id))).toEqual([]);
  });
});
