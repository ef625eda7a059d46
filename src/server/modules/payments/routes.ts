import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noRegisterReason, PACK_NOT_NEEDED } from '#domain/eligibility/no-register-reason.ts';
import { buildPricing } from '#domain/pricing/pricing.ts';
import {
  completeTestPaymentBody,
  completeTestPaymentResponse,
  confirmPaymentBody,
  createPaymentResponse,
  createPdfPaymentBody,
  pdfOrderResponse,
  settlementResponse,
  validateCouponBody,
  validateCouponResponse,
} from '#shared/payments.ts';
import type { AppConfig } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { requireProvider } from '#server/payments/require-provider.ts';
import { completeTestIntent } from '#server/payments/test-provider.ts';
import { assessUser } from '../family/lineage-service.ts';
import { findUsableCoupon } from './coupon-service.ts';
import { createPdfPayment, listPdfOrders, settlePdfIntent } from './pdf-orders-service.ts';

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: AppConfig;
  provider: PaymentProvider | null;
}> = async (app, { db, config, provider }) => {
  const pricing = buildPricing(config);

  app.post(
    '/api/validate-coupon',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: validateCouponBody, response: { 200: validateCouponResponse } },
    },
    async (request) => {
      const coupon = await findUsableCoupon(db, request.body.couponId, new Date());
      return coupon
        ? { valid: true, percent_off: coupon.percentOff, amount_off: coupon.amountOff, name: coupon.name }
        : { valid: false, percent_off: null, amount_off: null, name: null };
    },
  );

  app.post(
    '/api/create-pdf-payment',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createPdfPaymentBody, response: { 200: createPaymentResponse } },
    },
    async (request, reply) => {
      const notNeeded = noRegisterReason((await assessUser(db, request.user!.id)).assessment);
      if (notNeeded) throw new AppError(409, PACK_NOT_NEEDED[notNeeded], 'PACK_NOT_NEEDED');
      const result = await createPdfPayment(db, requireProvider(provider), {
        userId: request.user!.id,
        email: request.user!.email,
        pricing,
        couponCode: request.body.couponCode || undefined,
        eligibilityCheckId: request.body.eligibilityCheckId,
        now: new Date(),
        requestedAt: new Date(Date.now() - reply.elapsedTime),
        appUrl: config.appUrl,
      });
      if (result.freeOrder) return result;
      return { ...result, provider: provider!.kind, publishableKey: config.stripe?.publishableKey ?? null };
    },
  );

  app.post(
    '/api/confirm-payment',
    { onRequest: app.requireUser, schema: { body: confirmPaymentBody, response: { 200: settlementResponse } } },
    async (request) =>
      settlePdfIntent(db, requireProvider(provider), config.appUrl, request.body.paymentIntentId, {
        userId: request.user!.id,
      }),
  );

  app.get(
    '/api/pdf-orders',
    { onRequest: app.requireUser, schema: { response: { 200: z.array(pdfOrderResponse) } } },
    async (request) => listPdfOrders(db, request.user!.id),
  );

  // The 'card' of the built-in test provider. Never registered when Stripe or production is in use.
  if (provider?.kind === 'test') {
    app.post(
      '/api/test-payments/:id/complete',
      {
        onRequest: app.requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: completeTestPaymentBody,
          response: { 200: completeTestPaymentResponse },
        },
      },
      async (request) => {
        if (!(await completeTestIntent(db, { id: request.params.id, ...request.body })))
          throw notFound('Payment not found');
        return { ok: true as const };
      },
    );
  }
};
