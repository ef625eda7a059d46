/**
 * API throughput and latency: the production server on PostgreSQL against a bare Fastify + pg
 * server running the same SQL, both measured with autocannon in the same run: closed loop at 100
 * connections (throughput), and open loop at a fixed arrival rate for the calls the dashboard
 * makes when it opens (latency below saturation).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import autocannon, { type Result } from 'autocannon';
import { session, user } from '#server/db/schema.ts';
import { treeAndRouteQuery } from '#server/modules/family/lineage-service.ts';
import { lockStateQuery } from '#server/modules/family/lock-service.ts';
import { membersJson } from '#server/modules/family/members-json.ts';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { call, signInOverSmtp, type Session } from '#tests/reliability/support/http.ts';
import { createTempDatabase, type TempDatabase } from '#tests/reliability/support/postgres.ts';
import { freePort, REPO_ROOT, spawnServer, type SpawnedServer } from '#tests/reliability/support/server.ts';
import { buildTreeOfEight } from '#tests/reliability/support/tree.ts';
import { cpuSeconds, pinLoadAwayFromServer } from './cpu-share.ts';
import { openLoop, type OpenLoopFigures } from './open-loop.ts';

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

/**
 * The SQL of the app's GET /api/family-members for one user (its members as one JSON value), for the
 * bare server. The app reads that value as text and sends it once checked (src/server/http/checked-json.ts);
 * the twin reads it as pg reads a json column, parsed, and Fastify stringifies it, as a bare route does.
 */
export function membersSql(): string {
  return drizzle
    .mock()
    .select({ members: membersJson.as('members') })
    .from(user)
    .where(eq(user.id, 'x'))
    .toSQL().sql;
}

type Query = { sql: string; params: unknown[] };
/** What the bare twin runs for each dashboard call, in the app's order (see bench/bare-server.ts). */
export type DashboardQueries = {
  session: Query;
  treeAndRoute: Query;
  treeLock: Query;
};

/**
 * The SQL the app runs for the dashboard's calls, built with drizzle as the app builds it, for one
 * user and session token: the session lookup of src/server/auth/session-lookup.ts (every call),
 * then the members with the chosen grandparent (GET /api/family-tree/eligibility, treeAndRouteQuery
 * in src/server/modules/family/lineage-service.ts), or the lock row with the orders that lock the
 * tree or will (GET /api/family-tree-lock, lockStateQuery in src/server/modules/family/lock-service.ts).
 */
export function dashboardQueries(userId: string, token: string): DashboardQueries {
  const db = drizzle.mock();
  const text = (q: { toSQL(): Query }) => {
    const { sql, params } = q.toSQL();
    return { sql, params };
  };
  return {
    session: text(
      db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          image: user.image,
          isAdmin: user.isAdmin,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .where(eq(session.token, token))
        .limit(1),
    ),
    treeAndRoute: text(treeAndRouteQuery(db, userId)),
    treeLock: text(lockStateQuery(db, userId)),
  };
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
  const token = await app.db.query<{ token: string }>('select token from session where user_id = $1 limit 1', [
    app.user.userId,
  ]);
  const [program, ...args] = [...wrapper, process.execPath, 'bench/bare-server.ts'];
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      BARE_DATABASE_URL: app.db.url,
      BARE_MEMBERS_SQL: membersSql(),
      // As a bare route writes it (JSON.stringify leaves € as it is), not the app's one-byte text (oneByteJson).
      BARE_PRICING_JSON: JSON.stringify(JSON.parse(pricing.body)),
      BARE_DASHBOARD_QUERIES: JSON.stringify(dashboardQueries(app.user.userId!, token[0].token)),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (wrapper.length ? 120_000 : 30_000);
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
        `expected 8 members from both servers, got ${fromApp.status} ${fromApp.json?.length} and ${fromBare.status} ${fromBare.json?.length}: ${fromBare.body.slice(0, 200)}`,
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

/** The calls the dashboard makes when it opens (its main view: the session, the tree card's eligibility and lock). */
export const DASHBOARD_CALLS = [
  { route: 'GET /api/session', app: '/api/session', bare: '/dashboard/session' },
  { route: 'GET /api/family-tree/eligibility', app: '/api/family-tree/eligibility', bare: '/dashboard/eligibility' },
  { route: 'GET /api/family-tree-lock', app: '/api/family-tree-lock', bare: '/dashboard/tree-lock' },
] as const;

export type OpenLoopRow = {
  route: string;
  bareCapacity: number;
  /** The app's own capacity on the route (closed loop, as the twin's): the rate is this share of it. */
  appCapacity: number;
  /** The app and the twin at half the twin's capacity (the same rate for both). */
  app: OpenLoopFigures;
  bare: OpenLoopFigures;
  /** CPU time per request at that rate, in µs, of the app's and the twin's process. */
  appCpuUs: number;
  bareCpuUs: number;
  /** The app at half of its own capacity (issue 33: each server at half of what it can serve). */
  appOwn: OpenLoopFigures;
  appOwnCpuUs: number;
};

/** The pinning used for the whole fixed-rate section (bench/cpu-share.ts), and one row per call. */
export type OpenLoopSection = { pinning: string; rows: OpenLoopRow[] };

/** Runs the open loop against a server and divides the server's CPU time by the requests it got. */
async function openLoopWithCpu(
  pid: number,
  url: string,
  opts: Parameters<typeof openLoop>[1],
): Promise<[OpenLoopFigures, number]> {
  const before = cpuSeconds(pid);
  const figures = await openLoop(url, opts);
  return [figures, ((cpuSeconds(pid) - before) / figures.sentWithWarmUp) * 1e6];
}

/**
 * Each dashboard call at a fixed arrival rate: half of what the bare twin answers at saturation
 * (autocannon, 100 connections), then the app and the twin at that rate (bench/open-loop.ts), then
 * the app at half of its own capacity, so each server is also judged at half of what it can serve.
 * The server under test has core 0 to itself while the generator and PostgreSQL share the rest.
 */
export async function runDashboardOpenLoop(app: ProductionApp, log: (line: string) => void): Promise<OpenLoopSection> {
  const bare = await startBare(app);
  const pinning = pinLoadAwayFromServer();
  try {
    const appPid = app.server.child.pid!;
    pinning.isolate(appPid);
    pinning.isolate(bare.pid);
    log(`  pinning: ${pinning.description}`);
    const cookie = { cookie: app.user.cookie };
    const rows: OpenLoopRow[] = [];
    for (const c of DASHBOARD_CALLS) {
      const fromApp = await call(app.server.url, 'GET', c.app, cookie);
      const fromBare = await call(bare.url, 'GET', c.bare);
      if (fromApp.status !== 200 || fromBare.status !== 200 || !fromBare.json?.user) {
        throw new Error(`${c.route}: app ${fromApp.status}, bare ${fromBare.status} ${fromBare.body.slice(0, 200)}`);
      }
      log(`  ${c.route}: bare capacity …`);
      const capacity = await measure(`${bare.url}${c.bare}`);
      log(`  ${c.route}: app capacity …`);
      const appCapacity = await measure(`${app.server.url}${c.app}`, cookie);
      const rate = Math.max(1, Math.floor(capacity.rps / 2));
      const opts = { rate, seconds: DURATION_S, warmUpSeconds: WARM_UP_S };
      log(`  ${c.route}: app at ${rate} req/s …`);
      const [appFigures, appCpuUs] = await openLoopWithCpu(appPid, `${app.server.url}${c.app}`, {
        ...opts,
        headers: cookie,
      });
      log(`  ${c.route}: bare at ${rate} req/s …`);
      const [bareFigures, bareCpuUs] = await openLoopWithCpu(bare.pid, `${bare.url}${c.bare}`, opts);
      const ownRate = Math.max(1, Math.floor(appCapacity.rps / 2));
      log(`  ${c.route}: app at half its own capacity, ${ownRate} req/s …`);
      const [appOwn, appOwnCpuUs] = await openLoopWithCpu(appPid, `${app.server.url}${c.app}`, {
        ...opts,
        rate: ownRate,
        headers: cookie,
      });
      rows.push({
        route: c.route,
        bareCapacity: capacity.rps,
        appCapacity: appCapacity.rps,
        app: appFigures,
        bare: bareFigures,
        appCpuUs,
        bareCpuUs,
        appOwn,
        appOwnCpuUs,
      });
    }
    return { pinning: pinning.description, rows };
  } finally {
    pinning.release();
    await bare.stop();
  }
}
