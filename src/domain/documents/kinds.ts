/**
 * The document kinds: one registry (docs/decisions/061-one-document-registry.md). Each kind has one
 * id, used by the checklist, the workspace items, the online-form answers, the pack and orders
 * (stored as that id). The spellings the product spec quotes for the API (`birth_certificate`,
 * `needsBirthCertificate`, `birthCert`) are named here, once, beside the kind they stand for.
 */
import type { FamilyMember } from '../tree/family-member.ts';
import type { EventKind, EventLocation } from './certificate-office.ts';
import { PHOTOS, PROOF_OF_ADDRESS } from './fbr-requirements.ts';
import type { NameChange } from './name-change.ts';

/** The people in an application, by their place in the chain. */
export const CHAIN_ROLES = [
  'applicant',
  'sibling',
  'connecting_parent',
  'citizen_parent',
  'irish_grandparent',
] as const;
export type ChainRole = (typeof CHAIN_ROLES)[number];

/**
 * What a certificate is compared on (src/domain/application/mismatch.ts): first names and surname
 * against the tree, the event's date, the parents it names, the long form, a civil issuer, and
 * an original rather than a photocopy.
 */
export type DocumentCheck = 'forenames' | 'surname' | 'date' | 'parents' | 'long_form' | 'civil_issuer' | 'photocopy';

/** A question of the online form a checked certificate answers, and the field of the check that answers it. */
export type FormAnswer = { question: string; field: 'firstNames' | 'eventDate' | 'eventPlace' };

/** How a person's item is worded when the registry builds it (kinds with `rule`). */
export type Person = { name: string; isApplicant: boolean };

export type DocumentKind = {
  id: string;
  /** In a sentence: 'the birth certificate of Mary Walsh'. */
  label: string;
  /** The checklist's and the pack's title for it. */
  title: string;
  /** The event it proves, when it records one. */
  proves: EventKind | 'citizenship' | 'name_change' | 'identity' | 'address' | 'application' | null;
  /** Who in the chain may need it. */
  neededBy: readonly ChainRole[];
  /** The checks that apply to it once the user records what it prints; none for a document not checked. */
  checks: readonly DocumentCheck[];
  /**
   * How its office is found: 'civil_registry' through the certificate offices data set for the
   * event it proves (certificate-office.ts); 'issuer' when the checklist says who issues it; null
   * when it is not ordered from an office.
   */
  office: 'civil_registry' | 'issuer' | null;
  /** The button that moves it to 'in hand'. */
  inHandAction: string;
  /** The online-form questions a checked one answers when the tree leaves them blank. */
  answers: readonly FormAnswer[];
  /** Ordered through our research service: the spec's names for it in the API, and its label there. */
  research: { documentType: string; selectionFlag: string; manualFlag: string | null; label: string } | null;
  /**
   * For a kind that applies to every person of its roles, the registry builds the checklist item
   * itself; kinds whose rule depends on the tree (a death, a marriage, a pre-1864 birth) are built
   * by checklist.ts.
   */
  rule: {
    when: (member: FamilyMember) => boolean;
    title?: (p: Person) => string;
    why: (p: Person) => string;
    obtain: (p: Person) => string;
  } | null;
};

const ALL_ROLES = CHAIN_ROLES;
const CERTIFICATE_CHECKS = ['forenames', 'surname', 'date', 'civil_issuer', 'photocopy'] as const;

export const DOCUMENT_KINDS = [
  {
    id: 'form',
    label: 'application form',
    title: 'The printed application form, witnessed',
    proves: 'application',
    neededBy: ['applicant', 'sibling'],
    checks: [],
    office: null,
    inHandAction: 'Printed and signed',
    answers: [],
    research: null,
    rule: null,
  },
  {
    id: 'photos',
    label: 'passport photos',
    title: PHOTOS.title,
    proves: 'identity',
    neededBy: ['applicant', 'sibling'],
    checks: [],
    office: null,
    inHandAction: 'I have them',
    answers: [],
    research: null,
    rule: null,
  },
  {
    id: 'birth',
    label: 'birth certificate',
    title: 'Long-form civil birth certificate',
    proves: 'birth',
    neededBy: ALL_ROLES,
    checks: [...CERTIFICATE_CHECKS, 'parents', 'long_form'],
    office: 'civil_registry',
    inHandAction: 'I have it',
    answers: [
      { question: 'First name(s)', field: 'firstNames' },
      { question: 'Date of birth', field: 'eventDate' },
      { question: 'Place of birth', field: 'eventPlace' },
    ],
    research: {
      documentType: 'birth_certificate',
      selectionFlag: 'needsBirthCertificate',
      manualFlag: 'birthCert',
      label: 'Birth Certificate',
    },
    rule: null,
  },
  {
    id: 'marriage',
    label: 'marriage certificate',
    title: 'Civil marriage certificate',
    proves: 'marriage',
    neededBy: ALL_ROLES,
    checks: CERTIFICATE_CHECKS,
    office: 'civil_registry',
    inHandAction: 'I have it',
    answers: [
      { question: 'Date of marriage', field: 'eventDate' },
      { question: 'Place of marriage', field: 'eventPlace' },
    ],
    research: {
      documentType: 'marriage_certificate',
      selectionFlag: 'needsMarriageCertificate',
      manualFlag: 'marriageCert',
      label: 'Marriage Certificate',
    },
    rule: null,
  },
  {
    id: 'death',
    label: 'death certificate',
    title: 'Civil death certificate',
    proves: 'death',
    neededBy: ['connecting_parent', 'citizen_parent', 'irish_grandparent'],
    checks: CERTIFICATE_CHECKS,
    office: 'civil_registry',
    inHandAction: 'I have it',
    answers: [
      { question: 'Date of death', field: 'eventDate' },
      { question: 'Place of death', field: 'eventPlace' },
    ],
    research: {
      documentType: 'death_certificate',
      selectionFlag: 'needsDeathCertificate',
      manualFlag: 'deathCert',
      label: 'Death Certificate',
    },
    rule: null,
  },
  {
    id: 'photo_id',
    label: 'certified photo ID',
    title: 'Certified copy of their state photo ID',
    proves: 'identity',
    neededBy: ALL_ROLES,
    checks: [],
    office: null,
    inHandAction: 'Copy made',
    answers: [],
    research: null,
    rule: null,
  },
  {
    id: 'address',
    label: 'proofs of address',
    title: PROOF_OF_ADDRESS.title,
    proves: 'address',
    neededBy: ['applicant', 'sibling'],
    checks: [],
    office: null,
    inHandAction: 'I have them',
    answers: [],
    research: null,
    rule: {
      when: () => true,
      title: (p) => (p.isApplicant ? PROOF_OF_ADDRESS.title : 'Two original proofs of their address'),
      why: (p) =>
        p.isApplicant
          ? PROOF_OF_ADDRESS.detail
          : PROOF_OF_ADDRESS.detail.replace('your name and current address', 'their name and current address'),
      obtain: (p) =>
        p.isApplicant
          ? 'Recent utility bills or bank statements: the originals, not printouts of photocopies.'
          : 'Recent utility bills or bank statements in their name: the originals.',
    },
  },
  {
    id: 'citizenship',
    label: 'citizenship certificate',
    title: 'Proof of Irish citizenship',
    proves: 'citizenship',
    neededBy: ['citizen_parent'],
    checks: ['forenames', 'surname', 'date', 'photocopy'],
    office: 'issuer',
    inHandAction: 'I have it',
    answers: [],
    research: {
      documentType: 'naturalization_certificate',
      selectionFlag: 'needsNaturalizationCertificate',
      manualFlag: null,
      label: 'Naturalization Certificate',
    },
    rule: null,
  },
  {
    id: 'name_change',
    label: 'change-of-name document',
    title: 'Evidence of the change of name',
    proves: 'name_change',
    neededBy: ALL_ROLES,
    checks: ['surname', 'date', 'photocopy'],
    office: 'issuer',
    inHandAction: 'I have it',
    answers: [],
    research: null,
    rule: null,
  },
] as const satisfies readonly DocumentKind[];

export type DocumentKindId = (typeof DOCUMENT_KINDS)[number]['id'];
export const DOCUMENT_KIND_IDS = DOCUMENT_KINDS.map((k) => k.id) as unknown as readonly [
  DocumentKindId,
  ...DocumentKindId[],
];

const BY_ID = new Map<string, DocumentKind>(DOCUMENT_KINDS.map((k) => [k.id, k]));

export function documentKind(id: DocumentKindId): DocumentKind {
  return BY_ID.get(id)!;
}

export const isDocumentKind = (id: string): id is DocumentKindId => BY_ID.has(id);

/** The kinds checked against what they print. */
export const isCheckedKind = (id: string): boolean => (BY_ID.get(id)?.checks.length ?? 0) > 0;

export const hasCheck = (id: string, check: DocumentCheck): boolean => BY_ID.get(id)?.checks.includes(check) ?? false;

/** The kinds we research, with the spec's names for them. */
type Researched = Extract<(typeof DOCUMENT_KINDS)[number], { research: object }>;
export type ResearchedKindId = Researched['id'];
export type DocumentType = Researched['research']['documentType'];
export type SelectionFlag = Researched['research']['selectionFlag'];
export type ManualFlag = NonNullable<Researched['research']['manualFlag']>;

export const RESEARCHED_KINDS = DOCUMENT_KINDS.filter((k): k is Researched => k.research !== null);

/** The spec's `needs…` flags of a document research selection, one per kind we research. */
export const SELECTION_FLAGS: readonly SelectionFlag[] = RESEARCHED_KINDS.map((k) => k.research.selectionFlag);

export function researchOf(id: ResearchedKindId): Researched['research'] {
  return RESEARCHED_KINDS.find((k) => k.id === id)!.research;
}

/** Where a certificate's event happened, for its office: a member's birth or death, or a marriage record. */
export function officeEvent(
  id: DocumentKindId,
  member: FamilyMember,
  marriage: Pick<NameChange, 'changeCountry' | 'changePlace' | 'changeDate'> | null = null,
): EventLocation | null {
  const kind = documentKind(id);
  if (kind.office !== 'civil_registry') return null;
  switch (kind.proves) {
    case 'birth':
      return {
        kind: 'birth',
        country: member.birthCountry,
        place: member.birthPlace,
        date: member.birthDate,
        bornOnIsland: member.isIrishBorn,
      };
    case 'death':
      return { kind: 'death', country: member.deathCountry, place: member.deathPlace, date: member.deathDate };
    case 'marriage':
      return marriage
        ? { kind: 'marriage', country: marriage.changeCountry, place: marriage.changePlace, date: marriage.changeDate }
        : null;
    default:
      return null;
  }
}
