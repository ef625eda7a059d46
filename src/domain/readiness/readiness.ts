/**
 * Whether the tree holds enough to build the FBR application pack. Blocking issues stop the
 * pack; warnings are printed in it.
 *
 * Required: the applicant, with first and last name; at least one grandparent; an Irish-born
 * grandparent with first and last name; at least one parent; that grandparent linked to a
 * parent whose names are complete. Warnings: a missing birth date or birth place for the
 * applicant, the Irish-born grandparent and the connecting parent.
 *
 * The people are the ones the eligibility engine's route names (falling back to the first
 * Irish-born grandparent). On the citizen-parent route the claim runs through the parent's own
 * citizenship, so the grandparent requirements do not apply; on the Irish-born-parent route the
 * applicant is already Irish and needs a passport, not this pack. Pure: no I/O.
 */
import type { EligibilityAssessment } from '../eligibility/engine.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import { hasFullName, nameOf, resolveChain, whose, type Chain } from '../documents/chain.ts';
import { roleWord } from '../eligibility/wording.ts';

export type IssueCode =
  | 'NO_APPLICANT'
  | 'APPLICANT_NAME'
  | 'ALREADY_CITIZEN'
  | 'NO_GRANDPARENT'
  | 'NO_IRISH_GRANDPARENT'
  | 'IRISH_GRANDPARENT_NAME'
  | 'NO_PARENT'
  | 'GRANDPARENT_NOT_LINKED'
  | 'PARENT_NAME'
  | 'MISSING_BIRTH_DATE'
  | 'MISSING_BIRTH_PLACE';

export type Issue = {
  code: IssueCode;
  /** Plain words naming the person: "Add Mary Walsh's place of birth". */
  message: string;
  /** The member to fix, or null when the fix is to add someone. */
  memberId: string | null;
};

export type Readiness = { ready: boolean; blocking: Issue[]; warnings: Issue[] };

/** What stops the application pack, and what it will print as still missing. */
export function assessReadiness(members: readonly FamilyMember[], assessment: EligibilityAssessment): Readiness {
  const chain = resolveChain(members, assessment);
  const blocking = blockingIssues(members, chain);
  const warnings = [chain.applicant, chain.parent, chain.grandparent]
    .filter((m): m is FamilyMember => m !== null)
    .flatMap(birthWarnings);
  return { ready: blocking.length === 0, blocking, warnings };
}

function blockingIssues(members: readonly FamilyMember[], chain: Chain): Issue[] {
  const issues: Issue[] = [];
  const { applicant, parent, grandparent } = chain;

  if (!applicant) {
    issues.push(issue('NO_APPLICANT', 'Add yourself to the family tree: the pack is built around you.', null));
  } else if (!hasFullName(applicant)) {
    issues.push(issue('APPLICANT_NAME', 'Add your first and last name.', applicant.id));
  }

  if (chain.kind === 'born_on_island') {
    issues.push(
      issue(
        'ALREADY_CITIZEN',
        'You were born on the island of Ireland before 2005, so you are entitled to Irish citizenship and do not ' +
          'need the Foreign Births Register: apply for an Irish passport directly.',
        applicant?.id ?? null,
      ),
    );
    return issues;
  }

  if (chain.kind === 'irish_born_parent') {
    const through = parent ? ` through ${nameOf(parent)}` : '';
    issues.push(
      issue(
        'ALREADY_CITIZEN',
        `You are already an Irish citizen${through}, who was born in Ireland, so you do not need the Foreign ` +
          'Births Register: apply for an Irish passport directly.',
        parent?.id ?? null,
      ),
    );
    return issues;
  }

  if (chain.kind === 'citizen_parent') {
    if (!parent) issues.push(issue('NO_PARENT', 'Add the parent you claim through.', null));
    else if (!hasFullName(parent)) issues.push(nameIssue('PARENT_NAME', parent));
    return issues;
  }

  if (!members.some((m) => m.relationship === 'grandparent')) {
    issues.push(issue('NO_GRANDPARENT', 'Add at least one grandparent.', null));
  }
  if (!grandparent) {
    issues.push(
      issue(
        'NO_IRISH_GRANDPARENT',
        'Add the grandparent who was born in Ireland and mark them as born in Ireland.',
        null,
      ),
    );
  } else if (!hasFullName(grandparent)) {
    issues.push(nameIssue('IRISH_GRANDPARENT_NAME', grandparent));
  }
  const hasParent = members.some((m) => m.relationship === 'parent');
  if (!hasParent) {
    issues.push(issue('NO_PARENT', 'Add at least one parent.', null));
  } else if (grandparent && !parent) {
    issues.push(
      issue(
        'GRANDPARENT_NOT_LINKED',
        `Link ${nameOf(grandparent)} to your father or mother: the parent whose parent they are.`,
        grandparent.id,
      ),
    );
  }
  if (parent && !hasFullName(parent)) issues.push(nameIssue('PARENT_NAME', parent));
  return issues;
}

/** Non-blocking: the date and place of birth that the certificate offices and the form ask for. */
function birthWarnings(member: FamilyMember): Issue[] {
  const warnings: Issue[] = [];
  if (!member.birthDate?.trim()) {
    warnings.push(issue('MISSING_BIRTH_DATE', `Add ${whose(member)} date of birth.`, member.id));
  }
  if (!member.birthPlace?.trim()) {
    warnings.push(issue('MISSING_BIRTH_PLACE', `Add ${whose(member)} place of birth.`, member.id));
  }
  return warnings;
}

/** "Add your grandmother's first and last name" / "Add Mary's last name". */
function nameIssue(code: IssueCode, member: FamilyMember): Issue {
  const first = member.firstName.trim();
  const last = member.lastName.trim();
  const message =
    first === '' && last === ''
      ? `Add your ${roleWord(member)}'s first and last name.`
      : first === ''
        ? `Add the first name of your ${roleWord(member)} ${last}.`
        : `Add the last name of your ${roleWord(member)} ${first}.`;
  return issue(code, message, member.id);
}

function issue(code: IssueCode, message: string, memberId: string | null): Issue {
  return { code, message, memberId };
}
