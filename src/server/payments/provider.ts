/** What the server needs from a card payment provider. Amounts are in minor units. */
export type IntentMetadata = { orderId: string; orderType: 'pdf' | 'document'; userId: string };

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'other';

export type PaymentIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Partial<IntentMetadata>;
  lastError: string | null;
};

export type PaymentProvider = {
  kind: 'stripe' | 'test';
  /** Creates a new intent for one order; an intent (and its client secret) is never reused. */
  createIntent(input: { amount: number; currency: string; metadata: IntentMetadata }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Refunds in full; the idempotency key makes a retried refund a no-op. */
  refund(intentId: string, idempotencyKey: string): Promise<void>;
};
