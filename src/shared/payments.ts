import { z } from 'zod';
import { singleLine } from './text.ts';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const validateCouponBody = z
  .object({
    couponId: z.preprocess(trim, singleLine(40, 'Please enter a coupon code.').min(1, 'Please enter a coupon code.')),
    amount: z.number().int().min(0).max(10_000_000).optional(),
    currency: z
      .string()
      .regex(/^[a-zA-Z]{3}$/)
      .optional(),
  })
  .strict();

export const validateCouponResponse = z.object({
  valid: z.boolean(),
  percent_off: z.number().int().nullable(),
  amount_off: z.number().int().nullable(),
  name: z.string().nullable(),
});

export const createPdfPaymentBody = z
  .object({
    eligibilityCheckId: z.uuid().nullish(),
    customerEmail: singleLine(254).nullish(),
    couponCode: z.preprocess(trim, singleLine(40).nullish()),
  })
  .strict();

export const createPaymentResponse = z.union([
  z.object({ freeOrder: z.literal(true), orderId: z.string() }),
  z.object({
    freeOrder: z.literal(false),
    orderId: z.string(),
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    provider: z.enum(['stripe', 'test']),
    publishableKey: z.string().nullable(),
  }),
]);
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

export const confirmPaymentBody = z.object({ paymentIntentId: singleLine(255).min(1) }).strict();
export const settlementResponse = z.object({
  orderId: z.string(),
  status: z.enum(['pending', 'paid', 'processing', 'shipped', 'delivered', 'failed', 'refunded', 'cancelled']),
  message: z.string().nullable(),
});

export const pdfOrderResponse = z.object({
  id: z.string(),
  paymentStatus: z.enum(['pending', 'paid', 'failed', 'refunded']),
  amount: z.number().int(),
  baseAmount: z.number().int(),
  discountAmount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PdfOrderResponse = z.infer<typeof pdfOrderResponse>;

export const completeTestPaymentBody = z
  .object({ clientSecret: singleLine(200).min(10), outcome: z.enum(['succeed', 'fail']) })
  .strict();

export const createCouponBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(3, 'Use 3-40 letters, digits, - or _')
      .max(40, 'Use 3-40 letters, digits, - or _')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use 3-40 letters, digits, - or _'),
    name: z.preprocess(trim, singleLine(100).min(1, 'Name is required')),
    percentOff: z.number().int().min(1).max(100).nullish(),
    amountOff: z.number().int().min(1).max(10_000_000).nullish(),
    expiresAt: z.iso.datetime({ offset: true }).nullish(),
    usageLimit: z.number().int().min(1).max(1_000_000).nullish(),
  })
  .strict()
  .refine((c) => (c.percentOff == null) !== (c.amountOff == null), 'Give either percentOff or amountOff');
export type CreateCouponBody = z.input<typeof createCouponBody>;

export const couponResponse = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});

/** POST /api/test-payments/:id/complete (test provider only). */
export const completeTestPaymentResponse = z.object({ ok: z.literal(true) });
