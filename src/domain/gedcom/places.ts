/**
 * Which country a free-text GEDCOM place is in, and whether it is on the island of Ireland
 * (Republic or Northern Ireland: both count, docs/rules/eligibility.md 'Born on the island').
 *
 * GEDCOM places run from smallest to largest ('Castlebar, Co. Mayo, Ireland'), so the parts
 * are read from the last one back and the first part that names a country, a US state, a
 * county or a well-known town decides. A part is matched whole ('New England' is not
 * England, 'New South Wales' is not Wales), so 'Dublin, Ohio' is in the United States and
 * only a bare 'Dublin' is in Ireland.
 */

export type PlaceCountry = { country: string | null; isIrishBorn: boolean };

export const IRELAND = 'Ireland';
export const NORTHERN_IRELAND = 'Northern Ireland';
export const UNITED_STATES = 'United States';
export const UNITED_KINGDOM = 'United Kingdom';

const COUNTRY_NAMES: Record<string, string> = {
  ireland: IRELAND,
  eire: IRELAND,
  erin: IRELAND,
  'republic of ireland': IRELAND,
  'ireland republic of': IRELAND,
  'irish republic': IRELAND,
  'irish free state': IRELAND,
  'poblacht na heireann': IRELAND,
  roi: IRELAND,
  irl: IRELAND,
  irlande: IRELAND,
  irland: IRELAND,
  irlanda: IRELAND,
  'northern ireland': NORTHERN_IRELAND,
  ni: NORTHERN_IRELAND,
  'n ireland': NORTHERN_IRELAND,
  'ulster northern ireland': NORTHERN_IRELAND,
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'south wales': 'Wales',
  'north wales': 'Wales',
  'united kingdom': UNITED_KINGDOM,
  'united kingdom of great britain and ireland': UNITED_KINGDOM,
  'united kingdom of great britain and northern ireland': UNITED_KINGDOM,
  uk: UNITED_KINGDOM,
  'great britain': UNITED_KINGDOM,
  britain: UNITED_KINGDOM,
  gb: UNITED_KINGDOM,
  usa: UNITED_STATES,
  us: UNITED_STATES,
  'u s a': UNITED_STATES,
  'u s': UNITED_STATES,
  'united states': UNITED_STATES,
  'united states of america': UNITED_STATES,
  america: UNITED_STATES,
  'new england': UNITED_STATES,
  canada: 'Canada',
  australia: 'Australia',
  'new zealand': 'New Zealand',
  nz: 'New Zealand',
  'south africa': 'South Africa',
  'isle of man': 'Isle of Man',
  jersey: 'Jersey',
  guernsey: 'Guernsey',
  germany: 'Germany',
  france: 'France',
  italy: 'Italy',
  spain: 'Spain',
  portugal: 'Portugal',
  netherlands: 'Netherlands',
  holland: 'Netherlands',
  belgium: 'Belgium',
  poland: 'Poland',
  sweden: 'Sweden',
  norway: 'Norway',
  denmark: 'Denmark',
  india: 'India',
  argentina: 'Argentina',
  mexico: 'Mexico',
  jamaica: 'Jamaica',
};

const US_STATES: Record<string, string> = {
  AL: 'alabama',
  AK: 'alaska',
  AZ: 'arizona',
  AR: 'arkansas',
  CA: 'california',
  CO: 'colorado',
  CT: 'connecticut',
  DE: 'delaware',
  FL: 'florida',
  GA: 'georgia',
  HI: 'hawaii',
  ID: 'idaho',
  IL: 'illinois',
  IN: 'indiana',
  IA: 'iowa',
  KS: 'kansas',
  KY: 'kentucky',
  LA: 'louisiana',
  ME: 'maine',
  MD: 'maryland',
  MA: 'massachusetts',
  MI: 'michigan',
  MN: 'minnesota',
  MS: 'mississippi',
  MO: 'missouri',
  MT: 'montana',
  NE: 'nebraska',
  NV: 'nevada',
  NH: 'new hampshire',
  NJ: 'new jersey',
  NM: 'new mexico',
  NY: 'new york',
  NC: 'north carolina',
  ND: 'north dakota',
  OH: 'ohio',
  OK: 'oklahoma',
  OR: 'oregon',
  PA: 'pennsylvania',
  RI: 'rhode island',
  SC: 'south carolina',
  SD: 'south dakota',
  TN: 'tennessee',
  TX: 'texas',
  UT: 'utah',
  VT: 'vermont',
  VA: 'virginia',
  WA: 'washington',
  WV: 'west virginia',
  WI: 'wisconsin',
  WY: 'wyoming',
  DC: 'district of columbia',
};
const US_STATE_NAMES = new Set([...Object.values(US_STATES), 'washington dc', 'washington d c']);

const CANADIAN_PROVINCES = [
  'ontario',
  'quebec',
  'nova scotia',
  'new brunswick',
  'manitoba',
  'british columbia',
  'prince edward island',
  'saskatchewan',
  'alberta',
  'newfoundland',
  'newfoundland and labrador',
];
const AUSTRALIAN_STATES = [
  'new south wales',
  'nsw',
  'queensland',
  'south australia',
  'western australia',
  'tasmania',
  'victoria',
];

/** The 26 counties of the Republic, with old names still found in records. */
const ROI_COUNTIES = [
  'carlow',
  'cavan',
  'clare',
  'cork',
  'donegal',
  'dublin',
  'galway',
  'kerry',
  'kildare',
  'kilkenny',
  'laois',
  'laoighis',
  'leix',
  'leitrim',
  'limerick',
  'longford',
  'louth',
  'mayo',
  'meath',
  'monaghan',
  'offaly',
  'roscommon',
  'sligo',
  'tipperary',
  'waterford',
  'westmeath',
  'wexford',
  'wicklow',
];
/** The six counties of Northern Ireland. */
const NI_COUNTIES = ['antrim', 'armagh', 'down', 'fermanagh', 'derry', 'londonderry', 'tyrone'];

/** Towns on the island that identify it on their own ('Dublin' alone is Dublin, Ireland). */
const ROI_TOWNS = [
  'dublin',
  'cork',
  'limerick',
  'galway',
  'waterford',
  'kilkenny',
  'sligo',
  'drogheda',
  'dundalk',
  'ennis',
  'tralee',
  'killarney',
  'castlebar',
  'westport',
  'ballina',
  'letterkenny',
  'athlone',
  'mullingar',
  'navan',
  'wexford',
  'carlow',
  'clonmel',
  'thurles',
  'tullamore',
  'portlaoise',
  'naas',
  'bray',
  'swords',
  'cobh',
  'queenstown',
  'kingstown',
  'dun laoghaire',
  'kinsale',
  'youghal',
  'mallow',
  'bantry',
  'skibbereen',
  'dungarvan',
  'nenagh',
  'roscommon',
  'longford',
  'cavan',
  'monaghan',
  'carrick on shannon',
  'ballinasloe',
  'tuam',
  'clifden',
  'listowel',
  'kilrush',
  'shannon',
  'boyle',
  'claremorris',
  'belmullet',
  'donegal',
  'buncrana',
  'wicklow',
  'arklow',
  'enniscorthy',
  'new ross',
  'kells',
  'trim',
  'athy',
  'kildare',
  'birr',
  'roscrea',
  'cashel',
  'tipperary',
  'carrick on suir',
  'fermoy',
  'macroom',
  'clonakilty',
  'dingle',
  'kenmare',
  'cahersiveen',
  'castlerea',
  'ballyhaunis',
  'swinford',
  'foxford',
  'achill',
  'belturbet',
  'clones',
  'carrickmacross',
  'ardee',
  'balbriggan',
  'maynooth',
  'celbridge',
  'kingscourt',
  'loughrea',
  'gort',
  'oranmore',
];
const NI_TOWNS = [
  'belfast',
  'derry',
  'londonderry',
  'newry',
  'armagh',
  'lisburn',
  'enniskillen',
  'omagh',
  'coleraine',
  'ballymena',
  'larne',
  'carrickfergus',
  'newtownards',
  'bangor',
  'banbridge',
  'portadown',
  'lurgan',
  'craigavon',
  'dungannon',
  'cookstown',
  'strabane',
  'limavady',
  'magherafelt',
  'ballymoney',
  'downpatrick',
  'antrim',
  'holywood',
  'newtownabbey',
  'lisnaskea',
  'keady',
  'portrush',
  'ballycastle',
  'warrenpoint',
  'kilkeel',
  'comber',
];

/** Large British towns, so 'Liverpool' or 'Manchester, Lancashire' resolve without a country. */
const ENGLISH_PLACES = [
  'london',
  'liverpool',
  'manchester',
  'birmingham',
  'leeds',
  'sheffield',
  'bristol',
  'newcastle upon tyne',
  'nottingham',
  'leicester',
  'coventry',
  'bradford',
  'hull',
  'preston',
  'bolton',
  'wigan',
  'salford',
  'oldham',
  'stockport',
  'birkenhead',
  'bootle',
  'st helens',
  'warrington',
  'blackburn',
  'southampton',
  'portsmouth',
  'plymouth',
  'lancashire',
  'yorkshire',
  'cheshire',
  'middlesex',
  'surrey',
  'kent',
  'essex',
  'sussex',
  'devon',
  'cornwall',
  'northumberland',
  'durham',
  'cumberland',
  'westmorland',
  'staffordshire',
  'warwickshire',
  'lincolnshire',
  'norfolk',
  'suffolk',
  'greater manchester',
  'merseyside',
  'west yorkshire',
  'south yorkshire',
  'west midlands',
];
const SCOTTISH_PLACES = [
  'glasgow',
  'edinburgh',
  'aberdeen',
  'dundee',
  'paisley',
  'greenock',
  'lanarkshire',
  'renfrewshire',
  'ayrshire',
  'midlothian',
];
const WELSH_PLACES = ['cardiff', 'swansea', 'newport', 'wrexham', 'glamorgan', 'glamorganshire', 'monmouthshire'];

type Match = { country: string; strength: 'country' | 'region' | 'town' };

const LOOKUP = buildLookup();

function buildLookup(): Map<string, Match> {
  const map = new Map<string, Match>();
  const add = (names: Iterable<string>, country: string, strength: Match['strength']) => {
    for (const n of names) if (!map.has(n)) map.set(n, { country, strength });
  };
  for (const [name, country] of Object.entries(COUNTRY_NAMES)) add([name], country, 'country');
  add(US_STATE_NAMES, UNITED_STATES, 'region');
  add(CANADIAN_PROVINCES, 'Canada', 'region');
  add(AUSTRALIAN_STATES, 'Australia', 'region');
  add(NI_COUNTIES, NORTHERN_IRELAND, 'region');
  add(ROI_COUNTIES, IRELAND, 'region');
  add(NI_TOWNS, NORTHERN_IRELAND, 'town');
  add(ROI_TOWNS, IRELAND, 'town');
  add(ENGLISH_PLACES, 'England', 'town');
  add(SCOTTISH_PLACES, 'Scotland', 'town');
  add(WELSH_PLACES, 'Wales', 'town');
  return map;
}

/** Old county names that are only read with 'County' ("Queen's County" is Laois, "King's County" Offaly). */
const OLD_COUNTY_NAMES = ['queens', 'kings'];
const IRISH_COUNTIES = new Set([...ROI_COUNTIES, ...NI_COUNTIES]);
const UK_NATIONS = new Set(['England', 'Scotland', 'Wales', NORTHERN_IRELAND, IRELAND]);

export function placeToCountry(place: string | null | undefined): PlaceCountry {
  const parts = (place ?? '')
    .replace(/\([^)]*\)/g, ' ') // 'Queenstown (now Cobh)'
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

  let found = nearestMatch(parts, parts.length);
  if (!found) return { country: null, isIrishBorn: false };
  // 'Manchester, England, UK' or 'Mayo, Ireland, United Kingdom' name a more exact country
  // before the last part; 'Belfast, Antrim, Ireland' (before 1922) is in Northern Ireland today.
  if (found.country === UNITED_KINGDOM) {
    const inner = nearestMatch(parts, found.index);
    if (inner && UK_NATIONS.has(inner.country)) found = inner;
  }
  if (found.country === IRELAND) {
    const inner = nearestMatch(parts, found.index);
    if (inner?.country === NORTHERN_IRELAND) found = inner;
  }
  const country = found.country;
  return { country, isIrishBorn: country === IRELAND || country === NORTHERN_IRELAND };
}

/** The country a text names outright ('USA' → 'United States', 'Éire' → 'Ireland'); null for towns, counties and states. */
export function countryName(text: string): string | null {
  const m = LOOKUP.get(normalise(text));
  return m && m.strength === 'country' ? m.country : null;
}

/** The last part before `end` that names a place we know, and its index. */
function nearestMatch(parts: string[], end: number): { country: string; index: number } | null {
  for (let i = end - 1; i >= 0; i--) {
    const m = matchPart(parts[i] ?? '');
    if (m) return { country: m.country, index: i };
  }
  return null;
}

function matchPart(part: string): Match | null {
  // Two capitals at the end of a place are a US state code: 'Boston, MA'. Lower-case 'co' or
  // 'in' are words, not Colorado or Indiana.
  if (/^[A-Z]{2}$/.test(part)) {
    const state = US_STATES[part];
    if (state) return { country: UNITED_STATES, strength: 'region' };
  }
  const norm = normalise(part);
  if (norm === '') return null;

  const whole = LOOKUP.get(norm);
  if (whole) return whole;

  // 'County Mayo', 'Co Mayo', 'Mayo County', "Queen's County", 'City of Dublin'.
  const county = /^(?:county|co|contae) (.+)$/.exec(norm)?.[1] ?? /^(.+) (?:county|co)$/.exec(norm)?.[1] ?? null;
  if (county && IRISH_COUNTIES.has(county)) return LOOKUP.get(county) ?? null;
  if (county && OLD_COUNTY_NAMES.includes(county)) return { country: IRELAND, strength: 'region' };
  const city = /^city of (.+)$/.exec(norm)?.[1] ?? /^(.+) city$/.exec(norm)?.[1] ?? null;
  if (city) {
    const m = LOOKUP.get(city);
    if (m && m.strength !== 'country') return m;
  }

  // A part with no commas in it: 'Castlebar Co Mayo Ireland', 'Boston Massachusetts'. Only
  // countries, states and 'Co X' count here, longest ending first, so 'New England' is not England.
  const words = norm.split(' ');
  for (let n = Math.min(words.length - 1, 8); n >= 1; n--) {
    const tail = words.slice(words.length - n).join(' ');
    const m = LOOKUP.get(tail);
    const before = words[words.length - n - 1];
    if (m && m.strength !== 'town') {
      // 'Co Mayo' at the end: a county; a bare county word at the end could be a surname or a
      // street ('Clare Street'), so it needs 'Co'/'County' before it.
      if (IRISH_COUNTIES.has(tail) && before !== 'co' && before !== 'county') continue;
      if (before === 'new' || before === 'south' || before === 'west' || before === 'north') continue;
      return m;
    }
  }
  return null;
}

/** Lower case, no accents, no full stops or apostrophes, single spaces: "Co. Queen's" → 'co queens'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`.]/g, '')
    .replace(/[-_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
