import type { QueryKey } from '@tanstack/react-query';
import type { CreatePaymentResponse } from '#shared/payments.ts';
import { documentRequestsQueryOptions } from '#client/lib/queries/document-requests.ts';
import { pdfOrdersQueryOptions } from '#client/lib/queries/pdf-orders.ts';
import { treeLockQueryOptions } from '#client/lib/queries/tree-lock.ts';
import { createDocumentPayment, settleDocumentPayment } from './api/document-payment.ts';
import { confirmPayment, createPdfPayment } from './api/payment-calls.ts';

/** The success callback runs 1.5 s after the success toast. */
export const SUCCESS_REDIRECT_MS = 1500;
/** 2 s when the document order's status update failed after a card success. */
export const STATUS_ERROR_REDIRECT_MS = 2000;
const ORDER_VIEW_TEXT = 'Your payment was processed successfully. You can view your order in My Orders.';
const NOT_THROUGH = 'Your payment did not go through. Please try again.';

export type Intent = Extract<CreatePaymentResponse, { freeOrder: false }>;

/** What the server said after the card form finished. */
export type CardOutcome =
  /** Paid (or accepted and settling): 'Payment Successful!' with this text, then onward after `delay`. */
  | { kind: 'paid'; description: string; delay: number }
  /** Declined or failed: said on the form beside the pay button. */
  | { kind: 'declined'; message: string }
  /** The server could not be asked: nothing is said, the order list decides. */
  | { kind: 'unconfirmed' };

/** One of the two things paid for here: the PDF guide, or a certificate order. */
export type PaymentFlow = {
  kind: 'pdf' | 'document';
  heading: string;
  intro: string;
  /** Said when the server priced the order at zero and completed it. */
  freeText: string;
  /** Where the browser goes after payment when the caller gives no onSuccess. */
  afterPath: string;
  /** The queries a payment changes, refreshed before moving on. */
  paidQueries: QueryKey[];
  create: (couponCode?: string) => Promise<CreatePaymentResponse>;
  settle: (intent: Intent) => Promise<CardOutcome>;
};

export const pdfFlow: PaymentFlow = {
  kind: 'pdf',
  heading: 'PDF Guide Payment',
  intro: 'Your personalised Irish FBR application pack, generated from your family tree.',
  freeText: 'Your personalised PDF guide is ready to download.',
  afterPath: '/',
  paidQueries: [pdfOrdersQueryOptions().queryKey],
  create: createPdfPayment,
  settle: async (intent) => {
    try {
      const settlement = await confirmPayment(intent.paymentIntentId);
      if (settlement.status === 'paid') {
        return {
          kind: 'paid',
          description: 'Your personalised PDF guide is ready to download.',
          delay: SUCCESS_REDIRECT_MS,
        };
      }
      return { kind: 'declined', message: settlement.message ?? NOT_THROUGH };
    } catch (err) {
      // Spec: a failed server confirmation for a PDF is only logged; the order list decides.
      console.warn('payment confirmation failed', err);
      return { kind: 'unconfirmed' };
    }
  },
};

export function documentFlow(documentRequestId: string): PaymentFlow {
  return {
    kind: 'document',
    heading: 'Document Request Payment',
    intro: 'Certificate research and delivery for your Irish line, from Ireland and the UK.',
    freeText: 'Your certificate order is confirmed. You can follow it in My Orders.',
    afterPath: '/orders',
    paidQueries: [documentRequestsQueryOptions().queryKey, treeLockQueryOptions().queryKey],
    create: (couponCode) => createDocumentPayment(documentRequestId, couponCode),
    settle: async (intent) => {
      try {
        const settlement = await settleDocumentPayment(documentRequestId, intent.paymentIntentId);
        if (settlement.status === 'failed') return { kind: 'declined', message: settlement.message ?? NOT_THROUGH };
        // 'pending': the provider has not finished yet; the webhook settles it. The order list will show it.
        if (settlement.status === 'pending') {
          return { kind: 'paid', description: ORDER_VIEW_TEXT, delay: STATUS_ERROR_REDIRECT_MS };
        }
        return {
          kind: 'paid',
          description: 'Your certificate order is confirmed. We start researching within 1-2 business days.',
          delay: SUCCESS_REDIRECT_MS,
        };
      } catch (err) {
        // Spec: a failed status update after a card success still shows success, then /orders after 2 s.
        console.warn('document payment status update failed', err);
        return { kind: 'paid', description: ORDER_VIEW_TEXT, delay: STATUS_ERROR_REDIRECT_MS };
      }
    },
  };
}
