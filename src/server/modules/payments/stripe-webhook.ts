import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '#server/db/client.ts';
import { paymentEvents } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { settleDocumentIntent } from '../orders/document-requests-service.ts';
import { settleRegistryFeeIntent } from '../orders/registry-fees-service.ts';
import { settlePdfIntent } from './pdf-orders-service.ts';

/**
 * Stripe's signed webhook. Only this encapsulated plugin reads JSON as a raw Buffer, because the
 * signature covers the exact bytes. Events are idempotent: an event id is handled once, and
 * settlement itself is idempotent, so replays and deliveries to several instances settle once.
 */
export const stripeWebhook: FastifyPluginAsync<{
  db: Db;
  stripe: Stripe;
  webhookSecret: string;
  provider: PaymentProvider;
  appUrl: string;
}> = async (app, { db, stripe, webhookSecret, provider, appUrl }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // Stripe sends no cookies and is authenticated by the signature: exempt from the origin check.
  app.post('/api/webhooks/stripe', { config: { rateLimit: false, allowCrossSite: true } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError(400, 'Missing Stripe signature', 'BAD_SIGNATURE');
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw new AppError(400, 'Invalid Stripe signature', 'BAD_SIGNATURE');
    }
    const [seen] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, event.id));
    if (seen) return reply.send({ received: true, duplicate: true });
    if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      // Settle from the provider's own current state, never from the event body alone.
      if (intent.metadata?.orderType === 'pdf') await settlePdfIntent(db, provider, appUrl, intent.id);
      if (intent.metadata?.orderType === 'document') await settleDocumentIntent(db, provider, appUrl, intent.id);
      if (intent.metadata?.orderType === 'registry_fee') await settleRegistryFeeIntent(db, provider, appUrl, intent.id);
    }
    await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return reply.send({ received: true });
  });
};
