/**
 * API throughput and latency: the production server on PostgreSQL against a bare Fastify + pg
 * server running the same SQL, both measured with autocannon in the same run.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import autocannon, { type Result } from 'autocannon';
import { familyMembers } from '#server/db/schema.ts';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { call, signInOverSmtp, type Session } from '#tests/reliability/support/http.ts';
import { createTempDatabase, type TempDatabase } from '#tests/reliability/support/postgres.ts';
import { freePort, REPO_ROOT, spawnServer, type SpawnedServer } from '#tests/reliability/support/server.ts';
import { buildTreeOfEight } from '#tests/reliability/support/tree.ts';

export const CONNECTIONS = 100;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARM_UP_S = 2;

export type LoadFigures = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};
export type ApiRow = { route: string; app: LoadFigures; bare: LoadFigures; ratio: number };

/** The exact SQL the app's listMembers runs (drizzle's own text), for the bare server. */
export function membersSql(): string {
  const db = drizzle.mock();
  return db
    .select()
    .from(familyMembers)
    .where(eq(familyMembers.userId, 'x'))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id))
    .toSQL().sql;
}

const figures = (r: Result): LoadFigures => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
});

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 15 });
  return figures(result);
}

/** Warm-up, then the measured run. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  await load(url, headers, WARM_UP_S);
  return load(url, headers, DURATION_S);
}

/** The app in production mode on a fresh PostgreSQL database, with SMTP for sign-in. */
export type ProductionApp = {
  server: SpawnedServer;
  db: TempDatabase;
  smtp: TestSmtp;
  appUrl: string;
  user: Session;
  /** The environment the server was started with, to start it again on the same database. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

export async function startProductionApp(
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<ProductionApp> {
  const db = await createTempDatabase('bench');
  const smtp = await startSmtp();
  let server: SpawnedServer | undefined;
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    ...COMPANY_ENV,
    ...extraEnv,
  };
  try {
    server = await spawnServer({ bundle: true, env, appUrl: (port) => `http://localhost:${port}`, logFile });
    const appUrl = server.url.replace('127.0.0.1', 'localhost');
    const user = await signInOverSmtp(server.url, smtp, 'bench.user@example.com', appUrl);
    const tree = await buildTreeOfEight(server.url, user);
    if (tree.length !== 8) throw new Error(`expected a tree of 8, got ${tree.length}`);
    const running = server;
    return {
      server,
      db,
      smtp,
      appUrl,
      user,
      env,
      async stop() {
        await running.stop(5_000);
        await smtp.stop();
        await db.drop();
      },
    };
  } catch (err) {
    await server?.stop(2_000);
    await smtp.stop();
    await db.drop();
    throw err;
  }
}

/** The bare twin (bench/bare-server.ts) on the app's database; `wrapper` runs it under another program (valgrind). */
export async function startBare(
  app: ProductionApp,
  wrapper: string[] = [],
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const pricing = await call(app.server.url, 'GET', '/api/pricing');
  const [program, ...args] = [...wrapper, process.execPath, 'bench/bare-server.ts'];
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BARE_DATABASE_URL: app.db.url,
      BARE_MEMBERS_SQL: membersSql(),
      BARE_PRICING_JSON: pricing.body,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (wrapper.length ? 120_000 : 10_000);
  for (let ready = false; !ready;) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the bare server did not answer /healthz in time');
    }
    ready = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Both routes, the app then the bare server for each, in one run. */
export async function runApiBench(app: ProductionApp, log: (line: string) => void): Promise<ApiRow[]> {
  const bare = await startBare(app);
  try {
    // Both answer the same 8 members before anything is measured.
    const fromApp = await call(app.server.url, 'GET', '/api/family-members', { cookie: app.user.cookie });
    const fromBare = await call(bare.url, 'GET', `/family-members?userId=${encodeURIComponent(app.user.userId!)}`);
    if (fromApp.json?.length !== 8 || fromBare.json?.length !== 8) {
      throw new Error(
        `expected 8 members from both servers, got ${fromApp.status} ${fromApp.json?.length} and ${fromBare.status} ${fromBare.json?.length}`,
      );
    }
    const rows: ApiRow[] = [];
    const cookie = { cookie: app.user.cookie };
    const pairs: [string, () => Promise<LoadFigures>, () => Promise<LoadFigures>][] = [
      [
        'GET /api/family-members (signed in, tree of 8)',
        () => measure(`${app.server.url}/api/family-members`, cookie),
        () => measure(`${bare.url}/family-members?userId=${encodeURIComponent(app.user.userId!)}`),
      ],
      ['GET /api/pricing', () => measure(`${app.server.url}/api/pricing`), () => measure(`${bare.url}/pricing`)],
    ];
    for (const [route, runApp, runBare] of pairs) {
      log(`  ${route}: app …`);
      const appFigures = await runApp();
      log(`  ${route}: bare …`);
      const bareFigures = await runBare();
      rows.push({ route, app: appFigures, bare: bareFigures, ratio: appFigures.rps / bareFigures.rps });
    }
    return rows;
  } finally {
    await bare.stop();
  }
}
