/**
 * What an operator watches (docs/decisions/055-operators-eyes.md): request latency by route and
 * status, the job pool's jobs and saturation, the outbox's depth and its oldest message, and the
 * database pool, in the Prometheus text format. One registry per app, so tests that build several
 * apps in one process do not share counters.
 */
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { rowsOf, type Database } from '#server/db/client.ts';
import { requestHistogram } from './request-histogram.ts';

/** Seconds; the upper bounds of the request histogram's buckets. */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type JobOutcome = 'ok' | 'timeout' | 'failed';

export type Metrics = {
  registry: Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  observeJob: (job: string, outcome: JobOutcome, seconds: number) => void;
};

type Sources = {
  database: Database;
  /** The job pool's threads and its queue, read at each scrape. */
  jobLoad: () => { running: number; waiting: number; threads: number };
};

export function createMetrics({ database, jobLoad }: Sources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = requestHistogram(
    registry,
    'http_request_duration_seconds',
    'Time to answer a request, by route pattern and status.',
    REQUEST_BUCKETS,
  );
  const jobs = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a PDF pack or GEDCOM job ran in its worker thread, by outcome.',
    labelNames: ['job', 'outcome'],
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Jobs that timed out or failed in their worker thread.',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });

  const pool = (name: string, help: string, read: (load: ReturnType<Sources['jobLoad']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(jobLoad()));
      },
    });
  pool('job_pool_running', 'Jobs running in worker threads now.', (l) => l.running);
  pool('job_pool_waiting', 'Jobs waiting for a worker thread.', (l) => l.waiting);
  pool('job_pool_utilisation', 'Share of the worker threads busy (0 to 1).', (l) =>
    l.threads > 0 ? l.running / l.threads : 0,
  );

  new Gauge({
    name: 'email_outbox_messages',
    help: 'Messages in the email outbox by status (sent ones are not counted).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await outboxCounts(database);
      this.reset();
      for (const status of ['pending', 'sending', 'failed'] as const) this.set({ status }, counts[status]);
    },
  });
  new Gauge({
    name: 'email_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest message still to send (0 when none).',
    registers: [registry],
    async collect() {
      this.set((await outboxCounts(database)).oldestAgeSeconds);
    },
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on PGlite, which has one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.reset();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  return {
    registry,
    observeRequest: requests.observe,
    observeJob: (job, outcome, seconds) => {
      jobs.observe({ job, outcome }, seconds);
      if (outcome !== 'ok') jobFailures.inc({ job, outcome });
    },
  };
}

type OutboxCounts = { pending: number; sending: number; failed: number; oldestAgeSeconds: number };

/** One query per scrape, shared by the two outbox gauges (they collect in the same tick). */
const outboxScrapes = new WeakMap<Database, Promise<OutboxCounts>>();

function outboxCounts(database: Database): Promise<OutboxCounts> {
  const inFlight = outboxScrapes.get(database);
  if (inFlight) return inFlight;
  const scrape = readOutbox(database).finally(() => outboxScrapes.delete(database));
  outboxScrapes.set(database, scrape);
  return scrape;
}

async function readOutbox(database: Database): Promise<OutboxCounts> {
  const result = await database.db.execute(sql`
    select count(*) filter (where status = 'pending') as pending,
           count(*) filter (where status = 'sending') as sending,
           count(*) filter (where status = 'failed') as failed,
           extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending'))) as oldest
      from email_outbox
     where status in ('pending', 'sending', 'failed')`);
  const [row] = rowsOf<{ pending: unknown; sending: unknown; failed: unknown; oldest: unknown }>(result);
  return {
    pending: Number(row?.pending ?? 0),
    sending: Number(row?.sending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
