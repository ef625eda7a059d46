/**
 * The offices that issue birth, marriage and death certificates, one entry per office area
 * (a US state, New York City, an Australian state, a Canadian province, a UK nation...).
 *
 * Every fee, time and address in these modules was read on a stored copy of a public page,
 * and the page is named in `sources`. A figure nobody could find is an `ask` telling the
 * applicant what to ask the office, never a guess.
 */

export type EventKind = 'birth' | 'marriage' | 'death';

export const EVENT_KINDS: readonly EventKind[] = ['birth', 'marriage', 'death'];

/**
 * Who published the page: the issuing office itself (or its government, such as a regulation
 * setting its fees), a government directory of offices, or anyone else (figures from these are
 * shown as reported by that site).
 */
export type SourceKind = 'office' | 'government-directory' | 'third-party';

export type Source = {
  url: string;
  /** The page's own date when it gives one ('2018-04-27'), else when the stored copy was read ('seen 2026-11'). */
  seen: string;
  kind: SourceKind;
};

export type Currency = 'USD' | 'CAD' | 'AUD' | 'NZD' | 'EUR' | 'GBP';

/** A fee or time read on a page, or what to ask the office when none was found. */
export type Figure = { status: 'found'; text: string; source: Source } | { status: 'ask'; ask: string };

export type Fee =
  { status: 'found'; text: string; currency: Currency; source: Source } | { status: 'ask'; ask: string };

/** What one kind of certificate takes at this office. */
export type EventDetails = {
  /** The office, when it is not the entry's main office (marriages at a county clerk, say). */
  office?: string;
  orderUrl?: string;
  /** Where `office` and `orderUrl` were read, when they differ from the entry's (the entry's `officeSource`). */
  officeSource?: Source;
  /**
   * A nearer office for some places in the entry's area, named by a part of the place ('Chicago',
   * 'Cook'): an Illinois marriage in Chicago is at the Cook County Clerk.
   */
  local?: { places: readonly string[]; office: string; orderUrl: string; officeSource: Source };
  /** What to ask for to get the full (long-form) record, in the office's own words where known. */
  askFor: string;
  fee: Fee;
  time: Figure;
};

export type OfficeCountry =
  | 'Ireland'
  | 'Northern Ireland'
  | 'England and Wales'
  | 'Scotland'
  | 'United States'
  | 'Australia'
  | 'Canada'
  | 'New Zealand';

export type OfficeEntry = {
  /** 'us-ma', 'us-nyc', 'au-nsw', 'ca-on', 'nz', 'ie'. */
  id: string;
  country: OfficeCountry;
  /** The state, province, territory or nation the office covers ('Massachusetts', 'New York City'). */
  region: string;
  /** The postal abbreviation where there is one ('MA', 'NSW', 'ON'). */
  regionCode?: string;
  office: string;
  /** Where to order, or where the office explains how to order. */
  orderUrl: string;
  /**
   * The page the office's name, address and ordering link were read on, with the date it was seen;
   * when left out, the first of `sources` (offices/facts.ts).
   */
  officeSource?: Source;
  events: Record<EventKind, EventDetails>;
  /** Advice that matters for the Foreign Births Register, most important first. */
  notes: readonly string[];
  sources: readonly Source[];
};

/** The answer to a lookup: the entry and the details for one kind of certificate. */
export type OfficeForEvent = {
  entry: OfficeEntry;
  event: EventKind;
  office: string;
  orderUrl: string;
  askFor: string;
  fee: Fee;
  time: Figure;
};

/** The standard request when no fee was found. */
export const ASK_FEE = 'Ask the office for the current fee for a certified long-form copy.';
/** The standard request when no time was found. */
export const ASK_TIME = 'Ask the office how long a certified copy takes to arrive.';

export const SEEN = 'seen 2026-11';
