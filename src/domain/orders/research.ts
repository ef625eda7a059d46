import type { EligibilityAssessment } from '../eligibility/engine.ts';
import {
  certificateOffice,
  countryIsIreland,
  eventCountry,
  officeEntryFor,
  type CertificateOffice,
  type EventLocation,
} from '../documents/certificate-office.ts';
import type { FamilyMember } from '../tree/family-member.ts';

export const DOCUMENT_TYPES = ['birth_certificate', 'death_certificate', 'naturalization_certificate'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** 'birth_certificate' → 'Birth Certificate' (spec 'Orders' dialog). */
export const documentTypeLabel = (type: string) =>
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

/** Spec section 5 'Document availability': which certificates the tree has enough facts to research. */
export function availableDocuments(m: FamilyMember): DocumentType[] {
  const types: DocumentType[] = [];
  if (m.birthDate || m.birthPlace || m.birthCountry) types.push('birth_certificate');
  if (m.isDeceased && (m.deathDate || m.deathPlace || m.deathCountry)) types.push('death_certificate');
  if (m.isIrishCitizen && !m.isIrishBorn && !countryIsIreland(m.birthCountry)) {
    types.push('naturalization_certificate');
  }
  return types;
}

export type Recommendation = {
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
  type: DocumentType,
  reason: string,
  priority: Recommendation['priority'],
  unitPrice: number,
): Recommendation {
  // Someone marked born in Ireland, with no place or country recorded, was born on the island (officeEntryFor).
  const event: EventLocation | null =
    type === 'death_certificate'
      ? { country: m.deathCountry, place: m.deathPlace, kind: 'death', date: m.deathDate }
      : type === 'birth_certificate'
        ? {
            country: m.birthCountry,
            place: m.birthPlace,
            kind: 'birth',
            date: m.birthDate,
            bornOnIsland: m.isIrishBorn,
          }
        : null;
  const entry = event ? officeEntryFor(event) : null;
  const enoughFacts = availableDocuments(m).includes(type);
  const supported = type === 'naturalization_certificate' || (entry !== null && SUPPORTED.has(entry.id));
  return {
    type,
    subject: fullName(m),
    subjectId: m.id,
    reason,
    priority,
    estimatedCost: unitPrice,
    available: enoughFacts && supported,
    unavailableReason: !enoughFacts
      ? `Add ${fullName(m)}'s ${type === 'death_certificate' ? 'date or place of death' : 'date or place of birth'} first.`
      : !supported
        ? NOT_RESEARCHED
        : null,
    office: event ? certificateOffice(event) : null,
  };
}

/**
 * The certificates for the line through one Irish-born grandparent: the grandparent, the
 * connecting parent and the applicant, most important first (spec 'Lineage recommendations').
 */
export function lineageRecommendations(
  members: readonly FamilyMember[],
  grandparentId: string,
  unitPrice: number,
): { grandparent: FamilyMember; parent: FamilyMember; recommendations: Recommendation[] } | null {
  const grandparent = members.find((m) => m.id === grandparentId && m.relationship === 'grandparent');
  const parent = grandparent && members.find((m) => m.id === grandparent.parentId && m.relationship === 'parent');
  if (!grandparent || !parent) return null;
  const applicant = members.find((m) => m.relationship === 'self');
  const list: Recommendation[] = [
    recommend(
      grandparent,
      'birth_certificate',
      'Proves your grandparent was born in Ireland: the basis of your claim.',
      'critical',
      unitPrice,
    ),
    recommend(parent, 'birth_certificate', 'Links your parent to your Irish-born grandparent.', 'critical', unitPrice),
  ];
  if (applicant)
    list.push(
      recommend(
        applicant,
        'birth_certificate',
        'Links you to your parent; it must be the long form.',
        'critical',
        unitPrice,
      ),
    );
  if (grandparent.isDeceased)
    list.push(
      recommend(
        grandparent,
        'death_certificate',
        'Required because your grandparent has died.',
        'recommended',
        unitPrice,
      ),
    );
  if (parent.isDeceased)
    list.push(
      recommend(parent, 'death_certificate', 'Required because your parent has died.', 'recommended', unitPrice),
    );
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
