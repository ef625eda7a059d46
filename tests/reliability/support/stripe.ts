import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

export const STRIPE_WEBHOOK_SECRET = 'whsec_reliability';

/** The env that makes a spawned server use Stripe, with API calls going to a local stub. */
export const stripeEnv = (stubUrl: string) => ({
  STRIPE_SECRET_KEY: 'sk_test_reliability',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_reliability',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_BASE: stubUrl,
});

/** A payment_intent.succeeded event for an intent, as JSON text with its Stripe-Signature header. */
export function signedIntentEvent(intent: {
  id: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'payment_intent.succeeded',
    data: { object: { ...intent, object: 'payment_intent', status: 'succeeded' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  return { payload, signature };
}

/** Delivers a signed webhook to one server; resolves with the status code. */
export async function deliverWebhook(base: string, event: { payload: string; signature: string }, timeoutMs = 15_000) {
  const res = await fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.payload,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: res.status, body: await res.text() };
}
