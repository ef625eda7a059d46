import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { assessReadiness } from '#domain/readiness/readiness.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';
import type { PackInput } from '#server/pdf/pack-metadata.ts';

/**
 * The application pack's input for a tree, assessed as the product assesses it (by default the
 * complete sample family and its name changes); `rest` replaces any other field.
 */
export function packInput(
  members: FamilyMember[] = sampleFamily().members,
  rest: Partial<Omit<PackInput, 'members' | 'assessment' | 'readiness'>> = {},
): PackInput {
  const assessment = assessEligibility(members);
  return {
    members,
    nameChanges: sampleFamily().nameChanges,
    assessment,
    readiness: assessReadiness(members, assessment),
    applicantEmail: 'aoife.walsh@example.com',
    generatedAt: new Date('2026-11-22T10:00:00Z'),
    ...rest,
  };
}
