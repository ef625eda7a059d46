import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { CURRENT_GUARANTEE_TERMS } from '#domain/guarantee/terms.ts';
import { writtenDate } from '#domain/dates/written-date.ts';
import { couponDiscount } from '#domain/pricing/coupons.ts';
import { formatMoney, type Pricing } from '#domain/pricing/pricing.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { pdfOrders } from '#server/db/schema.ts';
import { enqueueEmail } from '#server/email/outbox.ts';
import { pdfReceiptEmail } from '#server/email/templates.ts';
import { orderEmailRecipient } from '#server/email/recipient.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { claimEligibilityCheck } from '../eligibility-checks/service.ts';
import { findUsableCoupon, redeemCoupon } from './coupon-service.ts';
import { intentStartedMeanwhile, withPaymentLock } from './payment-lock.ts';
import { settleIntent, type OrderBook } from './settlement.ts';

export type PdfOrder = typeof pdfOrders.$inferSelect;
export const INVALID_COUPON = 'This coupon code is not valid or has expired.';

export type CreatePaymentResult =
  | { freeOrder: true; orderId: string }
  | {
      freeOrder: false;
      orderId: string;
      clientSecret: string;
      paymentIntentId: string;
      amount: number;
      currency: string;
    };

/** What a second payment for an order the user paid meanwhile (in another tab) answers. */
export const ALREADY_PAID = 'This order has already been paid.';

/**
 * Starts paying for the PDF pack at the server's price (promotion, then coupon); a card intent
 * unless it is free. The user's unpaid order is reused, so there is one open payment at a time:
 * its previous intent is cancelled first (a coupon applied in another tab must not leave two
 * intents that can both take money), or credited if it was paid in the meantime. Requests made
 * together are served one after another and answer the same order and intent.
 */
export async function createPdfPayment(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: string;
    email: string;
    pricing: Pricing;
    couponCode?: string;
    eligibilityCheckId?: string | null;
    now: Date;
    /** When the request arrived (default: now): what started after it was started by a parallel request. */
    requestedAt?: Date;
    appUrl: string;
  },
): Promise<CreatePaymentResult> {
  // A check given with the order must be the buyer's own (or an anonymous one, which becomes theirs).
  if (input.eligibilityCheckId) await claimEligibilityCheck(db, input.eligibilityCheckId, input.userId);
  const base = input.pricing.pdf_guide.amount;
  const coupon = input.couponCode ? await findUsableCoupon(db, input.couponCode, input.now) : null;
  if (input.couponCode && !coupon) throw new AppError(400, INVALID_COUPON, 'INVALID_COUPON');
  const discount = coupon ? couponDiscount(base, coupon) : 0;
  const amount = base - discount;
  const values = {
    customerEmail: input.email,
    baseAmount: base,
    discountAmount: discount,
    amount,
    currency: input.pricing.currency,
    couponId: coupon?.id ?? null,
    guaranteeTermsVersion: CURRENT_GUARANTEE_TERMS.version,
    ...(input.eligibilityCheckId ? { eligibilityCheckId: input.eligibilityCheckId } : {}),
  };

  // One request per user starts a payment at a time; requests made together answer the same order
  // and intent (docs/decisions/039-timeouts-redaction-and-one-payment.md).
  const since = input.requestedAt ?? input.now;
  return withPaymentLock(db, `payment:${input.userId}`, async (): Promise<CreatePaymentResult> => {
    const [open] = await db
      .select()
      .from(pdfOrders)
      .where(
        and(eq(pdfOrders.userId, input.userId), eq(pdfOrders.status, 'pending'), eq(pdfOrders.provider, provider.kind)),
      )
      .orderBy(desc(pdfOrders.createdAt))
      .limit(1);
    if (amount === 0) {
      const [freeMeanwhile] = await db
        .select({ id: pdfOrders.id })
        .from(pdfOrders)
        .where(
          and(
            eq(pdfOrders.userId, input.userId),
            eq(pdfOrders.provider, 'free'),
            eq(pdfOrders.status, 'paid'),
            gt(pdfOrders.paidAt, since),
            coupon ? eq(pdfOrders.couponId, coupon.id) : isNull(pdfOrders.couponId),
          ),
        )
        .limit(1);
      if (freeMeanwhile) return { freeOrder: true, orderId: freeMeanwhile.id };
    }
    const meanwhile = open
      ? await intentStartedMeanwhile(provider, open, {
          amount,
          currency: input.pricing.currency,
          couponId: coupon?.id ?? null,
          since,
        })
      : null;
    if (open && meanwhile) {
      return {
        freeOrder: false,
        orderId: open.id,
        clientSecret: meanwhile.clientSecret,
        paymentIntentId: meanwhile.id,
        amount,
        currency: input.pricing.currency,
      };
    }
    if (open?.paymentIntentId && (await provider.cancelIntent(open.paymentIntentId)) === 'succeeded') {
      await settlePdfIntent(db, provider, input.appUrl, open.paymentIntentId, { userId: input.userId });
      throw new AppError(409, ALREADY_PAID, 'ALREADY_PAID');
    }

    if (amount === 0) {
      const orderId = await db.transaction(async (tx) => {
        if (coupon && !(await redeemCoupon(tx, coupon.id))) throw new AppError(409, INVALID_COUPON, 'INVALID_COUPON');
        const paid = { ...values, provider: 'free' as const, status: 'paid' as const, paidAt: new Date() };
        if (open) {
          // Its cancelled intent is no longer the order's: one that took money regardless is refunded by settlement.
          const [reused] = await tx
            .update(pdfOrders)
            .set({ ...paid, paymentIntentId: null, updatedAt: new Date() })
            .where(and(eq(pdfOrders.id, open.id), eq(pdfOrders.status, 'pending')))
            .returning({ id: pdfOrders.id });
          if (!reused) throw new AppError(409, ALREADY_PAID, 'ALREADY_PAID');
          await sendPdfReceipt(tx, reused.id, input.appUrl);
          return reused.id;
        }
        const [order] = await tx
          .insert(pdfOrders)
          .values({ ...paid, userId: input.userId })
          .returning({ id: pdfOrders.id });
        await sendPdfReceipt(tx, order.id, input.appUrl);
        return order.id;
      });
      return { freeOrder: true, orderId };
    }

    const order =
      open ??
      (
        await db
          .insert(pdfOrders)
          .values({ ...values, userId: input.userId, provider: provider.kind })
          .returning()
      )[0];
    let intent;
    try {
      intent = await provider.createIntent({
        amount,
        currency: input.pricing.currency,
        metadata: {
          orderId: order.id,
          orderType: 'pdf',
          userId: input.userId,
          ...(coupon ? { couponId: coupon.id } : {}),
        },
        replaces: open?.paymentIntentId ?? null,
      });
    } catch (err) {
      // No intent means the order can never be paid: close it rather than leave it 'awaiting payment'.
      await db
        .update(pdfOrders)
        .set({ status: 'failed', failureReason: 'The payment could not be started.', updatedAt: new Date() })
        .where(and(eq(pdfOrders.id, order.id), eq(pdfOrders.status, 'pending')));
      throw err;
    }
    await db
      .update(pdfOrders)
      .set({ ...values, paymentIntentId: intent.id, updatedAt: new Date() })
      .where(and(eq(pdfOrders.id, order.id), eq(pdfOrders.status, 'pending')));
    return {
      freeOrder: false,
      orderId: order.id,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount,
      currency: input.pricing.currency,
    };
  });
}

/**
 * Queues the receipt in the transaction that marked the order paid, as a certificate order's
 * 'Payment received' is (to the owner, whatever their notification settings).
 */
async function sendPdfReceipt(tx: Tx, orderId: string, appUrl: string): Promise<void> {
  const [order] = await tx.select().from(pdfOrders).where(eq(pdfOrders.id, orderId));
  if (!order?.userId || order.status !== 'paid') return;
  const to = await orderEmailRecipient(tx, order.userId);
  if (!to) return;
  const paidOn = writtenDate(order.paidAt ?? new Date());
  await enqueueEmail(tx, {
    dedupeKey: `pdf-order:${order.id}:paid`,
    userId: order.userId,
    ...pdfReceiptEmail({
      to,
      orderId: order.id,
      amountDisplay: formatMoney(order.amount, order.currency),
      paidOn,
      appUrl,
    }),
  });
}

/** Settlement's view of the PDF order table: paying sends the receipt. */
export const pdfOrderBook = (appUrl: string): OrderBook => ({
  type: 'pdf',
  async find(db, orderId) {
    const [order] = await db.select().from(pdfOrders).where(eq(pdfOrders.id, orderId));
    return order;
  },
  async lock(tx, orderId) {
    const [order] = await tx.select().from(pdfOrders).where(eq(pdfOrders.id, orderId)).for('update');
    return order;
  },
  async adoptIntent(tx, order, intent) {
    await tx
      .update(pdfOrders)
      .set({
        paymentIntentId: intent.id,
        amount: intent.amount,
        discountAmount: order.baseAmount - intent.amount,
        couponId: intent.couponId,
        updatedAt: new Date(),
      })
      .where(eq(pdfOrders.id, order.id));
  },
  async markPaid(tx, order) {
    await tx
      .update(pdfOrders)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
      .where(eq(pdfOrders.id, order.id));
    await sendPdfReceipt(tx, order.id, appUrl);
  },
  async markFailed(tx, order, reason) {
    await tx
      .update(pdfOrders)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(eq(pdfOrders.id, order.id));
  },
  async markRefunded(db, orderId) {
    await db.update(pdfOrders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(pdfOrders.id, orderId));
  },
});

export const settlePdfIntent = (
  db: Db,
  provider: PaymentProvider,
  appUrl: string,
  intentId: string,
  opts: { userId?: string } = {},
) => settleIntent(db, provider, pdfOrderBook(appUrl), intentId, opts);

export async function listPdfOrders(db: Db, userId: string) {
  const rows = await db.select().from(pdfOrders).where(eq(pdfOrders.userId, userId)).orderBy(desc(pdfOrders.createdAt));
  return rows.map((o) => ({
    id: o.id,
    paymentStatus: o.status,
    amount: o.amount,
    baseAmount: o.baseAmount,
    discountAmount: o.discountAmount,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
  }));
}

export async function hasPaidPdfOrder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pdfOrders.id })
    .from(pdfOrders)
    .where(and(eq(pdfOrders.userId, userId), eq(pdfOrders.status, 'paid')))
    .limit(1);
  return Boolean(row);
}
