/**
 * Instructions per request, counted by valgrind's callgrind: the production server and its bare
 * twin (bench/bare-server.ts) each answer the same routes while callgrind counts the instructions
 * their main thread executes in user space. It moves less between runs of the same code than
 * requests per second on this shared 2-core machine, but it does move (stop 49, the twin's session
 * call: 226,382, 226,916 and 251,046 in three runs), so a change needs runs of its own and of the
 * twin beside it. V8's helper threads (concurrent marking, compiling) are left out: counted with
 * them, the app's session call read 546,640 to 678,534. The kernel's share (the socket write) is
 * not counted.
 *
 *   node bench/instructions.ts                  both routes, 5,000 requests each
 *   node bench/instructions.ts --requests=2000  fewer requests (the figure gets less precise)
 *   node bench/instructions.ts --dashboard      the dashboard's calls (DASHBOARD_CALLS in api.ts) instead
 *   node bench/instructions.ts --by-function    also each route's functions where the app spends the
 *                                               most instructions beyond the twin (bench/callgrind-functions.ts)
 *
 * Needs what `npm run bench` needs, plus valgrind (Debian's package) and a build (`npm run build`).
 * The user signs in and builds the tree of 8 on an ordinary server first; then the server starts
 * again under callgrind on the same database. Each route gets a warm-up (so the JIT has settled),
 * the counters are zeroed, the measured requests run, and the counters are dumped. About 5 minutes.
 * Not part of `npm run bench` or `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnServer } from '#tests/reliability/support/server.ts';
import { DASHBOARD_CALLS, startBare, startProductionApp } from './api.ts';
import { functionsOf } from './callgrind-functions.ts';

const DASHBOARD = process.argv.includes('--dashboard');
const BY_FUNCTION = process.argv.includes('--by-function');
// Each node started from here writes /tmp/perf-<pid>.map, which names its compiled JavaScript.
if (BY_FUNCTION) process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, '--perf-basic-prof'].filter(Boolean).join(' ');
const REQUESTS = Number(process.argv.find((a) => a.startsWith('--requests='))?.split('=')[1] ?? 5_000);
const WARM_UP = 3_000;
// Fewer connections than `npm run bench`: under callgrind a request takes about 50 times longer.
const CONNECTIONS = 20;

const dir = mkdtempSync(join(tmpdir(), 'instructions-'));
// valgrind names its control pipes after the USER and HOST it sees, and callgrind_control looks for
// them by its own, so the servers below and callgrind_control must see the same values; spawnServer
// starts the app with HOST=127.0.0.1.
process.env.USER ??= userInfo().username;
process.env.HOST = '127.0.0.1';
const callgrind = (name: string) => [
  'valgrind',
  '--tool=callgrind',
  // One dump per thread; the main thread's is the one whose name ends in -01.
  '--separate-threads=yes',
  `--callgrind-out-file=${join(dir, name)}`,
  `--log-file=${join(dir, `${name}.log`)}`,
];

/**
 * callgrind's "summary:" line of the main thread's next dump of `name`: the instructions counted
 * since the last zeroing. An idle process writes the dump a moment after callgrind_control
 * returns, so the file is awaited until its last line ("totals:") is there.
 */
async function dumpedInstructions(pid: number, name: string): Promise<{ instructions: number; file: string }> {
  const before = new Set(readdirSync(dir));
  execFileSync('callgrind_control', ['--dump', String(pid)], { stdio: 'ignore' });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const dump = readdirSync(dir).find((f) => f.startsWith(`${name}.`) && f.endsWith('-01') && !before.has(f));
    const text = dump ? readFileSync(join(dir, dump), 'utf8') : '';
    const summary = /^summary: (\d+)$/m.exec(text);
    if (summary && /^totals: \d+$/m.test(text)) return { instructions: Number(summary[1]), file: join(dir, dump!) };
  }
  throw new Error(`callgrind wrote no dump for ${name} in ${dir}`);
}

async function perRequest(
  pid: number,
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ instructions: number; file: string }> {
  await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, headers, timeout: 60 });
  execFileSync('callgrind_control', ['--zero', String(pid)], { stdio: 'ignore' });
  const run = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, headers, timeout: 60 });
  if (run.non2xx || run.errors || run.timeouts)
    throw new Error(`${url}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`);
  const dumped = await dumpedInstructions(pid, name);
  return { instructions: dumped.instructions / REQUESTS, file: dumped.file };
}

/** The functions where the app's main thread spends the most instructions per request beyond the twin's. */
function printByFunction(route: string, appDump: string, bareDump: string) {
  const ofApp = functionsOf(appDump);
  const ofBare = functionsOf(bareDump);
  const rows = [...new Set([...ofApp.keys(), ...ofBare.keys()])]
    .map((fn) => ({ fn, app: (ofApp.get(fn) ?? 0) / REQUESTS, bare: (ofBare.get(fn) ?? 0) / REQUESTS }))
    .sort((a, b) => b.app - b.bare - (a.app - a.bare))
    .slice(0, 15);
  const n = (x: number) => Math.round(x).toLocaleString('en');
  console.log(`\n${route}: own instructions per request, the 15 functions furthest above the twin\n`);
  console.log('| Function | App | Bare |\n|---|---|---|');
  for (const r of rows) console.log(`| ${r.fn.slice(0, 120).replaceAll('|', '\\|')} | ${n(r.app)} | ${n(r.bare)} |`);
}

execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
const app = await startProductionApp(join(dir, 'setup.log'));
await app.server.stop();
const server = await spawnServer({
  bundle: true,
  env: app.env,
  appUrl: (port) => `http://localhost:${port}`,
  logFile: join(dir, 'server.log'),
  wrapper: callgrind('app.out'),
  timeoutMs: 180_000,
});
const bare = await startBare({ ...app, server }, callgrind('bare.out'));
try {
  const cookie = { cookie: app.user.cookie };
  const routes: { route: string; app: string; bare: string; headers?: Record<string, string> }[] = DASHBOARD
    ? DASHBOARD_CALLS.map((c) => ({ ...c, headers: cookie }))
    : [
        {
          route: 'GET /api/family-members (signed in, tree of 8)',
          app: '/api/family-members',
          bare: `/family-members?userId=${encodeURIComponent(app.user.userId!)}`,
          headers: cookie,
        },
        { route: 'GET /api/pricing', app: '/api/pricing', bare: '/pricing' },
      ];
  const rows: {
    route: string;
    app: { instructions: number; file: string };
    bare: { instructions: number; file: string };
  }[] = [];
  for (const r of routes) {
    rows.push({
      route: r.route,
      app: await perRequest(server.child.pid!, 'app.out', `${server.url}${r.app}`, r.headers),
      bare: await perRequest(bare.pid, 'bare.out', `${bare.url}${r.bare}`),
    });
  }
  const n = (x: number) => Math.round(x).toLocaleString('en');
  console.log(
    `Instructions per request (callgrind, user space), ${n(REQUESTS)} requests after ${n(WARM_UP)} of warm-up, ${CONNECTIONS} connections\n`,
  );
  console.log('| Route | App | Bare | Bare ÷ app |\n|---|---|---|---|');
  for (const { route, app: ofApp, bare: ofBare } of rows)
    console.log(
      `| ${route} | ${n(ofApp.instructions)} | ${n(ofBare.instructions)} | ${(ofBare.instructions / ofApp.instructions).toFixed(2)} |`,
    );
  if (BY_FUNCTION) for (const r of rows) printByFunction(r.route, r.app.file, r.bare.file);
} finally {
  await bare.stop();
  await server.stop(30_000);
  await app.stop();
}
console.error(`callgrind dumps and logs in ${dir}`);
