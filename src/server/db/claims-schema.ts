import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CLAIM_STATUSES } from '#domain/guarantee/claims.ts';
import { user } from './auth-schema.ts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A success-guarantee claim. Like orders, claims are refund records kept for bookkeeping: when
 * the account is deleted the user link and the note are cleared and the evidence is deleted.
 */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('submitted'),
    /** The date on the refusal letter, as the claimant gave it. */
    decisionDate: date('decision_date', { mode: 'string' }).notNull(),
    note: text('note'),
    totalAmount: integer('total_amount').notNull(),
    currency: text('currency').notNull(),
    declineReason: text('decline_reason'),
    /** The payment provider's answer when it refused a refund (admins only). */
    refundError: text('refund_error'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guarantee_claims_user_idx').on(t.userId, t.createdAt),
    index('guarantee_claims_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The orders one claim covers. `open` is cleared when the claim is declined; the partial unique
 * index lets an order be in only one open claim, so it can never be refunded by two claims.
 */
export const guaranteeClaimOrders = pgTable(
  'guarantee_claim_orders',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
    orderType: text('order_type', { enum: ['pdf', 'document'] }).notNull(),
    orderId: uuid('order_id').notNull(),
    amount: integer('amount').notNull(),
    guaranteeTermsVersion: text('guarantee_terms_version').notNull(),
    open: boolean('open').notNull().default(true),
    /**
     * Part of the refund's idempotency key. It goes up only after the provider refused a refund
     * (so a retry is a new request, which Stripe would otherwise answer with the stored refusal);
     * after an unknown outcome the same key is sent again, so a refund that did happen is not repeated.
     */
    refundAttempt: integer('refund_attempt').notNull().default(1),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.orderType, t.orderId] }),
    uniqueIndex('guarantee_claim_orders_open_idx')
      .on(t.orderType, t.orderId)
      .where(sql`${t.open}`),
  ],
);

/** The refusal letter, kept in the database (never under the web root), deleted with the claimant's account. */
export const guaranteeClaimEvidence = pgTable('guarantee_claim_evidence', {
  claimId: uuid('claim_id')
    .primaryKey()
    .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
