import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema.ts';

/** Discount codes (DESIGN decision 3). Usage is counted when an order is paid. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOff} is null)`),
    check('coupons_percent_range', sql`${t.percentOff} is null or (${t.percentOff} between 1 and 100)`),
    check('coupons_amount_positive', sql`${t.amountOff} is null or ${t.amountOff} > 0`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit}`),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/**
 * A purchase of the PDF application pack. Kept 7 years for bookkeeping: when the account is
 * deleted the user link and email are cleared (DESIGN decision 8).
 */
export const pdfOrders = pgTable(
  'pdf_orders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    customerEmail: text('customer_email'),
    eligibilityCheckId: uuid('eligibility_check_id'),
    baseAmount: integer('base_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: ['stripe', 'test', 'free'] }).notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pdf_orders_user_idx').on(t.userId, t.createdAt),
    index('pdf_orders_status_idx').on(t.status, t.paidAt),
    check('pdf_orders_amounts', sql`${t.amount} >= 0 and ${t.discountAmount} >= 0 and ${t.amount} = ${t.baseAmount} - ${t.discountAmount}`),
  ],
);

/** Provider events already handled, so a webhook delivered twice settles once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in test provider's payment intents (non-production, no Stripe keys). They live in the
 * database so the test provider, like Stripe, keeps no state in the process.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
  lastError: text('last_error'),
  metadata: text('metadata').notNull(),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
