/**
 * Dates as records hold them (docs/decisions/051-dates-as-records-hold-them.md).
 *
 * One canonical string, stored and sent as is:
 *   exact day `YYYY-MM-DD`, month and year `YYYY-MM`, year only `YYYY`;
 *   qualified `ABT <d>`, `BEF <d>`, `AFT <d>`, `BET <d1> AND <d2>`, each <d> one of the three plain forms.
 *
 * Pure: no clock, no locale lookups. Days are ISO `YYYY-MM-DD` strings, which compare correctly with `<`.
 */

import { MONTH_NAMES } from './month-names.ts';

/** A date with the precision the record gives it: a year, a month of a year, or a day. */
export interface PlainDate {
  year: number;
  /** 1–12, or absent for a year-only date. */
  month?: number;
  /** 1–31, only with a month. */
  day?: number;
}

export type RecordDate =
  | { kind: 'exact'; date: PlainDate }
  | { kind: 'about'; date: PlainDate }
  | { kind: 'before'; date: PlainDate }
  | { kind: 'after'; date: PlainDate }
  | { kind: 'between'; from: PlainDate; to: PlainDate };

/** What a plain date gives: 'day', 'month' (month and year) or 'year'. */
export type Precision = 'day' | 'month' | 'year';

const PLAIN = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validPlain(date: PlainDate): boolean {
  const { year, month, day } = date;
  if (!Number.isInteger(year) || year < 1 || year > 9999) return false;
  if (month === undefined) return day === undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (day === undefined) return true;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month);
}

function parsePlain(text: string): PlainDate | null {
  const match = PLAIN.exec(text);
  if (!match) return null;
  const date: PlainDate = { year: Number(match[1]) };
  if (match[2] !== undefined) date.month = Number(match[2]);
  if (match[3] !== undefined) date.day = Number(match[3]);
  return validPlain(date) ? date : null;
}

function plainString(date: PlainDate): string {
  let text = pad(date.year, 4);
  if (date.month !== undefined) text += `-${pad(date.month, 2)}`;
  if (date.day !== undefined) text += `-${pad(date.day, 2)}`;
  return text;
}

/** The first day the plain date covers: 1936 → 1936-01-01, 1936-03 → 1936-03-01. */
function firstDay(date: PlainDate): string {
  return `${pad(date.year, 4)}-${pad(date.month ?? 1, 2)}-${pad(date.day ?? 1, 2)}`;
}

/** The last day the plain date covers: 1936 → 1936-12-31, 1936-02 → 1936-02-29. */
function lastDay(date: PlainDate): string {
  const month = date.month ?? 12;
  return `${pad(date.year, 4)}-${pad(month, 2)}-${pad(date.day ?? daysInMonth(date.year, month), 2)}`;
}

/** The ISO day after (+1) or before (-1) the given one. */
function shiftDay(day: string, by: 1 | -1): string | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let year = y;
  let month = m;
  let date = d + by;
  if (date < 1) {
    month -= 1;
    if (month < 1) {
      month = 12;
      year -= 1;
    }
    date = daysInMonth(year, month);
  } else if (date > daysInMonth(year, month)) {
    date = 1;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  if (year < 1 || year > 9999) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(date, 2)}`;
}

export function precisionOf(date: PlainDate): Precision {
  return date.day !== undefined ? 'day' : date.month !== undefined ? 'month' : 'year';
}

/**
 * The canonical string read into its parts, or null when it is not one of the forms above.
 * Strict: upper-case keywords, single spaces, no surrounding space (readDateInput is the lenient reader).
 */
export function parseRecordDate(text: string | null | undefined): RecordDate | null {
  if (typeof text !== 'string' || text === '') return null;
  const between = /^BET (\S+) AND (\S+)$/.exec(text);
  if (between) {
    const from = parsePlain(between[1] ?? '');
    const to = parsePlain(between[2] ?? '');
    if (!from || !to) return null;
    // The first must start no later and end no later than the second, and not be the same date.
    if (firstDay(from) > firstDay(to) || lastDay(from) > lastDay(to) || plainString(from) === plainString(to)) {
      return null;
    }
    return { kind: 'between', from, to };
  }
  const qualified = /^(ABT|BEF|AFT) (\S+)$/.exec(text);
  if (qualified) {
    const date = parsePlain(qualified[2] ?? '');
    if (!date) return null;
    const kind = qualified[1] === 'ABT' ? 'about' : qualified[1] === 'BEF' ? 'before' : 'after';
    return { kind, date };
  }
  const date = parsePlain(text);
  return date ? { kind: 'exact', date } : null;
}

/** True when the text is a canonical record date. */
export function isRecordDate(text: string | null | undefined): boolean {
  return parseRecordDate(text) !== null;
}

/** The canonical string of a record date. */
export function recordDateString(date: RecordDate): string {
  switch (date.kind) {
    case 'exact':
      return plainString(date.date);
    case 'about':
      return `ABT ${plainString(date.date)}`;
    case 'before':
      return `BEF ${plainString(date.date)}`;
    case 'after':
      return `AFT ${plainString(date.date)}`;
    case 'between':
      return `BET ${plainString(date.from)} AND ${plainString(date.to)}`;
  }
}

/** 1936 → '1936', 1936-03 → 'March 1936', 1936-03-12 → '12 March 1936'. */
export function formatPlainDate(date: PlainDate): string {
  if (date.month === undefined) return String(date.year);
  const month = MONTH_NAMES[date.month - 1] ?? '';
  return date.day === undefined ? `${month} ${date.year}` : `${date.day} ${month} ${date.year}`;
}

function formatParsed(date: RecordDate): string {
  switch (date.kind) {
    case 'exact':
      return formatPlainDate(date.date);
    case 'about':
      return `about ${formatPlainDate(date.date)}`;
    case 'before':
      return `before ${formatPlainDate(date.date)}`;
    case 'after':
      return `after ${formatPlainDate(date.date)}`;
    case 'between':
      return `between ${formatPlainDate(date.from)} and ${formatPlainDate(date.to)}`;
  }
}

/**
 * A record date in words, with no more precision than the record holds:
 * 'about 1934', 'March 1936', '12 March 1936', 'between 1930 and 1935', 'before 1940'.
 * '' for an empty value; an unreadable value is returned as it is rather than hidden.
 */
export function formatRecordDate(text: string | null | undefined): string {
  if (!text) return '';
  const date = parseRecordDate(text);
  return date ? formatParsed(date) : text;
}

/**
 * The date as it reads after a verb: 'on 12 March 1936', 'in March 1936', 'in 1936',
 * 'about 1934', 'before 1940', 'between 1930 and 1935' ("born on…", "born in…", "born about…").
 */
export function recordDatePhrase(text: string | null | undefined): string {
  const date = parseRecordDate(text);
  if (!date) return text ?? '';
  if (date.kind !== 'exact') return formatParsed(date);
  return `${precisionOf(date.date) === 'day' ? 'on' : 'in'} ${formatPlainDate(date.date)}`;
}

/**
 * The earliest day the record allows, or null when it sets no lower bound (about, before).
 * 1936 → 1936-01-01; AFT 1921 → 1922-01-01; BET 1930 AND 1935 → 1930-01-01.
 */
export function earliestDay(text: string | null | undefined): string | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  switch (date.kind) {
    case 'exact':
      return firstDay(date.date);
    case 'after':
      return shiftDay(lastDay(date.date), 1);
    case 'between':
      return firstDay(date.from);
    default:
      return null;
  }
}

/**
 * The latest day the record allows, or null when it sets no upper bound (about, after).
 * 1936 → 1936-12-31; BEF 1940 → 1939-12-31; BET 1930 AND 1935 → 1935-12-31.
 */
export function latestDay(text: string | null | undefined): string | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  switch (date.kind) {
    case 'exact':
      return lastDay(date.date);
    case 'before':
      return shiftDay(firstDay(date.date), -1);
    case 'between':
      return lastDay(date.to);
    default:
      return null;
  }
}

/**
 * The first and last day of the dates the record names, whatever its qualifier: ABT 1934 and
 * BEF 1934 both name 1934 (1934-01-01 to 1934-12-31); BET 1930 AND 1935 names 1930-01-01 to 1935-12-31.
 * For checks on what was written (not before 1800, not in the future), not for decisions.
 */
export function statedDays(text: string | null | undefined): { first: string; last: string } | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  if (date.kind === 'between') return { first: firstDay(date.from), last: lastDay(date.to) };
  return { first: firstDay(date.date), last: lastDay(date.date) };
}

/** True when the record gives one exact day (yyyy-mm-dd with nothing before it). */
export function isExactDay(text: string | null | undefined): boolean {
  const date = parseRecordDate(text);
  return date?.kind === 'exact' && precisionOf(date.date) === 'day';
}

/** The day itself when the record gives one exact day, otherwise null. */
export function exactDay(text: string | null | undefined): string | null {
  return isExactDay(text) ? (text as string) : null;
}

/**
 * How many years either side of an 'about' date the record can reasonably mean, for checks that
 * must not flag a near miss (a certificate against the tree) and for ordering; never for a decision.
 */
export const ABOUT_MARGIN_YEARS = 5;

/**
 * The days the record can reasonably mean: its bounds, with an 'about' date widened by
 * ABOUT_MARGIN_YEARS either side of the period it names. Open ends stay null.
 */
export function likelyRange(text: string | null | undefined): { from: string | null; to: string | null } {
  const date = parseRecordDate(text);
  if (!date) return { from: null, to: null };
  if (date.kind !== 'about') return { from: earliestDay(text), to: latestDay(text) };
  const from = firstDay({ ...date.date, year: Math.max(1, date.date.year - ABOUT_MARGIN_YEARS) });
  const to = lastDay({ ...date.date, year: Math.min(9999, date.date.year + ABOUT_MARGIN_YEARS) });
  return { from, to };
}

/**
 * For advice, not decisions: true when every day the record can reasonably mean (likelyRange, so
 * 'about 1850' counts as 1845–1855) is before `day`.
 */
export function isLikelyBefore(text: string | null | undefined, day: string): boolean {
  const { to } = likelyRange(text);
  return to !== null && to < day;
}

/** For advice, not decisions: true when every day the record can reasonably mean is on or after `day`. */
export function isLikelyOnOrAfter(text: string | null | undefined, day: string): boolean {
  const { from } = likelyRange(text);
  return from !== null && from >= day;
}

/**
 * True when `next` says the same as `previous`, only more precisely: '1936-03-12' refines '1936' and
 * 'ABT 1934' (within its likely years); '1937' refines neither '1936' nor '1936-03-12'.
 */
export function isRefinementOf(next: string | null | undefined, previous: string | null | undefined): boolean {
  if (!isRecordDate(next) || !isRecordDate(previous) || next === previous) return false;
  const outer = likelyRange(previous);
  const inner = likelyRange(next);
  const startsInside = outer.from === null || (inner.from !== null && inner.from >= outer.from);
  const endsInside = outer.to === null || (inner.to !== null && inner.to <= outer.to);
  return startsInside && endsInside;
}

/**
 * One day to order records by: the exact day, the first day of a month or year, the stated date
 * of 'about', the last possible day of 'before', the first of 'after' and 'between'.
 */
export function sortDay(text: string | null | undefined): string | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  if (date.kind === 'about') return firstDay(date.date);
  if (date.kind === 'before') return latestDay(text);
  return earliestDay(text);
}

/** The year to show in a short label ('b. 1936', 'c. 1934'), or null. */
export function recordYear(text: string | null | undefined): number | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  return date.kind === 'between' ? date.from.year : date.date.year;
}

/**
 * The year in a short label, as sure as the record: '1936', 'c. 1934', 'bef. 1940', 'aft. 1921',
 * '1930–1935'; null for no date. For tree boxes and tables ('b. c. 1934', '1936–2009').
 */
export function recordYearLabel(text: string | null | undefined): string | null {
  const date = parseRecordDate(text);
  if (!date) return null;
  switch (date.kind) {
    case 'exact':
      return String(date.date.year);
    case 'about':
      return `c. ${date.date.year}`;
    case 'before':
      return `bef. ${date.date.year}`;
    case 'after':
      return `aft. ${date.date.year}`;
    case 'between':
      return date.from.year === date.to.year ? String(date.from.year) : `${date.from.year}–${date.to.year}`;
  }
}

export type DateOrder = 'before' | 'after' | 'same' | 'unknown';

/**
 * How two record dates (or ISO days) stand, as far as the records can tell:
 * 'before' when every day `a` allows is before every day `b` allows, 'after' the reverse,
 * 'same' when both are the same exact day, 'unknown' when the records overlap or are open.
 */
export function compareRecordDates(a: string | null | undefined, b: string | null | undefined): DateOrder {
  if (!parseRecordDate(a) || !parseRecordDate(b)) return 'unknown';
  if (isExactDay(a) && a === b) return 'same';
  const aLatest = latestDay(a);
  const bEarliest = earliestDay(b);
  if (aLatest && bEarliest && aLatest < bEarliest) return 'before';
  const aEarliest = earliestDay(a);
  const bLatest = latestDay(b);
  if (aEarliest && bLatest && aEarliest > bLatest) return 'after';
  return 'unknown';
}

/** True when every day `a` allows is before every day `b` allows. */
export function isSurelyBefore(a: string | null | undefined, b: string | null | undefined): boolean {
  return compareRecordDates(a, b) === 'before';
}

/** True when every day `a` allows is on or after every day `b` allows. */
export function isSurelyOnOrAfter(a: string | null | undefined, b: string | null | undefined): boolean {
  const order = compareRecordDates(a, b);
  if (order === 'after' || order === 'same') return true;
  const aEarliest = earliestDay(a);
  const bLatest = latestDay(b);
  return aEarliest !== null && bLatest !== null && aEarliest >= bLatest;
}

/** True when every day `a` allows is on or before every day `b` allows. */
export function isSurelyOnOrBefore(a: string | null | undefined, b: string | null | undefined): boolean {
  return isSurelyOnOrAfter(b, a);
}

/** True when every day `a` allows is after every day `b` allows. */
export function isSurelyAfter(a: string | null | undefined, b: string | null | undefined): boolean {
  return compareRecordDates(a, b) === 'after';
}

// ---------------------------------------------------------------------------------------------
// What people type

export type DateInputResult = { ok: true; value: string | null } | { ok: false; error: string };

const MONTH_WORDS: Record<string, number> = {};
MONTH_NAMES.forEach((name, index) => {
  const lower = name.toLowerCase();
  MONTH_WORDS[lower] = index + 1;
  MONTH_WORDS[lower.slice(0, 3)] = index + 1;
});
MONTH_WORDS.sept = 9;

const ABOUT_WORDS = ['about', 'abt', 'c', 'ca', 'circa', 'approx', 'approximately', 'around', 'est', 'estimated'];
const BEFORE_WORDS = ['before', 'bef'];
const AFTER_WORDS = ['after', 'aft'];

const EXAMPLES = 'for example 12 March 1936, March 1936, 1936, about 1934 or between 1930 and 1935';

type PlainRead = { ok: true; date: PlainDate } | { ok: false; error: string };

function monthNumber(word: string): number | undefined {
  return MONTH_WORDS[word.toLowerCase().replace(/\.$/, '')];
}

/** One plain date as typed: '1936', 'March 1936', '12 March 1936', 'March 12, 1936', '1936-03-12'. */
function readPlain(text: string): PlainRead {
  const t = text.trim().replace(/\s+/g, ' ');
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(t);
  if (iso) {
    const date: PlainDate = { year: Number(iso[1]) };
    if (iso[2] !== undefined) date.month = Number(iso[2]);
    if (iso[3] !== undefined) date.day = Number(iso[3]);
    return checkPlain(date, t);
  }
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(t);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), numeric[3] ?? ''];
    const fullYear = year.length === 4 ? year : '1936';
    const readings =
      first <= 12 && second <= 12 && first !== second
        ? ` ${t} could be ${first} ${MONTH_NAMES[second - 1]} or ${second} ${MONTH_NAMES[first - 1]}.`
        : '';
    return {
      ok: false,
      error: `Write the month in words, like 12 March ${fullYear}.${readings}`,
    };
  }
  const monthYear = /^([a-z]+\.?) (\d{4})$/i.exec(t);
  if (monthYear) {
    const month = monthNumber(monthYear[1] ?? '');
    if (month === undefined) return { ok: false, error: `“${monthYear[1]}” is not a month.` };
    return checkPlain({ year: Number(monthYear[2]), month }, t);
  }
  const dayMonthYear = /^(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+\.?),? (\d{4})$/i.exec(t);
  if (dayMonthYear) {
    const month = monthNumber(dayMonthYear[2] ?? '');
    if (month === undefined) return { ok: false, error: `“${dayMonthYear[2]}” is not a month.` };
    return checkPlain({ year: Number(dayMonthYear[3]), month, day: Number(dayMonthYear[1]) }, t);
  }
  const monthDayYear = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(t);
  if (monthDayYear) {
    const month = monthNumber(monthDayYear[1] ?? '');
    if (month === undefined) return { ok: false, error: `“${monthDayYear[1]}” is not a month.` };
    return checkPlain({ year: Number(monthDayYear[3]), month, day: Number(monthDayYear[2]) }, t);
  }
  if (/^\d{2,3}$/.test(t) || /\b\d{2}$/.test(t) || /^\d{2,3}\b/.test(t)) {
    return { ok: false, error: 'Write the year in full, like 1936.' };
  }
  return { ok: false, error: `Cannot read “${t}” as a date: write it ${EXAMPLES}.` };
}

function checkPlain(date: PlainDate, typed: string): PlainRead {
  if (date.year < 1000) return { ok: false, error: 'Write the year in full, like 1936.' };
  if (date.month !== undefined && (date.month < 1 || date.month > 12)) {
    return { ok: false, error: `Cannot read “${typed}” as a date: there is no month ${date.month}.` };
  }
  if (!validPlain(date)) {
    const month = formatPlainDate({ year: date.year, month: date.month ?? 1 });
    return { ok: false, error: `${month} has no day ${date.day}.` };
  }
  return { ok: true, date };
}

function leadingWord(text: string, words: string[]): string | null {
  const match = /^([a-z]+)\.?\s*(.*)$/i.exec(text);
  if (!match || !words.includes((match[1] ?? '').toLowerCase())) return null;
  return match[2] ?? '';
}

/**
 * What a person typed into a date field, read as the canonical string:
 * '1936', 'about 1934' / 'c. 1934' / 'circa 1934' / 'abt 1934', 'March 1936', 'Mar 1936', '12 March 1936',
 * '1936-03-12', 'before 1940', 'after 1921', 'between 1930 and 1935' (also '1930-1935').
 * A canonical string is accepted as it is. Numeric day/month forms such as 12/03/1936 are refused
 * with a request for the month in words: 12 March and 3 December read the same way.
 * An empty field is `{ ok: true, value: null }`.
 */
export function readDateInput(text: string | null | undefined): DateInputResult {
  const typed = (text ?? '').trim().replace(/\s+/g, ' ');
  if (typed === '') return { ok: true, value: null };
  if (isRecordDate(typed)) return { ok: true, value: typed };
  const upper = typed.toUpperCase();
  if (isRecordDate(upper)) return { ok: true, value: upper };

  const between =
    /^(?:between|bet|btw)\.?\s+(.+?)\s+(?:and|&|-|–|to)\s+(.+)$/i.exec(typed) ??
    /^(\d{4})\s*[-–]\s*(\d{4})$/.exec(typed) ??
    /^(?:from)\s+(.+?)\s+(?:to|until)\s+(.+)$/i.exec(typed);
  if (between) {
    const from = readPlain(between[1] ?? '');
    if (!from.ok) return from;
    const to = readPlain(between[2] ?? '');
    if (!to.ok) return to;
    const value = recordDateString({ kind: 'between', from: from.date, to: to.date });
    if (!isRecordDate(value)) {
      if (plainString(from.date) === plainString(to.date)) return { ok: true, value: plainString(from.date) };
      return {
        ok: false,
        error: `Put the earlier date first: between ${formatPlainDate(to.date)} and ${formatPlainDate(from.date)}.`,
      };
    }
    return { ok: true, value };
  }

  const qualifiers: [RecordDate['kind'], string[]][] = [
    ['about', ABOUT_WORDS],
    ['before', BEFORE_WORDS],
    ['after', AFTER_WORDS],
  ];
  for (const [kind, words] of qualifiers) {
    const rest = leadingWord(typed, words);
    if (rest === null || rest === '') continue;
    const plain = readPlain(rest);
    if (!plain.ok) return plain;
    return { ok: true, value: recordDateString({ kind, date: plain.date } as RecordDate) };
  }
  // '1934?' and '~1934' are common ways of writing 'about 1934'.
  const marked = /^~\s*(.+)$/.exec(typed) ?? /^(.+?)\s*\?$/.exec(typed);
  if (marked) {
    const plain = readPlain(marked[1] ?? '');
    if (plain.ok) return { ok: true, value: recordDateString({ kind: 'about', date: plain.date }) };
  }

  const plain = readPlain(typed);
  if (!plain.ok) return plain;
  return { ok: true, value: plainString(plain.date) };
}

/** The canonical string as a person would type it back: 'about 1934', '12 March 1936'. */
export function recordDateInputText(text: string | null | undefined): string {
  return formatRecordDate(text);
}
