import type { z } from 'zod';
import type { CreatePaymentResponse, settlementResponse, validateCouponResponse } from '#shared/payments.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export type CouponCheck = z.infer<typeof validateCouponResponse>;
export type Settlement = z.infer<typeof settlementResponse>;

export const validateCoupon = (code: string, amount: number, currency: string) =>
  apiFetch<CouponCheck>('/api/validate-coupon', { method: 'POST', body: { couponId: code, amount, currency } });

export const createPdfPayment = (couponCode?: string) =>
  apiFetch<CreatePaymentResponse>('/api/create-pdf-payment', {
    method: 'POST',
    body: couponCode ? { couponCode } : {},
  });

/** The server checks the payment with the provider; the client never says it was paid. */
export const confirmPayment = (paymentIntentId: string) =>
  apiFetch<Settlement>('/api/confirm-payment', { method: 'POST', body: { paymentIntentId } });
