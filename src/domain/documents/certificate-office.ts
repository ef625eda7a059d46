/**
 * Which office issues a birth, marriage or death certificate, as the checklist, the pack and the
 * Document Request page show it: the specific office from the certificate offices data set
 * (offices/), found from the country and place of the event, with what to ask for to get the long
 * form, the fee and time worded for a person (offices/wording.ts) and the sources behind them.
 *
 * When the place does not settle an office (a 'USA' birth with no state), it names the offices
 * that could apply and what to check; for a country outside the data set, it says to ask that
 * country's civil registration office for a full certificate.
 */
import { isLikelyBefore, isLikelyOnOrAfter, isRecordDate, recordDatePhrase } from '../dates/record-date.ts';
import { IRELAND, UNITED_KINGDOM, countryName, placeToCountry } from '../gedcom/places.ts';
import { CDC_DIRECTORY } from './offices/us.ts';
import { findOffice, officeById, type EventKind, type OfficeEntry, type OfficeForEvent } from './offices/index.ts';
import { DUBLIN_HOLDS_ALL_ISLAND, IRISH_GENEALOGY } from './offices/supplements.ts';
import { citeSource, figureLine, noteLine, type CitedSource } from './offices/wording.ts';

export type { EventKind } from './offices/index.ts';

/**
 * How the office was found: the place settled it ('office'); the tree said only the country, so
 * the page names which offices apply ('choose'); or the country is outside the data set ('other').
 */
export type OfficeMatch = 'office' | 'choose' | 'other';

export type CertificateOffice = {
  match: OfficeMatch;
  /** The data set entry ('us-ma', 'ie'), or null when no single office was found. */
  entryId: string | null;
  /** Where the event happened, in words: 'Massachusetts, United States', 'Republic of Ireland', 'France'. */
  region: string;
  /** Who issues the certificate, with its address where the data set has one. */
  office: string;
  /** Where to order, or where the office explains how; null when no office was found. */
  orderUrl: string | null;
  /** What to ask for to get the full (long-form) record. */
  askFor: string;
  /** The fee and the time as a person reads them: figure, last checked, source; or what to ask. */
  fee: string;
  time: string;
  /** Advice for this office and event, most important first. */
  notes: string[];
  /** The pages behind the office, its figures and its notes. */
  sources: CitedSource[];
};

/** Where and when an event happened; `date` adds advice (pre-1864 Ireland, NI births 1864–1921). */
export type EventLocation = {
  country: string | null | undefined;
  place: string | null | undefined;
  kind: EventKind;
  date?: string | null;
  /** The person was born on the island of Ireland (FamilyMember.isIrishBorn); used only for births with no place. */
  bornOnIsland?: boolean;
};

/** True when a typed country means the Republic of Ireland ('Ireland', 'Éire', 'Republic of Ireland'). */
export function countryIsIreland(country: string | null | undefined): boolean {
  const typed = country?.trim() ?? '';
  return typed !== '' && countryName(typed) === IRELAND;
}

/** The country an event happened in as read from what was typed, or null when nothing was recognised. */
export function eventCountry(country: string | null | undefined, place: string | null | undefined): string | null {
  const typed = country?.trim() ?? '';
  const fromCountry = typed === '' ? null : (countryName(typed) ?? placeToCountry(typed).country ?? typed);
  return placeToCountry([place ?? '', typed].filter((p) => p.trim() !== '').join(', ')).country ?? fromCountry;
}

/** The data set entry for an event, or null (no office settled); an Irish-born person's birth with no place is Ireland's. */
export function officeEntryFor(event: EventLocation): OfficeEntry | null {
  const found = findOffice(event.country, event.place, event.kind);
  if (found) return found.entry;
  if (islandDefault(event)) return officeById('ie');
  return null;
}

/**
 * Where to order the certificate for an event, on `today` (yyyy-mm-dd, the caller's clock): a fee
 * or time seen more than 18 months before today reads 'Ask the office …' with the old figure as a
 * hint (offices/wording.ts, docs/decisions/037-facts-that-stay-fresh.md).
 */
export function certificateOffice(event: EventLocation, today: string): CertificateOffice {
  const found = findOffice(event.country, event.place, event.kind);
  if (found) {
    const notes = [...countyClerkNotes(event, found), ...basisNotes(event, found.entry)];
    return fromEntry(found.entry, event, notes, today, found);
  }
  if (islandDefault(event)) {
    const ie = officeById('ie');
    if (ie) {
      return fromEntry(
        ie,
        event,
        [
          'Your tree does not say where on the island of Ireland: this is the GRO in Ireland, which holds births ' +
            'for the whole island from 1864 to 1921. For a birth in Northern Ireland from 1922 on, order from GRONI ' +
            '(which holds Northern Ireland births from 1864).',
        ],
        today,
      );
    }
  }
  return unresolved(event);
}

function islandDefault(event: EventLocation): boolean {
  return event.kind === 'birth' && Boolean(event.bornOnIsland) && eventCountry(event.country, event.place) === null;
}

function fromEntry(
  entry: OfficeEntry,
  event: EventLocation,
  extraNotes: string[],
  today: string,
  found?: Pick<OfficeForEvent, 'office' | 'orderUrl'>,
): CertificateOffice {
  const details = entry.events[event.kind];
  const notes = [
    ...extraNotes,
    ...dateNotes(entry.id, event),
    ...entry.notes.map(noteLine).filter((n): n is string => n !== null),
  ];
  return {
    match: 'office',
    entryId: entry.id,
    region: entry.region.includes(entry.country) ? entry.region : `${entry.region}, ${entry.country}`,
    office: found?.office ?? details.office ?? entry.office,
    orderUrl: found?.orderUrl ?? details.orderUrl ?? entry.orderUrl,
    askFor: details.askFor,
    fee: figureLine(details.fee, 'fee', today),
    time: figureLine(details.time, 'time', today),
    notes: [...new Set(notes)],
    sources: entry.sources.map(citeSource),
  };
}

/**
 * A US marriage whose office the data set gives as a county's (docs/decisions/058-marriages-and-names-as-records.md):
 * when it names no nearer office for the place, say which county's clerk to ask, from a county
 * typed in the place ('Suffolk County') or else the county the place is in.
 */
function countyClerkNotes(event: EventLocation, found: OfficeForEvent): string[] {
  const { entry } = found;
  if (event.kind !== 'marriage' || entry.country !== 'United States') return [];
  const details = entry.events.marriage;
  if (details.local && found.office === details.local.office) return [];
  if (!/\bcount(y|ies)\b/i.test(found.office)) return [];
  const state = entry.region;
  const county = /([\p{L}.' -]+?)\s+County\b/iu.exec(event.place ?? '')?.[1]?.trim();
  if (county) return [`Ask the county clerk of ${county} County, ${state}, for the marriage record.`];
  const town = (event.place ?? '')
    .split(/[,;]/)
    .map((p) => p.trim())
    .find((p) => p !== '' && p.toLowerCase() !== state.toLowerCase());
  return town
    ? [`Ask the county clerk of the county ${town} is in (${state}) for the marriage record.`]
    : [`Your tree does not say where in ${state} they married: the county clerk of that county holds the record.`];
}

/** 'UK' with no nation: England and Wales, naming the other offices. */
function basisNotes(event: EventLocation, entry: OfficeEntry): string[] {
  if (entry.id !== 'gb-ew') return [];
  const said = eventCountry(event.country, event.place);
  if (said !== UNITED_KINGDOM) return [];
  return [
    'Your tree says United Kingdom without saying where: this is the office for England and Wales. ' +
      'For Scotland order from National Records of Scotland (ScotlandsPeople); for Northern Ireland from GRONI.',
  ];
}

/** Which offices apply when the country is known but not the state, province or territory. */
const CHOOSE: Record<string, { offices: string; example: string; orderUrl: string | null }> = {
  'United States': {
    offices:
      'The vital records office of the state where it happened (New York City has its own office, apart from New York State)',
    example: "'Boston, Massachusetts'",
    orderUrl: CDC_DIRECTORY.url,
  },
  Canada: {
    offices: 'The vital statistics office of the province or territory where it happened',
    example: "'Toronto, Ontario'",
    orderUrl: null,
  },
  Australia: {
    offices: 'The births, deaths and marriages registry of the state or territory where it happened',
    example: "'Sydney, New South Wales'",
    orderUrl: null,
  },
};

function unresolved(event: EventLocation): CertificateOffice {
  const country = eventCountry(event.country, event.place);
  const choose = country ? CHOOSE[country] : undefined;
  const what =
    event.kind === 'birth'
      ? 'a full (long-form) birth certificate that names the parents'
      : `a full civil ${event.kind} certificate`;
  if (country && choose) {
    const where = event.place?.trim() ? `'${event.place.trim()}'` : 'the place';
    return {
      match: 'choose',
      entryId: null,
      region: country,
      office: choose.offices,
      orderUrl: choose.orderUrl,
      askFor: `Ask for ${what}, not a short-form extract or abstract.`,
      fee: 'Each office sets its own fee: ask it for the current fee for a certified long-form copy.',
      time: 'Ask the office how long a certified copy takes to arrive.',
      notes: [
        `Check which ${country === 'United States' ? 'state' : country === 'Canada' ? 'province or territory' : 'state or territory'} ` +
          `${where} is in, and add it to the place in your tree (for example ${choose.example}): this then names the office, ` +
          'its address, and what to ask for.',
        ...(choose.orderUrl ? ['The CDC directory "Where to Write for Vital Records" lists every state office.'] : []),
      ],
      sources: choose.orderUrl ? [citeSource(CDC_DIRECTORY)] : [],
    };
  }
  return {
    match: 'other',
    entryId: null,
    region: country ?? 'the country where it happened',
    office: country
      ? `The civil registration office in ${country}`
      : 'The civil registration office of the country where it happened',
    orderUrl: null,
    askFor: `Ask for ${what}.`,
    fee: 'Ask the office for the current fee for a full civil certificate.',
    time: 'Ask the office how long a certified copy takes to arrive.',
    notes: country
      ? ['Ask DFA before you post them whether certificates from this country need an apostille or a translation.']
      : ['Add the place and country to your tree: this then names the office and what to ask for.'],
    sources: [],
  };
}

/**
 * Date-dependent advice: Irish civil registration start dates, and NI births held in Dublin too.
 * Advice, so an 'about' date counts by its likely years (docs/decisions/051-dates-as-records-hold-them.md).
 */
function dateNotes(entryId: string, event: EventLocation): string[] {
  const date = event.date && isRecordDate(event.date) ? event.date : null;
  const notes: string[] = [];
  if ((entryId === 'ie' || entryId === 'ni') && date !== null && isLikelyBefore(date, '1864-01-01')) {
    notes.push(
      event.kind === 'marriage'
        ? 'Civil registration of marriages in Ireland began on 1 January 1864 (1 April 1845 for non-Catholic ' +
            'marriages): for an earlier Catholic marriage there may be only a church record.'
        : `Civil registration in Ireland began on 1 January 1864, so a ${event.kind} ${recordDatePhrase(date)} has no civil record: ` +
            'ask the parish for the church record.',
    );
  }
  if (entryId === 'ni' && event.kind === 'birth' && date !== null && isLikelyBefore(date, '1922-01-01')) {
    if (isLikelyOnOrAfter(date, '1864-01-01')) notes.push(DUBLIN_HOLDS_ALL_ISLAND);
    notes.push(IRISH_GENEALOGY);
  }
  return notes;
}
