import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { testPaymentIntents } from '../db/schema.ts';
import { RefundRefusedError, type PaymentProvider } from './provider.ts';

/**
 * The built-in test provider: used outside production when no Stripe keys are set. Its intents
 * live in the database; the 'Test mode' card form succeeds or fails them on demand, and the order
 * is then settled by the same server-side path as a Stripe payment.
 */
export function testProvider(db: Db): PaymentProvider {
  return {
    kind: 'test',
    async createIntent({ amount, currency, metadata }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      await db.insert(testPaymentIntents).values({
        id,
        clientSecret,
        amount,
        currency,
        status: 'requires_payment_method',
        metadata: JSON.stringify(metadata),
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        metadata: JSON.parse(row.metadata) as Record<string, string>,
        lastError: row.lastError,
        clientSecret: row.clientSecret,
      };
    },
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(testPaymentIntents.id, id), sql`${testPaymentIntents.status} not in ('succeeded', 'canceled')`));
      const [row] = await db
        .select({ status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      return row?.status ?? null;
    },
    // Like Stripe, only a succeeded payment can be refunded, never beyond what was paid; a full
    // refund refunds what is left, and a retried key (held by the caller) is not sent twice here.
    async refund(intentId, _key, amount) {
      const refunded = await db
        .update(testPaymentIntents)
        .set({
          refundedAmount:
            amount === undefined
              ? sql`${testPaymentIntents.amount}`
              : sql`${testPaymentIntents.refundedAmount} + ${amount}`,
        })
        .where(
          and(
            eq(testPaymentIntents.id, intentId),
            eq(testPaymentIntents.status, 'succeeded'),
            amount === undefined
              ? sql`true`
              : sql`${testPaymentIntents.refundedAmount} + ${amount} <= ${testPaymentIntents.amount}`,
          ),
        )
        .returning({ id: testPaymentIntents.id });
      if (refunded.length === 0)
        throw new RefundRefusedError('This payment has no successful charge to refund. (Test mode)');
    },
  };
}

/** The 'card' step of the test provider: the browser, holding the client secret, decides the outcome. */
export async function completeTestIntent(
  db: Db,
  input: { id: string; clientSecret: string; outcome: 'succeed' | 'fail' },
): Promise<boolean> {
  const updated = await db
    .update(testPaymentIntents)
    .set(
      input.outcome === 'succeed'
        ? { status: 'succeeded', lastError: null }
        : { status: 'requires_payment_method', lastError: 'Your card was declined. (Test mode)' },
    )
    .where(
      sql`${testPaymentIntents.id} = ${input.id} and ${testPaymentIntents.clientSecret} = ${input.clientSecret} and ${testPaymentIntents.status} not in ('succeeded', 'canceled')`,
    )
    .returning({ id: testPaymentIntents.id });
  return updated.length > 0;
}
