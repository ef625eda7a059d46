/**
 * Which office issues a certificate for an event, from the country and place as typed or as a
 * GEDCOM import wrote them: 'Boston, MA', 'Brooklyn, New York', 'Sydney, NSW', 'Toronto, Ontario'.
 * The place parts are read from the last back, as the GEDCOM place reader reads them, and the
 * first that names a state, province, territory or a city we know decides.
 */
import {
  IRELAND,
  NORTHERN_IRELAND,
  UNITED_KINGDOM,
  UNITED_STATES,
  countryName,
  placeToCountry,
} from '../../gedcom/places.ts';
import { AUSTRALIA } from './australia.ts';
import { CANADA } from './canada.ts';
import { NEW_ZEALAND } from './new-zealand.ts';
import { SUPPLEMENTS } from './supplements.ts';
import { EVENT_KINDS, type EventDetails, type EventKind, type OfficeEntry, type OfficeForEvent } from './types.ts';
import { UK_IRELAND } from './uk-ireland.ts';
import { US, US_STATE_NAMES } from './us.ts';

export type { EventKind, OfficeEntry, OfficeForEvent } from './types.ts';

/** Every entry, with the facts in supplements.ts laid over it (they only fill what the entry leaves as 'ask'). */
export const OFFICES: readonly OfficeEntry[] = [...UK_IRELAND, ...US, ...CANADA, ...AUSTRALIA, ...NEW_ZEALAND].map(
  withSupplement,
);

function withSupplement(entry: OfficeEntry): OfficeEntry {
  const extra = SUPPLEMENTS[entry.id];
  if (!extra) return entry;
  const events = Object.fromEntries(
    EVENT_KINDS.map((kind): [EventKind, EventDetails] => {
      const own = entry.events[kind];
      const fee = own.fee.status === 'ask' ? (extra.fee?.[kind] ?? own.fee) : own.fee;
      const time = own.time.status === 'ask' ? (extra.time?.[kind] ?? own.time) : own.time;
      return [kind, { ...own, fee, time }];
    }),
  ) as Record<EventKind, EventDetails>;
  const urls = new Set(entry.sources.map((s) => s.url));
  return {
    ...entry,
    events,
    notes: [...entry.notes, ...(extra.notes ?? []).filter((n) => !entry.notes.includes(n))],
    sources: [...entry.sources, ...extra.sources.filter((s) => !urls.has(s.url))],
  };
}

const BY_ID = new Map(OFFICES.map((e) => [e.id, e]));

type Region = { id: string; country: 'United States' | 'Canada' | 'Australia' };

/** Names (normalised) and upper-case codes of the regions with offices, and a few cities. */
const REGION_NAMES = new Map<string, Region>();
const REGION_CODES = new Map<string, Region[]>();

function addRegion(country: Region['country'], id: string, names: string[], codes: string[]): void {
  for (const n of names) REGION_NAMES.set(normalise(n), { id, country });
  for (const c of codes) REGION_CODES.set(c, [...(REGION_CODES.get(c) ?? []), { id, country }]);
}

for (const [code, name] of Object.entries(US_STATE_NAMES)) {
  addRegion('United States', `us-${code.toLowerCase()}`, [name], [code]);
}
addRegion('United States', 'us-dc', ['Washington DC', 'Washington D.C.', 'D.C.'], []);
addRegion(
  'United States',
  'us-nyc',
  ['New York City', 'NYC', 'Manhattan', 'Brooklyn', 'Bronx', 'The Bronx', 'Queens', 'Staten Island'],
  [],
);
addRegion('United States', 'us-ma', ['Boston'], []);
addRegion('United States', 'us-il', ['Chicago'], []);
addRegion('United States', 'us-pa', ['Philadelphia', 'Pittsburgh'], []);

const CANADIAN: [string, string[], string[]][] = [
  ['ca-on', ['Ontario', 'Toronto', 'Ottawa'], ['ON', 'ONT']],
  ['ca-qc', ['Quebec', 'Montreal', 'Quebec City'], ['QC', 'PQ']],
  ['ca-bc', ['British Columbia', 'Vancouver'], ['BC']],
  ['ca-ab', ['Alberta', 'Calgary', 'Edmonton'], ['AB', 'ALTA']],
  ['ca-sk', ['Saskatchewan', 'Regina', 'Saskatoon'], ['SK', 'SASK']],
  ['ca-mb', ['Manitoba', 'Winnipeg'], ['MB', 'MAN']],
  ['ca-nb', ['New Brunswick', 'Fredericton', 'Saint John'], ['NB']],
  ['ca-ns', ['Nova Scotia', 'Halifax'], ['NS']],
  ['ca-pe', ['Prince Edward Island', 'Charlottetown'], ['PE', 'PEI']],
  ['ca-nl', ['Newfoundland and Labrador', 'Newfoundland', 'Labrador', "St. John's"], ['NL', 'NF', 'NFLD']],
  ['ca-yt', ['Yukon', 'Yukon Territory', 'Whitehorse'], ['YT']],
  ['ca-nt', ['Northwest Territories', 'Yellowknife', 'Inuvik'], ['NT', 'NWT']],
  ['ca-nu', ['Nunavut', 'Iqaluit'], ['NU']],
];
for (const [id, names, codes] of CANADIAN) addRegion('Canada', id, names, codes);

const AUSTRALIAN: [string, string[], string[]][] = [
  ['au-nsw', ['New South Wales', 'NSW', 'Sydney'], ['NSW']],
  ['au-vic', ['Victoria', 'Vic', 'Melbourne'], ['VIC']],
  ['au-qld', ['Queensland', 'Qld', 'Brisbane'], ['QLD']],
  ['au-sa', ['South Australia', 'Adelaide'], ['SA']],
  ['au-wa', ['Western Australia', 'Perth'], ['WA']],
  ['au-tas', ['Tasmania', 'Tas', 'Hobart'], ['TAS']],
  ['au-act', ['Australian Capital Territory', 'Canberra'], ['ACT']],
  ['au-nt', ['Northern Territory', 'Darwin'], ['NT']],
];
for (const [id, names, codes] of AUSTRALIAN) addRegion('Australia', id, names, codes);

const NATION_IDS: Record<string, string> = {
  [IRELAND]: 'ie',
  [NORTHERN_IRELAND]: 'ni',
  England: 'gb-ew',
  Wales: 'gb-ew',
  [UNITED_KINGDOM]: 'gb-ew',
  Scotland: 'gb-sct',
  'New Zealand': 'nz',
};

/** An entry by its id ('us-ma', 'ca-on', 'ie'), or null. */
export function officeById(id: string): OfficeEntry | null {
  return BY_ID.get(id) ?? null;
}

/**
 * The office for a birth, marriage or death at a place, or null when the place does not settle
 * one (a country without entries here, or 'USA' with no state).
 */
export function findOffice(
  country: string | null | undefined,
  place: string | null | undefined,
  event: EventKind,
): OfficeForEvent | null {
  const entry = findEntry(country, place);
  if (!entry) return null;
  const details = entry.events[event];
  const local = localOffice(details, place);
  return {
    entry,
    event,
    office: local?.office ?? details.office ?? entry.office,
    orderUrl: local?.orderUrl ?? details.orderUrl ?? entry.orderUrl,
    askFor: details.askFor,
    fee: details.fee,
    time: details.time,
  };
}

/** The nearer office for a place, when the entry names one for a part of it ('Chicago, Cook, Illinois'). */
function localOffice(details: EventDetails, place: string | null | undefined): EventDetails['local'] | null {
  const local = details.local;
  if (!local || !place) return null;
  const words = new Set(
    place
      .split(/[,;]/)
      .flatMap((p) => [normalise(p), ...normalise(p).split(' ')])
      .filter((w) => w !== ''),
  );
  return local.places.some((p) => words.has(normalise(p))) ? local : null;
}

function findEntry(country: string | null | undefined, place: string | null | undefined): OfficeEntry | null {
  const parts = [place ?? '', country ?? '']
    .join(',')
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const typedCountry = country?.trim() ? (countryName(country.trim()) ?? placeToCountry(country).country) : null;
  const readCountry = placeToCountry(parts.join(', ')).country;
  const nation = readCountry ?? typedCountry;

  if (nation && NATION_IDS[nation]) return officeById(NATION_IDS[nation] ?? '');

  const wanted = nation === UNITED_STATES || nation === 'Canada' || nation === 'Australia' ? nation : null;
  if (nation && !wanted) return null;
  const region = regionIn(parts, wanted);
  if (!region) return null;
  // 'New York, New York' and 'New York, NY' are the city: the first part names it.
  if (region.id === 'us-ny' && parts.length > 1 && isNewYorkCity(parts[0] ?? '')) return officeById('us-nyc');
  return officeById(region.id);
}

function regionIn(parts: string[], country: Region['country'] | null): Region | null {
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? '';
    const byName = REGION_NAMES.get(normalise(part));
    if (byName && (!country || byName.country === country)) return byName;
    // Postal codes only in capitals ('Boston, MA', 'Sydney NSW'): lower-case 'in' and 'co' are words.
    for (const word of part.split(/\s+/).reverse()) {
      const code = word.replace(/\./g, '');
      if (!/^[A-Z]{2,4}$/.test(code)) continue;
      const byCode = (REGION_CODES.get(code) ?? []).filter((r) => !country || r.country === country);
      if (byCode.length === 1) return byCode[0] ?? null;
    }
  }
  return null;
}

function isNewYorkCity(part: string): boolean {
  const norm = normalise(part);
  return norm === 'new york' || REGION_NAMES.get(norm)?.id === 'us-nyc';
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
