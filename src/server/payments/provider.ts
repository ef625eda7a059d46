/** What the server needs from a card payment provider. Amounts are in minor units. */
export type IntentMetadata = {
  orderId: string;
  /** 'registry_fee': orderId is the registry-fee line (docs/decisions/056-the-registry-fee.md). */
  orderType: 'pdf' | 'document' | 'registry_fee';
  userId: string;
  /** The coupon this intent's amount was computed with, if any. */
  couponId?: string;
};

export type IntentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled' | 'other';

export type PaymentIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  metadata: Partial<IntentMetadata>;
  lastError: string | null;
  /** What the buyer's browser confirms it with; answered to the order's owner only. */
  clientSecret: string | null;
};

export type PaymentProvider = {
  kind: 'stripe' | 'test';
  /**
   * Creates a new intent for one order. A later payment for the order gets a new one; only requests
   * made at the same time share the intent one of them created (pdf-orders-service.ts).
   */
  createIntent(input: {
    amount: number;
    currency: string;
    metadata: IntentMetadata;
    /** The order's previous intent, cancelled for this one: a retried create must not return it again. */
    replaces?: string | null;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels an intent that has not been paid, so it can no longer be; answers its status afterwards
   * ('canceled', or 'succeeded' when it was paid in the meantime), or null for an unknown intent.
   */
  cancelIntent(id: string): Promise<IntentStatus | null>;
  /**
   * Refunds in full, or `amount` of it (a certificate not found: docs/decisions/065-the-work-order.md);
   * the idempotency key makes a retried refund a no-op. Throws RefundRefusedError
   * when the provider answered that it will not refund (no refund was made); any other error
   * leaves the outcome unknown, so a retry must reuse the same key.
   */
  refund(intentId: string, idempotencyKey: string, amount?: number): Promise<void>;
};

/** The provider's definite 'no' to a refund, with its reason. */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}
