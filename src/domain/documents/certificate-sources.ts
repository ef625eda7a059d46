/**
 * Where to order a civil certificate for a birth, marriage or death, by the country where it
 * happened (fbr-rules section 4). Fees and times are the figures last seen in the sources, not
 * live prices: every source carries FACTS_CHECKED and says to check before ordering.
 *
 * Countries arrive as people type them or as GEDCOM import writes them ('Ireland', 'UK',
 * 'Co. Mayo, Ireland', 'USA'), so they are read with the GEDCOM place reader, and the place
 * can settle what the country leaves open ('Belfast' with 'Ireland' is Northern Ireland today;
 * 'Glasgow' with 'United Kingdom' is Scotland).
 */
import {
  IRELAND,
  NORTHERN_IRELAND,
  UNITED_KINGDOM,
  UNITED_STATES,
  countryName,
  placeToCountry,
} from '../gedcom/places.ts';

/** When the fees, times and offices below were last seen in the sources. */
export const FACTS_CHECKED = 'late 2025';

/** The caution printed beside every fee and time. */
export const CHECK_BEFORE_ORDERING = `Last seen ${FACTS_CHECKED}: these figures change, so check before ordering.`;

export type Jurisdiction =
  'ireland' | 'northern_ireland' | 'england_wales' | 'scotland' | 'usa' | 'australia' | 'canada' | 'other';

export type EventKind = 'birth' | 'marriage' | 'death';

/** How the jurisdiction was decided. */
export type MatchBasis =
  /** The country said it ('Scotland', 'USA'). */
  | 'country'
  /** The place said it ('Belfast', 'Castlebar, Co. Mayo'), or narrowed the country ('UK' + 'Glasgow'). */
  | 'place'
  /** 'United Kingdom' with no nation in the place: England and Wales, with the other offices named. */
  | 'uk_default'
  /** Unknown place of someone born on the island of Ireland: the Dublin GRO, with GRONI named. */
  | 'island_default'
  /** Nothing known, or a country without its own entry here. */
  | 'unknown';

export type CertificateSource = {
  jurisdiction: Jurisdiction;
  /** Where the event happened, in words: 'Republic of Ireland', 'England and Wales', 'France'. */
  region: string;
  /** Who issues the certificate. */
  office: string;
  howToOrder: string;
  /** Typical fee, as last seen. */
  fee: string;
  /** Typical time, as last seen. */
  time: string;
  /** Extra advice for this office and event, most important first. */
  notes: string[];
  /** FACTS_CHECKED. */
  lastSeen: string;
  basis: MatchBasis;
};

/** Where and when an event happened; `kind` and `date` add advice (pre-1864 Ireland, NI 1864–1921). */
export type EventLocation = {
  country: string | null | undefined;
  place: string | null | undefined;
  kind?: EventKind;
  date?: string | null;
  /** The person was born on the island of Ireland (FamilyMember.isIrishBorn); used only for births with no place. */
  bornOnIsland?: boolean;
};

type Entry = Omit<CertificateSource, 'notes' | 'lastSeen' | 'basis'> & { notes: readonly string[] };

const IRISH_GENEALOGY =
  'irishgenealogy.ie has free images of historic registers (births over 100 years old, marriages over 75, ' +
  'deaths over 50). They help you find the right entry, but they are not original certificates and are not ' +
  'valid for the FBR: order the certificate itself.';

/** fbr-rules section 4, figure for figure. */
const SOURCES: Record<Jurisdiction, Entry> = {
  ireland: {
    jurisdiction: 'ireland',
    region: 'Republic of Ireland',
    office: 'General Register Office (GRO), Roscommon, or any HSE civil registration office',
    howToOrder: 'Order online, by post, by email or in person. Ask for the full standard certificate.',
    fee: '€20 full standard certificate; €4 uncertified research copy (not valid for FBR); €10 authentication',
    time: 'Ask the office how long delivery takes when you order.',
    notes: [IRISH_GENEALOGY],
  },
  northern_ireland: {
    jurisdiction: 'northern_ireland',
    region: 'Northern Ireland',
    office: 'General Register Office for Northern Ireland (GRONI)',
    howToOrder: 'Order from GRONI, or from a local registrar (statutory fees there are lower).',
    fee: '£15 first copy, £8 for each extra copy ordered at the same time: confirm the current price with GRONI',
    time: 'Ask GRONI how long delivery takes when you order.',
    notes: ['GRONI holds Northern Ireland records from 1922 onward.'],
  },
  england_wales: {
    jurisdiction: 'england_wales',
    region: 'England and Wales',
    office: 'General Register Office (GRO) for England and Wales, via gov.uk',
    howToOrder:
      'Order online from the GRO through gov.uk, or by post or phone. The FBR needs originals, so order the ' +
      'paper certificate, not the PDF.',
    fee: 'Standard online £12.50 (post or phone £17); Priority online £38.50; PDF £8 (gov.uk, Nov 2024)',
    time: 'Standard orders dispatch within about 15 working days, Priority the next working day (third-party figure)',
    notes: [],
  },
  scotland: {
    jurisdiction: 'scotland',
    region: 'Scotland',
    office: 'National Records of Scotland (NRS) / ScotlandsPeople',
    howToOrder: 'Order an official extract from NRS, or through ScotlandsPeople.',
    fee: '£15 first copy, £10 for each extra copy (NRS): confirm the current price with NRS',
    time: 'Sent within 15 working days (NRS)',
    notes: [],
  },
  usa: {
    jurisdiction: 'usa',
    region: 'United States',
    office: 'The vital records office of the state where it happened (New York City has its own office)',
    howToOrder:
      'Find the office in the CDC directory "Where to Write for Vital Records". Ask for the full certified copy, ' +
      'not a short "abstract" version.',
    fee: 'Set by each state: ask the office for its fee for a certified long-form copy.',
    time: 'Set by each state: ask the office how long delivery takes.',
    notes: [
      'Short "abstract" certificates (for example from California or Texas) are not accepted for US passports ' +
        'and risk rejection for the FBR too.',
    ],
  },
  australia: {
    jurisdiction: 'australia',
    region: 'Australia',
    office: 'The births, deaths and marriages (BDM) registry of the state or territory where it happened (e.g. NSW)',
    howToOrder: 'Order from that registry online or by post; ask for the full certificate that shows the parents.',
    fee: 'NSW standard certificate $68 including $11 postage; other states differ',
    time: 'NSW: online up to 3 weeks, post up to 5 weeks, plus 5–7 days delivery; other states differ',
    notes: [],
  },
  canada: {
    jurisdiction: 'canada',
    region: 'Canada',
    office: 'The vital statistics office of the province or territory where it happened (e.g. ServiceOntario)',
    howToOrder:
      'Ask for the long form (in Ontario, the "certified copy of birth registration"): the short form leaves out the parents.',
    fee: 'Ontario long form $35 first copy, $45 replacement; other provinces differ',
    time: 'Ontario: online about 15 business days, by mail 6–8 weeks; other provinces differ',
    notes: [],
  },
  other: {
    jurisdiction: 'other',
    region: 'the country where it happened',
    office: 'The civil registration office of the country where it happened',
    howToOrder: 'Ask for a full (long-form) civil certificate, one that shows the parents for a birth.',
    fee: 'Ask the office for its fee for a full civil certificate.',
    time: 'Ask the office how long delivery takes.',
    notes: ['Ask DFA before you post them whether certificates from this country need an apostille or a translation.'],
  },
};

const BY_COUNTRY: Record<string, Jurisdiction> = {
  [IRELAND]: 'ireland',
  [NORTHERN_IRELAND]: 'northern_ireland',
  England: 'england_wales',
  Wales: 'england_wales',
  Scotland: 'scotland',
  [UNITED_STATES]: 'usa',
  Australia: 'australia',
  Canada: 'canada',
};

const UK_NATIONS = new Set(['England', 'Wales', 'Scotland', NORTHERN_IRELAND]);

/** True when a typed country means the Republic of Ireland ('Ireland', 'Éire', 'Republic of Ireland'). */
export function countryIsIreland(country: string | null | undefined): boolean {
  const typed = country?.trim() ?? '';
  return typed !== '' && countryName(typed) === IRELAND;
}

export type JurisdictionMatch = {
  jurisdiction: Jurisdiction;
  basis: MatchBasis;
  /** The country as read ('United Kingdom', 'France'), or null when nothing was recognised. */
  country: string | null;
};

/**
 * Which certificate office covers an event, from the country and place as typed or imported.
 * The place decides when the country is missing, and narrows 'Ireland' (a pre-1922 'Belfast,
 * Ireland' is Northern Ireland today) and 'United Kingdom' (to the nation it names).
 */
export function jurisdictionOf(
  country: string | null | undefined,
  place: string | null | undefined,
): JurisdictionMatch {
  const typed = country?.trim() ?? '';
  const fromCountry = typed === '' ? null : (countryName(typed) ?? placeToCountry(typed).country ?? typed);
  const fromPlace = placeToCountry(place).country;

  if (fromCountry === IRELAND && fromPlace === NORTHERN_IRELAND) {
    return { jurisdiction: 'northern_ireland', basis: 'place', country: NORTHERN_IRELAND };
  }
  if (fromCountry === UNITED_KINGDOM) {
    if (fromPlace && UK_NATIONS.has(fromPlace)) {
      return { jurisdiction: BY_COUNTRY[fromPlace] ?? 'england_wales', basis: 'place', country: fromPlace };
    }
    return { jurisdiction: 'england_wales', basis: 'uk_default', country: UNITED_KINGDOM };
  }
  if (fromCountry !== null) {
    const known = BY_COUNTRY[fromCountry];
    return known
      ? { jurisdiction: known, basis: 'country', country: fromCountry }
      : { jurisdiction: 'other', basis: 'unknown', country: fromCountry };
  }
  if (fromPlace !== null) {
    if (fromPlace === UNITED_KINGDOM)
      return { jurisdiction: 'england_wales', basis: 'uk_default', country: UNITED_KINGDOM };
    const known = BY_COUNTRY[fromPlace];
    return known
      ? { jurisdiction: known, basis: 'place', country: fromPlace }
      : { jurisdiction: 'other', basis: 'unknown', country: fromPlace };
  }
  return { jurisdiction: 'other', basis: 'unknown', country: null };
}

/**
 * Where to order the civil certificate for an event, with the typical fee and time as last
 * seen (fbr-rules section 4) and advice for the event's date where it matters.
 */
export function certificateSource(event: EventLocation): CertificateSource {
  let match = jurisdictionOf(event.country, event.place);
  if (
    match.jurisdiction === 'other' &&
    match.country === null &&
    event.bornOnIsland &&
    (event.kind ?? 'birth') === 'birth'
  ) {
    match = { jurisdiction: 'ireland', basis: 'island_default', country: null };
  }
  const entry = SOURCES[match.jurisdiction];
  const region = match.jurisdiction === 'other' && match.country ? match.country : entry.region;
  const office =
    match.jurisdiction === 'other' && match.country
      ? `The civil registration office in ${match.country}`
      : entry.office;
  return {
    ...entry,
    region,
    office,
    notes: [...basisNotes(match), ...dateNotes(match.jurisdiction, event), ...entry.notes],
    lastSeen: FACTS_CHECKED,
    basis: match.basis,
  };
}

/** The source for every jurisdiction, in a fixed order (for reference tables). */
export function allSources(): CertificateSource[] {
  return (Object.keys(SOURCES) as Jurisdiction[]).map((j) => ({
    ...SOURCES[j],
    notes: [...SOURCES[j].notes],
    lastSeen: FACTS_CHECKED,
    basis: j === 'other' ? 'unknown' : 'country',
  }));
}

function basisNotes(match: JurisdictionMatch): string[] {
  switch (match.basis) {
    case 'uk_default':
      return [
        'Your tree says United Kingdom without saying where: this is the office for England and Wales. ' +
          'For Scotland order from NRS / ScotlandsPeople; for Northern Ireland from GRONI.',
      ];
    case 'island_default':
      return [
        'Your tree does not say where on the island of Ireland: this is the Dublin GRO, which holds births ' +
          'for the whole island from 1864 to 1921. For a birth in Northern Ireland from 1922 on, order from GRONI.',
      ];
    default:
      return [];
  }
}

/** Date-dependent advice: Irish civil registration start dates, and NI births held in Dublin. */
function dateNotes(jurisdiction: Jurisdiction, event: EventLocation): string[] {
  const year = yearOf(event.date);
  const kind = event.kind ?? 'birth';
  const notes: string[] = [];
  if ((jurisdiction === 'ireland' || jurisdiction === 'northern_ireland') && year !== null) {
    if (year < 1864) {
      notes.push(
        kind === 'marriage'
          ? 'Civil registration of marriages in Ireland began on 1 January 1864 (1 April 1845 for non-Catholic ' +
              'marriages): for an earlier Catholic marriage there may be only a church record.'
          : `Civil registration in Ireland began on 1 January 1864, so a ${kind} in ${year} has no civil record: ` +
              'ask the parish for the church record.',
      );
    }
  }
  if (jurisdiction === 'northern_ireland' && kind === 'birth' && year !== null && year >= 1864 && year <= 1921) {
    notes.push(
      'For births from 1864 to 1921 you can also order from the GRO in Dublin (Roscommon), which holds them for the whole island.',
    );
  }
  if (jurisdiction === 'northern_ireland' && kind === 'birth' && year !== null && year <= 1921) {
    notes.push(IRISH_GENEALOGY);
  }
  return notes;
}

function yearOf(date: string | null | undefined): number | null {
  const match = date ? /^(\d{4})/.exec(date.trim()) : null;
  return match ? Number(match[1]) : null;
}
