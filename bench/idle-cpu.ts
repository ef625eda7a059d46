/**
 * What the production server costs while nobody uses it: its CPU time per second with no request,
 * by thread (its timers and the scheduler's ticks, decision 080). Work done on every tick is also
 * charged to every request of a CPU-per-request measure at a low rate (`npm run bench:ci` sends 500
 * a second), and on PGlite it runs on the server's own thread. Not part of `npm run bench`.
 *
 *   node bench/idle-cpu.ts [--postgres] [--seconds=N] [--app=NAME ...]
 *
 * --postgres: a new database on the machine's PostgreSQL server (default: PGlite in a new data
 * directory). --app=NAME: dist/NAME/main.mjs (repeatable, measured in turns; default the build in
 * dist/server, `npm run build`). Each server first gets 8 seconds to finish starting.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY_ENV } from '#tests/support/company-env.ts';
import { startSmtp } from '#tests/support/smtp.ts';
import { createTempDatabase } from '#tests/reliability/support/postgres.ts';
import { REPO_ROOT, spawnServer } from '#tests/reliability/support/server.ts';
import { onCpuByThread } from './cpu-share.ts';

const arg = (name: string) => process.argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.split('=')[1]);
const POSTGRES = process.argv.includes('--postgres');
const SECONDS = Number(arg('seconds')[0] ?? 20);
const APPS = arg('app').length ? arg('app') : ['server'];
const SETTLE_MS = 8_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const smtp = await startSmtp();
try {
  for (const name of APPS) {
    const db = POSTGRES ? await createTempDatabase('idle') : null;
    const server = await spawnServer({
      bundle: true,
      wrapper: [process.execPath, join(REPO_ROOT, 'dist', name, 'main.mjs'), '--'],
      env: {
        NODE_ENV: 'production',
        SMTP_URL: smtp.url,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'info',
        ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: mkdtempSync(join(tmpdir(), 'idle-cpu-')) }),
        ...COMPANY_ENV,
      },
      timeoutMs: 120_000,
    });
    try {
      await sleep(SETTLE_MS);
      const pid = server.child.pid!;
      const before = onCpuByThread(pid);
      await sleep(SECONDS * 1000);
      const after = onCpuByThread(pid);
      const perSecond = (ns: number) => (ns / 1e6 / SECONDS).toFixed(2);
      const threads = [...after]
        .map(([thread, [ns]]) => [thread, ns - (before.get(thread)?.[0] ?? 0)] as const)
        .filter(([, ns]) => ns > 0)
        .sort((a, b) => b[1] - a[1]);
      const total = threads.reduce((sum, [, ns]) => sum + ns, 0);
      console.log(
        `dist/${name} on ${db ? 'PostgreSQL' : 'PGlite'}, idle for ${SECONDS} s: ${perSecond(total)} ms of CPU a second` +
          ` (${threads.map(([thread, ns]) => `${thread} ${perSecond(ns)}`).join(', ')})`,
      );
    } finally {
      await server.stop();
      await db?.drop();
    }
  }
} finally {
  await smtp.stop();
}
