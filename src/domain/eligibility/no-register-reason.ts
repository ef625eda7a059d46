/**
 * Why the Foreign Births Register is not the applicant's way to citizenship, read from the engine's
 * answer (docs/rules/eligibility.md 'Born on the island', 'Parent born on the island', 'Adopted
 * applicants'). Small and apart from the engine so the dashboard can use it without loading the engine.
 */
import type { EligibilityStatus } from './engine.ts';

/** docs/rules/eligibility.md 'Adopted applicants': what to do first, and from when. */
export const ADOPTION_SUMMARY =
  'Your adoption, not the Foreign Births Register, is your route: you become an Irish citizen from the date your ' +
  'adoption is recognised in Ireland and entered in the Register of Intercountry Adoptions.';
export const ADOPTION_MISSING =
  'Ask the Adoption Authority of Ireland whether your adoption is recognised in Ireland and entered in the ' +
  'Register of Intercountry Adoptions';

/**
 * 'already_citizen': born on the island, or a parent born there. 'adoption': adopted by an Irish
 * citizen, with no route through the birth family in the tree (the engine's only answer with that
 * summary and no route).
 */
export type NoRegisterReason = 'already_citizen' | 'adoption';

export function noRegisterReason(answer: {
  status: EligibilityStatus;
  route: unknown;
  summary: string;
}): NoRegisterReason | null {
  if (answer.status === 'already_citizen') return 'already_citizen';
  if (answer.route === null && answer.summary === ADOPTION_SUMMARY) return 'adoption';
  return null;
}

/**
 * Why the PDF application pack, a Foreign Births Register application, is not sold to someone the
 * tree shows the register is not for (decision 084).
 */
export const PACK_NOT_NEEDED: Record<NoRegisterReason, string> = {
  already_citizen:
    'Your family tree shows you are an Irish citizen already, so you do not need the Foreign Births Register ' +
    'application pack.',
  adoption:
    'Your family tree shows your adoption, not the Foreign Births Register, is your route to Irish citizenship, ' +
    'so you do not need the Foreign Births Register application pack.',
};
