/** What a pack is made from, and its PDF metadata: read by application-pack.ts and render-pack.ts. */
import type { CheckedCertificate } from '#domain/application/online-form.ts';
import type { ApplicantContact } from '#domain/documents/application-steps.ts';
import type { NameChange } from '#domain/documents/name-change.ts';
import type { EligibilityAssessment } from '#domain/eligibility/engine.ts';
import { fullName } from '#domain/eligibility/wording.ts';
import type { Readiness } from '#domain/readiness/readiness.ts';
import type { FamilyMember } from '#domain/tree/family-member.ts';

export const PACK_AUTHOR = 'Irish Citizenship Assist';
export const PACK_SUBJECT = 'Foreign Births Register application pack: documents, steps and answer sheet';
export const PACK_KEYWORDS =
  'Irish citizenship, Foreign Births Register, FBR, citizenship by descent, application pack';

export type PackInput = {
  members: FamilyMember[];
  nameChanges: NameChange[];
  assessment: EligibilityAssessment;
  readiness: Readiness;
  applicantEmail: string;
  /** The answer sheet's email, phone and postal address (the profile); blanks to fill in when absent. */
  contact?: ApplicantContact;
  /** The account holder's name as the site shows it (their own, else from the email). */
  accountName?: string;
  generatedAt: Date;
  /** The certificates checked in 'Your Application': the answer sheet gives first names as they print them. */
  checked?: CheckedCertificate[];
};

/** The pack's title with the applicant's name: 'Irish FBR Application Pack — Aoife Walsh'. */
export function packTitle(members: readonly FamilyMember[]): string {
  const me = members.find((m) => m.relationship === 'self');
  const name = me ? fullName(me) : '';
  return `Irish FBR Application Pack — ${name || 'Applicant'}`;
}
