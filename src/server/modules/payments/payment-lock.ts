import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { paymentLocks } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';

/** Longer than starting a payment can take (a cancel and a create at Stripe, each with retries). */
const LEASE_MS = 120_000;
/** How long a second request for the same user waits for the first before it gives up. */
const WAIT_MS = 12_000;

export const PAYMENT_IN_PROGRESS = 'A payment is already being started. Please try again in a moment.';

/**
 * Runs `fn` while holding the lease `key` (one per user): the start of a payment, with its calls
 * to the provider, never runs twice at once for that user, on any instance. A lease row, not a
 * transaction lock: a transaction held across provider calls would keep a pooled connection per
 * waiting request, and on PGlite (one connection) would stop every other query meanwhile
 * (docs/decisions/039-timeouts-redaction-and-one-payment.md). A waiter polls without holding a
 * connection; a lease whose holder died expires.
 */
export async function withPaymentLock<T>(
  db: Db,
  key: string,
  fn: () => Promise<T>,
  opts: { waitMs?: number; leaseMs?: number } = {},
): Promise<T> {
  const holder = randomUUID();
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const deadline = Date.now() + (opts.waitMs ?? WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    const [taken] = await db
      .insert(paymentLocks)
      .values({ key, holder, expiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .onConflictDoUpdate({
        target: paymentLocks.key,
        set: { holder, expiresAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` },
        setWhere: sql`${paymentLocks.expiresAt} < now()`,
      })
      .returning({ holder: paymentLocks.holder });
    if (taken?.holder === holder) break;
    if (Date.now() >= deadline) throw new AppError(409, PAYMENT_IN_PROGRESS, 'PAYMENT_IN_PROGRESS');
    // 20 ms, growing to 200 ms, with jitter so waiters do not poll in step.
    await new Promise((r) => setTimeout(r, Math.min(200, 20 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random())));
  }
  try {
    return await fn();
  } finally {
    await db
      .delete(paymentLocks)
      .where(and(eq(paymentLocks.key, key), eq(paymentLocks.holder, holder)))
      .catch(() => {
        /* the lease expires by itself */
      });
  }
}

/**
 * The intent another request, made at the same time as this one, left on the order while this one
 * waited for the lock: started after this request arrived, for the same amount, currency and
 * coupon, and still waiting for a card. Parallel requests (a double click, a retried request) then
 * answer that one intent instead of each cancelling the one before; a later request (another tab,
 * a coupon applied afterwards) still replaces it.
 */
export async function intentStartedMeanwhile(
  provider: PaymentProvider,
  order: { paymentIntentId: string | null; updatedAt: Date },
  wanted: { amount: number; currency: string; couponId: string | null; since: Date },
): Promise<{ id: string; clientSecret: string } | null> {
  if (!order.paymentIntentId || order.updatedAt.getTime() <= wanted.since.getTime()) return null;
  const intent = await provider.retrieveIntent(order.paymentIntentId);
  if (!intent?.clientSecret || intent.status !== 'requires_payment_method') return null;
  if (intent.amount !== wanted.amount || intent.currency !== wanted.currency) return null;
  if ((intent.metadata.couponId ?? null) !== wanted.couponId) return null;
  return { id: intent.id, clientSecret: intent.clientSecret };
}
