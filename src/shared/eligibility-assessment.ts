import { z } from 'zod';

const route = z.object({
  kind: z.enum(['irish_born_parent', 'irish_citizen_parent', 'irish_born_grandparent']),
  parentId: z.string(),
  grandparentId: z.string().optional(),
  citizenshipDate: z.string().optional(),
  ground: z.string().optional(),
  description: z.string(),
});

/** The engine's result as the API sends it (src/domain/eligibility/engine.ts). */
export const eligibilityAssessmentResponse = z.object({
  status: z.enum(['eligible', 'ineligible', 'incomplete', 'already_citizen']),
  label: z.string(),
  route: route.nullable(),
  routes: z.array(route),
  summary: z.string(),
  reasons: z.array(z.string()),
  missing: z.array(z.string()),
  memberCount: z.number().int(),
});
export type EligibilityAssessmentResponse = z.infer<typeof eligibilityAssessmentResponse>;
