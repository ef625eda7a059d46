import type { z } from 'zod';
import type { completeTestPaymentResponse } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';

/** The built-in test provider (test servers only): completes or declines a payment as a card would. */
export const completeTestPayment = (id: string, clientSecret: string, outcome: 'succeed' | 'fail') =>
  apiFetch<z.infer<typeof completeTestPaymentResponse>>(`/api/test-payments/${encodeURIComponent(id)}/complete`, {
    method: 'POST',
    body: { clientSecret, outcome },
  });
