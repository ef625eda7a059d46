/**
 * United States: each state (and the District of Columbia) keeps its own vital records, and New
 * York City keeps its own apart from New York State. Only the entries with their own sources
 * below were read on a stored page; the others point to the CDC directory of state offices and
 * say what to ask for, with no fee or time, because none was found.
 */
import { askAll, askFee, askTime, byEvent, fee, time } from './build.ts';
import { SEEN, type OfficeEntry, type Source } from './types.ts';

/** The CDC's directory of state vital records offices (its address, cited by several stored sources). */
export const CDC_DIRECTORY: Source = {
  url: 'https://www.cdc.gov/nchs/w2w/index.htm',
  seen: 'address seen 2026-11; the page itself was not among the stored pages',
  kind: 'government-directory',
};

const LONG_FORM =
  'A certified copy of the full (long-form) record that names the parents, not a short-form abstract or an informational copy.';

const NYC_BIRTHS: Source = {
  url: 'http://www1.nyc.gov/site/doh/services/birth-certificates.page',
  seen: SEEN,
  kind: 'office',
};
const NYC_311: Source = { url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01012', seen: SEEN, kind: 'office' };
const NYC_311_LONG_FORM: Source = {
  url: 'https://portal-spt2.311.nyc.gov/en-US/article/?kanumber=KA-01012',
  seen: SEEN,
  kind: 'office',
};

const NYS_GENEALOGY: Source = {
  url: 'http://www.health.ny.gov/vital_records/genealogy.htm',
  seen: SEEN,
  kind: 'office',
};
const NYS_222HEALTH: Source = {
  url: 'https://222health.com/public-health-safety/public-health/77015.html',
  seen: 'figure "as of 2010"',
  kind: 'third-party',
};
const NYS_LOCAL_REGISTRAR: Source = { url: 'https://deruyternygov.us/vital-records.html', seen: SEEN, kind: 'office' };

const MA_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-is-a-birth-certificate-in-massachusetts',
  seen: SEEN,
  kind: 'third-party',
};
const MA_RECORDSANCHOR: Source = { url: 'https://recordsanchor.com/massachusetts/', seen: SEEN, kind: 'third-party' };

/** Every state, with its postal code, in alphabetical order of code as in the GEDCOM place reader. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const RESEARCHED: readonly OfficeEntry[] = [
  {
    id: 'us-nyc',
    country: 'United States',
    region: 'New York City',
    regionCode: 'NY',
    office: 'NYC Department of Health and Mental Hygiene, Office of Vital Records (125 Worth Street, Manhattan)',
    orderUrl: NYC_BIRTHS.url,
    events: {
      birth: {
        askFor:
          'A certified long form copy of the birth certificate: to get the long form, write "time of birth" as the reason for the request on the application.',
        fee: fee(
          '$15 per certified copy; online orders add an $8.30 processing fee per order; in person $17.75 for the first copy',
          'USD',
          NYC_311,
        ),
        time: time(
          'Long form copies are processed in 10 business days, then 10 to 15 business days by first-class mail; by mail 4 to 6 weeks',
          NYC_311_LONG_FORM,
        ),
      },
      marriage: {
        office: 'The Office of the City Clerk of New York City (the Health Department does not issue marriage records)',
        orderUrl: NYS_GENEALOGY.url,
        askFor: 'A certified copy of the marriage record from the City Clerk.',
        fee: askFee(),
        time: askTime(),
      },
      death: { askFor: LONG_FORM, fee: askFee(), time: askTime() },
    },
    notes: [
      'Covers the five boroughs (Manhattan, Brooklyn, the Bronx, Queens, Staten Island) for births from 1910 on.',
      'Online orders are only for someone named on the record; for a deceased relative order by mail or in person.',
      'New York State does not hold New York City births, deaths or marriage licences.',
    ],
    sources: [NYC_BIRTHS, NYC_311, NYC_311_LONG_FORM, NYS_GENEALOGY],
  },
  {
    id: 'us-ny',
    country: 'United States',
    region: 'New York',
    regionCode: 'NY',
    office: 'New York State Department of Health, Vital Records (outside New York City), or the local registrar',
    orderUrl: NYS_GENEALOGY.url,
    events: byEvent(
      { fee: askFee(), time: askTime() },
      {
        birth: {
          askFor:
            'A certified copy of the birth certificate. Genealogy copies from the state are uncertified and will not do for the Foreign Births Register.',
          fee: fee(
            '$30 for a certified birth certificate from the state office (reported by 222health.com, as of 2010); $10 a record at a local registrar such as the Town of DeRuyter',
            'USD',
            NYS_222HEALTH,
          ),
        },
        marriage: {
          askFor:
            'A certified copy of the marriage record, from the state or the town or city clerk where the licence was issued.',
          fee: fee('$10 a record at a local registrar (Town of DeRuyter)', 'USD', NYS_LOCAL_REGISTRAR),
        },
        death: {
          askFor: 'A certified copy of the death certificate.',
          fee: fee('$10 a record at a local registrar (Town of DeRuyter)', 'USD', NYS_LOCAL_REGISTRAR),
        },
      },
    ),
    notes: [
      'State registration outside New York City began in 1881; Albany, Buffalo and Yonkers records before 1914 are with the local registrar.',
      'Direct-line descendants can ask the state for records inside the usual waiting periods with proof of relationship and death.',
    ],
    sources: [NYS_GENEALOGY, NYS_222HEALTH, NYS_LOCAL_REGISTRAR],
  },
  {
    id: 'us-ma',
    country: 'United States',
    region: 'Massachusetts',
    regionCode: 'MA',
    office:
      'Massachusetts Registry of Vital Records and Statistics (RVRS), 150 Mount Vernon Street, Dorchester, or the city or town clerk',
    orderUrl: 'https://www.mass.gov/orgs/registry-of-vital-records-and-statistics',
    events: byEvent(
      {
        fee: fee(
          '$20 in person, $32 by mail for a certified copy from the RVRS (reported by legalclarity.org); town clerks charge less',
          'USD',
          MA_LEGALCLARITY,
        ),
        time: time('4 to 6 weeks by mail (reported by recordsanchor.com)', MA_RECORDSANCHOR),
      },
      {
        birth: {
          askFor: 'A certified copy of the birth record from the RVRS (or the town clerk where the birth happened).',
        },
        marriage: { askFor: 'A certified copy of the marriage record.' },
        death: { askFor: 'A certified copy of the death record.' },
      },
    ),
    notes: [
      'Older records are with the State Archives or the town clerk; the two third-party sources disagree on the year the RVRS records start, so ask.',
    ],
    sources: [MA_LEGALCLARITY, MA_RECORDSANCHOR],
  },
];

const RESEARCHED_IDS = new Set(RESEARCHED.map((e) => e.id));

/** A state with no stored page read: the CDC directory, and what to ask for. */
function unresearched(code: string, name: string): OfficeEntry {
  return {
    id: `us-${code.toLowerCase()}`,
    country: 'United States',
    region: name,
    regionCode: code,
    office: `The ${name} vital records office (find it in the CDC directory)`,
    orderUrl: CDC_DIRECTORY.url,
    events: askAll({ birth: LONG_FORM, marriage: LONG_FORM, death: LONG_FORM }),
    notes: [
      'Marriage records in many states are kept by the county or town clerk where the licence was issued: ask the state office.',
    ],
    sources: [CDC_DIRECTORY],
  };
}

export const US: readonly OfficeEntry[] = [
  ...RESEARCHED,
  ...Object.entries(US_STATE_NAMES)
    .filter(([code]) => !RESEARCHED_IDS.has(`us-${code.toLowerCase()}`))
    .map(([code, name]) => unresearched(code, name)),
];
