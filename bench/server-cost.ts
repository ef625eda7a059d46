/**
 * Server CPU per request of one or more builds of the app against the bare twin, in turns, on one
 * database (issue 33, "find and remove each cost"). Each server under test is pinned to core 0
 * (bench/cpu-share.ts) and gets the same fixed arrival rate; its on-CPU time (all threads,
 * /proc/<pid>/task/<tid>/schedstat) is divided by the requests it got. Not part of `npm run bench`.
 *
 *   node bench/server-cost.ts [--build=NAME ...] [--rate=N] [--rounds=N] [--seconds=N] [--routes=a,b]
 *
 * --build=NAME bundles the current source into dist/NAME/ (two folders below the root, as
 * src/server/paths.ts expects) before the run; --app=NAME measures an existing dist/NAME/main.mjs
 * (repeatable, e.g. --app=cost-before --app=cost-after). Routes: session, eligibility, lock,
 * members (the twin: the session lookup, then the members' SQL), members-no-session (the twin: the
 * members' SQL alone; also closed loop, req/s), pricing (also closed loop). --profile=DIR: CPU profiles of the app(s)
 * (sampled every 100 µs). --app=NAME:quiet runs the build with LOG_LEVEL=warn (no access line).
 * --warm-up=N: each server answers N requests as fast as it can before a route's turns (as
 * `npm run bench:ci` does). --threads: each turn's CPU per request by thread, user and system time.
 * Each figure also gives PostgreSQL's CPU per request (all its processes) in the same turns.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { signInOverSmtp } from '#tests/reliability/support/http.ts';
import { createTempDatabase } from '#tests/reliability/support/postgres.ts';
import { REPO_ROOT, spawnServer, type SpawnedServer } from '#tests/reliability/support/server.ts';
import { buildTreeOfEight } from '#tests/reliability/support/tree.ts';
import { startBare, type ProductionApp } from './api.ts';
import { cpuSeconds, onCpuByThread, onCpuNs, pinLoadAwayFromServer, postgresPids } from './cpu-share.ts';
import { openLoop } from './open-loop.ts';

const arg = (name: string) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.split('=')[1]);
const RATE = Number(arg('rate')[0] ?? 1000);
const ROUNDS = Number(arg('rounds')[0] ?? 4);
const SECONDS = Number(arg('seconds')[0] ?? 3);
/** --profile=DIR: the servers under test write a CPU profile there when they stop (node --cpu-prof). */
const PROFILE = arg('profile')[0];
/**
 * --callgrind: the servers run under valgrind's callgrind and the measure is user-space instructions
 * per request (as bench/instructions.ts counts them: deterministic, blind to system calls), after a
 * warm-up, at 20 connections; --rounds and --seconds are then ignored, --requests=N (default 2,000).
 */
const CALLGRIND = process.argv.includes('--callgrind');
const REQUESTS = Number(arg('requests')[0] ?? 2_000);
const WARM_UP = Number(arg('warm-up')[0] ?? 0);
const THREADS = process.argv.includes('--threads');
const grindDir = mkdtempSync(join(tmpdir(), 'server-cost-grind-'));
if (CALLGRIND) {
  process.env.USER ??= userInfo().username;
  process.env.HOST = '127.0.0.1';
}
const ROUTES = (arg('routes')[0] ?? 'session,eligibility,lock,members,pricing').split(',');
/** The routes issue 33 also judges by requests per second at 100 connections (`npm run bench`'s API section). */
const CLOSED_LOOP = new Set(['pricing', 'members-no-session']);

/**
 * Where the bundles live: --root=DIR (default the repository). Another directory shields a long run
 * from a rebuild of dist/client by someone else: it needs dist/client and dist/ssr copied in, and
 * links to node_modules, content, config/coupons.dev.json and src/server/db/migrations.
 */
const ROOT = arg('root')[0] ?? REPO_ROOT;
for (const name of arg('build')) {
  await build({
    define: {},
    entryPoints: { main: 'src/server/main.ts', worker: 'src/server/jobs/worker.ts' },
    outdir: join(ROOT, 'dist', name),
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['@electric-sql/pglite', 'pdfkit', 'pg-native', 'pino-pretty', 'piscina'],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  console.error(`built ${ROOT}/dist/${name}`);
}
const builds = [...arg('build'), ...arg('app')];
if (builds.length === 0) throw new Error('name at least one --build=NAME or --app=NAME');

const CALLS: Record<string, { app: string; bare: (userId: string) => string }> = {
  session: { app: '/api/session', bare: () => '/dashboard/session' },
  eligibility: { app: '/api/family-tree/eligibility', bare: () => '/dashboard/eligibility' },
  lock: { app: '/api/family-tree-lock', bare: () => '/dashboard/tree-lock' },
  members: { app: '/api/family-members', bare: () => '/dashboard/family-members' },
  'members-no-session': {
    app: '/api/family-members',
    bare: (id) => `/family-members?userId=${encodeURIComponent(id)}`,
  },
  pricing: { app: '/api/pricing', bare: () => '/pricing' },
};

/** PostgreSQL's CPU time, all its processes, in seconds (10 ms ticks: whole turns only). */
const databaseCpu = () => postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** The server's CPU µs per request in one turn at the fixed rate, and the database's. */
async function cpuPerRequest(pid: number, url: string, seconds: number, headers?: Record<string, string>) {
  const before = onCpuNs(pid);
  const databaseBefore = databaseCpu();
  const threadsBefore = THREADS ? onCpuByThread(pid) : new Map<string, [number, number, number]>();
  const figures = await openLoop(url, { rate: RATE, seconds, warmUpSeconds: 0, headers });
  if (figures.non2xx || figures.errors)
    console.error(`warning: ${url}: ${figures.non2xx} non-2xx, ${figures.errors} errors`);
  if (THREADS) {
    const n = figures.sentWithWarmUp;
    const perThread = [...onCpuByThread(pid)].map(([name, [ns, user, system]]) => {
      const [ns0, user0, system0] = threadsBefore.get(name) ?? [0, 0, 0];
      const us = (x: number) => (x / n).toFixed(0);
      return `${name} ${us((ns - ns0) / 1000)} µs (user ${us((user - user0) * 10_000)}, system ${us((system - system0) * 10_000)})`;
    });
    console.error(url, perThread.filter((x) => !/ 0 µs/.test(x)).join(', '));
  }
  return {
    server: (onCpuNs(pid) - before) / 1000 / figures.sentWithWarmUp,
    database: ((databaseCpu() - databaseBefore) * 1e6) / figures.sentWithWarmUp,
  };
}

const safe = (name: string) => name.replace(/[^\w-]/g, '_');

/** callgrind's user-space instruction count per request, after a warm-up (as bench/instructions.ts). */
async function instructionsPerRequest(pid: number, name: string, url: string, headers?: Record<string, string>) {
  await autocannon({ url, connections: 20, amount: 1_000, headers, timeout: 60 });
  execFileSync('callgrind_control', ['--zero', String(pid)], { stdio: 'ignore' });
  const run = await autocannon({ url, connections: 20, amount: REQUESTS, headers, timeout: 60 });
  if (run.non2xx || run.errors || run.timeouts)
    console.error(`warning: ${url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  const before = new Set(readdirSync(grindDir));
  execFileSync('callgrind_control', ['--dump', String(pid)], { stdio: 'ignore' });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const dump = readdirSync(grindDir).find((f) => f.startsWith(`${name}.out.`) && !before.has(f));
    const text = dump ? readFileSync(join(grindDir, dump), 'utf8') : '';
    const summary = /^summary: (\d+)$/m.exec(text);
    if (summary && /^totals: \d+$/m.test(text)) return Number(summary[1]) / REQUESTS;
  }
  throw new Error(`callgrind wrote no dump for ${name} in ${grindDir}`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const db = await createTempDatabase('cost');
const smtp = await startSmtp();
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: db.url,
  SMTP_URL: smtp.url,
  AUTH_SECRET: randomBytes(32).toString('hex'),
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'info',
  ...COMPANY_ENV,
};
const servers: { name: string; server: SpawnedServer }[] = [];
const pinning = pinLoadAwayFromServer();
let bare: Awaited<ReturnType<typeof startBare>> | undefined;
try {
  for (const name of builds) {
    const server = await spawnServer({
      bundle: true,
      // node dist/NAME/main.mjs (the arguments after it are ignored by the server)
      wrapper: [
        ...(CALLGRIND
          ? [
              'valgrind',
              '--tool=callgrind',
              `--callgrind-out-file=${join(grindDir, `${safe(name)}.out`)}`,
              `--log-file=${join(grindDir, `${safe(name)}.log`)}`,
            ]
          : []),
        process.execPath,
        join(ROOT, 'dist', name.split(':')[0], 'main.mjs'),
        '--',
      ],
      timeoutMs: CALLGRIND ? 240_000 : 60_000,
      env: {
        ...env,
        ...(name.endsWith(':quiet') ? { LOG_LEVEL: 'warn' } : {}),
        ...(PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-interval=100 --cpu-prof-dir=${PROFILE}/${name}` } : {}),
      },
      appUrl: (port) => `http://localhost:${port}`,
      logFile: join(tmpdir(), `server-cost-${name}.log`),
    });
    servers.push({ name, server });
  }
  const first = servers[0].server;
  const appUrl = first.url.replace('127.0.0.1', 'localhost');
  const user = await signInOverSmtp(first.url, smtp, 'cost.user@example.com', appUrl);
  const tree = await buildTreeOfEight(first.url, user);
  if (tree.length !== 8) throw new Error(`expected a tree of 8, got ${tree.length}`);
  bare = await startBare(
    { server: first, db, user } as unknown as ProductionApp,
    CALLGRIND
      ? [
          'valgrind',
          '--tool=callgrind',
          `--callgrind-out-file=${join(grindDir, 'twin.out')}`,
          `--log-file=${join(grindDir, 'twin.log')}`,
        ]
      : [],
  );
  for (const { server } of servers) pinning.isolate(server.child.pid!);
  pinning.isolate(bare.pid);
  const cookie = { cookie: user.cookie };
  console.log(
    `load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${pinning.description}`,
  );
  console.log(`${ROUNDS} turns of ${SECONDS} s at ${RATE} req/s per server; CPU µs per request (median), ÷ twin`);
  for (const route of ROUTES) {
    const c = CALLS[route];
    const targets = [
      ...servers.map(({ name, server }) => ({
        name,
        pid: server.child.pid!,
        url: `${server.url}${c.app}`,
        headers: cookie,
      })),
      { name: 'twin', pid: bare.pid, url: `${bare.url}${c.bare(user.userId!)}`, headers: undefined },
    ];
    for (const t of targets) {
      const answer = await fetch(t.url, { headers: t.headers });
      const body = await answer.text();
      if (answer.status !== 200 || !body)
        throw new Error(`${t.name} ${route}: ${answer.status} '${body.slice(0, 200)}'`);
      if (WARM_UP) await autocannon({ url: t.url, connections: 10, amount: WARM_UP, headers: t.headers });
      await cpuPerRequest(t.pid, t.url, 1, t.headers); // warm-up
    }
    if (CALLGRIND) {
      const counts = new Map<string, number>();
      for (const t of targets)
        counts.set(
          t.name,
          await instructionsPerRequest(t.pid, t.name === 'twin' ? 'twin' : safe(t.name), t.url, t.headers),
        );
      const twinCount = counts.get('twin')!;
      console.log(
        `${route}: ${targets.map((t) => `${t.name} ${Math.round(counts.get(t.name)!).toLocaleString('en')}${t.name === 'twin' ? '' : ` (${(counts.get(t.name)! / twinCount).toFixed(2)}×)`}`).join(', ')} instructions per request`,
      );
      continue;
    }
    const us = new Map(targets.map((t) => [t.name, [] as number[]]));
    const databaseUs = new Map(targets.map((t) => [t.name, [] as number[]]));
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? [...targets].reverse() : targets;
      for (const t of order) {
        const { server, database } = await cpuPerRequest(t.pid, t.url, SECONDS, t.headers);
        us.get(t.name)!.push(server);
        databaseUs.get(t.name)!.push(database);
      }
    }
    const twin = us.get('twin')!;
    const line = targets
      .map((t) => {
        const xs = us.get(t.name)!;
        const ratio = t.name === 'twin' ? '' : ` (${median(xs.map((x, i) => x / twin[i])).toFixed(2)}×)`;
        return `${t.name} ${median(xs).toFixed(0)} µs${ratio} (PostgreSQL ${median(databaseUs.get(t.name)!).toFixed(0)} µs)`;
      })
      .join(', ');
    console.log(`${route}: ${line}   [load ${loadavg()[0].toFixed(2)}]`);
    if (CLOSED_LOOP.has(route)) {
      const rps = new Map(targets.map((t) => [t.name, [] as number[]]));
      for (let i = 0; i < 2; i++) {
        for (const t of i % 2 ? [...targets].reverse() : targets) {
          await autocannon({ url: t.url, connections: 100, duration: 2, headers: t.headers });
          const r = await autocannon({ url: t.url, connections: 100, duration: 5, headers: t.headers });
          rps.get(t.name)!.push(r.requests.average);
        }
      }
      const twinRps = rps.get('twin')!;
      console.log(
        `${route} req/s (100 connections, 2 turns of 5 s): ${targets
          .map((t) => {
            const xs = rps.get(t.name)!;
            const ratio = t.name === 'twin' ? '' : ` (${median(xs.map((x, i) => x / twinRps[i])).toFixed(2)} of twin)`;
            return `${t.name} ${Math.round(median(xs))}${ratio}`;
          })
          .join(', ')}   [load ${loadavg()[0].toFixed(2)}]`,
      );
    }
  }
} finally {
  pinning.release();
  await bare?.stop();
  for (const { server } of servers) await server.stop(5_000);
  await smtp.stop();
  await db.drop();
}
