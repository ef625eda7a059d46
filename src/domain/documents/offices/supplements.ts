/**
 * Facts the older per-country table (certificate-sources.ts, removed) carried and the per-country
 * modules do not (yet), each with the page it came from (docs/rules/office-facts.md). They are laid over
 * the entries in index.ts: a figure here only fills an `ask`, never replaces a figure found in a
 * country module, so researched data added there wins.
 */
import { time } from './build.ts';
import { SEEN, type EventKind, type Fee, type Figure, type Source } from './types.ts';

export type Supplement = {
  fee?: Partial<Record<EventKind, Fee>>;
  time?: Partial<Record<EventKind, Figure>>;
  notes?: readonly string[];
  sources: readonly Source[];
};

const ANCESTOR_NETWORK: Source = {
  url: 'https://www.ancestornetwork.ie/civil-registration-of-birth-marriage-and-death-in-ireland/',
  seen: SEEN,
  kind: 'third-party',
};
const NI_FEES_ORDER: Source = {
  url: 'http://www.legislation.gov.uk/cy/nisr/2010/409/schedules/made',
  seen: SEEN,
  kind: 'office',
};
/** John Grenham, Tracing Your Irish Ancestors, ch. 2: the GRO in Dublin holds births for the whole island 1864–1921. */
const GRENHAM_GRO: Source = {
  url: 'http://killeenancestors.freeservers.com/grenhch2.htm',
  seen: SEEN,
  kind: 'third-party',
};
const GRO_TIMING: Source = {
  url: 'https://visualfoodie.com/timeline-for-a-duplicate-birth-certificate-uk-order',
  seen: SEEN,
  kind: 'third-party',
};
const CA_LEGALCLARITY: Source = {
  url: 'https://legalclarity.org/how-much-does-a-birth-certificate-cost-in-california',
  seen: SEEN,
  kind: 'third-party',
};
const CA_NAMEGENERATOR: Source = {
  url: 'https://namegenerator.biz/state-of-california-vital-records-birth-certificate-what-most-people-get-wrong-al5',
  seen: SEEN,
  kind: 'third-party',
};

/** irishgenealogy.ie: where to find the entry before ordering (ancestornetwork.ie). */
export const IRISH_GENEALOGY =
  'irishgenealogy.ie has free images of historic registers (births over 100 years old, marriages over 75, ' +
  'deaths over 50). They help you find the right entry, but they are not certificates and are not accepted ' +
  'for the Foreign Births Register: order the certificate itself.';

const GRO_TIME = time(
  'Standard orders are sent within about 15 working days, priority orders the next working day',
  GRO_TIMING,
);

export const SUPPLEMENTS: Readonly<Record<string, Supplement>> = {
  ie: {
    notes: [IRISH_GENEALOGY],
    sources: [ANCESTOR_NETWORK],
  },
  ni: {
    notes: ['A local registrar in Northern Ireland can also issue certificates; the statutory fees there are lower.'],
    sources: [ANCESTOR_NETWORK, NI_FEES_ORDER, GRENHAM_GRO],
  },
  'gb-ew': {
    time: { birth: GRO_TIME, marriage: GRO_TIME, death: GRO_TIME },
    sources: [GRO_TIMING],
  },
  // The California fees on these pages disagree ($29, $32 at a county, $34 from 2026): no fee is shown.
  'us-ca': {
    notes: [
      'Ask for the full certified copy: short "abstract" certificates are not accepted for US passports and risk being refused for the Foreign Births Register too.',
    ],
    sources: [CA_LEGALCLARITY, CA_NAMEGENERATOR],
  },
};

/** Shown for a Northern Ireland birth from 1864 to 1921 (GRENHAM_GRO, listed on the 'ni' entry). */
export const DUBLIN_HOLDS_ALL_ISLAND =
  'For births from 1864 to 1921 you can also order from the GRO in Ireland (Roscommon), which holds them for the whole island.';
