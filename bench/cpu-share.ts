/**
 * Who gets which core during the fixed-rate test, and what each process spends (Linux only).
 *
 * On a small machine the load generator, PostgreSQL and the server under test compete for the
 * same cores, so a latency tail may be the generator's or the database's, not the server's. The
 * fixed-rate section therefore pins the server under test (the app or its bare twin) to core 0,
 * and this process (the generator) and every PostgreSQL process to the others, with `taskset`.
 * It reads each process's CPU time from /proc, so the report can say how much CPU a request
 * costs the app and the twin. Where `taskset` is missing or refused, nothing is pinned and the
 * report says so.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of utime and stime in /proc/<pid>/stat

/** User plus system CPU time of a process (all its threads), in seconds; 0 once it has exited. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * On-CPU time of a process, all its threads, in nanoseconds (/proc/<pid>/task/<tid>/schedstat:
 * finer than /proc/<pid>/stat's 10 ms ticks; a Node server's threads live as long as it does).
 */
export function onCpuNs(pid: number): number {
  let total = 0;
  for (const [ns] of onCpuByThread(pid).values()) total += ns;
  return total;
}

/** By thread name (main, V8 workers, libuv's pool…): on-CPU nanoseconds, then user and system ticks. */
export function onCpuByThread(pid: number): Map<string, [ns: number, user: number, system: number]> {
  const times = new Map<string, [number, number, number]>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const task = `/proc/${pid}/task/${tid}`;
      const ns = Number(readFileSync(`${task}/schedstat`, 'utf8').split(' ')[0]);
      const stat = readFileSync(`${task}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = readFileSync(`${task}/comm`, 'utf8').trim();
      const [ns0, user0, system0] = times.get(name) ?? [0, 0, 0];
      times.set(name, [ns0 + ns, user0 + Number(fields[11]), system0 + Number(fields[12])]);
    } catch {
      // the thread has just exited
    }
  }
  return times;
}

/** Every PostgreSQL process on the machine (the server and its backends). */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    })
    .map(Number);
}

function setAffinity(pid: number, cpus: string) {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cpus, String(pid)], { stdio: 'ignore' });
}

export type Pinning = {
  /** What the report prints: the cores given to each side, or why nothing was pinned. */
  description: string;
  /** Puts a server under test on its own core (a no-op when nothing is pinned). */
  isolate(pid: number): void;
  /** Gives every process touched back all cores. */
  release(): void;
};

/**
 * Pins this process and PostgreSQL (the postmaster too, so new backends inherit it) to cores 1…n-1;
 * servers passed to `isolate` get core 0.
 */
export function pinLoadAwayFromServer(): Pinning {
  const cores = availableParallelism();
  const all = `0-${cores - 1}`;
  const others = cores > 2 ? `1-${cores - 1}` : '1';
  const touched = new Set<number>();
  const unpinned = (why: string): Pinning => ({
    description: `not pinned (${why})`,
    isolate() {},
    release() {},
  });
  if (cores < 2) return unpinned('one core');
  try {
    for (const pid of [process.pid, ...postgresPids()]) {
      setAffinity(pid, others);
      touched.add(pid);
    }
  } catch (err) {
    for (const pid of touched) setAffinity(pid, all);
    return unpinned(`taskset: ${(err as Error).message.split('\n')[0]}`);
  }
  return {
    description: `server under test on core 0; load generator and PostgreSQL on core${cores > 2 ? 's' : ''} ${others}`,
    isolate(pid) {
      setAffinity(pid, '0');
      touched.add(pid);
    },
    release() {
      for (const pid of touched) {
        try {
          setAffinity(pid, all);
        } catch {
          // the process has exited
        }
      }
    },
  };
}
