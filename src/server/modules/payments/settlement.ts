import type { OrderStatus } from '#domain/orders/status.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { redeemCoupon } from './coupon-service.ts';

export type PayableOrder = {
  id: string;
  userId: string | null;
  /** What the order's current intent charges. */
  amount: number;
  baseAmount: number;
  currency: string;
  status: OrderStatus;
  couponId: string | null;
  failureReason: string | null;
  /** The intent the order points at: the last one created for it. */
  paymentIntentId: string | null;
};

/** How settlement reads and writes one kind of order. */
export type OrderBook = {
  type: 'pdf' | 'document' | 'registry_fee';
  find(db: Db, orderId: string): Promise<PayableOrder | undefined>;
  lock(tx: Tx, orderId: string): Promise<PayableOrder>;
  markPaid(tx: Tx, order: PayableOrder): Promise<void>;
  markFailed(tx: Tx, order: PayableOrder, reason: string): Promise<void>;
  markRefunded(db: Db, orderId: string): Promise<void>;
  /**
   * Makes another intent of the order its intent (it was paid although a newer one had been
   * started): its amount and coupon become the order's.
   */
  adoptIntent(
    tx: Tx,
    order: PayableOrder,
    intent: { id: string; amount: number; couponId: string | null },
  ): Promise<void>;
};

export type Settlement = { orderId: string; status: OrderStatus; message: string | null };

const COUPON_RACE = 'The coupon was used up before this payment completed; the payment was refunded.';
const PAID_TWICE = 'This order was already paid, so this second payment was refunded.';
const CLOSED = 'This order can no longer be paid, so this payment was refunded.';

/**
 * An order is paid only when the provider says an intent created for it succeeded, in its
 * currency (docs/decisions/007-payments-and-orders.md). The intent names its order (metadata), so a payment is credited
 * whichever intent the order points at now (issue 17: a second payment started in another tab
 * must not leave the first one's money uncredited); an order paid already has any further
 * successful intent refunded. Safe to call any number of times (webhook, confirm, retries,
 * several instances): the order row is locked and a paid order stays paid.
 */
export async function settleIntent(
  db: Db,
  provider: PaymentProvider,
  book: OrderBook,
  intentId: string,
  opts: { userId?: string; orderId?: string } = {},
): Promise<Settlement> {
  const intent = await provider.retrieveIntent(intentId);
  if (intent && intent.metadata.orderType !== book.type) {
    throw new AppError(400, 'This payment does not match the order.', 'PAYMENT_MISMATCH');
  }
  const order = intent?.metadata.orderId ? await book.find(db, intent.metadata.orderId) : undefined;
  if (
    !intent ||
    !order ||
    (opts.userId && order.userId !== opts.userId) ||
    (opts.orderId && order.id !== opts.orderId) ||
    (intent.metadata.userId && order.userId && intent.metadata.userId !== order.userId)
  ) {
    throw notFound('Payment not found');
  }
  const current = order.paymentIntentId === intent.id;
  if (
    intent.currency !== order.currency ||
    (current && intent.amount !== order.amount) ||
    intent.amount > order.baseAmount
  ) {
    throw new AppError(400, 'This payment does not match the order.', 'PAYMENT_MISMATCH');
  }
  if (intent.status !== 'succeeded') return { orderId: order.id, status: order.status, message: intent.lastError };

  const couponId = current ? order.couponId : (intent.metadata.couponId ?? null);
  const outcome = await db.transaction(async (tx) => {
    const locked = await book.lock(tx, order.id);
    // A coupon-race refund that failed before is tried again (the refund's idempotency key makes it safe).
    if (locked.status === 'failed' && locked.failureReason === COUPON_RACE && locked.paymentIntentId === intent.id)
      return { status: locked.status, refund: 'coupon' as const };
    if (locked.status !== 'pending') {
      // Paid through another intent, or closed: this payment is one too many.
      return { status: locked.status, refund: locked.paymentIntentId === intent.id ? null : ('twice' as const) };
    }
    if (locked.paymentIntentId !== intent.id) {
      await book.adoptIntent(tx, locked, { id: intent.id, amount: intent.amount, couponId });
    }
    if (couponId && !(await redeemCoupon(tx, couponId))) {
      await book.markFailed(tx, { ...locked, paymentIntentId: intent.id }, COUPON_RACE);
      return { status: 'failed' as const, refund: 'coupon' as const };
    }
    await book.markPaid(tx, locked);
    return {
      status: 'paid' as const,
      refund: null,
      superseded: locked.paymentIntentId !== intent.id ? locked.paymentIntentId : null,
    };
  });
  if ('superseded' in outcome && outcome.superseded) {
    // The newer intent must not take money too; if it already has, it is refunded now.
    if ((await provider.cancelIntent(outcome.superseded)) === 'succeeded')
      await settleIntent(db, provider, book, outcome.superseded);
  }
  if (outcome.refund === 'twice') {
    await provider.refund(intentId, `paid-twice-${intentId}`);
    const closed = outcome.status === 'failed' || outcome.status === 'refunded';
    return { orderId: order.id, status: outcome.status, message: closed ? CLOSED : PAID_TWICE };
  }
  if (outcome.refund !== 'coupon') return { orderId: order.id, status: outcome.status, message: null };
  await provider.refund(intentId, `coupon-race-${order.id}`);
  await book.markRefunded(db, order.id);
  return { orderId: order.id, status: 'refunded', message: 'The coupon was used up; your payment was refunded.' };
}
