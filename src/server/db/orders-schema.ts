import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WorkOrderFacts } from '#domain/orders/work-order.ts';
import { user } from './auth-schema.ts';

/**
 * Discount codes (docs/decisions/042-prices-and-discounts-decided-on-the-server.md). Usage is
 * counted when an order is paid.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
 * deleted the user link and email are cleared (docs/decisions/008-data-rights.md).
 */
export const pdfOrders = pgTable(
  'pdf_orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
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
    /** The success-guarantee terms in force when the order was placed (src/domain/guarantee/terms.ts). */
    guaranteeTermsVersion: text('guarantee_terms_version'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pdf_orders_user_idx').on(t.userId, t.createdAt),
    index('pdf_orders_status_idx').on(t.status, t.paidAt),
    check(
      'pdf_orders_amounts',
      sql`${t.amount} >= 0 and ${t.discountAmount} >= 0 and ${t.amount} = ${t.baseAmount} - ${t.discountAmount}`,
    ),
  ],
);

/**
 * Short leases that serialise the start of a payment per user across every instance (one open
 * order, one live intent: docs/decisions/039-timeouts-redaction-and-one-payment.md). A row lives
 * while one request starts a payment; an expired one is taken over (its holder died).
 */
export const paymentLocks = pgTable('payment_locks', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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

export const DOCUMENT_ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'failed',
  'refunded',
  'cancelled',
] as const;

/** One document of an order: `documentType` holds the kind's id (src/domain/documents/kinds.ts) or 'other'. */
export type DocumentNeeded = { familyMemberId: string | null; memberName: string; documentType: string };
export type DeliveryAddress = {
  /** Whom to post it to: the name saved in Settings when the order was paid (absent on older orders). */
  recipientName?: string | null;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  county: string;
  eircode: string | null;
  country: string;
  phone: string | null;
};

/** Certificate research orders (spec 'Document request (order)'). Kept 7 years, anonymised on deletion. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['lineage', 'manual'] }).notNull(),
    status: text('status', { enum: DOCUMENT_ORDER_STATUSES }).notNull().default('pending'),
    requesterName: text('requester_name'),
    requesterEmail: text('requester_email'),
    subjectName: text('subject_name'),
    subjectBirthYear: integer('subject_birth_year'),
    subjectBirthLocation: text('subject_birth_location'),
    subjectDeathYear: integer('subject_death_year'),
    selectedFamilyMemberId: uuid('selected_family_member_id'),
    documentsNeeded: text('documents_needed').notNull(),
    documentsRequestedCount: integer('documents_requested_count').notNull(),
    additionalInfo: text('additional_info'),
    unitPrice: integer('unit_price').notNull(),
    baseAmount: integer('base_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    totalCost: integer('total_cost').notNull(),
    currency: text('currency').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'test', 'free'] }),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The success-guarantee terms in force when the order was placed (src/domain/guarantee/terms.ts). */
    guaranteeTermsVersion: text('guarantee_terms_version'),
    deliveryAddress: text('delivery_address'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    estimatedDeliveryDate: text('estimated_delivery_date'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_requests_user_idx').on(t.userId, t.createdAt),
    index('document_requests_status_idx').on(t.status, t.paidAt),
    check(
      'document_requests_amounts',
      sql`${t.totalCost} >= 0 and ${t.totalCost} = ${t.baseAmount} - ${t.discountAmount}`,
    ),
  ],
);

export const REGISTRY_FEE_STATUSES = ['to_confirm', 'due', 'paid', 'refunded'] as const;

/**
 * The registry's own fee for one certificate of an order (docs/decisions/056-the-registry-fee.md):
 * quoted from the office data set when it was fresh, or asked for at cost ('to_confirm') until the
 * admin sets what the office confirmed. Each line is paid by its own card payment; the certificate
 * is named by its place in the order's documents, so the line holds nothing about the person.
 */
export const registryFeeLines = pgTable(
  'registry_fee_lines',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    documentIndex: integer('document_index').notNull(),
    status: text('status', { enum: REGISTRY_FEE_STATUSES }).notNull(),
    addedBy: text('added_by', { enum: ['data_set', 'admin'] }).notNull(),
    /** Why the fee is asked for at cost (src/domain/orders/registry-fee.ts), null once known. */
    toConfirmReason: text('to_confirm_reason'),
    officeId: text('office_id'),
    region: text('region'),
    officeAmount: integer('office_amount'),
    officeCurrency: text('office_currency'),
    exchangeRate: text('exchange_rate'),
    exchangeRateDate: text('exchange_rate_date'),
    amount: integer('amount'),
    currency: text('currency').notNull(),
    sourceUrl: text('source_url'),
    sourceSeen: text('source_seen'),
    provider: text('provider', { enum: ['stripe', 'test'] }),
    paymentIntentId: text('payment_intent_id').unique(),
    guaranteeTermsVersion: text('guarantee_terms_version'),
    failureReason: text('failure_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registry_fee_lines_order_idx').on(t.orderId, t.documentIndex),
    check(
      'registry_fee_lines_amounts',
      sql`(${t.status} = 'to_confirm') = (${t.amount} is null) and (${t.amount} is null or (${t.amount} > 0 and ${t.officeAmount} > 0 and ${t.officeCurrency} is not null))`,
    ),
    check('registry_fee_lines_paid', sql`${t.status} not in ('paid', 'refunded') or ${t.paidAt} is not null`),
  ],
);

export const ORDER_LINE_OUTCOMES = ['open', 'ordered', 'received', 'posted', 'not_found'] as const;

/**
 * The work order (docs/decisions/065-the-work-order.md): one line per certificate of an order,
 * keyed like registry_fee_lines by the order and the certificate's place in its documents. `facts`
 * is what the office needs, read from the tree when the order was placed and never re-read; the
 * rest is what the operator recorded: ordered from the office (date, its reference, the amount paid
 * in its currency), received, posted, or not found (what was searched) and refunded for the line.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    documentIndex: integer('document_index').notNull(),
    /** The kind's id (src/domain/documents/kinds.ts) or 'other', as in the order's documents. */
    kind: text('kind').notNull(),
    familyMemberId: uuid('family_member_id'),
    facts: jsonb('facts').$type<Partial<WorkOrderFacts>>().notNull(),
    outcome: text('outcome', { enum: ORDER_LINE_OUTCOMES }).notNull().default('open'),
    orderedOn: text('ordered_on'),
    officeReference: text('office_reference'),
    officeAmountPaid: integer('office_amount_paid'),
    officeCurrency: text('office_currency'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    notFoundAt: timestamp('not_found_at', { withTimezone: true }),
    searched: text('searched'),
    /** Our fee's share refunded for the line (minor units of the order's currency). */
    refundAmount: integer('refund_amount'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.documentIndex] }),
    check('order_lines_refund', sql`(${t.refundedAt} is null) = (${t.refundAmount} is null)`),
    check('order_lines_refund_not_found', sql`${t.refundedAt} is null or ${t.outcome} = 'not_found'`),
  ],
);

/** Every status change and admin edit of an order: who, what, when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    changes: text('changes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Which certificates the user ticked per family member (spec 'Document research selection'): one
 * row per ticked kind, the kind's id from src/domain/documents/kinds.ts (docs/decisions/061-one-document-registry.md).
 */
export const documentResearchSelections = pgTable(
  'document_research_selections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').notNull(),
    kind: text('kind').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.familyMemberId, t.kind] })],
);

/**
 * Mail to send, durable: written in the same transaction as the change it reports, sent and
 * retried with backoff by the outbox worker; the dedupe key stops a change being mailed twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    dedupeKey: text('dedupe_key').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra headers the mail is sent with (a reminder's List-Unsubscribe), null for none. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Admin actions that change data (issue: admin actions are recorded and visible on the record). */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    adminUserId: text('admin_user_id').references(() => user.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetType, t.targetId, t.createdAt)],
);
