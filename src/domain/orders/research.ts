import type { EligibilityAssessment } from '../eligibility/engine.ts';
import {
  certificateOffice,
  eventCountry,
  officeEntryFor,
  type CertificateOffice,
  type EventLocation,
} from '../documents/certificate-office.ts';
import { documentAvailability, nameChangeDocumentAvailable } from '../documents/checklist.ts';
import {
  RESEARCHED_KINDS,
  SELECTION_FLAGS,
  officeEvent,
  researchOf,
  type DocumentType,
  type ManualFlag,
  type ResearchedKindId,
  type SelectionFlag,
} from '../documents/kinds.ts';
import { changesOf, surnameShift, type NameChange } from '../documents/name-change.ts';
import type { FamilyMember } from '../tree/family-member.ts';

export type { DocumentType } from '../documents/kinds.ts';

/**
 * The document types of the API, as the product spec spells them ('birth_certificate'): one per
 * kind we research (src/domain/documents/kinds.ts). Orders store the kind's id; the API speaks these.
 */
export const DOCUMENT_TYPES = RESEARCHED_KINDS.map((k) => k.research.documentType) as unknown as readonly [
  DocumentType,
  ...DocumentType[],
];

/** A manual order's 'other' box: a document no kind names, described in the order's additional information. */
export const OTHER_DOCUMENT = { id: 'other', documentType: 'other_document', label: 'Other Document' } as const;

/** What an order's document is stored as: a researched kind's id, or 'other'. */
export type OrderedKind = ResearchedKindId | typeof OTHER_DOCUMENT.id;

const ORDERED = [...RESEARCHED_KINDS.map((k) => ({ id: k.id, ...k.research })), OTHER_DOCUMENT];

/** The stored kind of an API document type ('birth_certificate' → 'birth'), or null for a type we do not know. */
export function orderedKindOf(documentType: string): OrderedKind | null {
  return ORDERED.find((o) => o.documentType === documentType)?.id ?? null;
}

/** The API document type of a stored kind ('birth' → 'birth_certificate'); an unknown value passes through. */
export function documentTypeOf(kind: string): string {
  return ORDERED.find((o) => o.id === kind)?.documentType ?? kind;
}

/** The spec's selection flag of an API document type ('birth_certificate' → 'needsBirthCertificate'). */
export function selectionFlagOf(type: DocumentType): SelectionFlag {
  return RESEARCHED_KINDS.find((k) => k.research.documentType === type)!.research.selectionFlag;
}

/** Every selection flag, unticked. */
export const NOTHING_SELECTED = Object.fromEntries(SELECTION_FLAGS.map((f) => [f, false])) as Record<
  SelectionFlag,
  boolean
>;

/** The manual order form's boxes, as the spec names them ({birthCert, deathCert, marriageCert, other}). */
export type ManualBox = ManualFlag | 'other';

/** Each box of the manual order form and the kind it stands for. */
export const MANUAL_BOXES: readonly { flag: ManualBox; kind: OrderedKind }[] = [
  ...RESEARCHED_KINDS.flatMap((k) => (k.research.manualFlag ? [{ flag: k.research.manualFlag, kind: k.id }] : [])),
  { flag: 'other', kind: OTHER_DOCUMENT.id },
];

/**
 * 'Birth Certificate' (spec 'Orders' dialog), from the API's document type or the stored kind; a
 * type no kind names is title-cased ('some_paper' → 'Some Paper').
 */
export const documentTypeLabel = (type: string) =>
  ORDERED.find((o) => o.documentType === type || o.id === type)?.label ??
  type
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** We research civil records held in Ireland and the UK (spec: supported countries Ireland and UK): these offices. */
const SUPPORTED = new Set(['ie', 'ni', 'gb-ew', 'gb-sct']);

/** Why a certificate from elsewhere is not offered: Smart Selection and Manual Entry say the same. */
export const NOT_RESEARCHED =
  'We research civil records from Ireland and the UK only: order this one from the office named here.';

/**
 * Whether we research the civil records of a place: 'researched' (Ireland or the UK),
 * 'not-researched' (another country, recognised from the country or the place), or 'unknown'
 * (nothing recognisable was given; our researchers ask).
 */
export function researchScope(event: EventLocation): 'researched' | 'not-researched' | 'unknown' {
  const entry = officeEntryFor(event);
  if (entry) return SUPPORTED.has(entry.id) ? 'researched' : 'not-researched';
  return eventCountry(event.country, event.place) === null ? 'unknown' : 'not-researched';
}

/**
 * Document availability (the rule lives in documents/checklist.ts): which
 * certificates the tree has enough facts to research. The name-change document we research is
 * the civil marriage certificate, for a marriage recorded with the name it gave.
 */
export function availableDocuments(m: FamilyMember, nameChanges: readonly NameChange[] = []): ResearchedKindId[] {
  const available = documentAvailability(m, nameChanges);
  const kinds: ResearchedKindId[] = [];
  if (available.birth) kinds.push('birth');
  if (available.death) kinds.push('death');
  if (available.citizenship) kinds.push('citizenship');
  if (researchableMarriage(m, nameChanges)) kinds.push('marriage');
  return kinds;
}

/** The member's latest marriage that changed their name and passes the availability rule, or null. */
export function researchableMarriage(m: FamilyMember, nameChanges: readonly NameChange[]): NameChange | null {
  const marriages = changesOf(m.id, nameChanges).filter(
    (c) => c.changeType === 'marriage' && nameChangeDocumentAvailable(c),
  );
  return marriages.at(-1) ?? null;
}

export type Recommendation = {
  /** The API's name for the document (spec 'Lineage recommendations response'). */
  type: DocumentType;
  subject: string;
  subjectId: string;
  reason: string;
  priority: 'critical' | 'recommended';
  estimatedCost: number;
  /** False when we cannot research it (not enough facts, or records outside Ireland and the UK). */
  available: boolean;
  unavailableReason: string | null;
  /** The office that issues it (certificate offices data set); null for a naturalisation certificate. */
  office: CertificateOffice | null;
};

const fullName = (m: FamilyMember) => `${m.firstName} ${m.lastName}`.trim();

function recommend(
  m: FamilyMember,
  kind: ResearchedKindId,
  reason: string,
  priority: Recommendation['priority'],
  unitPrice: number,
  today: string,
  marriage: NameChange | null = null,
): Recommendation {
  // Someone marked born in Ireland, with no place or country recorded, was born on the island (officeEntryFor).
  const event: EventLocation | null = officeEvent(kind, m, marriage);
  const entry = event ? officeEntryFor(event) : null;
  const enoughFacts = kind === 'marriage' ? marriage !== null : availableDocuments(m).includes(kind);
  const supported = kind === 'citizenship' || (entry !== null && SUPPORTED.has(entry.id));
  return {
    type: researchOf(kind).documentType,
    subject: fullName(m),
    subjectId: m.id,
    reason,
    priority,
    estimatedCost: unitPrice,
    available: enoughFacts && supported,
    unavailableReason: !enoughFacts
      ? `Add ${fullName(m)}'s ${kind === 'death' ? 'date or place of death' : 'date or place of birth'} first.`
      : !supported
        ? NOT_RESEARCHED
        : null,
    office: event ? certificateOffice(event, today) : null,
  };
}

/**
 * The certificates for the line through one Irish-born grandparent: the grandparent, the
 * connecting parent and the applicant, births first, then deaths, then marriages. Every one is
 * required by DFA (docs/rules/documents.md): a death certificate stands in
 * for the photo ID of someone who has died, and a civil marriage certificate explains a change
 * of name, so it is listed where the spec's availability rule holds (a marriage with the name
 * after it).
 */
export function lineageRecommendations(
  members: readonly FamilyMember[],
  grandparentId: string,
  unitPrice: number,
  today: string,
  nameChanges: readonly NameChange[] = [],
): { grandparent: FamilyMember; parent: FamilyMember; recommendations: Recommendation[] } | null {
  const grandparent = members.find((m) => m.id === grandparentId && m.relationship === 'grandparent');
  const parent = grandparent && members.find((m) => m.id === grandparent.parentId && m.relationship === 'parent');
  if (!grandparent || !parent) return null;
  const applicant = members.find((m) => m.relationship === 'self');
  const list: Recommendation[] = [
    recommend(
      grandparent,
      'birth',
      'Proves your grandparent was born in Ireland: the basis of your claim.',
      'critical',
      unitPrice,
      today,
    ),
    recommend(parent, 'birth', 'Links your parent to your Irish-born grandparent.', 'critical', unitPrice, today),
  ];
  if (applicant)
    list.push(
      recommend(
        applicant,
        'birth',
        'Links you to your parent; it must be the long form.',
        'critical',
        unitPrice,
        today,
      ),
    );
  const instead = 'DFA takes a certified copy of the death certificate in place of their photo ID.';
  if (grandparent.isDeceased)
    list.push(
      recommend(
        grandparent,
        'death',
        `Required because your grandparent has died: ${instead}`,
        'critical',
        unitPrice,
        today,
      ),
    );
  if (parent.isDeceased)
    list.push(
      recommend(parent, 'death', `Required because your parent has died: ${instead}`, 'critical', unitPrice, today),
    );
  const line: [FamilyMember | undefined, string][] = [
    [grandparent, 'your grandparent'],
    [parent, 'your parent'],
    [applicant, 'you'],
  ];
  for (const [m, who] of line) {
    const marriage = m ? researchableMarriage(m, nameChanges) : null;
    if (!m || !marriage) continue;
    const shift = surnameShift(marriage);
    list.push(
      recommend(
        m,
        'marriage',
        `Required because ${who} changed surname on marriage${shift ? ` (${shift})` : ''}: the civil marriage ` +
          'certificate explains the change. Church marriage certificates are not accepted.',
        'critical',
        unitPrice,
        today,
        marriage,
      ),
    );
  }
  return { grandparent, parent, recommendations: list };
}

/** Irish-born grandparents linked to a parent: more than one means the user picks a route. */
export function irishGrandparents(members: readonly FamilyMember[]): FamilyMember[] {
  return members.filter(
    (m) =>
      m.relationship === 'grandparent' &&
      m.isIrishBorn &&
      members.some((p) => p.id === m.parentId && p.relationship === 'parent'),
  );
}

/** Which grandparent's line the research follows: the only one, else the saved choice, else the engine's route. */
export function researchGrandparentId(
  members: readonly FamilyMember[],
  assessment: Pick<EligibilityAssessment, 'route'>,
  preferredId: string | null,
): string | null {
  const candidates = irishGrandparents(members);
  if (candidates.length === 1) return candidates[0].id;
  if (preferredId && candidates.some((c) => c.id === preferredId)) return preferredId;
  const route = assessment.route;
  return route?.kind === 'irish_born_grandparent' ? route.grandparentId : (candidates[0]?.id ?? null);
}
