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
