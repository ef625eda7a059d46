/**
 * The items of 'Your Application' (issue 21), derived from the tree by the document checklist
 * (one source of the document rules, shared with the pack): each person's documents, plus what
 * every applicant does that is not a document (a witness, the online form and its fee).
 * Siblings marked for the application get their own items and share the ancestors' documents:
 * one envelope, a covering letter naming each applicant (docs/rules/documents.md 'After posting'). Pure: no I/O.
 */
import type { ApplicationPerson, ItemKind, PersonRole } from './model.ts';
import type { EligibilityAssessment } from '../eligibility/engine.ts';
import { noRegisterReason } from '../eligibility/no-register-reason.ts';
import { fullName } from '../eligibility/wording.ts';
import type { FamilyMember } from '../tree/family-member.ts';
import type { CertificateOffice } from '../documents/certificate-office.ts';
import { buildDocumentChecklist, type ChecklistItem, type PersonChecklist } from '../documents/checklist.ts';
import { FEE, WITNESS } from '../documents/fbr-requirements.ts';
import type { NameChange } from '../documents/name-change.ts';

export type DerivedItem = {
  key: string;
  kind: ItemKind;
  memberId: string;
  role: PersonRole;
  personName: string;
  title: string;
  why: string;
  office: OfficeSummary | null;
  obtain: string | null;
  /** 'if_applicable' for what the tree cannot settle (a marriage it does not record). */
  required: 'always' | 'if_applicable';
  /** The name-change event this item is evidence for, if any. */
  nameChangeId: string | null;
  /** Which name the document should carry (src/domain/documents/document-name.ts); absent when no name applies. */
  carries?: string | null;
  /** The applicants this document serves. */
  sharedBy: string[];
};

export type OfficeSummary = Pick<CertificateOffice, 'office' | 'region' | 'orderUrl' | 'askFor' | 'fee' | 'time'>;

export type DerivedWorkspace = {
  available: boolean;
  /** Why there is nothing to gather, when `available` is false. */
  message: string | null;
  route: 'grandparent' | 'citizen_parent' | null;
  people: ApplicationPerson[];
  items: DerivedItem[];
};

/** The key of a derived item: the member it concerns and the checklist's id for it. */
export const itemKey = (memberId: string, checklistId: string): string => `${memberId}.${checklistId}`;

/**
 * Every item the application needs, person by person: the applicant, each sibling marked for
 * the application, then the shared parent and grandparent. Nothing when the engine gives no FBR
 * route (no applicant yet, not eligible, or already Irish).
 */
export function deriveItems(
  members: readonly FamilyMember[],
  nameChanges: readonly NameChange[],
  assessment: EligibilityAssessment,
  today: string,
): DerivedWorkspace {
  const route = assessment.route;
  const routeKind =
    route?.kind === 'irish_born_grandparent'
      ? 'grandparent'
      : route?.kind === 'irish_citizen_parent'
        ? 'citizen_parent'
        : null;
  const lists = routeKind ? buildDocumentChecklist(members, nameChanges, assessment, today) : [];
  const applicant = lists.find((l) => l.role === 'applicant');
  if (!routeKind || !applicant) {
    return { available: false, message: unavailableMessage(assessment), route: null, people: [], items: [] };
  }
  // The checklist lists each sibling applying with you (their own documents), after you.
  const siblings = lists.filter((l) => l.role === 'sibling');
  const applicants = [applicant.memberId, ...siblings.map((s) => s.memberId)];

  const people: ApplicationPerson[] = [];
  const items: DerivedItem[] = [];
  const add = (list: PersonChecklist, role: PersonRole, name: string, heading: string, sharedBy: string[]) => {
    const member = members.find((m) => m.id === list.memberId);
    people.push({ memberId: list.memberId, role, name, fullName: (member && fullName(member)) || name, heading });
    for (const item of list.items) items.push(fromChecklist(item, list.memberId, role, name, sharedBy));
    if (role === 'applicant' || role === 'sibling') items.push(...applicantSteps(list.memberId, role, name));
  };

  add(applicant, 'applicant', applicant.name, applicant.heading, [applicant.memberId]);
  for (const list of siblings) add(list, 'sibling', list.name, list.heading, [list.memberId]);
  for (const list of lists) {
    if (list.role !== 'applicant' && list.role !== 'sibling') add(list, list.role, list.name, list.heading, applicants);
  }
  return { available: true, message: null, route: routeKind, people, items };
}

function fromChecklist(
  item: ChecklistItem,
  memberId: string,
  role: PersonRole,
  personName: string,
  sharedBy: string[],
): DerivedItem {
  return {
    key: itemKey(memberId, item.id),
    kind: item.kind,
    memberId,
    role,
    personName,
    title: item.title,
    why: item.why,
    carries: item.carries,
    office: item.source
      ? {
          office: item.source.office,
          region: item.source.region,
          orderUrl: item.source.orderUrl,
          askFor: item.source.askFor,
          fee: item.source.fee,
          time: item.source.time,
        }
      : null,
    obtain: item.obtain,
    required: item.status === 'check' ? 'if_applicable' : 'always',
    nameChangeId: item.nameChangeId,
    sharedBy,
  };
}

/** What each applicant does that is not a document: a witness, and the online form with its fee. */
function applicantSteps(memberId: string, role: PersonRole, personName: string): DerivedItem[] {
  const base = {
    memberId,
    role,
    personName,
    office: null,
    required: 'always' as const,
    nameChangeId: null,
    sharedBy: [memberId],
  };
  return [
    {
      ...base,
      key: itemKey(memberId, 'witness'),
      kind: 'witness',
      title: 'A witness for the printed form',
      why: `${WITNESS.detail} Forms that are not properly witnessed are sent back.`,
      obtain: `The witness must be ${WITNESS.professions}.`,
    },
    {
      ...base,
      key: itemKey(memberId, 'online-form'),
      kind: 'online_form',
      title: 'The online application, completed and paid',
      why:
        `The online form cannot be saved part-way: fill it in once every document is in hand. ${FEE.detail} ` +
        'Print the form when you have paid.',
      obtain: 'The Foreign Births Register online application, fbr.dfa.ie.',
    },
  ];
}

function unavailableMessage(assessment: EligibilityAssessment): string {
  const nothingToGather =
    'Your Application prepares a Foreign Births Register application, so there is nothing to gather here.';
  switch (noRegisterReason(assessment)) {
    // The summary already says to apply for a passport directly; this says why the workspace stays shut.
    case 'already_citizen':
      return `${assessment.summary} ${nothingToGather}`;
    case 'adoption':
      return `${assessment.summary} ${nothingToGather} The Adoption Authority of Ireland can tell you whether your adoption is recognised and registered.`;
    case null:
      return `${assessment.summary} Your application workspace opens once your family tree shows a route to the Foreign Births Register.`;
  }
}
