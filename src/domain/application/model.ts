/**
 * The vocabulary of 'Your Application' (issue 21, decision 034): item statuses and kinds, the
 * people in the application, the mismatch rules and the timeline steps. The API contract
 * (src/shared/application.ts) builds its schemas from these.
 */
import {
  CHAIN_ROLES,
  DOCUMENT_KIND_IDS,
  documentKind,
  isCheckedKind,
  isDocumentKind,
  type ChainRole,
  type DocumentKindId,
} from '../documents/kinds.ts';

/** An item's progress, in order. */
export const ITEM_STATUSES = ['needed', 'ordered', 'in_hand', 'checked'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * What the item is: a document kind of the registry (src/domain/documents/kinds.ts), or a step of
 * the application that is not a document (the witness, the online form with its fee) or a
 * document DFA asked for that no rule lists ('dfa_request').
 */
export const APPLICATION_STEPS = [
  { id: 'witness', inHandAction: 'Witness found' },
  { id: 'online_form', inHandAction: 'Completed and paid' },
  { id: 'dfa_request', inHandAction: 'I have it' },
] as const;
export type ItemKind = DocumentKindId | (typeof APPLICATION_STEPS)[number]['id'];
export const ITEM_KINDS: readonly [ItemKind, ...ItemKind[]] = [
  ...DOCUMENT_KIND_IDS,
  ...APPLICATION_STEPS.map((s) => s.id),
];

/** The kinds that are certificates or legal documents: each is checked against what it prints. */
export const CERTIFICATE_KINDS: readonly ItemKind[] = DOCUMENT_KIND_IDS.filter(isCheckedKind);
export const isCertificateKind = (kind: ItemKind): boolean => CERTIFICATE_KINDS.includes(kind);

/**
 * The kinds ordered from an office before they arrive (certificates, and what DFA asked for); the
 * rest (photos, proofs of address, the witness, the forms) go from needed straight to in hand.
 */
export const isOrderedFromAnOffice = (kind: ItemKind): boolean => isCertificateKind(kind) || kind === 'dfa_request';

/** The button that moves an item to 'in hand', in words that fit what it is. */
export function inHandAction(kind: ItemKind): string {
  return isDocumentKind(kind)
    ? documentKind(kind).inHandAction
    : APPLICATION_STEPS.find((s) => s.id === kind)!.inHandAction;
}

/** Who an item concerns, by their place in the application. */
export const PERSON_ROLES = CHAIN_ROLES;
export type PersonRole = ChainRole;

/** `name` as the screens say it ('You'); `fullName` as a letter to DFA says it. */
export type ApplicationPerson = { memberId: string; role: PersonRole; name: string; fullName: string; heading: string };

/** What a certificate prints, as the user reads it off the paper. */
export type CertificateCheck = {
  firstNames: string;
  surname: string;
  eventDate: string | null;
  eventPlace: string | null;
  fatherName: string | null;
  motherName: string | null;
  spouseName: string | null;
  /** A birth certificate: true for the long form that names the parents; null for other kinds. */
  longForm: boolean | null;
  issuer: 'civil' | 'church';
  /** True when what the user holds is a photocopy, not the office's own certificate (absent on older checks). */
  photocopy?: boolean;
};

/** The mismatch rules. */
export const FLAG_CODES = [
  'surname_spelling',
  'date_differs',
  'parent_missing',
  'short_form',
  'church_certificate',
  'name_change_unexplained',
  'forename_differs',
  'photocopy',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/**
 * 'explain': the same person recorded differently; a note resolves it and goes in the covering
 * letter. 'replace': a document DFA does not accept; no note clears it, only the right document.
 */
export type FlagKind = 'explain' | 'replace';

export type MismatchFlag = {
  /** Stable within an item: '<code>:<what was compared>'. */
  id: string;
  code: FlagCode;
  kind: FlagKind;
  message: string;
  whatToDo: string;
  /**
   * For an 'explain' flag, a paragraph for the covering letter that the note field starts from
   * (docs/decisions/050-forenames-compared.md); null for a 'replace' flag, which no note resolves.
   */
  draft: string | null;
  resolved: { note: string; at: string } | null;
};

/** The timeline, in the order it usually runs. */
export const TIMELINE_STEPS = [
  'posted',
  'received',
  'further_documents_requested',
  'approved',
  'certificate_received',
  'refused',
  'review_requested',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/** 'no_postal_address': Settings has no postal address for the covering letter (covering-letter.ts). */
export const MISSING_REASONS = ['not_checked', 'open_flag', 'undecided', 'no_route', 'no_postal_address'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

export type GateAnswer = {
  ready: boolean;
  missing: { itemKey: string | null; personName: string; title: string; reason: MissingReason; message: string }[];
};
