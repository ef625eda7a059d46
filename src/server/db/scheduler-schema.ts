import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/**
 * The scheduler's named jobs (docs/decisions/057-one-scheduler-and-the-retention-periods.md): when
 * each runs next, the lease of the instance running it now, and how its last run ended.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while an instance runs the job; another instance may take it over once it has passed. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastOutcome: text('last_outcome', { enum: ['ok', 'failed'] }),
  lastError: text('last_error'),
  lastCounts: jsonb('last_counts').$type<Record<string, number>>(),
});

/** Each run that did something or failed (a run with nothing to do only updates its job's row). */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['ok', 'failed'] }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    error: text('error'),
  },
  (t) => [
    index('scheduled_job_runs_name_idx').on(t.name, t.startedAt),
    index('scheduled_job_runs_started_idx').on(t.startedAt),
  ],
);

/**
 * When each account last signed in, and when it was warned that inactivity will delete it: the
 * privacy policy's 'until deletion or 3 years after the last login'.
 */
export const accountActivity = pgTable(
  'account_activity',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
  },
  (t) => [index('account_activity_last_sign_in_idx').on(t.lastSignInAt)],
);
