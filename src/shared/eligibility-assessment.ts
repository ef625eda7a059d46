import { z } from 'zod';

const description = z.string();

/** One route of the engine (src/domain/eligibility/engine.ts RouteFacts), as the API sends it. */
const route = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('born_on_island'), selfId: z.string(), description }),
  z.object({ kind: z.literal('irish_born_parent'), parentId: z.string(), description }),
  z.object({
    kind: z.literal('irish_citizen_parent'),
    parentId: z.string(),
    citizenshipDate: z.string(),
    ground: z.enum(['citizen_before_birth', 'registered_by_1986']),
    description,
  }),
  z.object({
    kind: z.literal('irish_born_grandparent'),
    grandparentId: z.string(),
    parentId: z.string(),
    description,
  }),
]);

/** The engine's result as the API sends it (src/domain/eligibility/engine.ts). */
export const eligibilityAssessmentResponse = z.object({
  status: z.enum(['eligible', 'ineligible', 'incomplete', 'already_citizen']),
  label: z.string(),
  route: route.nullable(),
  routes: z.array(route),
  summary: z.string(),
  reasons: z.array(z.string()),
  missing: z.array(z.string()),
  family: z.array(z.object({ memberId: z.string(), text: z.string() })),
  memberCount: z.number().int(),
});
export type EligibilityAssessmentResponse = z.infer<typeof eligibilityAssessmentResponse>;
