import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The admin overview's counters, one row per Irish calendar day and measure (decision 033):
 * 'signups', 'check:<reason>', 'pdf_paid' and 'documents_paid' (count and amount in minor units).
 * Triggers on "user", eligibility_checks, pdf_orders and document_requests keep them in the same
 * transaction as every write (migration 0009); nothing in the app writes them.
 * A paid order without paid_at counts on the day '-infinity'.
 */
export const adminDailyCounts = pgTable(
  'admin_daily_counts',
  {
    day: date('day').notNull(),
    metric: text('metric').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);

/**
 * Each user's stage in 'Your Application' for the admin overview (decision 033, amended): the
 * latest timeline step, or 'gathering' for a user with items and no posting. Triggers on
 * application_items, applications and application_steps keep it (migration 0011). No foreign key:
 * the triggers remove the row, and take it off the count, when the user's rows go.
 */
export const adminApplicationStages = pgTable('admin_application_stages', {
  userId: text('user_id').primaryKey(),
  stage: text('stage').notNull(),
});

/** How many users are at each stage of admin_application_stages, kept by the same triggers. */
export const adminApplicationCounts = pgTable('admin_application_counts', {
  stage: text('stage').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
