import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/support/test-database.ts';
import type { Database } from '#server/db/client.ts';
import { scheduledJobRuns, scheduledJobs } from '#server/db/schema.ts';
import { createScheduler, type ScheduledJob } from './scheduler.ts';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-11-27T09:00:00Z');

describe('the scheduler (docs/decisions/057-one-scheduler-and-the-retention-periods.md)', () => {
  let database: Database;
  let clock: Date;
  const now = () => clock;

  beforeEach(async () => {
    await database?.close();
    database = await createTestDatabase();
    clock = T0;
  });
  afterAll(() => database?.close());

  const instance = (jobs: ScheduledJob[]) => createScheduler({ db: database.db, log, jobs, now });
  const jobRow = async (name: string) =>
    (await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]!;
  const runsOf = (name: string) => database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, name));

  it('runs a due job on one instance only when two tick at once, and again once per period', async () => {
    let runs = 0;
    const job = (): ScheduledJob => ({
      name: 'count',
      everySeconds: 60,
      run: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 50));
        return { counted: 1 };
      },
    });
    const a = instance([job()]);
    const b = instance([job()]);
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    expect(runs).toBe(1);

    clock = new Date(T0.getTime() + 30_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(1);

    clock = new Date(T0.getTime() + 60_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toBe(2);
    expect(await runsOf('count')).toHaveLength(2);
    expect(await jobRow('count')).toMatchObject({
      lastOutcome: 'ok',
      lastCounts: { counted: 1 },
      leaseUntil: null,
      nextRunAt: new Date(T0.getTime() + 120_000),
    });
  });

  it('records a run with its counts, start and end; a run with nothing to do only updates the job', async () => {
    let found = 0;
    const s = instance([{ name: 'sweep', everySeconds: 10, run: async () => ({ found }) }]);
    await s.tick();
    expect(await runsOf('sweep')).toHaveLength(0);
    expect(await jobRow('sweep')).toMatchObject({ lastOutcome: 'ok', lastCounts: { found: 0 }, lastStartedAt: T0 });

    found = 3;
    clock = new Date(T0.getTime() + 10_000);
    await s.tick();
    const [run] = await runsOf('sweep');
    expect(run).toMatchObject({
      outcome: 'ok',
      counts: { found: 3 },
      startedAt: clock,
      finishedAt: clock,
      error: null,
    });
  });

  it('records a failed run with its error, and tries again at the next period', async () => {
    let fail = true;
    const s = instance([
      {
        name: 'flaky',
        everySeconds: 60,
        run: async () => {
          if (fail) throw new Error('SMTP server refused the connection');
          return { sent: 1 };
        },
      },
    ]);
    await s.tick();
    expect(await runsOf('flaky')).toMatchObject([
      { outcome: 'failed', error: 'SMTP server refused the connection', counts: {} },
    ]);
    expect(await jobRow('flaky')).toMatchObject({ lastOutcome: 'failed', leaseUntil: null });

    fail = false;
    clock = new Date(T0.getTime() + 60_000);
    await s.tick();
    expect(await jobRow('flaky')).toMatchObject({ lastOutcome: 'ok', lastError: null, lastCounts: { sent: 1 } });
  });

  it('leaves a job that another instance is running alone until its lease runs out', async () => {
    let release!: () => void;
    const stuck = new Promise<void>((r) => (release = r));
    let started = 0;
    const job = (wait: boolean): ScheduledJob => ({
      name: 'long',
      everySeconds: 60,
      leaseSeconds: 120,
      run: async () => {
        started++;
        if (wait) await stuck;
        return { done: 1 };
      },
    });
    const a = instance([job(true)]);
    const b = instance([job(false)]);
    const running = a.tick();
    await expect.poll(() => started).toBe(1);

    clock = new Date(T0.getTime() + 90_000); // due again, but a's lease (120 s) holds
    await b.tick();
    expect(started).toBe(1);

    clock = new Date(T0.getTime() + 121_000); // a's instance died or hangs: b takes over
    await b.tick();
    expect(started).toBe(2);
    release();
    await running;
  });

  it('keeps a job’s next run when an instance restarts, and a new job waits for its first delay', async () => {
    const job: ScheduledJob = { name: 'daily', everySeconds: 86_400, firstRunAfterSeconds: 300, run: async () => ({}) };
    await instance([job]).tick();
    expect((await jobRow('daily')).lastStartedAt).toBeNull();
    clock = new Date(T0.getTime() + 300_000);
    await instance([job]).tick();
    expect((await jobRow('daily')).lastStartedAt).toEqual(clock);
    clock = new Date(T0.getTime() + 600_000);
    await instance([job]).tick(); // a restart: the next run stays a day after the last one
    expect((await jobRow('daily')).nextRunAt).toEqual(new Date(T0.getTime() + 300_000 + 86_400_000));
  });

  it('writes nothing while no job is due: one question per tick, a claim only for a due job (decision 080)', async () => {
    let claims = 0;
    // A claim is the scheduler's one write outside a transaction (the run is recorded in one).
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'update') claims++;
        return Reflect.get(target, key, receiver);
      },
    });
    const job = (name: string, everySeconds: number): ScheduledJob => ({ name, everySeconds, run: async () => ({}) });
    const s = createScheduler({ db, log, jobs: [job('outbox', 2), job('hourly', 3_600), job('daily', 86_400)], now });
    await s.tick();
    expect(claims).toBe(3); // each new job is due at once

    claims = 0;
    for (const seconds of [1, 1.5, 1.9]) {
      clock = new Date(T0.getTime() + seconds * 1000);
      await s.tick();
    }
    expect(claims).toBe(0);

    clock = new Date(T0.getTime() + 2_000);
    await s.tick();
    expect(claims).toBe(1);
    expect((await jobRow('outbox')).lastStartedAt).toEqual(clock);
    expect((await jobRow('hourly')).lastStartedAt).toEqual(T0);
  });

  it('logs and waits for the next tick when the database cannot say which jobs are due', async () => {
    const errors: string[] = [];
    const failing = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line).msg) });
    const s = createScheduler({
      db: database.db,
      log: failing,
      jobs: [{ name: 'x', everySeconds: 1, run: async () => ({}) }],
      now,
    });
    await s.tick();
    await database.close();
    await expect(s.tick()).resolves.toBeUndefined();
    expect(errors).toEqual(['scheduler could not read which jobs are due; it tries again at the next tick']);
    database = await createTestDatabase();
  });
});
