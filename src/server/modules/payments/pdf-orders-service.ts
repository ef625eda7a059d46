import { and, desc, eq } from 'drizzle-orm';
import { couponDiscount } from '../../../domain/pricing/coupons.ts';
import type { Pricing } from '../../../domain/pricing/pricing.ts';
import type { Db } from '../../db/client.ts';
import { pdfOrders } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { findUsableCoupon, redeemCoupon } from './coupon-service.ts';

export type PdfOrder = typeof pdfOrders.$inferSelect;
export const INVALID_COUPON = 'This coupon code is not valid or has expired.';

export type CreatePaymentResult =
  | { freeOrder: true; orderId: string }
  | { freeOrder: false; orderId: string; clientSecret: string; paymentIntentId: string; amount: number; currency: string };

/** A new order at the server's price (promotion, then coupon); a card intent unless it is free. */
export async function createPdfPayment(
  db: Db,
  provider: PaymentProvider,
  input: { userId: string; email: string; pricing: Pricing; couponCode?: string; eligibilityCheckId?: string | null; now: Date },
): Promise<CreatePaymentResult> {
  const base = input.pricing.pdf_guide.amount;
  const coupon = input.couponCode ? await findUsableCoupon(db, input.couponCode, input.now) : null;
  if (input.couponCode && !coupon) throw new AppError(400, INVALID_COUPON, 'INVALID_COUPON');
  const discount = coupon ? couponDiscount(base, coupon) : 0;
  const amount = base - discount;
  const values = {
    userId: input.userId,
    customerEmail: input.email,
    eligibilityCheckId: input.eligibilityCheckId ?? null,
    baseAmount: base,
    discountAmount: discount,
    amount,
    currency: input.pricing.currency,
    couponId: coupon?.id ?? null,
  };

  if (amount === 0) {
    const orderId = await db.transaction(async (tx) => {
      if (coupon && !(await redeemCoupon(tx, coupon.id))) throw new AppError(409, INVALID_COUPON, 'INVALID_COUPON');
      const [order] = await tx.insert(pdfOrders).values({ ...values, provider: 'free', status: 'paid', paidAt: new Date() }).returning();
      return order!.id;
    });
    return { freeOrder: true, orderId };
  }

  const [order] = await db.insert(pdfOrders).values({ ...values, provider: provider.kind }).returning();
  const intent = await provider.createIntent({
    amount,
    currency: input.pricing.currency,
    metadata: { orderId: order!.id, orderType: 'pdf', userId: input.userId },
  });
  await db.update(pdfOrders).set({ paymentIntentId: intent.id, updatedAt: new Date() }).where(eq(pdfOrders.id, order!.id));
  return { freeOrder: false, orderId: order!.id, clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount, currency: input.pricing.currency };
}

export type Settlement = { orderId: string; status: PdfOrder['status']; message: string | null };

/**
 * DESIGN decision 4: an order is paid only when the provider says its intent succeeded, for this
 * order, for the order's amount and currency. Safe to call any number of times (webhook, confirm,
 * retries, several instances): the order row is locked and a paid order stays paid.
 */
export async function settlePdfIntent(
  db: Db,
  provider: PaymentProvider,
  intentId: string,
  opts: { userId?: string } = {},
): Promise<Settlement> {
  const [order] = await db.select().from(pdfOrders).where(eq(pdfOrders.paymentIntentId, intentId));
  if (!order || (opts.userId && order.userId !== opts.userId)) throw notFound('Payment not found');
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw notFound('Payment not found');
  if (intent.metadata.orderId !== order.id || intent.amount !== order.amount || intent.currency !== order.currency) {
    throw new AppError(400, 'This payment does not match the order.', 'PAYMENT_MISMATCH');
  }
  if (intent.status !== 'succeeded') {
    return { orderId: order.id, status: order.status, message: intent.lastError };
  }

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(pdfOrders).where(eq(pdfOrders.id, order.id)).for('update');
    if (locked!.status !== 'pending') return { status: locked!.status, refund: false };
    if (locked!.couponId && !(await redeemCoupon(tx, locked!.couponId))) {
      await tx
        .update(pdfOrders)
        .set({ status: 'failed', failureReason: 'The coupon was used up before this payment completed; the payment was refunded.', updatedAt: new Date() })
        .where(eq(pdfOrders.id, order.id));
      return { status: 'failed' as const, refund: true };
    }
    await tx.update(pdfOrders).set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() }).where(eq(pdfOrders.id, order.id));
    return { status: 'paid' as const, refund: false };
  });
  if (outcome.refund) await provider.refund(intentId, `coupon-race-${order.id}`);
  return { orderId: order.id, status: outcome.status, message: outcome.refund ? 'The coupon was used up; your payment was refunded.' : null };
}

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
