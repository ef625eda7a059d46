/**
 * The admin 'System' tab (docs/decisions/055-operators-eyes.md): the scheduler's jobs and runs
 * (docs/decisions/057-one-scheduler-and-the-retention-periods.md), the outbox's failed messages,
 * and a few figures read from the same metrics registry `/metrics` serves.
 */
import { and, count, desc, eq, inArray, min } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import type { AdminSystem } from '#shared/admin-system.ts';
import type { Database, Db } from '#server/db/client.ts';
import { emailOutbox, scheduledJobRuns, scheduledJobs } from '#server/db/schema.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { JobPool } from '#server/jobs/job-pool.ts';
import type { Metrics } from '#server/metrics/metrics.ts';
import { recordAdminAction, type AuditActor } from './audit.ts';

/** What the System tab reads besides the database: the app's metrics, its database and job pool. */
export type SystemSources = {
  metrics: Pick<Metrics, 'registry'>;
  database: Pick<Database, 'kind' | 'poolStats'>;
  jobs: Pick<JobPool, 'load'>;
};

/** Each job of src/server/scheduler/jobs.ts in plain words; a job this build no longer has shows its name. */
const JOB_LABELS: Record<string, string> = {
  'email-outbox': 'Send queued emails',
  'application-reminders': "Queue 'Your Application' reminders",
  'retention-inactive-accounts': 'Warn, then delete accounts inactive for 3 years',
  'retention-marketing-consent': 'Lapse marketing consent after 2 years',
  'retention-old-records': 'Anonymise assessments and payment records after 7 years',
  'retention-trim-logs': 'Trim database logs after 90 days',
};
export const jobLabel = (name: string) => JOB_LABELS[name] ?? name;

const RECENT_RUNS = 20;
const FAILED_SHOWN = 100;

export async function getSystem(db: Db, sources: SystemSources, now: Date): Promise<AdminSystem> {
  const [jobs, runs, failed, [failedTotal], [unsent]] = await Promise.all([
    db.select().from(scheduledJobs).orderBy(scheduledJobs.everySeconds, scheduledJobs.name),
    db.select().from(scheduledJobRuns).orderBy(desc(scheduledJobRuns.startedAt)).limit(RECENT_RUNS),
    db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'failed'))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(FAILED_SHOWN),
    db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'failed')),
    db
      .select({ n: count(), oldest: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['pending', 'sending'])),
  ]);
  return {
    generatedAt: now.toISOString(),
    jobs: jobs.map((j) => ({
      name: j.name,
      label: jobLabel(j.name),
      everySeconds: j.everySeconds,
      lastStartedAt: j.lastStartedAt?.toISOString() ?? null,
      lastFinishedAt: j.lastFinishedAt?.toISOString() ?? null,
      lastOutcome: j.lastOutcome,
      lastCounts: j.lastCounts,
      lastError: j.lastError,
      nextRunAt: j.nextRunAt.toISOString(),
      running: j.leaseUntil !== null && j.leaseUntil > now,
    })),
    recentRuns: runs.map((r) => ({
      id: r.id,
      name: r.name,
      label: jobLabel(r.name),
      startedAt: r.startedAt.toISOString(),
      finishedAt: r.finishedAt.toISOString(),
      outcome: r.outcome,
      counts: r.counts,
      error: r.error,
    })),
    failedEmails: failed.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    glance: {
      outbox: {
        pending: unsent?.n ?? 0,
        failedTotal: failedTotal?.n ?? 0,
        oldestUnsentSeconds: unsent?.oldest
          ? Math.max(0, Math.round((now.getTime() - new Date(unsent.oldest).getTime()) / 1000))
          : null,
      },
      jobPool: sources.jobs.load(),
      requests: await requestTimes(sources.metrics.registry),
      database: { kind: sources.database.kind, pool: sources.database.poolStats() },
    },
  };
}

type HistogramValue = { value: number; labels: Record<string, string | number>; metricName?: string };

/**
 * The request count and 95th percentile since the process started, from the request histogram's
 * buckets summed over every route, interpolated inside the bucket as Prometheus's
 * histogram_quantile does.
 */
export async function requestTimes(registry: Registry): Promise<{ count: number; p95Seconds: number | null }> {
  const metric = registry.getSingleMetric('http_request_duration_seconds');
  if (!metric) return { count: 0, p95Seconds: null };
  const { values } = (await metric.get()) as { values: HistogramValue[] };
  const buckets = new Map<number, number>();
  for (const v of values) {
    if (!v.metricName?.endsWith('_bucket')) continue;
    const le = v.labels.le === '+Inf' ? Infinity : Number(v.labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + v.value);
  }
  const sorted = [...buckets].sort(([a], [b]) => a - b);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (total === 0) return { count: 0, p95Seconds: null };
  const rank = 0.95 * total;
  let lower = 0;
  let below = 0;
  for (const [le, cumulative] of sorted) {
    if (cumulative >= rank) {
      // Past the last finite bucket there is no upper edge: answer that bucket's lower edge.
      if (le === Infinity) return { count: total, p95Seconds: lower };
      const inBucket = cumulative - below;
      return { count: total, p95Seconds: inBucket > 0 ? lower + ((le - lower) * (rank - below)) / inBucket : le };
    }
    lower = le;
    below = cumulative;
  }
  return { count: total, p95Seconds: lower };
}

/**
 * A failed message is queued again: pending, due now, its attempts counted afresh. The change and
 * its admin_audit row commit together.
 */
export async function retryFailedEmail(db: Db, admin: AuditActor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts, lastError: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .for('update');
    if (!row) throw notFound('Message not found');
    if (row.status !== 'failed') {
      throw new AppError(409, `This message is ${row.status}, not failed: there is nothing to retry.`, 'NOT_FAILED');
    }
    const [updated] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id, nextAttemptAt: emailOutbox.nextAttemptAt });
    await recordAdminAction(tx, admin, 'email.retry', 'email_outbox', id, {
      attempts: row.attempts,
      lastError: row.lastError,
    });
    return { id: updated.id, status: 'pending' as const, nextAttemptAt: updated.nextAttemptAt.toISOString() };
  });
}
