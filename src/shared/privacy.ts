import { z } from 'zod';

/** GET /api/privacy/deletion-impact: what deleting the account does to what is in progress (decision 027). */
export const deletionImpactResponse = z.object({
  orders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      documentsRequestedCount: z.number().int(),
      totalCost: z.number().int(),
      currency: z.string(),
      outcome: z.enum(['refunded', 'still_delivered']),
      /** Registry fees already paid to the office for this order: not refunded (decision 059). */
      officeFeesKept: z.array(z.object({ reference: z.string(), amount: z.number().int(), currency: z.string() })),
    }),
  ),
  claims: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      totalAmount: z.number().int(),
      currency: z.string(),
      outcome: z.enum(['withdrawn', 'refund_continues']),
    }),
  ),
});
export type DeletionImpact = z.infer<typeof deletionImpactResponse>;
