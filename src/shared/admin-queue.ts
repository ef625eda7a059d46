import { z } from 'zod';

/**
 * GET /api/admin/queue: what is waiting for the operator, oldest first
 * (docs/decisions/060-the-admin-queue.md). Ages are whole days; `overdue` marks a paid order
 * not yet ordered from the office for longer than `warnAfterDays`.
 */
const waiting = { days: z.number().int(), since: z.string() };

export const adminQueueResponse = z.object({
  warnAfterDays: z.number().int(),
  /**
   * Paid certificate orders with certificates not yet ordered from the office: work-order lines
   * still open (docs/decisions/065-the-work-order.md). `documents` counts those certificates.
   */
  ordersToPlace: z.array(
    z.object({
      id: z.string(),
      customer: z.string(),
      documents: z.number().int(),
      ...waiting,
      overdue: z.boolean(),
    }),
  ),
  /** Certificates ordered from the office and not yet received, counted from the day they were ordered. */
  linesAtOffice: z.array(
    z.object({
      orderId: z.string(),
      documentIndex: z.number().int(),
      certificate: z.string(),
      officeReference: z.string().nullable(),
      ...waiting,
    }),
  ),
  /** Registry-fee lines of open orders whose fee the office has still to confirm ('to_confirm'). */
  feesToConfirm: z.array(
    z.object({ orderId: z.string(), lineId: z.string(), documentIndex: z.number().int(), ...waiting }),
  ),
  /** Guarantee claims waiting for a decision, or for a refund the provider refused. */
  claimsToDecide: z.array(
    z.object({
      id: z.string(),
      claimant: z.string(),
      status: z.enum(['submitted', 'under_review', 'refund_failed']),
      amountDisplay: z.string(),
      ...waiting,
    }),
  ),
  /** Emails the outbox gave up on (the System tab retries them); the oldest few and the total. */
  failedEmails: z.object({
    total: z.number().int(),
    oldest: z.array(z.object({ id: z.string(), subject: z.string(), ...waiting })),
  }),
});
export type AdminQueue = z.infer<typeof adminQueueResponse>;
