import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id'),
    q1: text('q1', { enum: ['yes', 'no'] }).notNull(),
    q2: text('q2', { enum: ['yes', 'no'] }),
    q3: text('q3', { enum: ['yes', 'no'] }),
    q4: text('q4', { enum: ['yes', 'no'] }),
    reason: text('reason', {
      enum: ['born_in_ireland', 'already_citizen', 'eligible', 'not_eligible'],
    }).notNull(),
    isEligible: boolean('is_eligible').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('eligibility_checks_user_id_idx').on(t.userId),
    index('eligibility_checks_created_at_idx').on(t.createdAt),
  ],
);
