import { z } from 'zod';

const productPrice = z.object({
  id: z.enum(['pdf_guide', 'document_research']),
  name: z.string(),
  currency: z.string(),
  basePrice: z.number().int(),
  amount: z.number().int(),
  discountedPrice: z.number().int(),
  display: z.string(),
  baseDisplay: z.string().nullable(),
  savingsDisplay: z.string().nullable(),
  hasDiscount: z.boolean(),
});

export const pricingResponse = z.object({
  currency: z.string(),
  pdf_guide: productPrice,
  document_research: productPrice,
  promotion: z.object({
    enabled: z.boolean(),
    percentOff: z.number().int(),
    title: z.string(),
    description: z.string(),
  }),
});
export type PricingResponse = z.infer<typeof pricingResponse>;
