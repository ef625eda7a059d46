import type { EligibilityAssessment } from '../eligibility/engine.ts';
import {
  certificateOffice,
  eventCountry,
  officeEntryFor,
  type CertificateOffice,
  type EventLocation,
} from '../documents/certificate-office.ts';
import { documentAvailability, nameChangeDocumentAvailable } from '../documents/checklist.ts';
import { changesOf, surnameShift, type NameChange } from '../documents/name-change.ts';
import type { FamilyMember } from '../tree/family-member.ts';

export const DOCUMENT_TYPES = [
  'birth_certificate',
  'death_certificate',
  'naturalization_certificate',
  'marriage_certificate',
] as const;
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

/**
 * Document availability (the rule lives in documents/checklist.ts): which
 * certificates the tree has enough facts to research. The name-change document we research is
 * the civil marriage certificate, for a marriage recorded with the name it gave.
 */
export function availableDocuments(m: FamilyMember, nameChanges: readonly NameChange[] = []): DocumentType[] {
  const available = documentAvailability(m, nameChanges);
  const types: DocumentType[] = [];
  if (available.birthCertificate) types.push('birth_certificate');
  if (available.deathCertificate) types.push('death_certificate');
  if (available.naturalizationCertificate) types.push('naturalization_certificate');
  if (researchableMarriage(m, nameChanges)) types.push('marriage_certificate');
  return types;
}

/** The member's latest marriage that changed their name and passes the availability rule, or null. */
function researchableMarriage(m: FamilyMember, nameChanges: readonly NameChange[]): NameChange | null {
  const marriages = changesOf(m.id, nameChanges).filter(
    (c) => c.changeType === 'marriage' && nameChangeDocumentAvailable(c),
  );
  return marriages.at(-1) ?? null;
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
  today: string,
  marriage: NameChange | null = null,
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
        : marriage
          ? {
              country: marriage.changeCountry,
              place: marriage.changePlace,
              kind: 'marriage',
              date: marriage.changeDate,
            }
          : null;
  const entry = event ? officeEntryFor(event) : null;
  const enoughFacts = type === 'marriage_certificate' ? marriage !== null : availableDocuments(m).includes(type);
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
      'birth_certificate',
      'Proves your grandparent was born in Ireland: the basis of your claim.',
      'critical',
      unitPrice,
      today,
    ),
    recommend(
      parent,
      'birth_certificate',
      'Links your parent to your Irish-born grandparent.',
      'critical',
      unitPrice,
      today,
    ),
  ];
  if (applicant)
    list.push(
      recommend(
        applicant,
        'birth_certificate',
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
        'death_certificate',
        `Required because your grandparent has died: ${instead}`,
        'critical',
        unitPrice,
        today,
      ),
    );
  if (parent.isDeceased)
    list.push(
      recommend(
        parent,
        'death_certificate',
        `Required because your parent has died: ${instead}`,
        'critical',
        unitPrice,
        today,
      ),
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
        'marriage_certificate',
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
