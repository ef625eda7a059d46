import type { OrderStatus } from '#domain/orders/status.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { redeemCoupon } from './coupon-service.ts';

export type PayableOrder = {
  id: string;
  userId: string | null;
  amount: number;
  currency: string;
  status: OrderStatus;
  couponId: string | null;
  failureReason: string | null;
};

/** How settlement reads and writes one kind of order. */
export type OrderBook = {
  type: 'pdf' | 'document';
  findByIntent(db: Db, intentId: string): Promise<PayableOrder | undefined>;
  lock(tx: Tx, orderId: string): Promise<PayableOrder>;
  markPaid(tx: Tx, order: PayableOrder): Promise<void>;
  markFailed(tx: Tx, order: PayableOrder, reason: string): Promise<void>;
  markRefunded(db: Db, orderId: string): Promise<void>;
};

export type Settlement = { orderId: string; status: OrderStatus; message: string | null };

const COUPON_RACE = 'The coupon was used up before this payment completed; the payment was refunded.';

/**
 * DESIGN decision 4: an order is paid only when the provider says its intent succeeded, for this
 * order, for the order's amount and currency. Safe to call any number of times (webhook, confirm,
 * retries, several instances): the order row is locked and a paid order stays paid.
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  book: OrderBook,
  intentId: string,
  opts: { userId?: string; orderId?: string } = {},
): Promise<Settlement> {
  const order = await book.findByIntent(db, intentId);
  if (!order || (opts.userId && order.userId !== opts.userId) || (opts.orderId && order.id !== opts.orderId)) {
    throw notFound('Payment not found');
  }
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) throw notFound('Payment not found');
  if (
    intent.metadata.orderId !== order.id ||
    intent.metadata.orderType !== book.type ||
    intent.amount !== order.amount ||
    intent.currency !== order.currency
  ) {
    throw new AppError(400, 'This payment does not match the order.', 'PAYMENT_MISMATCH');
  }
  if (intent.status !== 'succeeded') return { orderId: order.id, status: order.status, message: intent.lastError };

  const outcome = await db.transaction(async (tx) => {
    const locked = await book.lock(tx, order.id);
    // A coupon-race refund that failed before is tried again (the refund's idempotency key makes it safe).
    if (locked.status === 'failed' && locked.failureReason === COUPON_RACE)
      return { status: locked.status, refund: true };
    if (locked.status !== 'pending') return { status: locked.status, refund: false };
    if (locked.couponId && !(await redeemCoupon(tx, locked.couponId))) {
      await book.markFailed(tx, locked, COUPON_RACE);
      return { status: 'failed' as const, refund: true };
    }
    await book.markPaid(tx, locked);
    return { status: 'paid' as const, refund: false };
  });
  if (!outcome.refund) return { orderId: order.id, status: outcome.status, message: null };
  await provider.refund(intentId, `coupon-race-${order.id}`);
  await book.markRefunded(db, order.id);
  return { orderId: order.id, status: 'refunded', message: 'The coupon was used up; your payment was refunded.' };
}
