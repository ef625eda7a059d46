/** The pack input the PDF benches render: the complete sample family, assessed as the product assesses it. */
import { sampleFamily } from '#domain/documents/sample-tree.ts';
import { assessEligibility } from '#domain/eligibility/engine.ts';
import { assessReadiness } from '#domain/readiness/readiness.ts';
import type { PackInput } from '#server/pdf/application-pack.ts';

export function samplePackInput(): PackInput {
  const { members, nameChanges } = sampleFamily();
  const assessment = assessEligibility(members);
  return {
    members,
    nameChanges,
    assessment,
    readiness: assessReadiness(members, assessment),
    applicantEmail: 'aoife.walsh@example.com',
    generatedAt: new Date('2026-11-22T10:00:00Z'),
  };
}
