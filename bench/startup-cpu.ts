/**
 * PGlite start-up of one or more server bundles, in turns (issue 33): wall time from spawn to the
 * first `GET /healthz` 200 and the CPU the process had used by then (all its threads,
 * /proc/<pid>/task/<tid>/schedstat), for an empty data directory and then a restart on it; a bare
 * PGlite open (bench/pglite-open.ts) of an existing directory in each turn as the reference. On a
 * busy host the wall time follows the load; the CPU time hardly does. Not part of `npm run bench`.
 *
 *   node bench/startup-cpu.ts <bundle main.mjs> [<another main.mjs> …]    (TURNS=4 by default)
 *
 * The bundles find their PGlite template and client through src/server/paths.ts (two folders above
 * main.mjs), as bench/server-cost.ts --root lays them out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from '#tests/reliability/support/server.ts';
import { onCpuNs } from './cpu-share.ts';
import { probe, productionServerEnv } from './startup.ts';

const TURNS = Number(process.env.TURNS ?? 4);

const cpuMs = (pid: number) => onCpuNs(pid) / 1e6;

/** Wall and CPU milliseconds from spawn to the first 200, then a clean stop. */
async function start(entry: string, dataDir: string): Promise<{ wall: number; cpu: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: { ...productionServerEnv(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let result: { wall: number; cpu: number } | null = null;
  while (performance.now() - t0 < 60_000 && child.exitCode === null) {
    if ((await probe(port)) === 200) {
      result = { wall: performance.now() - t0, cpu: cpuMs(child.pid!) };
      break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill('SIGTERM');
  await exited;
  if (!result) throw new Error(`${entry} did not answer within 60 s:\n${stderr}`);
  return result;
}

async function bareOpen(dir: string): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['bench/pglite-open.ts', dir], { cwd: REPO_ROOT, stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return performance.now() - t0;
}

const entries = process.argv.slice(2);
if (entries.length === 0) throw new Error('usage: node bench/startup-cpu.ts <main.mjs> [<main.mjs> …]');
const rows = new Map<string, number[]>();
const add = (key: string, value: number) => rows.set(key, [...(rows.get(key) ?? []), value]);
const dirs: string[] = [];
const loadAtStart = loadavg()[0];
try {
  for (let turn = 0; turn < TURNS; turn++) {
    for (const entry of entries) {
      const dir = mkdtempSync(join(tmpdir(), 'startup-cpu-'));
      dirs.push(dir);
      for (const kind of ['empty data directory', 'restart']) {
        const { wall, cpu } = await start(entry, dir);
        add(`${entry}, ${kind}: wall`, wall);
        add(`${entry}, ${kind}: CPU`, cpu);
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'startup-cpu-'));
    dirs.push(dir);
    await bareOpen(dir);
    add('bare PGlite open, existing directory: wall', await bareOpen(dir));
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(
  `${TURNS} turns; 1-minute load average ${loadAtStart.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`,
);
for (const [key, values] of rows)
  console.log(`${key} median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`);
