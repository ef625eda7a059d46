import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '#server/db/client.ts';
import { LETTERS } from '../support/claims.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call, signInOverSmtp, type Session } from './support/http.ts';
import { createTempDatabase, PG_SERVER_URL, type TempDatabase } from './support/postgres.ts';
import { REPO_ROOT, spawnServer, type SpawnedServer } from './support/server.ts';
import { buildTreeOfEight } from './support/tree.ts';

/**
 * Issue 31 item 6 (docs/decisions/054-backups.md): a backup taken with `npm run backup` of a
 * populated instance, restored with `npm run restore` into a fresh database and blob folder, holds
 * every row and every scan: the restored instance answers the same user, tree, order, payment,
 * claim and scans, byte for byte. On PGlite (the service stopped) and on PostgreSQL (pg_dump while
 * the service runs).
 */

type Manifest = {
  database: 'postgres' | 'pglite';
  tables: Record<string, number>;
  blobs: { store: 'folder'; files: Array<{ key: string; size: number; sha256: string }> };
};

const TABLES_SQL = `select table_schema as s, table_name as t from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`;

/** Every table's row count, read by the test itself (not by the script under test). */
async function countAll(query: (text: string) => Promise<Array<Record<string, unknown>>>) {
  const counts: Record<string, number> = {};
  for (const { s, t } of (await query(TABLES_SQL)) as Array<{ s: string; t: string }>) {
    counts[`${s}.${t}`] = Number((await query(`select count(*)::int as n from "${s}"."${t}"`))[0].n);
  }
  return counts;
}

async function pgliteCounts(dataDir: string) {
  const database = await openDatabase({ dataDir, pgliteTemplate: null });
  try {
    return await countAll(async (text) => rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(text))));
  } finally {
    await database.close();
  }
}

/** Runs scripts/backup.ts as an operator would (npm run backup / restore), with the instance's settings. */
function runScript(command: 'backup' | 'restore', folder: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/backup.ts', command, folder], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A scan as a phone or scanner would give it: a PDF header and random bytes, or a PNG. */
const scans = [
  {
    fileName: 'birth-cert.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]),
  },
  {
    fileName: 'marriage.pdf',
    type: 'application/pdf',
    bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(70_000)]),
  },
  { fileName: 'photo-id.png', type: 'image/png', bytes: LETTERS.png },
];

type Seen = {
  members: unknown;
  orders: unknown;
  claims: Array<{ id: string; decisionDate: string; application: unknown; orders: unknown }>;
  items: Array<{ key: string; scan: unknown }>;
  scanKeys: string[];
};

/** Populates an instance through its API: a user with a tree, three scans, a paid PDF pack and a claim. */
async function populate(base: string, user: Session): Promise<Seen> {
  const today = new Date().toISOString().slice(0, 10);
  await buildTreeOfEight(base, user);
  const workspace = await call(base, 'GET', '/api/application', { cookie: user.cookie });
  expect(workspace.status, workspace.body.slice(0, 200)).toBe(200);
  const scanKeys = (workspace.json.items as Array<{ key: string; needsCheck: boolean }>)
    .filter((i) => i.needsCheck)
    .slice(0, scans.length)
    .map((i) => i.key);
  expect(scanKeys).toHaveLength(scans.length);
  for (const [i, key] of scanKeys.entries()) {
    const form = new FormData();
    form.append('scan', new Blob([new Uint8Array(scans[i].bytes)], { type: scans[i].type }), scans[i].fileName);
    const res = await fetch(`${base}/api/application/items/${key}/scan`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: base },
      body: form,
    });
    expect(res.status, (await res.text()).slice(0, 200)).toBe(200);
  }

  const payment = await call(base, 'POST', '/api/create-pdf-payment', { cookie: user.cookie, body: {} });
  expect(payment.status, payment.body).toBe(200);
  await call(base, 'POST', `/api/test-payments/${payment.json.paymentIntentId}/complete`, {
    cookie: user.cookie,
    body: { clientSecret: payment.json.clientSecret, outcome: 'succeed' },
  });
  const confirmed = await call(base, 'POST', '/api/confirm-payment', {
    cookie: user.cookie,
    body: { paymentIntentId: payment.json.paymentIntentId },
  });
  expect(confirmed.json?.status, confirmed.body).toBe('paid');

  // The tracker and a guarantee claim: its letter is bytes in a table row (decision 053).
  const tracker: Array<[string, string, object]> = [
    ['PUT', '/api/application/posting', { postedOn: today, signedOn: today }],
    ['POST', '/api/application/timeline', { step: 'refused', on: today }],
    ['POST', '/api/application/timeline', { step: 'review_requested', on: today }],
    ['POST', '/api/application/timeline', { step: 'refused', on: today }],
  ];
  for (const [method, path, body] of tracker) {
    const res = await call(base, method, path, { cookie: user.cookie, body, headers: { origin: base } });
    expect(res.status, `${method} ${path} ${res.body}`).toBeLessThan(300);
  }
  const claim = new FormData();
  claim.append('order', `pdf:${payment.json.orderId}`);
  claim.append('decisionDate', today);
  claim.append('letter', new Blob([new Uint8Array(LETTERS.pdf)], { type: 'application/pdf' }), 'refusal.pdf');
  const filed = await fetch(`${base}/api/claims`, {
    method: 'POST',
    headers: { cookie: user.cookie, origin: base },
    body: claim,
  });
  expect(filed.status, (await filed.clone().text()).slice(0, 300)).toBe(201);
  return { ...(await look(base, user)), scanKeys };
}

/** What the user sees: the tree, the orders, the claims and the items with their scans. */
async function look(base: string, user: Session): Promise<Omit<Seen, 'scanKeys'>> {
  const get = async (path: string) => {
    const res = await call(base, 'GET', path, { cookie: user.cookie });
    expect(res.status, `${path} ${res.body.slice(0, 200)}`).toBe(200);
    return res.json;
  };
  const workspace = await get('/api/application');
  return {
    members: await get('/api/family-members'),
    orders: await get('/api/pdf-orders'),
    claims: await get('/api/claims'),
    items: (workspace.items as Array<{ key: string; scan: unknown }>).map(({ key, scan }) => ({ key, scan })),
  };
}

const download = async (base: string, user: Session, path: string) => {
  const res = await fetch(base + path, { headers: { cookie: user.cookie } });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

type Store = {
  name: 'PGlite' | 'PostgreSQL';
  /** The instance's database settings (DATA_DIR always holds the scans). */
  env(dataDir: string): Promise<Record<string, string>>;
  counts(dataDir: string, env: Record<string, string>): Promise<Record<string, number>>;
  /** PGlite's folder cannot be copied while the service writes to it; pg_dump runs beside it. */
  stopBeforeBackup: boolean;
  cleanup(): Promise<void>;
};

function pgliteStore(): Store {
  return {
    name: 'PGlite',
    env: async (dataDir) => ({ DATA_DIR: dataDir }),
    counts: (dataDir) => pgliteCounts(dataDir),
    stopBeforeBackup: true,
    cleanup: async () => {},
  };
}

function postgresStore(): Store {
  const databases: TempDatabase[] = [];
  return {
    name: 'PostgreSQL',
    async env(dataDir) {
      const db = await createTempDatabase('backup');
      databases.push(db);
      return { DATA_DIR: dataDir, DATABASE_URL: db.url };
    },
    counts: async (_dataDir, env) => {
      const db = databases.find((d) => d.url === env.DATABASE_URL)!;
      return countAll((text) => db.query(text));
    },
    stopBeforeBackup: false,
    cleanup: async () => {
      for (const db of databases) await db.drop().catch(() => {});
    },
  };
}

/** The client tools the PostgreSQL half needs, named when missing instead of skipping quietly. */
function missingPostgresTools(): string | null {
  const missing = ['pg_dump', 'pg_restore'].filter((tool) => spawnSync(tool, ['--version']).status !== 0);
  return missing.length
    ? `${missing.join(' and ')} not found on this machine: install the PostgreSQL client tools (apt-get install postgresql-client) to back up PostgreSQL (server ${PG_SERVER_URL}).`
    : null;
}

let smtp: TestSmtp;
const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['PGlite', pgliteStore],
  ['PostgreSQL', postgresStore],
] as const)('backup and restore on %s', (_name, makeStore) => {
  const store = makeStore();
  let servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await store.cleanup();
  });

  it(`${store.name}: restores every row and every scan into a fresh instance`, async () => {
    if (store.name === 'PostgreSQL') {
      const missing = missingPostgresTools();
      if (missing) throw new Error(missing);
    }
    const dataA = tempDir('backup-a-');
    const envA = { ...(await store.env(dataA)), SMTP_URL: smtp.url };
    const a = await spawnServer({ env: envA });
    servers.push(a);
    const user = await signInOverSmtp(a.url, smtp, `backup.${store.name.toLowerCase()}@example.com`);
    const before = await populate(a.url, user);
    expect(before.items.filter((i) => i.scan !== null)).toHaveLength(scans.length);
    const scansBefore = await Promise.all(
      before.scanKeys.map((key) => download(a.url, user, `/api/application/items/${key}/scan`)),
    );
    scansBefore.forEach((bytes, i) => expect(bytes.equals(scans[i].bytes)).toBe(true));

    if (store.stopBeforeBackup) expect((await a.stop()).code).toBe(0);
    const folder = join(tempDir('backup-out-'), 'backup');
    const backedUp = await runScript('backup', folder, envA);
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain(`scans: ${scans.length} files`);
    if (!store.stopBeforeBackup) expect((await a.stop()).code).toBe(0);

    const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database).toBe(store.name === 'PGlite' ? 'pglite' : 'postgres');
    // The rows the test made are in the backup's own count.
    expect(manifest.tables).toMatchObject({
      'public.family_members': 8,
      'public.application_scans': scans.length,
      'public.application_steps': 4,
      'public.pdf_orders': 1,
      'public.test_payment_intents': 1,
      'public.guarantee_claims': 1,
      'public.guarantee_claim_evidence': 1,
    });
    expect(manifest.tables['public.user']).toBeGreaterThanOrEqual(1);
    expect(manifest.blobs.files.map((f) => f.size).sort((x, y) => x - y)).toEqual(
      scans.map((s) => s.bytes.length).sort((x, y) => x - y),
    );
    if (store.stopBeforeBackup) expect(await store.counts(dataA, envA)).toEqual(manifest.tables);

    // A fresh database and an empty blob folder.
    const dataB = tempDir('backup-b-');
    const envB = { ...(await store.env(dataB)), SMTP_URL: smtp.url };
    const restored = await runScript('restore', folder, envB);
    expect(restored.code, restored.output).toBe(0);
    // Every table, counted by the test before the restored instance starts (and writes anything).
    expect(await store.counts(dataB, envB)).toEqual(manifest.tables);
    for (const file of manifest.blobs.files) {
      const copy = readFileSync(join(dataB, 'blobs', ...file.key.split('/')));
      expect(copy.equals(readFileSync(join(dataA, 'blobs', ...file.key.split('/'))))).toBe(true);
    }

    // The restored instance: the same session still signs the user in, and they find everything.
    const b = await spawnServer({ env: envB });
    servers.push(b);
    const after = await look(b.url, user);
    expect(after).toEqual({
      members: before.members,
      orders: before.orders,
      claims: before.claims,
      items: before.items,
    });
    for (const [i, key] of before.scanKeys.entries()) {
      const bytes = await download(b.url, user, `/api/application/items/${key}/scan`);
      expect(bytes.equals(scans[i].bytes), `scan ${scans[i].fileName}`).toBe(true);
    }
    const letter = await download(b.url, user, `/api/claims/${before.claims[0].id}/letter`);
    expect(letter.equals(LETTERS.pdf)).toBe(true);

    // Restoring over data is refused: into the same database and folder again.
    const again = await runScript('restore', folder, envB);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds|has \d+ tables already|holds a database already/);
    expect((await b.stop()).code).toBe(0);
    servers = [];
    expect(existsSync(join(dataB, 'postmaster.pid'))).toBe(false);
    // Two server starts and three PGlite opens: more than the default budget on a busy machine.
  }, 300_000);
});
