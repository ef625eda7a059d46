import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const logFds = new Map<string, number>();
/** One append-mode descriptor per log file, closed when this process ends. */
function logFd(path: string): number {
  let fd = logFds.get(path);
  if (fd === undefined) {
    fd = openSync(path, 'a');
    logFds.set(path, fd);
    const opened = fd;
    process.once('exit', () => closeSync(opened));
  }
  return fd;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type SpawnedServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
  /** Sends a signal (SIGKILL, SIGTERM) to this process only. */
  signal(sig: NodeJS.Signals): void;
  /** SIGTERM, then SIGKILL after graceMs; resolves when it has exited. */
  stop(graceMs?: number): Promise<Exit>;
};

export type SpawnOptions = {
  env: Record<string, string>;
  port?: number;
  /** What to wait for before resolving: the readiness probe (default), liveness, or nothing. */
  waitFor?: 'readyz' | 'healthz' | 'none';
  timeoutMs?: number;
  /** APP_URL, when it should differ from http://127.0.0.1:<port> (e.g. http://localhost:<port>). */
  appUrl?: (port: number) => string;
  /** Write the process's output to this file instead of keeping it in memory (long load runs). */
  logFile?: string;
  /** Run the production bundle (dist/server/main.mjs, built by the caller) instead of the source. */
  bundle?: boolean;
  /** A program and its arguments to run node under (valgrind for `bench/instructions.ts`). */
  wrapper?: string[];
};

/**
 * Starts the real server (`node src/server/main.ts`, or its bundle) as a child process with the given
 * environment on 127.0.0.1, and waits until it answers.
 */
export async function spawnServer(opts: SpawnOptions): Promise<SpawnedServer> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const [program, ...args] = [
    ...(opts.wrapper ?? []),
    process.execPath,
    opts.bundle ? 'dist/server/main.mjs' : 'src/server/main.ts',
  ];
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: opts.appUrl ? opts.appUrl(port) : url,
      ...opts.env,
    },
    stdio: opts.logFile ? ['ignore', logFd(opts.logFile), logFd(opts.logFile)] : ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const server: SpawnedServer = {
    url,
    port,
    child,
    output: () => (opts.logFile ? readFileSync(opts.logFile, 'utf8').slice(-20_000) : log),
    exited,
    signal: (sig) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(sig);
    },
    async stop(graceMs = 12_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
  const waitFor = opts.waitFor ?? 'readyz';
  if (waitFor === 'none') return server;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let finished = false;
  void exited.then(() => (finished = true));
  while (Date.now() < deadline) {
    if (finished)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${server.output()}`);
    try {
      const res = await fetch(`${url}/${waitFor}`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return server;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready within ${opts.timeoutMs ?? 60_000} ms:\n${server.output()}`);
}
