/**
 * One home for time-based work (docs/decisions/057-one-scheduler-and-the-retention-periods.md):
 * named jobs, each due every so many seconds. Several instances may tick against one database;
 * a job runs on one of them at a time (its row is leased in PostgreSQL), and each run that did
 * something or failed is recorded with its counts.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { scheduledJobRuns, scheduledJobs } from '#server/db/schema.ts';

/** What a run did, as counts ('deleted: 3'); all zero means there was nothing to do. */
export type RunCounts = Record<string, number>;

export type ScheduledJob = {
  name: string;
  everySeconds: number;
  /** The first run on a new database waits this long after start (not in the start-up path). */
  firstRunAfterSeconds?: number;
  /** How long a run may take before another instance may take the job over; 10 minutes unless set. */
  leaseSeconds?: number;
  run(now: Date): Promise<RunCounts>;
};

export type Scheduler = {
  /** Runs every job that is due now and not leased by another instance; resolves when they end. */
  tick(): Promise<void>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

const DEFAULT_LEASE_SECONDS = 600;

export function createScheduler(opts: {
  db: Db;
  log: FastifyBaseLogger;
  jobs: readonly ScheduledJob[];
  /** The clock (tests move it). */
  now?: () => Date;
}): Scheduler {
  const { db, log, jobs } = opts;
  const clock = opts.now ?? (() => new Date());
  let registered: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const ticks = new Set<Promise<void>>();
  const running = new Set<string>();

  // A new job is due after its first delay; an existing one keeps its next run, with the period this build sets.
  const register = () =>
    (registered ??= (async () => {
      const now = clock();
      for (const job of jobs) {
        await db
          .insert(scheduledJobs)
          .values({
            name: job.name,
            everySeconds: job.everySeconds,
            nextRunAt: new Date(now.getTime() + (job.firstRunAfterSeconds ?? 0) * 1000),
          })
          .onConflictDoUpdate({ target: scheduledJobs.name, set: { everySeconds: job.everySeconds } });
      }
    })());

  // Which jobs are due, asked once per tick: nearly every tick has nothing to run, and asking each
  // job's claim instead cost a statement per job per second (docs/decisions/080-scheduler-asks-once-per-tick.md).
  const atNow = sql.placeholder('now');
  const dueJobs = db
    .select({ name: scheduledJobs.name })
    .from(scheduledJobs)
    .where(
      and(
        lte(scheduledJobs.nextRunAt, atNow),
        or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, atNow)),
      ),
    )
    .prepare('scheduled_jobs_due');

  async function claim(job: ScheduledJob, now: Date): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000);
    const claimed = await db
      .update(scheduledJobs)
      .set({ leaseUntil, lastStartedAt: now })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  }

  async function runOne(job: ScheduledJob) {
    const startedAt = clock();
    if (!(await claim(job, startedAt))) return;
    let counts: RunCounts = {};
    let error: string | null = null;
    try {
      counts = await job.run(startedAt);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'scheduled job failed');
    }
    const finishedAt = clock();
    const outcome = error ? 'failed' : 'ok';
    await db.transaction(async (tx) => {
      await tx
        .update(scheduledJobs)
        .set({
          leaseUntil: null,
          nextRunAt: new Date(startedAt.getTime() + job.everySeconds * 1000),
          lastFinishedAt: finishedAt,
          lastOutcome: outcome,
          lastError: error,
          lastCounts: counts,
        })
        .where(eq(scheduledJobs.name, job.name));
      if (error || Object.values(counts).some((n) => n > 0)) {
        await tx.insert(scheduledJobRuns).values({ name: job.name, startedAt, finishedAt, outcome, counts, error });
      }
    });
  }

  async function tick() {
    try {
      await register();
    } catch (err) {
      registered = null;
      log.error({ err }, 'scheduler could not register its jobs; it tries again at the next tick');
      return;
    }
    let due: Set<string>;
    try {
      due = new Set((await dueJobs.execute({ now: clock().toISOString() })).map((row) => row.name));
    } catch (err) {
      log.error({ err }, 'scheduler could not read which jobs are due; it tries again at the next tick');
      return;
    }
    // The claim below checks again, in the same statement that takes the lease: another instance
    // may have taken a job since.
    await Promise.all(
      jobs
        .filter((job) => due.has(job.name) && !running.has(job.name))
        .map(async (job) => {
          running.add(job.name);
          try {
            await runOne(job);
          } catch (err) {
            // The database did not answer the claim or the record: the job is tried at the next tick.
            log.error({ err, job: job.name }, 'scheduler could not run a job');
          } finally {
            running.delete(job.name);
          }
        }),
    );
  }

  return {
    tick,
    start(intervalMs = 1000) {
      timer = setInterval(() => {
        const run = tick().finally(() => ticks.delete(run));
        ticks.add(run);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...ticks]);
    },
  };
}
