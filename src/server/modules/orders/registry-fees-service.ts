import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import {
  quoteRegistryFee,
  TO_CONFIRM_REASONS,
  eventOfDocument,
  convertMinor,
  type ExchangeRate,
  type RegistryFeeStatus,
} from '#domain/orders/registry-fee.ts';
import { documentTypeLabel } from '#domain/orders/research.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { formatMoney } from '#domain/pricing/pricing.ts';
import type { adminRegistryFeeBody, RegistryFeeLine } from '#shared/orders.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { documentRequests, orderEvents, registryFeeLines, type DocumentNeeded } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { RefundRefusedError, type PaymentProvider } from '#server/payments/provider.ts';
import { recordAdminAction, type AuditActor } from '../admin/audit.ts';
import { intentStartedMeanwhile, withPaymentLock } from '../payments/payment-lock.ts';
import { settleIntent, type OrderBook, type PayableOrder } from '../payments/settlement.ts';
import { registryFeeEmail } from '#server/email/templates.ts';

type LineRow = typeof registryFeeLines.$inferSelect;

export function toRegistryFeeLine(l: LineRow): RegistryFeeLine {
  return {
    id: l.id,
    documentIndex: l.documentIndex,
    status: l.status,
    addedBy: l.addedBy,
    region: l.region,
    officeAmount: l.officeAmount,
    officeCurrency: l.officeCurrency,
    amount: l.amount,
    currency: l.currency,
    rate: l.exchangeRate,
    rateDate: l.exchangeRateDate,
    sourceUrl: l.sourceUrl,
    sourceSeen: l.sourceSeen,
    toConfirmReason: l.toConfirmReason,
    failureReason: l.failureReason,
    paidAt: l.paidAt?.toISOString() ?? null,
    refundedAt: l.refundedAt?.toISOString() ?? null,
  };
}

/** Every order's registry-fee lines, by order id, in the order of its documents. */
export async function registryFeesOf(db: Db | Tx, orderIds: string[]): Promise<Map<string, RegistryFeeLine[]>> {
  const byOrder = new Map<string, RegistryFeeLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(registryFeeLines)
    .where(inArray(registryFeeLines.orderId, orderIds))
    .orderBy(asc(registryFeeLines.documentIndex), asc(registryFeeLines.createdAt));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), toRegistryFeeLine(row)]);
  return byOrder;
}

/** One document of a new order and the office that issues it (null: not known from the order). */
export type FeeDocument = { documentType: string; officeId: string | null };

/** Writes one line per document of a new order: quoted from the office data set, or asked at cost. */
export async function addRegistryFeeLines(
  tx: Tx,
  orderId: string,
  documents: FeeDocument[],
  quoteOn: { today: string; currency: string; rates: readonly ExchangeRate[] },
): Promise<void> {
  if (documents.length === 0) return;
  await tx.insert(registryFeeLines).values(
    documents.map((d, documentIndex) => {
      const quote = quoteRegistryFee(
        d.officeId,
        eventOfDocument(d.documentType),
        quoteOn.today,
        quoteOn.currency,
        quoteOn.rates,
      );
      const common = { orderId, documentIndex, addedBy: 'data_set' as const, currency: quoteOn.currency };
      if (quote.status === 'to_confirm')
        return {
          ...common,
          status: 'to_confirm' as const,
          toConfirmReason: TO_CONFIRM_REASONS[quote.reason],
          officeId: quote.officeId,
          region: quote.region,
        };
      return {
        ...common,
        status: 'due' as const,
        officeId: quote.officeId,
        region: quote.region,
        officeAmount: quote.officeAmount,
        officeCurrency: quote.officeCurrency,
        exchangeRate: quote.rate,
        exchangeRateDate: quote.rateDate,
        amount: quote.amount,
        sourceUrl: quote.sourceUrl,
        sourceSeen: quote.sourceSeen,
      };
    }),
  );
}

/** The certificate a line is for, as emails and history name it: 'Birth Certificate for Bridget Walsh'. */
function certificateOf(order: typeof documentRequests.$inferSelect, line: LineRow): string {
  const docs = JSON.parse(order.documentsNeeded) as Partial<DocumentNeeded>[];
  const doc = docs[line.documentIndex];
  const type = documentTypeLabel(doc?.documentType ?? 'certificate');
  return doc?.memberName ? `${type} for ${doc.memberName}` : type;
}

async function lineOfOrder(tx: Db | Tx, orderId: string, lineId: string, lock: boolean) {
  const query = tx
    .select()
    .from(registryFeeLines)
    .where(and(eq(registryFeeLines.id, lineId), eq(registryFeeLines.orderId, orderId)));
  const [line] = lock ? await query.for('update') : await query;
  if (!line) throw notFound('Registry fee not found');
  return line;
}

/** An order still open to a new or changed fee: not closed, not posted. */
const OPEN_FOR_FEES: readonly OrderStatus[] = ['pending', 'paid', 'processing'];

/**
 * The admin sets the fee the office confirmed on a line asked at cost (or corrects a line not yet
 * paid), in the office's currency; the server converts it at the configured rate. The customer is
 * told by email that the fee is to pay. A payment already started for the old amount is
 * cancelled; if it went through meanwhile, it is credited and the change refused.
 */
export async function setRegistryFeeAsAdmin(
  db: Db,
  provider: PaymentProvider | null,
  admin: AuditActor,
  input: {
    orderId: string;
    lineId: string;
    body: z.infer<typeof adminRegistryFeeBody>;
    currency: string;
    rates: readonly ExchangeRate[];
    appUrl: string;
  },
): Promise<RegistryFeeLine> {
  const { body } = input;
  const ours = input.currency.toUpperCase();
  const rate = body.officeCurrency === ours ? null : input.rates.find((r) => r.currency === body.officeCurrency);
  if (rate === undefined)
    throw badRequest(
      `No exchange rate is configured for ${body.officeCurrency}: add it to EXCHANGE_RATES, or enter the fee in ${ours}.`,
      'NO_EXCHANGE_RATE',
    );
  const before = await lineOfOrder(db, input.orderId, input.lineId, false);
  if (before.status === 'paid' || before.status === 'refunded')
    throw new AppError(409, 'This registry fee has already been paid.', 'ALREADY_PAID');
  if (before.paymentIntentId && provider && (await provider.cancelIntent(before.paymentIntentId)) === 'succeeded') {
    await settleRegistryFeeIntent(db, provider, input.appUrl, before.paymentIntentId);
    throw new AppError(409, 'This registry fee has already been paid.', 'ALREADY_PAID');
  }
  const amount = rate ? convertMinor(body.officeAmount, rate.rate) : body.officeAmount;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, input.orderId))
      .for('update');
    if (!order) throw notFound('Order not found');
    if (!OPEN_FOR_FEES.includes(order.status))
      throw new AppError(
        409,
        'This order is closed or already posted: a registry fee can no longer be added.',
        'ORDER_CLOSED',
      );
    const line = await lineOfOrder(tx, input.orderId, input.lineId, true);
    if (line.status === 'paid' || line.status === 'refunded')
      throw new AppError(409, 'This registry fee has already been paid.', 'ALREADY_PAID');
    const [updated] = await tx
      .update(registryFeeLines)
      .set({
        status: 'due',
        addedBy: 'admin',
        toConfirmReason: null,
        officeAmount: body.officeAmount,
        officeCurrency: body.officeCurrency,
        exchangeRate: rate?.rate ?? null,
        exchangeRateDate: rate?.date ?? null,
        amount,
        sourceUrl: null,
        sourceSeen: null,
        paymentIntentId: null,
        provider: null,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(eq(registryFeeLines.id, line.id))
      .returning();
    const certificate = certificateOf(order, line);
    const display = formatMoney(amount, updated.currency);
    const office = formatMoney(body.officeAmount, body.officeCurrency);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      actorUserId: admin.id,
      actorLabel: admin.email,
      note: `Registry fee set for the ${certificate}: ${rate ? `${office} charged as ${display}` : display}.${body.note ? ` ${body.note}` : ''}`,
    });
    await recordAdminAction(tx, admin, 'order.registry_fee', 'document_request', order.id, {
      lineId: line.id,
      officeAmount: body.officeAmount,
      officeCurrency: body.officeCurrency,
      amount,
      rate: rate?.rate ?? null,
    });
    if (order.userId) {
      const to = await orderEmailRecipient(tx, order.userId);
      if (to)
        await enqueueEmail(tx, {
          dedupeKey: `registry-fee:${line.id}:to-pay:${amount}`,
          userId: order.userId,
          ...registryFeeEmail({
            to,
            orderId: order.id,
            kind: 'to_pay',
            certificate,
            amountDisplay: display,
            appUrl: input.appUrl,
          }),
        });
    }
    return toRegistryFeeLine(updated);
  });
}

/** What the customer's browser needs to pay one line. */
export type RegistryFeePayment = {
  lineId: string;
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
};

/**
 * Starts the card payment of one registry-fee line, through the same provider and the same
 * one-payment-at-a-time lease as the order itself (docs/decisions/039-timeouts-redaction-and-one-payment.md).
 * Our own fee comes first: the line can be paid once the order is.
 */
export async function createRegistryFeePayment(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; orderId: string; lineId: string; now: Date; requestedAt?: Date; appUrl: string },
): Promise<RegistryFeePayment> {
  const since = input.requestedAt ?? input.now;
  const [order] = await db
    .select({ id: documentRequests.id, status: documentRequests.status })
    .from(documentRequests)
    .where(and(eq(documentRequests.id, input.orderId), eq(documentRequests.userId, input.userId)));
  if (!order) throw notFound('Order not found');
  await lineOfOrder(db, order.id, input.lineId, false);
  if (order.status === 'pending')
    throw new AppError(409, 'Please pay for the order first; the registry fee is paid after it.', 'ORDER_NOT_PAID');
  if (order.status !== 'paid' && order.status !== 'processing')
    throw new AppError(409, 'This order is closed: its registry fee can no longer be paid.', 'ORDER_CLOSED');
  return withPaymentLock(db, `payment:${input.userId}`, async () => {
    const line = await lineOfOrder(db, order.id, input.lineId, false);
    if (line.status === 'paid' || line.status === 'refunded')
      throw new AppError(409, 'This registry fee has already been paid.', 'ALREADY_PAID');
    if (line.status === 'to_confirm' || line.amount === null)
      throw new AppError(
        409,
        'The office has not confirmed this fee yet: we will tell you the amount when it does.',
        'FEE_NOT_KNOWN',
      );
    const wanted = { amount: line.amount, currency: line.currency };
    const meanwhile = await intentStartedMeanwhile(provider, line, { ...wanted, couponId: null, since });
    if (meanwhile)
      return { lineId: line.id, clientSecret: meanwhile.clientSecret, paymentIntentId: meanwhile.id, ...wanted };
    if (line.paymentIntentId && (await provider.cancelIntent(line.paymentIntentId)) === 'succeeded') {
      await settleIntent(db, provider, registryFeeBook(input.appUrl), line.paymentIntentId, { userId: input.userId });
      throw new AppError(409, 'This registry fee has already been paid.', 'ALREADY_PAID');
    }
    const intent = await provider.createIntent({
      ...wanted,
      metadata: { orderId: line.id, orderType: 'registry_fee', userId: input.userId },
      replaces: line.paymentIntentId,
    });
    await db
      .update(registryFeeLines)
      .set({
        provider: provider.kind,
        paymentIntentId: intent.id,
        guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(and(eq(registryFeeLines.id, line.id), eq(registryFeeLines.status, 'due')));
    return { lineId: line.id, clientSecret: intent.clientSecret, paymentIntentId: intent.id, ...wanted };
  });
}

/** A line as settlement reads an order: 'due' is waiting for its payment. */
const AS_ORDER_STATUS: Record<RegistryFeeStatus, OrderStatus> = {
  to_confirm: 'failed',
  due: 'pending',
  paid: 'paid',
  refunded: 'refunded',
};
export const lineStatusOf = (status: OrderStatus): RegistryFeeStatus =>
  status === 'pending' ? 'due' : status === 'refunded' ? 'refunded' : status === 'paid' ? 'paid' : 'to_confirm';

async function payableLine(db: Db | Tx, lineId: string, lock: boolean): Promise<PayableOrder | undefined> {
  const query = db
    .select({ line: registryFeeLines, userId: documentRequests.userId })
    .from(registryFeeLines)
    .innerJoin(documentRequests, eq(documentRequests.id, registryFeeLines.orderId))
    .where(eq(registryFeeLines.id, lineId));
  const [found] = lock ? await query.for('update', { of: registryFeeLines }) : await query;
  if (!found) return undefined;
  const { line } = found;
  return {
    id: line.id,
    userId: found.userId,
    amount: line.amount ?? 0,
    baseAmount: line.amount ?? 0,
    currency: line.currency,
    status: AS_ORDER_STATUS[line.status],
    couponId: null,
    failureReason: line.failureReason,
    paymentIntentId: line.paymentIntentId,
  };
}

/** Settlement's view of the registry-fee lines: paying one records it on the order and sends the receipt. */
export function registryFeeBook(appUrl: string): OrderBook {
  return {
    type: 'registry_fee',
    find: (db, lineId) => payableLine(db, lineId, false),
    async lock(tx, lineId) {
      const line = await payableLine(tx, lineId, true);
      if (!line) throw notFound('Payment not found');
      return line;
    },
    async adoptIntent(tx, line, intent) {
      await tx
        .update(registryFeeLines)
        .set({ paymentIntentId: intent.id, updatedAt: new Date() })
        .where(eq(registryFeeLines.id, line.id));
    },
    async markPaid(tx, payable) {
      const now = new Date();
      const [line] = await tx
        .update(registryFeeLines)
        .set({ status: 'paid', paidAt: now, failureReason: null, updatedAt: now })
        .where(eq(registryFeeLines.id, payable.id))
        .returning();
      const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, line.orderId));
      const certificate = certificateOf(order, line);
      const display = formatMoney(line.amount ?? 0, line.currency);
      await tx.insert(orderEvents).values({
        orderId: order.id,
        actorLabel: 'payment',
        note: `Registry fee paid for the ${certificate}: ${display}.`,
      });
      if (!order.userId) return;
      const to = await orderEmailRecipient(tx, order.userId);
      if (!to) return;
      await enqueueEmail(tx, {
        dedupeKey: `registry-fee:${line.id}:paid`,
        userId: order.userId,
        ...registryFeeEmail({
          to,
          orderId: order.id,
          kind: 'paid',
          certificate,
          amountDisplay: display,
          paidOn: writtenDate(now),
          appUrl,
        }),
      });
    },
    // Only a coupon race marks an order failed; a registry fee takes no coupon.
    async markFailed(tx, line, reason) {
      await tx
        .update(registryFeeLines)
        .set({ failureReason: reason, updatedAt: new Date() })
        .where(eq(registryFeeLines.id, line.id));
    },
    async markRefunded(db, lineId) {
      await db
        .update(registryFeeLines)
        .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
        .where(eq(registryFeeLines.id, lineId));
    },
  };
}

export async function settleRegistryFeeIntent(
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  intentId: string,
  opts: { userId?: string; lineId?: string } = {},
) {
  const settled = await settleIntent(db, provider, registryFeeBook(appUrl), intentId, {
    userId: opts.userId,
    orderId: opts.lineId,
  });
  return { lineId: settled.orderId, status: lineStatusOf(settled.status), message: settled.message };
}

/** The refund of one registry fee line: one key, whichever path refunds it (the admin, a deletion). */
export const registryFeeRefundKey = (lineId: string) => `registry-fee-refund-${lineId}`;

/**
 * The admin refunds a paid registry fee in full (the office refused or could not issue the
 * certificate): the provider first, with a key per line so a retry refunds once, then the line
 * and the order's history. A refused refund changes nothing and says why.
 */
export async function refundRegistryFeeAsAdmin(
  db: Db,
  provider: PaymentProvider,
  admin: AuditActor,
  input: { orderId: string; lineId: string; note?: string | null },
): Promise<RegistryFeeLine> {
  const line = await lineOfOrder(db, input.orderId, input.lineId, false);
  if (line.status === 'refunded') return toRegistryFeeLine(line);
  if (line.status !== 'paid' || !line.paymentIntentId)
    throw new AppError(409, 'Only a paid registry fee can be refunded.', 'NOT_PAID');
  try {
    await provider.refund(line.paymentIntentId, registryFeeRefundKey(line.id));
  } catch (err) {
    if (err instanceof RefundRefusedError) throw new AppError(409, err.message, 'REFUND_REFUSED');
    throw err;
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(registryFeeLines)
      .set({ status: 'refunded', refundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(registryFeeLines.id, line.id), eq(registryFeeLines.status, 'paid')))
      .returning();
    if (!updated) return toRegistryFeeLine(await lineOfOrder(tx, input.orderId, input.lineId, false));
    const [order] = await tx.select().from(documentRequests).where(eq(documentRequests.id, input.orderId));
    await tx.insert(orderEvents).values({
      orderId: input.orderId,
      actorUserId: admin.id,
      actorLabel: admin.email,
      note: `Registry fee refunded for the ${certificateOf(order, line)}: ${formatMoney(line.amount ?? 0, line.currency)}.${input.note ? ` ${input.note}` : ''}`,
    });
    await recordAdminAction(tx, admin, 'order.registry_fee_refund', 'document_request', input.orderId, {
      lineId: line.id,
      amount: line.amount,
    });
    return toRegistryFeeLine(updated);
  });
}
