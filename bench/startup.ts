/**
 * Start-up time: from spawning `node dist/server/main.mjs` (what `npm start` runs, production mode) to the first answered
 * request (GET /healthz → 200; the server listens only after migrating), on PGlite and on
 * PostgreSQL, each with an empty database (migrations run) and with an existing one (a restart).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { createTempDatabase } from '#tests/reliability/support/postgres.ts';
import { freePort, REPO_ROOT } from '#tests/reliability/support/server.ts';

export const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

export type StartupRow = { scenario: string; runsMs: number[]; medianMs: number; maxMs: number };

/** The environment of a production server on `port` (what `npm start` runs), its log at warnings only. */
export function productionServerEnv(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    ...COMPANY_ENV,
  };
}

/** One GET /healthz on a fresh connection (Connection: close), resolving with the status or 0 on error. */
export function probe(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

/** Milliseconds from spawn to the first 200, then a clean stop. */
export async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: REPO_ROOT,
    env: { ...productionServerEnv(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let elapsed = -1;
  const deadline = start + 60_000;
  while (performance.now() < deadline && child.exitCode === null) {
    if ((await probe(port)) === 200) {
      elapsed = performance.now() - start;
      break;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
  if (elapsed < 0) throw new Error(`the server did not answer within 60 s:\n${stderr}`);
  return elapsed;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const row = (scenario: string, runsMs: number[]): StartupRow => ({
  scenario,
  runsMs,
  medianMs: median(runsMs),
  maxMs: Math.max(...runsMs),
});

export async function runStartupBench(log: (line: string) => void): Promise<StartupRow[]> {
  const rows: StartupRow[] = [];

  // PGlite: a new data directory each run, then restarts on one that exists.
  const fresh: number[] = [];
  const dirs: string[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'fbr-bench-pglite-'));
    dirs.push(dir);
    fresh.push(await timeOneStart({ DATA_DIR: dir }));
  }
  rows.push(row('PGlite, empty data directory (creates and migrates)', fresh));
  log(`  PGlite fresh: ${fresh.map((m) => m.toFixed(0)).join(', ')} ms`);
  const again: number[] = [];
  for (let i = 0; i < STARTUP_RUNS; i++) again.push(await timeOneStart({ DATA_DIR: dirs[0] }));
  rows.push(row('PGlite, existing data directory (restart)', again));
  log(`  PGlite restart: ${again.map((m) => m.toFixed(0)).join(', ')} ms`);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });

  // PostgreSQL: a new database each run, then restarts on one that is migrated.
  const pgFresh: number[] = [];
  const databases = [];
  try {
    for (let i = 0; i < STARTUP_RUNS; i++) {
      const db = await createTempDatabase('benchstart');
      databases.push(db);
      pgFresh.push(await timeOneStart({ DATABASE_URL: db.url }));
    }
    rows.push(row('PostgreSQL, empty database (migrates)', pgFresh));
    log(`  PostgreSQL fresh: ${pgFresh.map((m) => m.toFixed(0)).join(', ')} ms`);
    const pgAgain: number[] = [];
    for (let i = 0; i < STARTUP_RUNS; i++) pgAgain.push(await timeOneStart({ DATABASE_URL: databases[0].url }));
    rows.push(row('PostgreSQL, migrated database (restart)', pgAgain));
    log(`  PostgreSQL restart: ${pgAgain.map((m) => m.toFixed(0)).join(', ')} ms`);
  } finally {
    for (const db of databases) await db.drop();
  }
  return rows;
}
