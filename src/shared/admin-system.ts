import { z } from 'zod';

/**
 * GET /api/admin/system: the admin 'System' tab (docs/decisions/055-operators-eyes.md). The
 * scheduler's jobs and their recent runs (docs/decisions/057-one-scheduler-and-the-retention-periods.md),
 * the email outbox's failed messages, and a few figures at a glance. Times are ISO strings.
 */

const runCounts = z.record(z.string(), z.number());

export const adminScheduledJob = z.object({
  /** The job's name in the scheduler ('email-outbox'). */
  name: z.string(),
  /** What it does, in plain words ('Send queued emails'). */
  label: z.string(),
  everySeconds: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** null before its first run. */
  lastOutcome: z.enum(['ok', 'failed']).nullable(),
  lastCounts: runCounts.nullable(),
  lastError: z.string().nullable(),
  nextRunAt: z.string(),
  /** An instance is running it now. */
  running: z.boolean(),
});
export type AdminScheduledJob = z.infer<typeof adminScheduledJob>;

export const adminJobRun = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  outcome: z.enum(['ok', 'failed']),
  counts: runCounts,
  error: z.string().nullable(),
});
export type AdminJobRun = z.infer<typeof adminJobRun>;

/** A message the outbox gave up on after its attempts. Admins see recipients elsewhere too (users, orders). */
export const adminFailedEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFailedEmail = z.infer<typeof adminFailedEmail>;

export const adminSystemResponse = z.object({
  /** The server's time when it answered: ages and 'next run' count from it. */
  generatedAt: z.string(),
  jobs: z.array(adminScheduledJob),
  /** The last 20 runs that did something or failed, newest first. */
  recentRuns: z.array(adminJobRun),
  /** At most 100, newest first; `failedTotal` counts them all. */
  failedEmails: z.array(adminFailedEmail),
  glance: z.object({
    outbox: z.object({
      pending: z.number().int(),
      failedTotal: z.number().int(),
      /** Seconds since the oldest message still to send was queued; null when none waits. */
      oldestUnsentSeconds: z.number().nullable(),
    }),
    jobPool: z.object({ running: z.number().int(), waiting: z.number().int(), threads: z.number().int() }),
    /** Requests answered since this server process started, and their 95th percentile time. */
    requests: z.object({ count: z.number().int(), p95Seconds: z.number().nullable() }),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      /** PostgreSQL's pool; null on PGlite (one connection). */
      pool: z.object({ total: z.number().int(), idle: z.number().int(), waiting: z.number().int() }).nullable(),
    }),
  }),
});
export type AdminSystem = z.infer<typeof adminSystemResponse>;

export const adminOutboxIdParams = z.object({ id: z.uuid('Message not found') });

/** POST /api/admin/system/outbox/:id/retry: the message, pending again. */
export const adminRetryEmailResponse = z.object({
  id: z.string(),
  status: z.literal('pending'),
  nextAttemptAt: z.string(),
});
