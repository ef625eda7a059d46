import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type RunningServer = { url: string; port: number; output: () => string; stop(): Promise<void> };

/** Starts the server bundle that `npm start` runs (built by the global setup) and waits until /readyz answers. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become ready:\n${log}`);
  return {
    url,
    port,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type MailingServer = { url: string; smtp: TestSmtp; stop(): Promise<void> };

/** A server of its own, with a fresh PGlite directory and a local SMTP server whose mail the test reads. */
export async function startServerWithSmtp(env: Record<string, string>): Promise<MailingServer> {
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  const server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, ...env });
  return {
    url: server.url,
    smtp,
    async stop() {
      await server.stop();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
