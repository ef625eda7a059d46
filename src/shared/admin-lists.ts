import { z } from 'zod';
import { documentRequestResponse } from './orders.ts';
import { pdfOrderResponse } from './payments.ts';
import { singleLine } from './text.ts';

const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** Part of a reference ('#1a2b3c4d'), an email or a name; blank means no search. */
const search = z
  .preprocess(trim, singleLine(100, undefined, 'Search must be at most 100 characters').optional())
  .transform((s) => (s ? s : undefined));

const orderStatus = documentRequestResponse.shape.status;

export const ADMIN_ORDER_SORTS = ['newest', 'oldest'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * GET /api/admin/orders and its CSV export (docs/decisions/060-the-admin-queue.md): by status, by
 * part of the reference, the customer's email or name, newest or oldest first.
 */
export const adminOrdersQuery = z.object({
  status: z.union([orderStatus, z.array(orderStatus)]).optional(),
  q: search,
  sort: z.enum(ADMIN_ORDER_SORTS).default('newest'),
});

/** GET /api/admin/pdf-orders: the PDF pack purchases, searched like the certificate orders. */
export const adminPdfOrdersQuery = z.object({
  status: pdfOrderResponse.shape.paymentStatus.optional(),
  q: search,
});

export const adminPdfOrderResponse = pdfOrderResponse.extend({
  /** The buyer's account, null once it was deleted (the order is kept for the accounts). */
  userId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  provider: z.enum(['stripe', 'test', 'free']),
  couponCode: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AdminPdfOrder = z.infer<typeof adminPdfOrderResponse>;
export const adminPdfOrdersResponse = z.array(adminPdfOrderResponse);
