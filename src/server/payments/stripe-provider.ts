import Stripe from 'stripe';
import { RefundRefusedError, type IntentStatus, type PaymentProvider } from './provider.ts';

const KNOWN: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: base ? 0 : 2,
    timeout: 10_000,
    ...(base
      ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createIntent({ amount, currency, metadata, replaces }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency, metadata, automatic_payment_methods: { enabled: true } },
        // A network retry of this create gets the same intent; a new payment after a cancelled one does not.
        { idempotencyKey: `order-${metadata.orderId}-${amount}-after-${replaces ?? 'none'}` },
      );
      if (!intent.client_secret) throw new Error('Stripe returned no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async retrieveIntent(id) {
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: (KNOWN.has(intent.status) ? intent.status : 'other') as IntentStatus,
          amount: intent.amount,
          currency: intent.currency,
          metadata: intent.metadata,
          lastError: intent.last_payment_error?.message ?? null,
          clientSecret: intent.client_secret,
        };
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw err;
      }
    },
    async cancelIntent(id) {
      try {
        await stripe.paymentIntents.cancel(id);
        return 'canceled';
      } catch (err) {
        // Stripe refuses to cancel an intent that succeeded or was canceled already: read which.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        return (await this.retrieveIntent(id))?.status ?? null;
      }
    },
    async refund(intentId, idempotencyKey, amount) {
      try {
        await stripe.refunds.create(
          { payment_intent: intentId, ...(amount === undefined ? {} : { amount }) },
          { idempotencyKey },
        );
      } catch (err) {
        // A 4xx answer (other than a conflict or rate limit) means Stripe made no refund.
        if (!(err instanceof Stripe.errors.StripeError)) throw err;
        const status = err.statusCode ?? 0;
        if (status >= 400 && status < 500 && status !== 409 && status !== 429)
          throw new RefundRefusedError(err.message);
        throw err;
      }
    },
  };
}
