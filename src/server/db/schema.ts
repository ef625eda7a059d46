import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

export * from './auth-schema.ts';
export * from './tree-schema.ts';
export * from './profile-schema.ts';
export * from './orders-schema.ts';
export * from './claims-schema.ts';
export * from './admin-counts-schema.ts';
export * from './application-schema.ts';
export * from './scheduler-schema.ts';

export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
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

/** The current cookie choice of a signed-in user (spec: 'Server consent record'). */
export const userConsents = pgTable('user_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  consentCookiesNecessary: boolean('consent_cookies_necessary').notNull().default(true),
  consentCookiesAnalytics: boolean('consent_cookies_analytics').notNull().default(false),
  consentCookiesMarketing: boolean('consent_cookies_marketing').notNull().default(false),
  consentThirdPartySharing: boolean('consent_third_party_sharing').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of consent with its time, so the product can show when consent was given. */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    necessary: boolean('necessary').notNull(),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    thirdPartySharing: boolean('third_party_sharing').notNull(),
    /** 'lapsed': marketing consent past its retention period (the retention job, not the person). */
    source: text('source', { enum: ['banner', 'settings', 'lapsed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_id_idx').on(t.userId, t.createdAt)],
);

/** Development only: mail that would have been sent, listed at /dev/mailbox (never in production). */
export const devMailbox = pgTable('dev_mailbox', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
