import { z } from 'zod';

export const answerSchema = z.enum(['yes', 'no']);

/** What the browser sends: the answers only. The server decides the result. */
export const createEligibilityCheckBody = z
  .object({
    q1: answerSchema,
    q2: answerSchema.nullish(),
    q3: answerSchema.nullish(),
    q4: answerSchema.nullish(),
  })
  .strict();
export type CreateEligibilityCheckBody = z.infer<typeof createEligibilityCheckBody>;

export const eligibilityCheckResponse = z.object({
  id: z.uuid(),
  isEligible: z.boolean(),
  reason: z.enum(['born_in_ireland', 'already_citizen', 'eligible', 'not_eligible']),
  createdAt: z.string(),
});
export type EligibilityCheckResponse = z.infer<typeof eligibilityCheckResponse>;
