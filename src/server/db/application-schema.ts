import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ITEM_STATUSES, TIMELINE_STEPS, type CertificateCheck } from '#domain/application/model.ts';
import { user } from './auth-schema.ts';
import { bytea } from './claims-schema.ts';

/** A note that resolved a mismatch flag; it holds while the flag's message is the one resolved. */
export type StoredResolution = { flagId: string; note: string; at: string; message: string };

/**
 * What the user recorded on one item of 'Your Application' (issue 21, decision 034). Items are
 * derived from the tree; a row exists once the user has done something with the item, keyed by
 * the item's key. A document DFA asked for that no rule lists has its title here (`extraTitle`).
 * Deleted with the account.
 */
export const applicationItems = pgTable(
  'application_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('needed'),
    neededAt: timestamp('needed_at', { withTimezone: true }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    inHandAt: timestamp('in_hand_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    orderedWhere: text('ordered_where'),
    orderedOn: date('ordered_on', { mode: 'string' }),
    expectedBy: date('expected_by', { mode: 'string' }),
    orderReference: text('order_reference'),
    check: jsonb('check').$type<CertificateCheck>(),
    resolutions: jsonb('resolutions').$type<StoredResolution[]>().notNull().default([]),
    notApplicableReason: text('not_applicable_reason'),
    notApplicableAt: timestamp('not_applicable_at', { withTimezone: true }),
    requestedOn: date('requested_on', { mode: 'string' }),
    requestedText: text('requested_text'),
    extraTitle: text('extra_title'),
    /** The expected-by date a 'not yet in hand' reminder was sent for (sent once per date). */
    reminderSentFor: date('reminder_sent_for', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

/** The posted application: one per user. */
export const applications = pgTable('applications', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  postedOn: date('posted_on', { mode: 'string' }).notNull(),
  signedOn: date('signed_on', { mode: 'string' }).notNull(),
  trackingNumber: text('tracking_number'),
  dfaReference: text('dfa_reference'),
  /** The gate's answer when it was first posted (the guarantee reads it). */
  readyWhenPosted: boolean('ready_when_posted').notNull(),
  missingWhenPosted: jsonb('missing_when_posted').$type<string[]>().notNull().default([]),
  reviewReminderSentAt: timestamp('review_reminder_sent_at', { withTimezone: true }),
  lapseReminderSentAt: timestamp('lapse_reminder_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The timeline after posting, one row per step. */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    step: text('step', { enum: TIMELINE_STEPS }).notNull(),
    on: date('on', { mode: 'string' }).notNull(),
    requested: text('requested'),
    itemKeys: jsonb('item_keys').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_steps_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A scan or photo of a certificate: its metadata; the bytes are in the blob store under `storageKey`
 * (docs/decisions/047-scans-in-a-blob-store.md), never under the web root, deleted with the account.
 * `content` held the bytes before that decision: a row still holding them is moved out at start-up,
 * and a later migration drops the column.
 */
export const applicationScans = pgTable(
  'application_scans',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key'),
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

/**
 * Blobs (a key, or a prefix ending in '/') to delete from the blob store once the transaction that
 * removed their rows has committed: written in that transaction, so a crash between the commit and
 * the deletion leaves a row to retry, never an unreachable file (docs/decisions/047-scans-in-a-blob-store.md).
 */
export const blobDeletions = pgTable('blob_deletions', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
