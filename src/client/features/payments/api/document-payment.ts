import type { z } from 'zod';
import type { CreatePaymentResponse, settlementResponse } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type DocumentSettlement = z.infer<typeof settlementResponse>;

/** Same response shape as the PDF payment: a card payment to complete, or a free order already paid. */
export const createDocumentPayment = (documentRequestId: string, couponCode?: string) =>
  apiFetch<CreatePaymentResponse>('/api/create-document-payment', {
    method: 'POST',
    body: couponCode ? { documentRequestId, couponCode } : { documentRequestId },
  });

/** The server asks the payment provider itself; the status sent here is not trusted (docs/decisions/007-payments-and-orders.md). */
export const settleDocumentPayment = (documentRequestId: string, paymentIntentId: string) =>
  apiFetch<DocumentSettlement>(`/api/document-requests/${encodeURIComponent(documentRequestId)}/payment`, {
    method: 'PATCH',
    body: { paymentIntentId, status: 'succeeded' },
  });
